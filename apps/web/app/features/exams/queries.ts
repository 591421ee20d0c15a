/** A course's exams as staff read them, and their submissions: query options and keys. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';

export type ExamListQuery = Omit<NonNullable<Input<'findAllCourseExamsUnfiltered'>>, 'courseId'>;
export type SubmissionListQuery = Omit<
  NonNullable<Input<'findAllCourseExamSubmissions'>>,
  'courseId' | 'examId'
>;

export const examKeys = {
  all: (courseId: string) => ['course', courseId, 'exams'] as const,
  list: (courseId: string, query: ExamListQuery) => ['course', courseId, 'exams', 'all', query] as const,
  exam: (courseId: string, examId: string) => ['course', courseId, 'exams', examId] as const,
  submissions: (courseId: string, examId: string, query: SubmissionListQuery) =>
    ['course', courseId, 'exams', examId, 'submissions', query] as const,
};

export const examsQuery = (client: ApiClient, courseId: string, query: ExamListQuery) =>
  queryOptions({
    queryKey: examKeys.list(courseId, query),
    queryFn: ({ signal }) => client.findAllCourseExamsUnfiltered({ courseId, ...query }, { signal }),
  });

export const submissionsQuery = (
  client: ApiClient,
  courseId: string,
  examId: string,
  query: SubmissionListQuery,
) =>
  queryOptions({
    queryKey: examKeys.submissions(courseId, examId, query),
    queryFn: ({ signal }) => client.findAllCourseExamSubmissions({ courseId, examId, ...query }, { signal }),
  });
