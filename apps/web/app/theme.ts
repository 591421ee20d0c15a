/**
 * The Mantine theme, its contrast fixes and the colour scheme's storage. Only the screens
 * that use Mantine components import this (through `ui/mantine-providers`); the public pages
 * get the same look from `theme.css`, the CSS variables this theme makes, checked against it
 * by `theme.test.tsx` (issue 18: Mantine's JavaScript stays off the public pages).
 */
import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  type NumberInputProps,
  type PaginationProps,
} from '@mantine/core';
import { getSiteMessages } from './i18n/site';
import { paginationLabels } from './ui/pagination-labels';
import { COLOR_SCHEME_KEY } from './ui/plain/color-scheme';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gives white text 4.3:1 on a filled button; 8 gives 5.7:1 (WCAG AA asks 4.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '750' },
  // Defaults given as plain objects, not `NumberInput.extend(…)`: importing the components
  // here would put them (and react-number-format) in every screen's JavaScript.
  components: {
    // A number out of range stays as typed, so the form (or the API) says what the range is:
    // Mantine's default clamps it on blur, which silently turned a capacity of -5 into 1.
    NumberInput: { defaultProps: { clampBehavior: 'none' } satisfies Partial<NumberInputProps> },
    // Every pagination's arrows and pages named in Spanish (data lists included).
    Pagination: {
      defaultProps: paginationLabels(getSiteMessages().lists) satisfies Partial<PaginationProps>,
    },
  },
});

/**
 * Contrast in the light scheme (WCAG AA asks 4.5:1 for text). Mantine's "dimmed" grey
 * (gray-6) is 3.3:1 on white; this one is 6:1. Links take the primary's darkest shade (7:1 on
 * white, 5.9:1 on a light tint). A "light" badge, alert or button has its colour's shade 9 on
 * shade 1 (4.3:1 for teal); on shade 0 it passes for every colour the app uses.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-anchor': `var(--mantine-color-${resolvedTheme.primaryColor}-9)`,
    ...Object.fromEntries(
      Object.keys(resolvedTheme.colors).flatMap((color) => [
        [`--mantine-color-${color}-light`, `var(--mantine-color-${color}-0)`],
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
      ]),
    ),
  },
  dark: {},
});

/** Specification section 9: the theme lives in local storage under `theme` ('light' | 'dark'). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
