/** The messaging reads (findAllSentMessages, findAllMessageTemplates) as query options. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type SentMessage = Output<'findAllSentMessages'>['content'][number];
export type SentMessagesQuery = NonNullable<Input<'findAllSentMessages'>>;
export type MessageTemplate = Output<'findAllMessageTemplates'>[number];
export type MessageStatus = SentMessage['status'];

export const sentMessagesQuery = (client: ApiClient, query: SentMessagesQuery) =>
  operationQuery(client, 'findAllSentMessages', query);

export const templatesQuery = (client: ApiClient) => ({
  ...operationQuery(client, 'findAllMessageTemplates'),
  // The API keeps them 5 minutes; the screen needs no fresher.
  staleTime: 5 * 60_000,
});
