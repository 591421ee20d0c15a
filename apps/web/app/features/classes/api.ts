/** A course's classes as staff manage them: every class, writes, content and instruction. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { invalidateMatching } from '../../lib/query-keys';
import { invalidateCourse } from '../courses';
import { useApiClient } from '../session';
import { classesQuery, instructionKey, instructionQuery } from './queries';

/** Every class of the course, visible or not (staff), a page of `size` at a time, by start. */
export function useAllClasses(courseId: string, page: number, size = 50) {
  return useQuery({
    ...classesQuery(useApiClient(), courseId, { page, size, sort: ['startsAt,asc'] }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveClass(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { classId: string; update: Input<'updateCourseClass'>['courseClassUpdate'] }
        | { create: Input<'createCourseClass'>['courseClassCreation'] },
    ) =>
      'update' in input
        ? client.updateCourseClass({ courseId, classId: input.classId, courseClassUpdate: input.update })
        : client.createCourseClass({ courseId, courseClassCreation: input.create }),
    onSuccess: () => invalidateCourse(queryClient, courseId),
  });
}

export function useDeleteClass(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => client.deleteCourseClass({ courseId, classId }),
    onSuccess: () => invalidateCourse(queryClient, courseId),
  });
}

/** Creates the content the first time (POST) and replaces it afterwards (PUT). */
export function useSaveContent(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      classId: string;
      exists: boolean;
      body: Input<'createClassContent'>['classContent'];
    }) =>
      input.exists
        ? client.updateClassContent({ courseId, classId: input.classId, classContent: input.body })
        : client.createClassContent({ courseId, classId: input.classId, classContent: input.body }),
    onSuccess: () =>
      invalidateMatching(queryClient, { courseId }, 'findAllCourseClassesUnfiltered', 'findAllCourseClasses'),
  });
}

/** The teacher instruction, or null when the class has none yet. */
export function useInstruction(courseId: string, classId: string) {
  return useQuery(instructionQuery(useApiClient(), courseId, classId));
}

export function useSaveInstruction(courseId: string, classId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { exists: boolean; text: string | null }) => {
      if (input.text === null) return client.deleteTeacherInstruction({ courseId, classId }).then(() => null);
      return input.exists
        ? client.updateTeacherInstruction({ courseId, classId, teacherInstruction: { text: input.text } })
        : client.createTeacherInstruction({ courseId, classId, teacherInstruction: { text: input.text } });
    },
    onSuccess: (instruction) => queryClient.setQueryData(instructionKey(courseId, classId), instruction),
  });
}
