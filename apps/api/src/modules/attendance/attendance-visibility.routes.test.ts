/** Attendance of a course the caller cannot see tells nothing, not even figures of zero. */
import { describe, expect, it } from 'vitest';
import { createCourse, createCourseClass } from '../../../test/factories/academic.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

const DAY = 86_400_000;

describe('attendance of a course outside the catalogue', () => {
  it('answers 404 to a BASIC user who asks for his own stats and records there', async () => {
    const course = await createCourse(t.database.db, { active: false });
    await createCourseClass(t.database.db, course.id, { startsAt: new Date(Date.now() - DAY) });
    const basic = await signedIn(t, ['BASIC']);

    const stats = await basic.get(`/courses/${course.id}/attendances/stats/${basic.user.id}`);
    expect(stats.statusCode).toBe(404);
    const records = await basic.get(`/courses/${course.id}/attendances?userId=${basic.user.id}`);
    expect(records.statusCode).toBe(404);
  });

  it('still answers the course’s staff', async () => {
    const teacher = await signedIn(t, ['TEACHER']);
    const course = await createCourse(t.database.db, { active: false, teacherIds: [teacher.user.id] });
    const basic = await signedIn(t, ['BASIC']);
    const stats = await teacher.get(`/courses/${course.id}/attendances/stats/${basic.user.id}`);
    expect(stats.statusCode).toBe(200);
  });
});
