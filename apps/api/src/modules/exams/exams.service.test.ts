/** The exam window follows the injected clock: a student's answer before and after dueAt. */
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/fakes/test-clock.js';
import type { CourseExamRow, CourseRow, ExamSubmissionRow } from '../../db/schema/index.js';
import type { CourseAccess, CourseLookups } from '../courses/index.js';
import type { ExamsRepository } from './exams.repository.js';
import { createExamsService } from './exams.service.js';

const HOUR = 3_600_000;
const course = { id: 'course-1', teacherIds: [], hostIds: [], active: true } as unknown as CourseRow;
const student = { userId: 'student-1', email: 'ana@test.catedra.ar', scopes: ['STUDENT' as const] };

function exam(overrides: Partial<CourseExamRow> = {}): CourseExamRow {
  const created = new Date('2026-05-01T00:00:00Z');
  return {
    id: 'exam-1',
    courseId: course.id,
    title: 'Parcial',
    description: '',
    opensAt: new Date('2026-05-04T12:00:00Z'),
    dueAt: new Date('2026-05-11T12:00:00Z'),
    maxScore: 10,
    passingScore: 6,
    visible: true,
    createdAt: created,
    updatedAt: created,
    ...overrides,
  };
}

/** In-memory submissions, one per exam and user, as the table keeps them. */
function fakeExams(stored: CourseExamRow): ExamsRepository {
  const submissions = new Map<string, ExamSubmissionRow>();
  const fake: Partial<ExamsRepository> = {
    findById: async (_courseId, examId) => (examId === stored.id ? stored : undefined),
    findSubmission: async (examId, userId) => submissions.get(`${examId}/${userId}`),
    upsertSubmission: async (key, create, change) => {
      const id = `${key.examId}/${key.userId}`;
      const existing = submissions.get(id);
      const row = {
        id,
        score: null,
        feedback: null,
        gradedBy: null,
        gradedAt: null,
        createdAt: create.submittedAt,
        updatedAt: create.submittedAt,
        ...(existing ?? { ...key, ...create }),
        ...(existing ? change : {}),
      } as ExamSubmissionRow;
      submissions.set(id, row);
      return row;
    },
    deleteSubmission: async (examId, userId) => submissions.delete(`${examId}/${userId}`),
  };
  return fake as ExamsRepository;
}

function serviceAt(start: string) {
  const clock = testClock(start);
  const access: Partial<CourseAccess> = {
    requireCourse: async () => course,
    viewerOf: async () => 'student',
    requireActiveStudent: async () => undefined,
  };
  const courses: Partial<CourseLookups> = { currentEnrollmentOf: async () => undefined };
  const service = createExamsService({
    exams: fakeExams(exam()),
    courses: courses as CourseLookups,
    access: access as CourseAccess,
    clock,
  });
  const submit = (answer = 'Mi respuesta') =>
    service.submit(student, course.id, 'exam-1', student.userId, { answer });
  return { clock, service, submit };
}

describe('a student’s submission and the exam window (injected clock)', () => {
  it('is refused before the exam opens', async () => {
    const { submit } = serviceAt('2026-05-04T11:59:59Z');
    await expect(submit()).rejects.toMatchObject({
      code: 'EXAM_NOT_OPEN',
      message: 'El examen todavía no abrió',
    });
  });

  it('is accepted up to dueAt, stamped with the clock’s time, and refused after it', async () => {
    const { clock, submit } = serviceAt('2026-05-11T11:00:00Z');
    const first = await submit('Primera versión');
    expect(first).toMatchObject({ answer: 'Primera versión', submittedAt: '2026-05-11T11:00:00.000Z' });

    clock.advance(HOUR);
    const last = await submit('Versión final');
    expect(last).toMatchObject({ answer: 'Versión final', submittedAt: '2026-05-11T12:00:00.000Z' });

    clock.advance(1);
    await expect(submit('Tarde')).rejects.toMatchObject({
      code: 'EXAM_CLOSED',
      message: 'El plazo de entrega del examen venció',
    });
  });

  it('lets the student withdraw an ungraded answer only before dueAt', async () => {
    const { clock, service, submit } = serviceAt('2026-05-10T12:00:00Z');
    await submit();
    clock.set('2026-05-11T12:00:01Z');
    await expect(
      service.deleteSubmission(student, course.id, 'exam-1', student.userId),
    ).rejects.toMatchObject({
      code: 'EXAM_CLOSED',
    });
    clock.set('2026-05-11T11:00:00Z');
    await expect(
      service.deleteSubmission(student, course.id, 'exam-1', student.userId),
    ).resolves.toBeUndefined();
  });
});
