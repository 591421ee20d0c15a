/** A course's classes as staff manage them: every class, writes, content and instruction. */
import { ApiError } from '@catedra/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiClient } from '../session';

const classesKey = (courseId: string) => ['course', courseId, 'classes', 'all'] as const;

/** Every class of the course, visible or not (staff), a page at a time. */
export function useAllClasses(courseId: string, page: number, size = 50) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...classesKey(courseId), page, size],
    queryFn: ({ signal }) =>
      client.findAllCourseClassesUnfiltered({ courseId, page, size, sort: ['startsAt,asc'] }, { signal }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course', courseId] }),
  });
}

export function useDeleteClass(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => client.deleteCourseClass({ courseId, classId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course', courseId] }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesKey(courseId) }),
  });
}

/** The teacher instruction, or null when the class has none yet (the API's 404). */
export function useInstruction(courseId: string, classId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course', courseId, 'classes', classId, 'instruction'],
    queryFn: async ({ signal }) => {
      try {
        return await client.getTeacherInstruction({ courseId, classId }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSaveInstruction(courseId: string, classId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = ['course', courseId, 'classes', classId, 'instruction'];
  return useMutation({
    mutationFn: (input: { exists: boolean; text: string | null }) => {
      if (input.text === null) return client.deleteTeacherInstruction({ courseId, classId }).then(() => null);
      return input.exists
        ? client.updateTeacherInstruction({ courseId, classId, teacherInstruction: { text: input.text } })
        : client.createTeacherInstruction({ courseId, classId, teacherInstruction: { text: input.text } });
    },
    onSuccess: (instruction) => queryClient.setQueryData(key, instruction),
  });
}
