/**
 * The three states every screen that loads data has besides its content: loading, failed
 * (with a retry) and empty. One component, so they look and read the same everywhere.
 */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { isApiStatus, isNotFound, problemMessage } from '../lib/api-problem';

export type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

export function LoadingState({ label, testId = 'loading-state' }: { label?: string; testId?: string }) {
  const messages = useMessages().academic.states;
  return (
    <Center py="xl" role="status" aria-live="polite" data-testid={testId}>
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label ?? messages.loading}
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * A failed load. The text is `message` when the screen has its own (e.g. "no encontramos ese
 * usuario"), else one derived from `error`.
 */
export function ErrorState({
  error,
  message,
  onRetry,
  testId = 'error-state',
}: {
  error?: unknown;
  message?: string;
  onRetry?: () => unknown;
  testId?: string;
}) {
  const messages = useMessages();
  return (
    <Alert color="red" variant="light" title={messages.academic.states.errorTitle} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? problemMessage(error, messages.academic.errors)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
            {messages.academic.states.retry}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * A list that did not load: "no permission" for a 403 (someone who opened the address without
 * a role that lists it), else `message` with a retry.
 */
export function ListLoadError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => unknown;
}) {
  const messages = useMessages();
  return isApiStatus(error, 403) ? (
    <ErrorState testId="load-error" message={messages.forms.forbidden} />
  ) : (
    <ErrorState testId="load-error" message={message} onRetry={onRetry} />
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl" data-testid="empty-state">
      {children}
    </Text>
  );
}

/**
 * Renders loading or error for a query, else its content from the loaded data (the content
 * handles its own emptiness), so no screen has to assert that the data is there.
 */
export function QueryState<T>({
  query,
  errorMessage,
  errorTestId,
  notFound,
  children,
}: {
  query: QueryLike & { data?: T };
  /** The failure's text when the screen has its own; else one derived from the error. */
  errorMessage?: string;
  errorTestId?: string;
  /** A record's page: what a 404 says, with no retry (asking again finds nothing either). */
  notFound?: { message: string; testId: string };
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (notFound && query.isError && isNotFound(query.error))
    return <ErrorState testId={notFound.testId} message={notFound.message} />;
  if (query.isError)
    return (
      <ErrorState error={query.error} message={errorMessage} onRetry={query.refetch} testId={errorTestId} />
    );
  // Neither pending nor failed: the query succeeded, so its data is there.
  return <>{children(query.data as T)}</>;
}

/**
 * A page of a list: loading or failed as QueryState, `emptyText` when the page has no rows,
 * else what `children` makes of its rows (and the page, for its pagination).
 */
export function PageState<Row, Page>({
  query,
  emptyText,
  children,
}: {
  query: QueryLike & { data?: { content: Row[]; page: Page } };
  emptyText: string;
  children: (rows: Row[], page: Page) => ReactNode;
}) {
  return (
    <QueryState query={query}>
      {({ content, page }) =>
        content.length === 0 ? <EmptyState>{emptyText}</EmptyState> : children(content, page)
      }
    </QueryState>
  );
}
