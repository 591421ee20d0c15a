/**
 * `Markdown`, loaded only when a page shows some: react-markdown and its parsers are a large
 * part of the browser bundle, and most pages (the home page, the catalogue) show none. The
 * server renders the content itself; in the browser the library arrives with the first page
 * that needs it, while a few grey lines hold the place. It comes with Mantine's provider, as
 * the public pages that show it mount none (issue 18).
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import type { Markdown as MarkdownComponent } from './markdown';
import { Skeleton } from './plain/blocks';
import { gap } from './plain/style';

const Markdown = lazy(async () => {
  const [{ Markdown: Content }, { MantineProviders }] = await Promise.all([
    import('./markdown'),
    import('./mantine-providers'),
  ]);
  return {
    default: (props: ComponentProps<typeof MarkdownComponent>) => (
      <MantineProviders>
        <Content {...props} />
      </MantineProviders>
    ),
  };
});

function Placeholder() {
  return (
    <div className="p-stack" style={gap(8)} aria-hidden>
      <Skeleton height={12} />
      <Skeleton height={12} />
      <Skeleton height={12} width="70%" />
    </div>
  );
}

export function LazyMarkdown(props: ComponentProps<typeof MarkdownComponent>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Markdown {...props} />
    </Suspense>
  );
}
