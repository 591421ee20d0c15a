/**
 * The preferences kept in the browser (specification sections 4 and 9): the theme under
 * the local storage key `theme` (Mantine's color scheme manager writes it, see root.tsx)
 * and the mini menu under `miniMenu` as 'true' / 'false'.
 */
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useLocalStorage, useMounted } from '@mantine/hooks';
import { useCallback } from 'react';
import type { ThemeName } from './session-context';

export const THEME_STORAGE_KEY = 'theme';
export const MINI_MENU_STORAGE_KEY = 'miniMenu';

export function useTheme(): { theme: ThemeName; toggleTheme: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // Mantine reads local storage during the first browser render; the server cannot. Until
  // mounted, report the server's 'light' so hydration matches (the page's colours are
  // already right: ColorSchemeScript set them before React started).
  const mounted = useMounted();
  const theme: ThemeName = mounted ? computed : 'light';
  const toggleTheme = useCallback(
    () => setColorScheme(theme === 'dark' ? 'light' : 'dark'),
    [setColorScheme, theme],
  );
  return { theme, toggleTheme };
}

export function useMiniMenu(): [boolean, (value: boolean) => void] {
  const [miniMenu, setMiniMenu] = useLocalStorage<boolean>({
    key: MINI_MENU_STORAGE_KEY,
    defaultValue: false,
    serialize: (value) => String(value),
    deserialize: (value) => value === 'true',
  });
  return [miniMenu, setMiniMenu];
}
