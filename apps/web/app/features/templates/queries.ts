/** The templates area's query options, keyed by the contract. */
import type { ApiClient } from '@catedra/client';
import type { Input } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type TemplateListQuery = NonNullable<Input<'findAllCourseTemplates'>>;

export const templatesQuery = (client: ApiClient, query: TemplateListQuery) =>
  operationQuery(client, 'findAllCourseTemplates', query);
