/** Course administration: the filtered table, one course, its writes, stats and pickers. */
import type { Scope } from '@catedra/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiClient } from '../session';

export type CourseFilters = {
  q: string;
  active: boolean | null;
  country: string;
  courseTopicId: string | null;
  tags: string[];
  teacherIds: string[];
  hostIds: string[];
  allianceId: string;
};

export type TableQuery = { page: number; size: number; sort: { field: string; direction: 'asc' | 'desc' } };

export function useAdminCourses(filters: CourseFilters, table: TableQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin-courses', filters, table],
    queryFn: ({ signal }) =>
      client.findAllCourses(
        {
          q: filters.q || undefined,
          active: filters.active ?? undefined,
          country: filters.country || undefined,
          courseTopicId: filters.courseTopicId ?? undefined,
          tags: filters.tags.length ? filters.tags : undefined,
          teacherIds: filters.teacherIds.length ? filters.teacherIds : undefined,
          hostIds: filters.hostIds.length ? filters.hostIds : undefined,
          allianceId: filters.allianceId || undefined,
          page: table.page,
          size: table.size,
          sort: [`${table.sort.field},${table.sort.direction}`],
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCourse(courseId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course', courseId],
    queryFn: ({ signal }) => client.findCourseById({ courseId }, { signal }),
  });
}

export function useCourseStats(table: TableQuery) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course-stats', table],
    queryFn: ({ signal }) =>
      client.getCoursesStats(
        { page: table.page, size: table.size, sort: [`${table.sort.field},${table.sort.direction}`] },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** People who may be picked as teachers or hosts: users holding that scope. */
export function useUsersWithScope(scope: Scope, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['users', 'scope', scope],
    queryFn: ({ signal }) => client.findAllUsers({ scope, size: 100, sort: ['lastName,asc'] }, { signal }),
    staleTime: 60_000,
    enabled,
  });
}

export function useTimezones() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['timezones'],
    queryFn: ({ signal }) => client.findAllTimezones(undefined, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useSaveCourse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { courseId?: string; body: Input<'createCourse'>['courseCreation'] }) =>
      input.courseId
        ? client.updateCourse({ courseId: input.courseId, courseUpdate: input.body })
        : client.createCourse({ courseCreation: input.body }),
    onSuccess: (course) => {
      queryClient.setQueryData(['course', course.id], course);
      return queryClient.invalidateQueries({ queryKey: ['admin-courses'] });
    },
  });
}

export function useCloseEnrollments() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => client.closeCourseEnrollments({ courseId }),
    onSuccess: (course) => {
      queryClient.setQueryData(['course', course.id], course);
      return queryClient.invalidateQueries({ queryKey: ['admin-courses'] });
    },
  });
}

/**
 * The course's students (enrollments not INACTIVE), every page of them: the attendance
 * grid and the grading table need the whole roster to name rows.
 */
export function useCourseStudents(courseId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course', courseId, 'students'],
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
}
