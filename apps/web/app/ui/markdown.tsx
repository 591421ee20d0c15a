/**
 * Markdown written by staff (course descriptions, class content), rendered safely: raw HTML
 * in the source is dropped (`skipHtml`), and react-markdown's default URL filter removes
 * `javascript:` and other unsafe link targets. Links open in a new tab without an opener.
 *
 * Content sits inside a page that has its own `h1` and section `h2`s, so the content's
 * headings are moved below them: `#` becomes an `h3` the size of an `h4`, and so on down,
 * never larger than the page's own titles. Tables (GFM) need `remark-gfm`, which is not a
 * dependency yet; until it is, a pipe table shows as its text.
 */
import { Title, type TitleOrder, Typography } from '@mantine/core';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

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

const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
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
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
