/**
 * `theme.css` holds the CSS variables the Mantine theme (theme.ts) makes, so the public pages,
 * which run no Mantine JavaScript, look the same as the screens that do (issue 18). This test
 * renders Mantine's provider with the theme and compares what it writes with the file (spacing
 * aside: the file is formatted by Biome); after changing the theme, run it with
 * UPDATE_THEME_CSS=1 to write the file again, then `npx biome format --write app/theme.css`.
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

/** The CSS without comments and with no spacing around its punctuation, to compare rules. */
function compact(css: string): string {
  return css
    .replace(/\/\*.*?\*\//gs, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

describe('theme.css', () => {
  it('holds the CSS variables of the theme', () => {
    const expected = themeCss();
    if (process.env.UPDATE_THEME_CSS) writeFileSync(themeCssPath, expected);
    expect(compact(readFileSync(themeCssPath, 'utf8'))).toBe(compact(expected));
  });

  it('would notice a changed variable', () => {
    const changed = readFileSync(themeCssPath, 'utf8').replace('#5c636a', '#868e96');
    expect(compact(changed)).not.toBe(compact(themeCss()));
  });

  it('sets the primary colour and the contrast fixes', () => {
    const css = readFileSync(themeCssPath, 'utf8');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(css).toContain('--mantine-color-dimmed: #5c636a');
  });
});
