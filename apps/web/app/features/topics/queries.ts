/** The topics area's query options, keyed by the contract. */
import type { ApiClient } from '@catedra/client';
import type { Input } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type TopicListQuery = NonNullable<Input<'findAllCourseTopics'>>;

export const topicsPageQuery = (client: ApiClient, query: TopicListQuery) =>
  operationQuery(client, 'findAllCourseTopics', query);
