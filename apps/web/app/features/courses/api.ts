/** Course administration's hooks: one course, its writes, and the pickers' reads. */
import type { Scope } from '@catedra/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course, Input } from '../../lib/api-types';
import { invalidateOperations, operationQuery, queryKeyOf } from '../../lib/query-keys';
import { useApiClient } from '../session';
import { courseStudentsQuery, timezonesQuery, usersWithScopeQuery } from './queries';

export function useCourse(courseId: string, enabled = true) {
  return useQuery({
    ...operationQuery(useApiClient(), 'findCourseById', { courseId }),
    enabled: enabled && Boolean(courseId),
  });
}

/** People who may be picked as teachers or hosts: users holding that scope. */
export function useUsersWithScope(scope: Scope, enabled = true) {
  return useQuery({ ...usersWithScopeQuery(useApiClient(), scope), enabled });
}

export function useTimezones() {
  return useQuery(timezonesQuery(useApiClient()));
}

/** After a write: the course's own answer is known, every list of courses is stale. */
function useRefreshCourse() {
  const queryClient = useQueryClient();
  return (course: Course) => {
    queryClient.setQueryData(queryKeyOf('findCourseById', { courseId: course.id }), course);
    return invalidateOperations(queryClient, 'findAllCourses', 'getCoursesStats');
  };
}

export function useSaveCourse() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { courseId?: string; body: Input<'createCourse'>['courseCreation'] }) =>
      input.courseId
        ? client.updateCourse({ courseId: input.courseId, courseUpdate: input.body })
        : client.createCourse({ courseCreation: input.body }),
    onSuccess: useRefreshCourse(),
  });
}

/** Closes (`open: false`) or reopens a course to new enrollments. */
export function useSetEnrollmentOpen() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ courseId, open }: { courseId: string; open: boolean }) =>
      open ? client.reopenCourseEnrollments({ courseId }) : client.closeCourseEnrollments({ courseId }),
    onSuccess: useRefreshCourse(),
  });
}

/** Sets (1–365 days) or turns off (null) the course's access-on-debt policy. */
export function useSetDebtAccessPolicy() {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ courseId, debtAccessDays }: { courseId: string; debtAccessDays: number | null }) =>
      client.updateCourseDebtPolicy({ courseId, debtAccessPolicy: { debtAccessDays } }),
    onSuccess: useRefreshCourse(),
  });
}

/** The course's whole roster (see `courseStudentsQuery`). */
export function useCourseStudents(courseId: string) {
  return useQuery(courseStudentsQuery(useApiClient(), courseId));
}
