/** A course's exams for staff: every exam, writes, and the grading of submissions. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiClient } from '../session';

export function useAllExams(courseId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course', courseId, 'exams', 'all'],
    queryFn: ({ signal }) =>
      client.findAllCourseExamsUnfiltered({ courseId, size: 100, sort: ['dueAt,asc'] }, { signal }),
  });
}

export function useSaveExam(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { examId?: string; body: Input<'createCourseExam'>['courseExamCreation'] }) =>
      input.examId
        ? client.updateCourseExam({ courseId, examId: input.examId, courseExamUpdate: input.body })
        : client.createCourseExam({ courseId, courseExamCreation: input.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course', courseId, 'exams'] }),
  });
}

export function useSubmissions(
  courseId: string,
  examId: string,
  filters: { onlyPending: boolean; page: number },
) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['course', courseId, 'exams', examId, 'submissions', filters],
    queryFn: ({ signal }) =>
      client.findAllCourseExamSubmissions(
        {
          courseId,
          examId,
          graded: filters.onlyPending ? false : undefined,
          page: filters.page,
          size: 20,
          sort: ['submittedAt,asc'],
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Staff grade through the same call the student answers with: score and feedback only. */
export function useGrade(courseId: string, examId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; score: number; feedback: string }) =>
      client.createCourseExamSubmission({
        courseId,
        examId,
        userId: input.userId,
        courseExamSubmissionCreation: { score: input.score, feedback: input.feedback || null },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['course', courseId, 'exams', examId] }),
  });
}
