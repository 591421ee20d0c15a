/**
 * The catalogue's server-only surface: the data the public pages need, fetched during the
 * server render so their HTML carries the course cards and a course's content (issue 9),
 * handed to the browser as a dehydrated TanStack Query cache under the hooks' keys (the contract's: an operation and its input).
 */
import type { ApiClient } from '@catedra/client';
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { Course } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';
import {
  allTopicsQuery,
  catalogueQuery,
  courseBySlugQuery,
  courseScheduleQuery,
  FIRST_CATALOGUE_PAGE,
} from './queries';

/**
 * One cache per request. No retries: a render waits for one answer at most, and what failed
 * is fetched again in the browser (its cache retries as usual).
 */
function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** The home page's first catalogue page and the topics. A failed call is left to the browser. */
export async function loadCatalogue(client: ApiClient): Promise<DehydratedState> {
  const queryClient = serverQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(catalogueQuery(client, FIRST_CATALOGUE_PAGE)),
    queryClient.prefetchQuery(allTopicsQuery(client)),
  ]);
  return dehydrate(queryClient);
}

export type CoursePageData = {
  dehydrated: DehydratedState;
  /** The course; null when no course has that slug; undefined when the API could not say. */
  course: Course | null | undefined;
};

/** A course's page: the course, its upcoming classes, its payment plans and the topics' names. */
export async function loadCoursePage(client: ApiClient, slug: string): Promise<CoursePageData> {
  const queryClient = serverQueryClient();
  const topics = queryClient.prefetchQuery(allTopicsQuery(client));
  let course: Course | null | undefined;
  try {
    course = await queryClient.fetchQuery(courseBySlugQuery(client, slug));
  } catch {
    course = undefined; // The browser tries again and shows its own error state.
  }
  if (course) {
    // The plans too: the page shows them (and "Inscribirme") in its first HTML, not "Cargando…".
    await Promise.all([
      queryClient.prefetchQuery(courseScheduleQuery(client, course.id)),
      queryClient.prefetchQuery(operationQuery(client, 'findCoursePaymentPlans', { courseId: course.id })),
    ]);
  }
  await topics;
  return { dehydrated: dehydrate(queryClient), course };
}
