/**
 * The public catalogue's query options, keyed by the contract. The browser's hooks (`api.ts`)
 * and the server's page loaders (`index.server.ts`) both use them, so a page rendered on the
 * server hands the browser its cache under the keys the hooks ask for.
 */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { operationQuery, queryKeyOf } from '../../lib/query-keys';

export const CATALOGUE_PAGE_SIZE = 9;

export type CatalogueFilters = { q: string; topicId: string | null; page: number };

/** What the home page shows before anyone types or filters. */
export const FIRST_CATALOGUE_PAGE: CatalogueFilters = { q: '', topicId: null, page: 0 };

export const allTopicsQuery = (client: ApiClient) => ({
  ...operationQuery(client, 'findAllCourseTopics', { size: 100, sort: ['name,asc'] }),
  staleTime: 5 * 60_000,
});

/** findAllCourses' input for a catalogue page. */
export const catalogueInput = (filters: CatalogueFilters): Input<'findAllCourses'> => ({
  q: filters.q || undefined,
  courseTopicId: filters.topicId ?? undefined,
  // The catalogue shows only active courses even to staff browsing the site.
  active: true,
  page: filters.page,
  size: CATALOGUE_PAGE_SIZE,
  sort: ['startDate,asc'],
});

export const catalogueQuery = (client: ApiClient, filters: CatalogueFilters) =>
  operationQuery(client, 'findAllCourses', catalogueInput(filters));

/** A course by its slug, or null when there is none. */
export const courseBySlugQuery = (client: ApiClient, slug: string) =>
  queryOptions({
    queryKey: queryKeyOf('findAllCourses', { slug, size: 1 }, 'first'),
    queryFn: async ({ signal }) => {
      const page = await client.findAllCourses({ slug, size: 1 }, { signal });
      return page.content[0] ?? null;
    },
  });

export const courseScheduleQuery = (client: ApiClient, courseId: string | undefined) => ({
  ...operationQuery(client, 'findCourseSchedule', { courseId: courseId!, size: 10, sort: ['startsAt,asc'] }),
  enabled: Boolean(courseId),
});

export const teachersQuery = (client: ApiClient, page: number) =>
  operationQuery(client, 'findAllCourseTeachers', { page, size: 24 });
