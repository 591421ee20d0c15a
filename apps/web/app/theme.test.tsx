/**
 * `theme.css` holds the CSS variables the Mantine theme (theme.ts) makes, so the public pages,
 * which run no Mantine JavaScript, look the same as the screens that do (issue 18). This test
 * renders Mantine's provider with the theme and compares what it writes with the file; after
 * changing the theme, run it with UPDATE_THEME_CSS=1 to write the file again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const themeCssPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'theme.css');

const HEADER = '/* Generated from theme.ts by theme.test.tsx (UPDATE_THEME_CSS=1): do not edit. */\n';

function themeCss(): string {
  const html = renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  );
  const variables = /<style data-mantine-styles="true"[^>]*>(.*?)<\/style>/s.exec(html)?.[1];
  if (!variables) throw new Error('Mantine wrote no CSS variables');
  return `${HEADER}${variables.replaceAll('}', '}\n').replaceAll(';', ';\n  ').replaceAll('{', '{\n  ')}`;
}

describe('theme.css', () => {
  it('holds the CSS variables of the theme', () => {
    const expected = themeCss();
    if (process.env.UPDATE_THEME_CSS) writeFileSync(themeCssPath, expected);
    expect(readFileSync(themeCssPath, 'utf8')).toBe(expected);
  });

  it('sets the primary colour and the contrast fixes', () => {
    const css = readFileSync(themeCssPath, 'utf8');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(css).toContain('--mantine-color-dimmed: #5c636a');
  });
});
