/**
 * The courses area's query options, one factory per call with its stable key: the hooks in
 * `api.ts`, the list pages and any prefetch use these, so one call has one key and is
 * fetched once. Writes invalidate by the same keys.
 */
import type { ApiClient } from '@catedra/client';
import type { Scope } from '@catedra/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';

/** findAllCourses' query, as the contract types it. */
export type CourseListQuery = NonNullable<Input<'findAllCourses'>>;
export type CourseStatsQuery = NonNullable<Input<'getCoursesStats'>>;

export const courseKeys = {
  /** Every admin list of courses (any filter, page or sort). */
  lists: ['courses', 'list'] as const,
  list: (query: CourseListQuery) => ['courses', 'list', query] as const,
  stats: (query: CourseStatsQuery) => ['courses', 'stats', query] as const,
  /** One course and everything under it (classes, exams, roster, attendance). */
  course: (courseId: string) => ['course', courseId] as const,
  students: (courseId: string) => ['course', courseId, 'students'] as const,
};

export const coursesQuery = (client: ApiClient, query: CourseListQuery) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => client.findAllCourses(query, { signal }),
  });

export const courseStatsQuery = (client: ApiClient, query: CourseStatsQuery) =>
  queryOptions({
    queryKey: courseKeys.stats(query),
    queryFn: ({ signal }) => client.getCoursesStats(query, { signal }),
  });

export const courseQuery = (client: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: courseKeys.course(courseId),
    queryFn: ({ signal }) => client.findCourseById({ courseId }, { signal }),
  });

/** People who may be picked as teachers or hosts: users holding that scope. */
export const usersWithScopeQuery = (client: ApiClient, scope: Scope) =>
  queryOptions({
    queryKey: ['users', 'scope', scope] as const,
    queryFn: ({ signal }) => client.findAllUsers({ scope, size: 100, sort: ['lastName,asc'] }, { signal }),
    staleTime: 60_000,
  });

export const timezonesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['timezones'] as const,
    queryFn: ({ signal }) => client.findAllTimezones(undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * The course's students (enrollments not INACTIVE), every page of them: the attendance
 * grid and the grading table need the whole roster to name rows.
 */
export const courseStudentsQuery = (client: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: courseKeys.students(courseId),
    queryFn: async ({ signal }) => {
      const first = await client.findCourseStudents({ courseId, size: 100, page: 0 }, { signal });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.page.totalPages - 1) }, (_, index) =>
          client.findCourseStudents({ courseId, size: 100, page: index + 1 }, { signal }),
        ),
      );
      return [first, ...rest].flatMap((page) => page.content);
    },
  });
