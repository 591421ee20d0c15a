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
  handedIn: (courseId: string, examId: string) =>
    ['course', courseId, 'exams', examId, 'submissions', 'handed-in'] as const,
};

/** The largest page the API answers (PAGE_SIZE_MAX). */
const ALL_PAGE_SIZE = 200;

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

/** Who handed the exam in (every page): the grading dialog lists the students who did not. */
export const handedInQuery = (client: ApiClient, courseId: string, examId: string) =>
  queryOptions({
    queryKey: examKeys.handedIn(courseId, examId),
    queryFn: async ({ signal }) => {
      const read = (page: number) =>
        client.findAllCourseExamSubmissions({ courseId, examId, page, size: ALL_PAGE_SIZE }, { signal });
      const first = await read(0);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.page.totalPages - 1) }, (_, index) => read(index + 1)),
      );
      return new Set([first, ...rest].flatMap((page) => page.content.map((item) => item.userId)));
    },
  });
