/**
 * The rules about exams and submissions. Staff (academic staff and the course's teachers)
 * write exams and grade; a student with an ACTIVE enrollment sees the visible exams and
 * sends its own answer between opensAt and dueAt. A submission is one per exam and user:
 * sending again replaces it.
 */
import type { CourseExamCreation, CourseExamSubmissionCreation, CourseExamUpdate } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { CourseExamRow, CourseRow, ExamSubmissionRow } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import {
  type CourseAccess,
  type CourseLookups,
  canManageCourse,
  readsExamsAsStaff,
} from '../courses/index.js';
import type { ExamsRepository, SubmissionChange } from './exams.repository.js';

export function toExamDto(row: CourseExamRow) {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    opensAt: row.opensAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    maxScore: row.maxScore,
    passingScore: row.passingScore,
    visible: row.visible,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSubmissionDto(row: ExamSubmissionRow) {
  return {
    id: row.id,
    examId: row.examId,
    courseId: row.courseId,
    userId: row.userId,
    answer: row.answer,
    submittedAt: row.submittedAt.toISOString(),
    score: row.score,
    feedback: row.feedback,
    gradedBy: row.gradedBy,
    gradedAt: row.gradedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ExamInput = Static<typeof CourseExamCreation>;
type SubmissionInput = Static<typeof CourseExamSubmissionCreation>;

/** Dates in order and a reachable passing score: checked on the exam as it will be stored. */
export function assertValidExam(exam: Pick<ExamInput, 'opensAt' | 'dueAt' | 'maxScore' | 'passingScore'>) {
  if (new Date(exam.dueAt) <= new Date(exam.opensAt)) {
    throw AppError.invalidField('EXAM_DUE_BEFORE_OPENING', 'body.dueAt', 'debe ser posterior a opensAt');
  }
  if (exam.passingScore > exam.maxScore) {
    throw AppError.invalidField('PASSING_SCORE_ABOVE_MAX', 'body.passingScore', 'no puede superar maxScore');
  }
}

export function createExamsService(deps: {
  exams: ExamsRepository;
  courses: CourseLookups;
  access: CourseAccess;
  clock: Clock;
}) {
  const { exams, courses, access, clock } = deps;
  const now = () => clock.now();

  async function requireExam(courseId: string, examId: string) {
    return orNotFound(exams.findById(courseId, examId), 'El examen');
  }

  async function requireSubmission(examId: string, userId: string) {
    return orNotFound(exams.findSubmission(examId, userId), 'La entrega');
  }

  async function examsPage(courseId: string, filters: { visible?: boolean }, query: PageQuery) {
    const page = toPageRequest(query);
    const { rows, total } = await exams.findPage(courseId, filters, page);
    return pageOf(rows.map(toExamDto), total, page);
  }

  /** Staff grade and may answer for a student; the student is one of the course's. */
  async function staffSubmission(
    caller: Caller,
    course: CourseRow,
    exam: CourseExamRow,
    userId: string,
    input: SubmissionInput,
  ) {
    const enrollment = await courses.currentEnrollmentOf(userId, course.id);
    if (!enrollment)
      throw new AppError('STUDENT_NOT_ENROLLED', 'El usuario no tiene inscripción en el curso');
    const existing = await exams.findSubmission(exam.id, userId);
    if (!existing && !input.answer) {
      throw AppError.invalidField(
        'ANSWER_REQUIRED',
        'body.answer',
        'es obligatorio cuando todavía no hay entrega',
      );
    }
    if (input.score != null && input.score > exam.maxScore) {
      // Names the field and the bound, so a form says the range on the score itself.
      throw new AppError(
        'SCORE_ABOVE_MAX',
        `El puntaje no puede superar el máximo del examen (${exam.maxScore})`,
        [
          {
            path: 'body.score',
            message: `no puede superar ${exam.maxScore}`,
            code: 'SCORE_ABOVE_MAX',
            params: { limit: exam.maxScore },
          },
        ],
      );
    }
    const change: SubmissionChange = {
      ...(input.answer ? { answer: input.answer, submittedAt: now() } : {}),
      ...(input.feedback !== undefined ? { feedback: input.feedback } : {}),
      ...(input.score !== undefined
        ? {
            score: input.score,
            gradedBy: input.score === null ? null : caller.userId,
            gradedAt: input.score === null ? null : now(),
          }
        : {}),
    };
    const create = { answer: input.answer ?? existing?.answer ?? '', submittedAt: now(), ...change };
    return exams.upsertSubmission({ examId: exam.id, courseId: course.id, userId }, create, change);
  }

  /** The student's own answer: visible exam, active enrollment, within the exam's window, not graded yet. */
  async function ownSubmission(
    caller: Caller,
    course: CourseRow,
    exam: CourseExamRow,
    input: SubmissionInput,
  ) {
    if (input.score !== undefined || input.feedback !== undefined) {
      throw AppError.forbidden('Solo el equipo docente califica las entregas');
    }
    await access.requireActiveStudent(caller, course);
    if (!exam.visible) throw AppError.notFound('El examen');
    if (now() < exam.opensAt) throw new AppError('EXAM_NOT_OPEN', 'El examen todavía no abrió');
    if (now() > exam.dueAt) throw new AppError('EXAM_CLOSED', 'El plazo de entrega del examen venció');
    if (!input.answer) throw AppError.invalidField('ANSWER_REQUIRED', 'body.answer', 'es obligatorio');
    const existing = await exams.findSubmission(exam.id, caller.userId);
    if (existing?.score != null) throw new AppError('SUBMISSION_GRADED', 'La entrega ya fue calificada');
    const change = { answer: input.answer, submittedAt: now() };
    return exams.upsertSubmission(
      { examId: exam.id, courseId: course.id, userId: caller.userId },
      change,
      change,
    );
  }

  return {
    async create(caller: Caller, courseId: string, input: ExamInput) {
      await access.requireStaff(caller, courseId, canManageCourse);
      assertValidExam(input);
      const created = await exams.insert({
        ...input,
        courseId,
        opensAt: new Date(input.opensAt),
        dueAt: new Date(input.dueAt),
      });
      return toExamDto(created);
    },

    async findAll(caller: Caller, courseId: string, query: { visible?: boolean } & PageQuery) {
      const course = await access.requireCourse(courseId);
      const viewer = await access.viewerOf(caller, course, readsExamsAsStaff);
      if (viewer === 'student' && query.visible === false) return pageOf([], 0, toPageRequest(query));
      return examsPage(
        courseId,
        viewer === 'student' ? { visible: true } : { visible: query.visible },
        query,
      );
    },

    async findAllUnfiltered(caller: Caller, courseId: string, query: PageQuery) {
      await access.requireStaff(caller, courseId, readsExamsAsStaff);
      return examsPage(courseId, {}, query);
    },

    async findById(caller: Caller, courseId: string, examId: string) {
      const course = await access.requireCourse(courseId);
      const viewer = await access.viewerOf(caller, course, readsExamsAsStaff);
      const exam = await requireExam(courseId, examId);
      if (viewer === 'student' && !exam.visible) throw AppError.notFound('El examen');
      return toExamDto(exam);
    },

    async update(caller: Caller, courseId: string, examId: string, patch: Static<typeof CourseExamUpdate>) {
      await access.requireStaff(caller, courseId, canManageCourse);
      const current = await requireExam(courseId, examId);
      assertValidExam({ ...toExamDto(current), ...patch });
      const { opensAt, dueAt, ...rest } = patch;
      const updated = await exams.update(courseId, examId, {
        ...rest,
        ...(opensAt ? { opensAt: new Date(opensAt) } : {}),
        ...(dueAt ? { dueAt: new Date(dueAt) } : {}),
      });
      return toExamDto(updated!);
    },

    async submit(caller: Caller, courseId: string, examId: string, userId: string, input: SubmissionInput) {
      const course = await access.requireCourse(courseId);
      const exam = await requireExam(courseId, examId);
      if (canManageCourse(caller, course)) {
        return toSubmissionDto(await staffSubmission(caller, course, exam, userId, input));
      }
      if (caller.userId !== userId) throw AppError.forbidden('Solo podés entregar tus propios exámenes');
      return toSubmissionDto(await ownSubmission(caller, course, exam, input));
    },

    async findSubmissions(
      caller: Caller,
      courseId: string,
      examId: string,
      query: { graded?: boolean } & PageQuery,
    ) {
      await access.requireStaff(caller, courseId, readsExamsAsStaff);
      await requireExam(courseId, examId);
      const page = toPageRequest(query);
      const { rows, total } = await exams.findSubmissionsPage(examId, query, page);
      return pageOf(rows.map(toSubmissionDto), total, page);
    },

    async findSubmission(caller: Caller, courseId: string, examId: string, userId: string) {
      const course = await access.requireCourse(courseId);
      if (!readsExamsAsStaff(caller, course) && caller.userId !== userId) {
        throw AppError.forbidden('Solo podés ver tus propias entregas');
      }
      await requireExam(courseId, examId);
      return toSubmissionDto(await requireSubmission(examId, userId));
    },

    /** Staff delete any submission; the student only withdraws its ungraded one before dueAt. */
    async deleteSubmission(caller: Caller, courseId: string, examId: string, userId: string) {
      const course = await access.requireCourse(courseId);
      const exam = await requireExam(courseId, examId);
      const isStaff = canManageCourse(caller, course);
      if (!isStaff && caller.userId !== userId)
        throw AppError.forbidden('Solo podés retirar tus propias entregas');
      const submission = await requireSubmission(examId, userId);
      if (!isStaff) {
        await access.requireActiveStudent(caller, course);
        if (submission.score !== null)
          throw new AppError('SUBMISSION_GRADED', 'La entrega ya fue calificada');
        if (now() > exam.dueAt) throw new AppError('EXAM_CLOSED', 'El plazo de entrega del examen venció');
      }
      await exams.deleteSubmission(examId, userId);
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
