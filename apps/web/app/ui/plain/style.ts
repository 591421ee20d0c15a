/** Inline values for `plain.css`'s custom properties, typed once here. */
import type { CSSProperties } from 'react';

type Size = number | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const length = (value: Size) =>
  typeof value === 'number' ? `${value}px` : `var(--mantine-spacing-${value})`;

/** The gap of a `p-stack`, `p-group` or `p-grid`: pixels or a Mantine spacing. */
export function gap(value: Size, more: CSSProperties = {}): CSSProperties {
  return { '--p-gap': length(value), ...more } as CSSProperties;
}

/** The side of a `p-theme-icon` or `p-avatar`. */
export function iconSize(pixels: number): CSSProperties {
  return { '--p-icon-size': `${pixels}px`, '--p-avatar-size': `${pixels}px` } as CSSProperties;
}
