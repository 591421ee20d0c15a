/** The attendance grid's data: the roster's records in the course, and the one-cell write. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attendance, AttendanceStatus } from '../../lib/api-types';
import { queryKeyMatching, queryKeyOf } from '../../lib/query-keys';
import { useApiClient } from '../session';

/** Every sheet read of the course (whatever the roster). */
const sheetKey = (courseId: string) => queryKeyMatching('findCourseAttendanceSheet', { courseId });

/** The most students the API answers in one sheet call. */
const SHEET_SIZE = 200;

const chunksOf = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** Every record of the roster's students, in one call per 200 students, as a map of cells. */
export function useCourseAttendance(courseId: string, userIds: string[]) {
  const client = useApiClient();
  const query = useQuery({
    queryKey: queryKeyOf('findCourseAttendanceSheet', { courseId, userIds }, 'in-chunks'),
    enabled: userIds.length > 0,
    queryFn: async ({ signal }) =>
      (
        await Promise.all(
          chunksOf(userIds, SHEET_SIZE).map((chunk) =>
            client.findCourseAttendanceSheet({ courseId, userIds: chunk }, { signal }),
          ),
        )
      ).flat(),
  });
  return {
    ...query,
    /** `${userId}:${classId}` → status. */
    byCell: new Map(
      (query.data ?? []).map((record) => [`${record.userId}:${record.classId}`, record.status] as const),
    ),
  };
}

/** Marks one cell (or clears it with null), updating the cache at once so the grid feels instant. */
export function useMarkAttendance(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; classId: string; status: AttendanceStatus | null }) => {
      if (input.status === null) {
        await client.deleteClassAttendance({ courseId, classId: input.classId, userId: input.userId });
        return null;
      }
      return client.createClassAttendance({
        courseId,
        classId: input.classId,
        userId: input.userId,
        courseClassAttendanceCreation: { status: input.status },
      });
    },
    onSuccess: (record, input) =>
      queryClient.setQueriesData<Attendance[]>({ queryKey: sheetKey(courseId) }, (current = []) => {
        const others = current.filter(
          (item) => !(item.classId === input.classId && item.userId === input.userId),
        );
        return record ? [...others, record] : others;
      }),
  });
}

/**
 * "Todos presentes": every listed student not already PRESENT in the class is marked PRESENT,
 * one call each (the API records one student at a time), and the grid shows them all at once.
 */
export function useMarkClassPresent(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { classId: string; userIds: string[] }) =>
      Promise.all(
        input.userIds.map((userId) =>
          client.createClassAttendance({
            courseId,
            classId: input.classId,
            userId,
            courseClassAttendanceCreation: { status: 'PRESENT' },
          }),
        ),
      ),
    onSuccess: (records, input) =>
      queryClient.setQueriesData<Attendance[]>({ queryKey: sheetKey(courseId) }, (current = []) => [
        ...current.filter((item) => !(item.classId === input.classId && input.userIds.includes(item.userId))),
        ...records,
      ]),
  });
}
