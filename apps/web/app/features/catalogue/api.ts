/** The public catalogue's queries: one hook per endpoint, all through the typed client. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../session';

export const CATALOGUE_PAGE_SIZE = 9;

export function useTopics() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['topics', 'all'],
    queryFn: ({ signal }) => client.findAllCourseTopics({ size: 100, sort: ['name,asc'] }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCatalogue(filters: { q: string; topicId: string | null; page: number }) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['catalogue', filters],
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
    placeholderData: keepPreviousData,
  });
}

export function useCourseBySlug(slug: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course', 'slug', slug],
    queryFn: async ({ signal }) => {
      const page = await client.findAllCourses({ slug, size: 1 }, { signal });
      return page.content[0] ?? null;
    },
  });
}

export function useCourseSchedule(courseId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course', courseId, 'schedule'],
    queryFn: ({ signal }) =>
      client.findCourseSchedule({ courseId: courseId!, size: 10, sort: ['startsAt,asc'] }, { signal }),
    enabled: Boolean(courseId),
  });
}

export function useTeachers(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['teachers', page],
    queryFn: ({ signal }) => client.findAllCourseTeachers({ page, size: 24 }, { signal }),
    placeholderData: keepPreviousData,
  });
}
