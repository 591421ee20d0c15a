/** The student area's queries and its one write (an exam answer), through the typed client. */

import { ApiError } from '@catedra/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operationQuery, queryKeyOf } from '../../lib/query-keys';
import { useApiClient, useSession } from '../session';

export function useMyCourses(page: number) {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({
    // The answer is the caller's own: the key says whose, so another sign-in never reads it.
    queryKey: queryKeyOf('findMyCourses', { page, size: 12, sort: ['startDate,desc'] }, `of ${user?.id}`),
    queryFn: ({ signal }) => client.findMyCourses({ page, size: 12, sort: ['startDate,desc'] }, { signal }),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
}

export function useMyCourse(courseId: string) {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({ ...operationQuery(client, 'findCourseById', { courseId }), enabled: Boolean(user) });
}

/**
 * The caller's enrollment in the course: its state (FINISHED reads but no longer submits) and
 * its access-on-debt restriction (why recordings are paused, and how to pay), or null.
 */
export function useMyEnrollment(courseId: string) {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeyOf('findMyCourses', { courseId, size: 1 }, `status of ${user?.id}`),
    queryFn: async ({ signal }) => {
      const page = await client.findMyCourses({ courseId, size: 1 }, { signal });
      const mine = page.content[0];
      return mine ? { status: mine.enrollmentStatus, debtRestriction: mine.debtRestriction } : null;
    },
    enabled: Boolean(user),
  });
}

export function useVisibleClasses(courseId: string, page: number) {
  const client = useApiClient();
  return useQuery({
    ...operationQuery(client, 'findAllCourseClasses', { courseId, page, size: 20, sort: ['startsAt,asc'] }),
    placeholderData: keepPreviousData,
  });
}

export function useVisibleExams(courseId: string) {
  const client = useApiClient();
  return useQuery(operationQuery(client, 'findAllCourseExams', { courseId, size: 100, sort: ['dueAt,asc'] }));
}

/** The caller's submission, or null when it has not answered yet (the API's 404). */
export function useMySubmission(courseId: string, examId: string) {
  const client = useApiClient();
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeyOf('findCourseExamSubmission', { courseId, examId, userId: user?.id ?? '' }),
    queryFn: async ({ signal }) => {
      try {
        return await client.findCourseExamSubmission({ courseId, examId, userId: user!.id }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(user),
  });
}

export function useSubmitAnswer(courseId: string, examId: string) {
  const client = useApiClient();
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) =>
      client.createCourseExamSubmission({
        courseId,
        examId,
        userId: user!.id,
        courseExamSubmissionCreation: { answer },
      }),
    onSuccess: (submission) =>
      queryClient.setQueryData(
        queryKeyOf('findCourseExamSubmission', { courseId, examId, userId: user?.id ?? '' }),
        submission,
      ),
  });
}

/** The caller's attendance in a course: a row per class, and its totals. */
export function useMyAttendance(courseId: string) {
  const client = useApiClient();
  const { user } = useSession();
  const mine = { courseId, userId: user?.id ?? '' };
  const enabled = Boolean(user);
  return {
    attendance: useQuery({ ...operationQuery(client, 'findAllCourseAttendances', mine), enabled }),
    stats: useQuery({ ...operationQuery(client, 'getCourseAttendanceStats', mine), enabled }),
  };
}
