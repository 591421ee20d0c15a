/** A course's classes as staff read them: query options and keys. */
import type { ApiClient } from '@catedra/client';
import { ApiError } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';

export type ClassListQuery = Omit<NonNullable<Input<'findAllCourseClassesUnfiltered'>>, 'courseId'>;

export const classKeys = {
  /** Every class list of the course (staff's, any page). */
  all: (courseId: string) => ['course', courseId, 'classes', 'all'] as const,
  list: (courseId: string, query: ClassListQuery) => ['course', courseId, 'classes', 'all', query] as const,
  instruction: (courseId: string, classId: string) =>
    ['course', courseId, 'classes', classId, 'instruction'] as const,
};

/** Every class of the course, visible or not (staff), a page at a time. */
export const classesQuery = (client: ApiClient, courseId: string, query: ClassListQuery) =>
  queryOptions({
    queryKey: classKeys.list(courseId, query),
    queryFn: ({ signal }) => client.findAllCourseClassesUnfiltered({ courseId, ...query }, { signal }),
  });

/** The teacher instruction, or null when the class has none yet (the API's 404). */
export const instructionQuery = (client: ApiClient, courseId: string, classId: string) =>
  queryOptions({
    queryKey: classKeys.instruction(courseId, classId),
    queryFn: async ({ signal }) => {
      try {
        return await client.getTeacherInstruction({ courseId, classId }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
