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
    expect(html).toContain('<h2>Programa</h2>');
    expect(html).toContain('<strong>HTML</strong>');
    expect(html).toContain('href="https://example.com/s"');
    expect(html).toContain('rel="noopener noreferrer"');
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
