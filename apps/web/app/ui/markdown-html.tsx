/**
 * Markdown the server already rendered (`markdown-html.server.tsx`), shown as is; when the
 * server could not render it (its API call failed, the browser fetched the data itself),
 * `LazyMarkdown` renders the source in the browser instead.
 */
import { LazyMarkdown } from './lazy-markdown';

export function MarkdownHtml({
  html,
  source,
  testId,
}: {
  html?: string | null;
  source: string;
  testId?: string;
}) {
  if (html == null) return <LazyMarkdown testId={testId}>{source}</LazyMarkdown>;
  // The HTML comes from `Markdown` on the server: raw HTML in the source was dropped there.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server render of our own component
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
