/** A course's exams as staff read them, and their submissions: query options, keyed by the contract. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { operationQuery, queryKeyOf } from '../../lib/query-keys';

export type ExamListQuery = Omit<NonNullable<Input<'findAllCourseExamsUnfiltered'>>, 'courseId'>;
export type SubmissionListQuery = Omit<
  NonNullable<Input<'findAllCourseExamSubmissions'>>,
  'courseId' | 'examId'
>;

/** The largest page the API answers (PAGE_SIZE_MAX). */
const ALL_PAGE_SIZE = 200;

export const examsQuery = (client: ApiClient, courseId: string, query: ExamListQuery) =>
  operationQuery(client, 'findAllCourseExamsUnfiltered', { courseId, ...query });

export const submissionsQuery = (
  client: ApiClient,
  courseId: string,
  examId: string,
  query: SubmissionListQuery,
) => operationQuery(client, 'findAllCourseExamSubmissions', { courseId, examId, ...query });

/** Who handed the exam in (every page): the grading dialog lists the students who did not. */
export const handedInQuery = (client: ApiClient, courseId: string, examId: string) =>
  queryOptions({
    queryKey: queryKeyOf('findAllCourseExamSubmissions', { courseId, examId }, 'handed-in'),
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
