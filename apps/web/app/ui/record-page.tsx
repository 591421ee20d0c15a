/**
 * The frame of a record's page (an enrollment, a payment): loading, or "no encontrado" without
 * a retry on a 404 (`<name>-not-found`), else the record's sections in a column
 * (`<name>-page`). `RecordColumns` sets the lower part side by side on wide screens.
 */
import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type QueryLike, QueryState } from './query-state';

export function RecordPage<T>({
  name,
  query,
  notFoundMessage,
  children,
}: {
  /** Names the test ids: `<name>-page` and `<name>-not-found`. */
  name: string;
  query: QueryLike & { data?: T };
  notFoundMessage: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <QueryState query={query} notFound={{ message: notFoundMessage, testId: `${name}-not-found` }}>
      {(record) => (
        <Stack gap="lg" maw={1200} data-testid={`${name}-page`}>
          {children(record)}
        </Stack>
      )}
    </QueryState>
  );
}

/** The main column (`mainSpan` of 12) and the side one; stacked on narrow screens. */
export function RecordColumns({
  main,
  side,
  mainSpan,
}: {
  main: ReactNode;
  side: ReactNode;
  mainSpan: number;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: mainSpan }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 12 - mainSpan }}>{side}</Grid.Col>
    </Grid>
  );
}
