/**
 * Light or dark without Mantine's JavaScript (issue 18): the scheme is the attribute
 * `data-mantine-color-scheme` on <html>, which Mantine's stylesheet and `theme.css` read, kept
 * in local storage under the key Mantine's colour scheme manager uses (`theme`, specification
 * section 9). So a screen with Mantine (theme.ts's manager) and a public page agree on it.
 */
import { useCallback, useEffect, useState } from 'react';

export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_KEY = 'theme';
export const COLOR_SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Runs in <head> before the page paints, as Mantine's ColorSchemeScript did: the stored
 * scheme ('auto' follows the system), else light. A string, because it is inlined.
 */
export const COLOR_SCHEME_SCRIPT = `try{var s=localStorage.getItem("${COLOR_SCHEME_KEY}");var c=s==="dark"||s==="light"?s:s==="auto"&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";document.documentElement.setAttribute("${COLOR_SCHEME_ATTRIBUTE}",c)}catch(e){}`;

function currentColorScheme(): ColorScheme {
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

export function applyColorScheme(scheme: ColorScheme) {
  document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  try {
    window.localStorage.setItem(COLOR_SCHEME_KEY, scheme);
  } catch {
    // Storage refused (private mode): the page still changes, the choice is not kept.
  }
}

/**
 * The scheme the page shows and a toggle. 'light' until mounted, as the server rendered it,
 * so hydration matches (the colours are already right: the script set them before React).
 */
export function useColorScheme(): { scheme: ColorScheme; toggle: () => void } {
  const [scheme, setScheme] = useState<ColorScheme>('light');
  useEffect(() => setScheme(currentColorScheme()), []);
  const toggle = useCallback(() => {
    const next = currentColorScheme() === 'dark' ? 'light' : 'dark';
    applyColorScheme(next);
    setScheme(next);
  }, []);
  return { scheme, toggle };
}
