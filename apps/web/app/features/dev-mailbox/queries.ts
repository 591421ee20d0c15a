/** The dev mailbox's query options (findAllDevMailboxMessages). */
import type { ApiClient } from '@catedra/client';
import type { OperationInput, OperationOutput, Operations } from '@catedra/contract';
import { queryOptions } from '@tanstack/react-query';

export type MailboxMessage = OperationOutput<Operations['findAllDevMailboxMessages']>['content'][number];
export type MailboxQuery = NonNullable<OperationInput<Operations['findAllDevMailboxMessages']>>;

export const devMailboxQuery = (client: ApiClient, query: MailboxQuery) =>
  queryOptions({
    queryKey: ['dev-mailbox', query] as const,
    queryFn: ({ signal }) => client.findAllDevMailboxMessages(query, { signal }),
  });
