/**
 * The courses area's query options, one factory per call, keyed by the contract
 * (`lib/query-keys.ts`): the hooks in `api.ts`, the list pages and any prefetch use these, so
 * one call has one key and is fetched once. Writes invalidate by naming operations.
 */
import type { ApiClient } from '@catedra/client';
import type { OperationId, Scope } from '@catedra/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { invalidateMatching, operationQuery, queryKeyOf } from '../../lib/query-keys';

/** findAllCourses' query, as the contract types it. */
export type CourseListQuery = NonNullable<Input<'findAllCourses'>>;
export type CourseStatsQuery = NonNullable<Input<'getCoursesStats'>>;

/** One course and everything read under it: classes, exams, roster, attendance, plans, agenda. */
export const COURSE_READS = [
  'findCourseById',
  'findAllCourseClasses',
  'findAllCourseClassesUnfiltered',
  'getTeacherInstruction',
  'findCourseSchedule',
  'findAllCourseExams',
  'findAllCourseExamsUnfiltered',
  'findAllCourseExamSubmissions',
  'findCourseExamSubmission',
  'findCourseStudents',
  'findCourseAttendanceSheet',
  'findAllCourseAttendances',
  'getCourseAttendanceStats',
  'findCoursePaymentPlans',
] as const satisfies readonly OperationId[];

/** After a write that changes what a course holds (a class, an applied template). */
export const invalidateCourse = (queryClient: QueryClient, courseId: string) =>
  invalidateMatching(queryClient, { courseId }, ...COURSE_READS);

/** People who may be picked as teachers or hosts: users holding that scope. */
export const usersWithScopeQuery = (client: ApiClient, scope: Scope) => ({
  ...operationQuery(client, 'findAllUsers', { scope: [scope], size: 100, sort: ['lastName,asc'] }),
  staleTime: 60_000,
});

export const timezonesQuery = (client: ApiClient) => ({
  ...operationQuery(client, 'findAllTimezones'),
  staleTime: 10 * 60_000,
});

/**
 * The course's students (enrollments not INACTIVE), every page of them: the attendance
 * grid and the grading table need the whole roster to name rows.
 */
export const courseStudentsQuery = (client: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: queryKeyOf('findCourseStudents', { courseId }, 'every-page'),
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
