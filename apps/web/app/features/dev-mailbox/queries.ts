/** The dev mailbox's query options (findAllDevMailboxMessages). */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type MailboxMessage = Output<'findAllDevMailboxMessages'>['content'][number];
export type MailboxQuery = NonNullable<Input<'findAllDevMailboxMessages'>>;

export const devMailboxQuery = (client: ApiClient, query: MailboxQuery) =>
  operationQuery(client, 'findAllDevMailboxMessages', query);
