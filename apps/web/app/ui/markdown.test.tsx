import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

const render = (source: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <Markdown>{source}</Markdown>
    </MantineProvider>,
  );

describe('Markdown', () => {
  it('renders Markdown', () => {
    const html = render('## Programa\n- **HTML**\n- [Slides](https://example.com/s)');
    expect(html).toMatch(/<h4[^>]*>Programa<\/h4>/);
    expect(html).toContain('<strong>HTML</strong>');
    expect(html).toContain('href="https://example.com/s"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('puts the content’s headings below the page’s own and never larger', () => {
    const html = render('# Módulo 1\n\n## Lecturas\n\n### Extra\n\n###### Nota');
    expect(html).not.toMatch(/<h[12][ >]/);
    expect(html).toMatch(/<h3[^>]*data-order="3"[^>]*>Módulo 1<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>Lecturas<\/h4>/);
    expect(html).toMatch(/<h5[^>]*>Extra<\/h5>/);
    expect(html).toMatch(/<h6[^>]*>Nota<\/h6>/);
    // The size is the next level down (h1 looks like an h4), from the theme's heading sizes.
    expect(html).toContain('--title-fz:var(--mantine-h4-font-size)');
  });

  it('renders a GFM table, in a box that scrolls sideways and is reachable by keyboard', () => {
    const html = render('| Semana | Tema |\n|---|---|\n| 1 | HTML |\n| 2 | CSS ~~viejo~~ |');
    expect(html).toMatch(/<section class="markdown-table" tabindex="0" aria-label="Tabla"><table>/);
    expect(html).toMatch(/<thead><tr><th>Semana<\/th><th>Tema<\/th><\/tr><\/thead>/);
    expect(html).toContain('<td>1</td><td>HTML</td>');
    expect(html).toContain('<del>viejo</del>');
  });

  it('drops raw HTML and unsafe link targets', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });
});
