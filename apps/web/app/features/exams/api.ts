/** A course's exams for staff: writes, and the grading of submissions (reads in `queries.ts`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { invalidateMatching } from '../../lib/query-keys';
import { useApiClient } from '../session';

/** A course's exams and their submissions, as staff and students read them. */
const EXAM_READS = [
  'findAllCourseExamsUnfiltered',
  'findAllCourseExams',
  'findAllCourseExamSubmissions',
  'findCourseExamSubmission',
] as const;

export type ExamInput = Input<'createCourseExam'>['courseExamCreation'];

export function useSaveExam(courseId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { examId?: string; body: ExamInput }) =>
      input.examId
        ? client.updateCourseExam({ courseId, examId: input.examId, courseExamUpdate: input.body })
        : client.createCourseExam({ courseId, courseExamCreation: input.body }),
    onSuccess: () => invalidateMatching(queryClient, { courseId }, ...EXAM_READS),
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
    onSuccess: () => invalidateMatching(queryClient, { courseId, examId }, ...EXAM_READS),
  });
}
