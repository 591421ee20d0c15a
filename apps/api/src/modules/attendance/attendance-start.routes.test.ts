/**
 * Attendance is recorded from a class's start on (issue 9, item 7): before it, nobody
 * attended or missed the class, so the API refuses it with its own code, read on the clock.
 */
import { describe, expect, it } from 'vitest';
import { createCourseClass } from '../../../test/factories/academic.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { courseWithStudent } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const HOUR = 3_600_000;
const clock = testClock();
const t = useTestApp({}, { clock });

describe('recording attendance before the class starts', () => {
  it('answers 422 CLASS_NOT_STARTED on both paths until the start, then records it', async () => {
    const { teacher, course, student } = await courseWithStudent(t);
    const lesson = await createCourseClass(t.database.db, course.id, {
      startsAt: new Date(clock.now().getTime() + HOUR),
    });
    const byClass = () =>
      teacher.post(`/courses/${course.id}/classes/${lesson.id}/attendance/${student.user.id}`, {
        status: 'PRESENT',
      });
    const byCourse = () =>
      teacher.post(`/courses/${course.id}/attendances/${student.user.id}`, {
        classId: lesson.id,
        status: 'ABSENT',
      });

    for (const early of [await byClass(), await byCourse()]) {
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({ code: 'CLASS_NOT_STARTED' });
    }
    clock.advance(HOUR - 1);
    expect((await byClass()).statusCode).toBe(422);

    clock.advance(1);
    expect((await byClass()).statusCode).toBe(201);
    const replaced = await byCourse();
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ classId: lesson.id, status: 'ABSENT' });
  });
});
