/** A course's classes as staff read them: query options, keyed by the contract. */
import type { ApiClient } from '@catedra/client';
import { ApiError } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { operationQuery, queryKeyOf } from '../../lib/query-keys';

export type ClassListQuery = Omit<NonNullable<Input<'findAllCourseClassesUnfiltered'>>, 'courseId'>;

/** Every class of the course, visible or not (staff), a page at a time. */
export const classesQuery = (client: ApiClient, courseId: string, query: ClassListQuery) =>
  operationQuery(client, 'findAllCourseClassesUnfiltered', { courseId, ...query });

export const instructionKey = (courseId: string, classId: string) =>
  queryKeyOf('getTeacherInstruction', { courseId, classId });

/** The teacher instruction, or null when the class has none yet (the API's 404). */
export const instructionQuery = (client: ApiClient, courseId: string, classId: string) =>
  queryOptions({
    queryKey: instructionKey(courseId, classId),
    queryFn: async ({ signal }) => {
      try {
        return await client.getTeacherInstruction({ courseId, classId }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
