/**
 * `Markdown`, loaded only when a page shows some: react-markdown and its parsers are a large
 * part of the browser bundle, and most pages (the home page, the catalogue) show none. The
 * server renders the content itself; in the browser the library arrives with the first page
 * that needs it, while a few grey lines hold the place.
 */
import { Skeleton, Stack } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

const Markdown = lazy(() => import('./markdown').then((module) => ({ default: module.Markdown })));

function Placeholder() {
  return (
    <Stack gap={8} aria-hidden>
      <Skeleton height={12} />
      <Skeleton height={12} />
      <Skeleton height={12} width="70%" />
    </Stack>
  );
}

export function LazyMarkdown(props: ComponentProps<typeof Markdown>) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Markdown {...props} />
    </Suspense>
  );
}
