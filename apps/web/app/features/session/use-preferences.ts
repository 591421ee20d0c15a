/**
 * The preferences kept in the browser (specification sections 4 and 9): the theme under
 * the local storage key `theme` (`ui/plain/color-scheme`, the key Mantine's colour scheme
 * manager reads on the screens that use Mantine, theme.ts) and the mini menu under `miniMenu`
 * as 'true' / 'false'. Neither needs Mantine's hooks, so the session (mounted by the root)
 * brings none to the public pages.
 */
import { useCallback, useEffect, useState } from 'react';
import { COLOR_SCHEME_KEY, useColorScheme } from '../../ui/plain/color-scheme';
import type { ThemeName } from './session-context';

export const THEME_STORAGE_KEY = COLOR_SCHEME_KEY;
export const MINI_MENU_STORAGE_KEY = 'miniMenu';

export function useTheme(): { theme: ThemeName; toggleTheme: () => void } {
  const { scheme, toggle } = useColorScheme();
  return { theme: scheme, toggleTheme: toggle };
}

function readMiniMenu(): boolean {
  try {
    return window.localStorage.getItem(MINI_MENU_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** False until mounted, as on the server, then what the browser keeps. */
export function useMiniMenu(): [boolean, (value: boolean) => void] {
  const [miniMenu, setMiniMenuState] = useState(false);
  useEffect(() => setMiniMenuState(readMiniMenu()), []);
  const setMiniMenu = useCallback((value: boolean) => {
    setMiniMenuState(value);
    try {
      window.localStorage.setItem(MINI_MENU_STORAGE_KEY, String(value));
    } catch {
      // Storage refused: the choice lasts until the page is left.
    }
  }, []);
  return [miniMenu, setMiniMenu];
}
