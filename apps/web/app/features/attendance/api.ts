/** The attendance grid's data: every student's records in the course, and the one-cell write. */
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { Attendance, AttendanceStatus } from '../../lib/api-types';
import { useApiClient } from '../session';

const recordsKey = (courseId: string, userId: string) => ['course', courseId, 'attendance', userId] as const;

/** One list call per student (the API lists a user's attendance), combined into one map. */
export function useCourseAttendance(courseId: string, userIds: string[]) {
  const client = useApiClient();
  return useQueries({
    queries: userIds.map((userId) => ({
      queryKey: recordsKey(courseId, userId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.findAllCourseAttendances({ courseId, userId }, { signal }),
    })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      error: results.find((result) => result.error)?.error,
      refetch: () => Promise.all(results.map((result) => result.refetch())),
      /** `${userId}:${classId}` → status. */
      byCell: new Map(
        results.flatMap((result) =>
          (result.data ?? []).map((record) => [`${record.userId}:${record.classId}`, record.status] as const),
        ),
      ),
    }),
  });
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
      queryClient.setQueryData<Attendance[]>(recordsKey(courseId, input.userId), (current = []) => {
        const others = current.filter((item) => item.classId !== input.classId);
        return record ? [...others, record] : others;
      }),
  });
}
