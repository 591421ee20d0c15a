/** The topics area's query options and keys. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';

export type TopicListQuery = NonNullable<Input<'findAllCourseTopics'>>;

export const topicKeys = {
  /** Every read of topics: the admin pages and the pickers' full list. */
  all: ['topics'] as const,
  page: (query: TopicListQuery) => ['topics', 'page', query] as const,
};

export const topicsPageQuery = (client: ApiClient, query: TopicListQuery) =>
  queryOptions({
    queryKey: topicKeys.page(query),
    queryFn: ({ signal }) => client.findAllCourseTopics(query, { signal }),
  });
