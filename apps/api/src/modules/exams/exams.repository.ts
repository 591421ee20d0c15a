/** Queries on a course's exams and their submissions. No rules here: the service decides. */
import { and, asc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { deleteWhere, firstRow } from '../../db/rows.js';
import {
  type CourseExamRow,
  courseExams,
  type ExamSubmissionRow,
  examSubmissions,
  type NewCourseExamRow,
} from '../../db/schema/index.js';
import { humanOrder } from '../../db/search.js';
import { tablePage } from '../../db/table-page.js';
import type { Clock } from '../../time/clock.js';

const SORTABLE = {
  opensAt: courseExams.opensAt,
  dueAt: courseExams.dueAt,
  title: humanOrder(courseExams.title),
  createdAt: courseExams.createdAt,
};

const SUBMISSION_SORTABLE = {
  submittedAt: examSubmissions.submittedAt,
  score: examSubmissions.score,
  createdAt: examSubmissions.createdAt,
};

export type ExamValues = Omit<NewCourseExamRow, 'id' | 'createdAt' | 'updatedAt'>;
export type SubmissionChange = Partial<
  Pick<ExamSubmissionRow, 'answer' | 'submittedAt' | 'score' | 'feedback' | 'gradedBy' | 'gradedAt'>
>;

const byExam = (courseId: string, examId: string) =>
  and(eq(courseExams.courseId, courseId), eq(courseExams.id, examId));
const bySubmission = (examId: string, userId: string) =>
  and(eq(examSubmissions.examId, examId), eq(examSubmissions.userId, userId));

export function createExamsRepository(db: Executor, clock: Clock) {
  return {
    async findById(courseId: string, examId: string): Promise<CourseExamRow | undefined> {
      return firstRow(db, courseExams, byExam(courseId, examId));
    },

    async findPage(courseId: string, filters: { visible?: boolean }, page: PageRequest) {
      const where = and(
        eq(courseExams.courseId, courseId),
        filters.visible !== undefined ? eq(courseExams.visible, filters.visible) : undefined,
      );
      return tablePage(db, courseExams, where, page, {
        sortable: SORTABLE,
        defaults: [asc(courseExams.opensAt)],
      });
    },

    async insert(values: ExamValues): Promise<CourseExamRow> {
      const [row] = await db.insert(courseExams).values(values).returning();
      return row!;
    },

    /** Several exams in one statement (a template's), in the given order. */
    async insertMany(values: ExamValues[]): Promise<CourseExamRow[]> {
      if (values.length === 0) return [];
      return db.insert(courseExams).values(values).returning();
    },

    async update(courseId: string, examId: string, patch: Partial<ExamValues>) {
      if (Object.values(patch).every((value) => value === undefined)) return this.findById(courseId, examId);
      const [row] = await db.update(courseExams).set(patch).where(byExam(courseId, examId)).returning();
      return row;
    },

    async findSubmission(examId: string, userId: string): Promise<ExamSubmissionRow | undefined> {
      return firstRow(db, examSubmissions, bySubmission(examId, userId));
    },

    async findSubmissionsPage(examId: string, filters: { graded?: boolean }, page: PageRequest) {
      const where: SQL | undefined = and(
        eq(examSubmissions.examId, examId),
        filters.graded === true ? isNotNull(examSubmissions.score) : undefined,
        filters.graded === false ? isNull(examSubmissions.score) : undefined,
      );
      return tablePage(db, examSubmissions, where, page, {
        sortable: SUBMISSION_SORTABLE,
        defaults: [asc(examSubmissions.submittedAt)],
      });
    },

    /** Creates the submission with the answer, or changes the existing one (one per exam and user). */
    async upsertSubmission(
      key: { examId: string; courseId: string; userId: string },
      create: { answer: string; submittedAt: Date } & SubmissionChange,
      change: SubmissionChange,
    ): Promise<ExamSubmissionRow> {
      const [row] = await db
        .insert(examSubmissions)
        .values({ ...key, ...create })
        .onConflictDoUpdate({
          target: [examSubmissions.examId, examSubmissions.userId],
          set: { ...change, updatedAt: clock.now() },
        })
        .returning();
      return row!;
    },

    async deleteSubmission(examId: string, userId: string): Promise<boolean> {
      return deleteWhere(db, examSubmissions, bySubmission(examId, userId));
    },
  };
}

export type ExamsRepository = ReturnType<typeof createExamsRepository>;

/** A template's exams, written in the caller's transaction `tx` (the templates module applies one). */
export function insertExams(tx: Executor, clock: Clock, values: ExamValues[]): Promise<CourseExamRow[]> {
  return createExamsRepository(tx, clock).insertMany(values);
}
