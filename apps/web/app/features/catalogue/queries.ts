/**
 * The public catalogue's query options and keys, through the typed client. The browser's
 * hooks (`api.ts`) and the server's page loaders (`index.server.ts`) both use them, so a page
 * rendered on the server hands the browser its cache under the keys the hooks ask for.
 */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';

export const CATALOGUE_PAGE_SIZE = 9;

export type CatalogueFilters = { q: string; topicId: string | null; page: number };

/** What the home page shows before anyone types or filters. */
export const FIRST_CATALOGUE_PAGE: CatalogueFilters = { q: '', topicId: null, page: 0 };

export const catalogueKeys = {
  topics: ['topics', 'all'] as const,
  page: (filters: CatalogueFilters) => ['catalogue', filters] as const,
  bySlug: (slug: string) => ['course', 'slug', slug] as const,
  schedule: (courseId: string | undefined) => ['course', courseId, 'schedule'] as const,
  teachers: (page: number) => ['teachers', page] as const,
};

export const allTopicsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: catalogueKeys.topics,
    queryFn: ({ signal }) => client.findAllCourseTopics({ size: 100, sort: ['name,asc'] }, { signal }),
    staleTime: 5 * 60_000,
  });

export const catalogueQuery = (client: ApiClient, filters: CatalogueFilters) =>
  queryOptions({
    queryKey: catalogueKeys.page(filters),
    queryFn: ({ signal }) =>
      client.findAllCourses(
        {
          q: filters.q || undefined,
          courseTopicId: filters.topicId ?? undefined,
          // The catalogue shows only active courses even to staff browsing the site.
          active: true,
          page: filters.page,
          size: CATALOGUE_PAGE_SIZE,
          sort: ['startDate,asc'],
        },
        { signal },
      ),
  });

/** A course by its slug, or null when there is none. */
export const courseBySlugQuery = (client: ApiClient, slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.bySlug(slug),
    queryFn: async ({ signal }) => {
      const page = await client.findAllCourses({ slug, size: 1 }, { signal });
      return page.content[0] ?? null;
    },
  });

export const courseScheduleQuery = (client: ApiClient, courseId: string | undefined) =>
  queryOptions({
    queryKey: catalogueKeys.schedule(courseId),
    queryFn: ({ signal }) =>
      client.findCourseSchedule({ courseId: courseId!, size: 10, sort: ['startsAt,asc'] }, { signal }),
    enabled: Boolean(courseId),
  });

export const teachersQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: catalogueKeys.teachers(page),
    queryFn: ({ signal }) => client.findAllCourseTeachers({ page, size: 24 }, { signal }),
  });
