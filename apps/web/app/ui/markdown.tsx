/**
 * Markdown written by staff (course descriptions, class content), rendered safely: raw HTML
 * in the source is dropped (`skipHtml`), and react-markdown's default URL filter removes
 * `javascript:` and other unsafe link targets. Links open in a new tab without an opener.
 */
import { Typography } from '@mantine/core';
import ReactMarkdown from 'react-markdown';

export function Markdown({ children, testId }: { children: string; testId?: string }) {
  return (
    <Typography data-testid={testId}>
      <ReactMarkdown
        skipHtml
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
        }}
      >
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
