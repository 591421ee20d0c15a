import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEnrollment, createExam } from '../../../test/factories/academic.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { courseWithStudent, signedIn } from '../../../test/setup/signed-in.js';
import { getStatus, useTestApp } from '../../../test/setup/test-app.js';
import { enrollments } from '../../db/schema/index.js';

const t = useTestApp();

const DAY = 86_400_000;
async function setting() {
  const { teacher, course, student } = await courseWithStudent(t);
  const open = await createExam(t.database.db, course.id, { maxScore: 10 });
  const hidden = await createExam(t.database.db, course.id, { visible: false });
  const closed = await createExam(t.database.db, course.id, {
    opensAt: new Date(Date.now() - 9 * DAY),
    dueAt: new Date(Date.now() - DAY),
  });
  return { teacher, course, student, open, hidden, closed };
}

const examBody = {
  title: 'Parcial 1',
  description: 'Resolver los ejercicios',
  opensAt: '2026-04-01T00:00:00-03:00',
  dueAt: '2026-04-08T00:00:00-03:00',
  maxScore: 10,
  passingScore: 6,
};

describe('POST /courses/{courseId}/exams (createCourseExam)', () => {
  it('lets the course’s teacher create an exam', async () => {
    const { teacher, course } = await setting();
    const response = await teacher.post(`/courses/${course.id}/exams`, examBody);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      courseId: course.id,
      maxScore: 10,
      passingScore: 6,
      visible: true,
      dueAt: '2026-04-08T03:00:00.000Z',
    });
  });

  it('refuses a due date before the opening and a passing score above the maximum (400), others’ courses (403)', async () => {
    const { teacher, course, student } = await setting();
    const post = (payload: object, headers = teacher.headers) =>
      t.app.inject({ method: 'POST', url: `/courses/${course.id}/exams`, headers, payload });
    const early = await post({ ...examBody, dueAt: '2026-03-01T00:00:00-03:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].path).toBe('body.dueAt');
    const unreachable = await post({ ...examBody, passingScore: 11 });
    expect(unreachable.json().errors[0].path).toBe('body.passingScore');
    expect((await post(examBody, (await signedIn(t, ['TEACHER'])).headers)).statusCode).toBe(403);
    expect((await post(examBody, student.headers)).statusCode).toBe(403);
  });
});

describe('listing and reading exams', () => {
  it('shows a student the visible exams only; staff every exam, also unfiltered', async () => {
    const { teacher, course, student, open, hidden, closed } = await setting();
    const idsOf = async (url: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url, headers }))
        .json()
        .content.map((item: { id: string }) => item.id)
        .sort();
    expect(await idsOf(`/courses/${course.id}/exams`, student.headers)).toEqual([open.id, closed.id].sort());
    expect(await idsOf(`/courses/${course.id}/exams?visible=false`, teacher.headers)).toEqual([hidden.id]);
    expect(await idsOf(`/courses/${course.id}/exams/unfiltered`, teacher.headers)).toEqual(
      [open.id, hidden.id, closed.id].sort(),
    );
    expect(await getStatus(t, `/courses/${course.id}/exams/unfiltered`, student.headers)).toBe(403);
    expect(await getStatus(t, `/courses/${course.id}/exams/${hidden.id}`, student.headers)).toBe(404);
    expect(await getStatus(t, `/courses/${course.id}/exams/${open.id}`, student.headers)).toBe(200);
  });

  it('refuses a host, who does not read exams (403), and a student of another course (403)', async () => {
    const { course } = await setting();
    for (const caller of [await signedIn(t, ['HOST']), await signedIn(t, ['STUDENT'])]) {
      expect((await caller.get(`/courses/${course.id}/exams`)).statusCode).toBe(403);
    }
  });
});

describe('PUT /courses/{courseId}/exams/{examId} (updateCourseExam)', () => {
  it('updates an exam, checking the result as a whole', async () => {
    const { teacher, course, hidden } = await setting();
    const url = `/courses/${course.id}/exams/${hidden.id}`;
    const shown = await teacher.put(url, { visible: true, maxScore: 20 });
    expect(shown.json()).toMatchObject({ visible: true, maxScore: 20 });
    const invalid = await teacher.put(url, { passingScore: 25 });
    expect(invalid.statusCode).toBe(400);
    expect((await teacher.put(`/courses/${course.id}/exams/${UNKNOWN_ID}`, { title: 'X' })).statusCode).toBe(
      404,
    );
  });
});

