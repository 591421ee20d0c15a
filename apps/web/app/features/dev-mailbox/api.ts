/** The dev mailbox query (findAllDevMailboxMessages), through the typed client. */
import type { OperationOutput, Operations } from '@catedra/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../session';

export type MailboxMessage = OperationOutput<Operations['findAllDevMailboxMessages']>['content'][number];

export function useDevMailbox(query: { to?: string; page: number; size: number }) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['dev-mailbox', query],
    queryFn: ({ signal }) =>
      client.findAllDevMailboxMessages({ ...query, sort: ['createdAt,desc'] }, { signal }),
    placeholderData: keepPreviousData,
    // A 404 means "SMTP is configured": a state, not a glitch worth retrying.
    retry: false,
  });
}
