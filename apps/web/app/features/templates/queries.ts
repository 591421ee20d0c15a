/** The templates area's query options and keys. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';

export type TemplateListQuery = NonNullable<Input<'findAllCourseTemplates'>>;

export const templateKeys = {
  all: ['templates'] as const,
  list: (query: TemplateListQuery) => ['templates', query] as const,
};

export const templatesQuery = (client: ApiClient, query: TemplateListQuery) =>
  queryOptions({
    queryKey: templateKeys.list(query),
    queryFn: ({ signal }) => client.findAllCourseTemplates(query, { signal }),
  });
