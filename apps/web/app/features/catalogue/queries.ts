/**
 * The catalogue's query options for the screens that use TanStack Query (the admin's topic
 * filters), keyed by the contract. The public pages load the same calls without it
 * (`inputs.ts`, `index.server.ts`, `use-remote`), issue 18.
 */
import type { ApiClient } from '@catedra/client';
import { operationQuery } from '../../lib/query-keys';
import { TOPICS_INPUT } from './inputs';

export const allTopicsQuery = (client: ApiClient) => ({
  ...operationQuery(client, 'findAllCourseTopics', TOPICS_INPUT),
  staleTime: 5 * 60_000,
});
