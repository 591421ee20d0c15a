/**
 * A section of the user's page whose read failed: a caller without access to it is told so
 * plainly (a 403 is a state, not an error), anyone else gets "could not load" with a retry.
 */
import { Text } from '@mantine/core';
import { useMessages } from '../../i18n';
import { isApiStatus } from '../../lib/api-problem';
import { ErrorState } from '../../ui/query-state';

export function ReadFailure({
  query,
  noAccessText,
}: {
  query: { error: unknown; refetch: () => unknown };
  noAccessText: string;
}) {
  const messages = useMessages();
  if (isApiStatus(query.error, 403))
    return (
      <Text size="sm" c="dimmed">
        {noAccessText}
      </Text>
    );
  return (
    <ErrorState
      testId="load-error"
      message={messages.forms.loadFailed}
      onRetry={() => void query.refetch()}
    />
  );
}