describe('submissions', () => {
  it('lets the student submit before dueAt and replace its answer; the teacher grades it', async () => {
    const { teacher, course, student, open } = await setting();
    const url = `/courses/${course.id}/exams/${open.id}/submission/${student.user.id}`;
    const first = await student.post(url, { answer: 'Primera' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId: student.user.id,
      answer: 'Primera',
      score: null,
      gradedBy: null,
    });
    const second = await student.post(url, { answer: 'https://repo.example.com/tp' });
    expect(second.json()).toMatchObject({ id: first.json().id, answer: 'https://repo.example.com/tp' });
    const graded = await teacher.post(url, { score: 8.5, feedback: 'Muy bien' });
    expect(graded.statusCode).toBe(201);
    expect(graded.json()).toMatchObject({
      answer: 'https://repo.example.com/tp',
      score: 8.5,
      feedback: 'Muy bien',
      gradedBy: teacher.user.id,
    });
    const mine = await student.get(url);
    expect(mine.json()).toMatchObject({ score: 8.5, feedback: 'Muy bien' });
    // Graded: the student can no longer replace it.
    expect((await student.post(url, { answer: 'Otra' })).statusCode).toBe(409);
    const table = await teacher.get(`/courses/${course.id}/exams/${open.id}/submissions?graded=true`);
    expect(table.json().content.map((item: { userId: string }) => item.userId)).toEqual([student.user.id]);
  });

  it('refuses the student after dueAt (422) but lets staff submit for it', async () => {
    const { course, student, closed } = await setting();
    const url = `/courses/${course.id}/exams/${closed.id}/submission/${student.user.id}`;
    const late = await student.post(url, { answer: 'Tarde' });
    expect(late.statusCode).toBe(422);
    const academic = await signedIn(t, ['ACADEMIC']);
    expect((await academic.post(url, { answer: 'Por mail' })).statusCode).toBe(201);
  });

  it('refuses a score above the maximum (422), a grade without any answer (400), grading by the student (403)', async () => {
    const { teacher, course, student, open } = await setting();
    const url = `/courses/${course.id}/exams/${open.id}/submission/${student.user.id}`;
    const empty = await teacher.post(url, { score: 5 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('body.answer');
    await student.post(url, { answer: 'Hecho' });
    expect((await teacher.post(url, { score: 11 })).statusCode).toBe(422);
    expect((await student.post(url, { answer: 'x', score: 10 })).statusCode).toBe(403);
  });

  it('refuses submitting for someone else (403), to an invisible exam (404) and without an active enrollment (403)', async () => {
    const { course, student, open, hidden } = await setting();
    const classmate = await signedIn(t, ['STUDENT']);
    await createEnrollment(t.database.db, classmate.user.id, course.id);
    const post = (examId: string, userId: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/courses/${course.id}/exams/${examId}/submission/${userId}`,
        headers,
        payload: { answer: 'x' },
      });
    expect((await post(open.id, classmate.user.id, student.headers)).statusCode).toBe(403);
    expect((await post(hidden.id, student.user.id, student.headers)).statusCode).toBe(404);
    const outsider = await signedIn(t, ['BASIC']);
    expect((await post(open.id, outsider.user.id, outsider.headers)).statusCode).toBe(403);
  });

  it('lets the student withdraw an ungraded submission; staff delete any; 404 when there is none', async () => {
    const { teacher, course, student, open } = await setting();
    const url = `/courses/${course.id}/exams/${open.id}/submission/${student.user.id}`;
    await student.post(url, { answer: 'x' });
    expect((await student.delete(url)).statusCode).toBe(204);
    expect((await student.delete(url)).statusCode).toBe(404);
    await student.post(url, { answer: 'y' });
    await teacher.post(url, { score: 7 });
    expect((await student.delete(url)).statusCode).toBe(409);
    expect((await teacher.delete(url)).statusCode).toBe(204);
  });

  it('lets a student of a FINISHED enrollment read classes, exams and his graded answer, but not answer or withdraw (403)', async () => {
    const { teacher, course, student: graduate } = await courseWithStudent(t);
    const exam = await createExam(t.database.db, course.id, { maxScore: 10 });
    const url = `/courses/${course.id}/exams/${exam.id}/submission/${graduate.user.id}`;
    await graduate.post(url, { answer: 'mi respuesta' });
    await teacher.post(url, { score: 8 });
    const other = await createExam(t.database.db, course.id, { maxScore: 10 });
    await t.database.db
      .update(enrollments)
      .set({ status: 'FINISHED', finishedAt: new Date() })
      .where(eq(enrollments.userId, graduate.user.id));
    const get = (path: string) => graduate.get(`/courses/${course.id}${path}`);

    expect((await get('')).statusCode).toBe(200);
    expect((await get('/classes')).statusCode).toBe(200);
    expect((await get('/exams')).json().content).toHaveLength(2);
    expect((await get(`/exams/${exam.id}`)).statusCode).toBe(200);
    expect((await get(`/exams/${exam.id}/submission/${graduate.user.id}`)).json()).toMatchObject({
      score: 8,
    });
    const mine = await graduate.get(`/courses/mine?courseId=${course.id}`);
    expect(mine.json().content).toEqual([
      expect.objectContaining({
        enrollmentStatus: 'FINISHED',
        course: expect.objectContaining({ id: course.id }),
      }),
    ]);

    const answer = await graduate.post(
      `/courses/${course.id}/exams/${other.id}/submission/${graduate.user.id}`,
      { answer: 'tarde' },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json().detail).toMatch(/El curso terminó/);
  });

  it('does not let a FINISHED student withdraw an ungraded answer', async () => {
    const { course, student, open } = await setting();
    const url = `/courses/${course.id}/exams/${open.id}/submission/${student.user.id}`;
    await student.post(url, { answer: 'x' });
    await t.database.db
      .update(enrollments)
      .set({ status: 'FINISHED', finishedAt: new Date() })
      .where(eq(enrollments.userId, student.user.id));
    expect((await student.delete(url)).statusCode).toBe(403);
  });
});
