/**
 * Markdown rendered to HTML on the server, for a page that shows it without interaction (a
 * course's description): the browser then receives the HTML in the loader's data and never
 * downloads react-markdown and its parsers (some 40 KiB). It is `Markdown` itself (the same
 * remark pipeline, raw HTML dropped, unsafe link targets removed), rendered to a string, so the
 * result is exactly what the component would show.
 */
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';

export function markdownToHtml(source: string, testId?: string): string {
  return renderToStaticMarkup(
    // No <style> of CSS variables and no global classes: the page's own provider has them.
    <MantineProvider withCssVariables={false} withGlobalClasses={false}>
      <Markdown testId={testId}>{source}</Markdown>
    </MantineProvider>,
  );
}
