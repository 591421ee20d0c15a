/**
 * Markdown written by staff (course descriptions, class content), rendered safely: raw HTML
 * in the source is dropped (`skipHtml`), and react-markdown's default URL filter removes
 * `javascript:` and other unsafe link targets. Links open in a new tab without an opener.
 *
 * Content sits inside a page that has its own `h1` and section `h2`s, so the content's
 * headings are moved below them: `#` becomes an `h3` the size of an `h4`, and so on down,
 * never larger than the page's own titles. GitHub's extensions (`remark-gfm`) give pipe
 * tables, strikethrough, task lists and bare links; a table sits in a box that scrolls
 * sideways on a phone (app.css `.markdown-table`), reachable by keyboard and named for it.
 */
import { Title, type TitleOrder, Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useMessages } from '../i18n';

/** Each Markdown level → the heading it becomes (`order`) and how big it looks (`size`). */
export const CONTENT_HEADINGS = {
  h1: { order: 3, size: 'h4' },
  h2: { order: 4, size: 'h5' },
  h3: { order: 5, size: 'h6' },
  h4: { order: 6, size: 'h6' },
  h5: { order: 6, size: 'h6' },
  h6: { order: 6, size: 'h6' },
} as const satisfies Record<string, { order: TitleOrder; size: string }>;

type HeadingProps = ComponentProps<'h1'> & { node?: unknown };

const heading =
  (level: keyof typeof CONTENT_HEADINGS) =>
  ({ node: _node, color: _color, ...props }: HeadingProps) => (
    <Title {...props} order={CONTENT_HEADINGS[level].order} size={CONTENT_HEADINGS[level].size} />
  );

const remarkPlugins = [remarkGfm];

/** A wide table scrolls inside its own box, not the page; the box takes the focus to scroll by keyboard. */
function ScrollingTable({ node: _node, ...props }: ComponentProps<'table'> & { node?: unknown }) {
  const messages = useMessages();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="markdown-table" tabIndex={0} aria-label={messages.markdownTable}>
      <table {...props} />
    </section>
  );
}

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  table: ScrollingTable,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
};

export function Markdown({ children, testId }: { children: string; testId?: string }) {
  return (
    <Typography data-testid={testId}>
      <ReactMarkdown skipHtml remarkPlugins={remarkPlugins} components={components}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
