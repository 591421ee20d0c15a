/**
 * The toasts' colours (app.css) meet WCAG AA for their text: 4.5:1, the ratio axe checks on
 * every page the browser tests visit, a toast included when one is still shown.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const APP_CSS = readFileSync(path.join(here, '../app.css'), 'utf8');
const LIBRARY_CSS = readFileSync(createRequire(here).resolve('react-toastify/ReactToastify.css'), 'utf8');

/** The value of a custom property: app.css's (loaded after the library's), else the library's. */
function variable(name: string): string {
  const declared = (css: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  const value = declared(APP_CSS) ?? declared(LIBRARY_CSS);
  if (!value) throw new Error(`--${name} is not declared`);
  const reference = /^var\(--([\w-]+)\)$/.exec(value);
  if (reference) return variable(reference[1]!);
  // #rgb is #rrggbb.
  return /^#[0-9a-f]{3}$/i.test(value)
    ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`
    : value;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.039_28 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('the toasts’ colours', () => {
  it.each(['info', 'success', 'warning', 'error'])('carry the %s toast’s text at 4.5:1 or more', (kind) => {
    const background = variable(`toastify-color-${kind}`);
    const text = variable(`toastify-text-color-${kind}`);
    expect(background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(text).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
  });
});
