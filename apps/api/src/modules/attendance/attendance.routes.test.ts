import { describe, expect, it } from 'vitest';
import { createCourse, createCourseClass, createEnrollment } from '../../../test/factories/academic.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { courseWithPeople, signedIn } from '../../../test/setup/signed-in.js';
import { getStatus, useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

const DAY = 86_400_000;
/** A course with its teacher and host, a student, three classes held and one upcoming. */
async function setting() {
  const { teacher, host, course, student } = await courseWithPeople(t);
  const held = [];
  for (const days of [3, 2, 1])
    held.push(
      await createCourseClass(t.database.db, course.id, { startsAt: new Date(Date.now() - days * DAY) }),
    );
  const upcoming = await createCourseClass(t.database.db, course.id, {
    startsAt: new Date(Date.now() + DAY),
  });
  return { teacher, host, course, student, held, upcoming };
}

describe('recording attendance (createClassAttendance, createCourseAttendance)', () => {
  it('lets the host record through the class and the teacher through the course, replacing the record', async () => {
    const { teacher, host, course, student, held } = await setting();
    const byClass = await host.post(
      `/courses/${course.id}/classes/${held[0]!.id}/attendance/${student.user.id}`,
      { status: 'LATE', note: 'Llegó 15 minutos tarde' },
    );
    expect(byClass.statusCode).toBe(201);
    expect(byClass.json()).toMatchObject({ classId: held[0]!.id, status: 'LATE', recordedBy: host.user.id });
    const replaced = await teacher.post(`/courses/${course.id}/attendances/${student.user.id}`, {
      classId: held[0]!.id,
      status: 'PRESENT',
    });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({
      id: byClass.json().id,
      status: 'PRESENT',
      note: null,
      recordedBy: teacher.user.id,
    });
  });

  it('refuses teachers and hosts of other courses and students (403)', async () => {
    const { course, student, held } = await setting();
    const url = `/courses/${course.id}/classes/${held[0]!.id}/attendance/${student.user.id}`;
    for (const caller of [await signedIn(t, ['TEACHER']), await signedIn(t, ['HOST']), student]) {
      expect((await caller.post(url, { status: 'PRESENT' })).statusCode).toBe(403);
    }
  });

  it('refuses a class of another course (404), someone who is not a student of the course (422), an unknown status (400)', async () => {
    const { teacher, course, student, held } = await setting();
    const otherClass = await createCourseClass(t.database.db, (await createCourse(t.database.db)).id);
    const post = (payload: object, userId = student.user.id) =>
      teacher.post(`/courses/${course.id}/attendances/${userId}`, payload);
    expect((await post({ classId: otherClass.id, status: 'PRESENT' })).statusCode).toBe(404);
    const stranger = await signedIn(t, ['STUDENT']);
    expect((await post({ classId: held[0]!.id, status: 'PRESENT' }, stranger.user.id)).statusCode).toBe(422);
    const invalid = await post({ classId: held[0]!.id, status: 'SLEEPING' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('body.status');
  });
});

describe('reading attendance (findAllCourseAttendances, getCourseAttendanceStats)', () => {
  it('lists a user’s records in class order and counts them against the classes held', async () => {
    const { teacher, course, student, held, upcoming } = await setting();
    const statuses = ['PRESENT', 'ABSENT', 'EXCUSED'];
    for (const [index, item] of held.entries()) {
      await teacher.post(`/courses/${course.id}/classes/${item.id}/attendance/${student.user.id}`, {
        status: statuses[index],
      });
    }
    const early = await teacher.post(
      `/courses/${course.id}/classes/${upcoming.id}/attendance/${student.user.id}`,
      { status: 'EXCUSED' },
    );
    expect(early.json()).toMatchObject({ status: 422, code: 'CLASS_NOT_STARTED' });
    const list = await student.get(`/courses/${course.id}/attendances?userId=${student.user.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((item: { status: string }) => item.status)).toEqual(statuses);
    const oneClass = await teacher.get(
      `/courses/${course.id}/attendances?userId=${student.user.id}&classId=${held[1]!.id}`,
    );
    expect(oneClass.json().map((item: { status: string }) => item.status)).toEqual(['ABSENT']);
    const stats = await student.get(`/courses/${course.id}/attendances/stats/${student.user.id}`);
    expect(stats.json()).toEqual({
      courseId: course.id,
      userId: student.user.id,
      classId: null,
      classesHeld: 3,
      present: 1,
      late: 0,
      absent: 1,
      excused: 1,
      rate: 0.3333,
    });
    const classStats = await teacher.get(
      `/courses/${course.id}/attendances/stats/${student.user.id}?classId=${held[0]!.id}`,
    );
    expect(classStats.json()).toMatchObject({ classId: held[0]!.id, classesHeld: 1, present: 1, rate: 1 });
  });

  it('requires userId (400 naming it) and refuses another student’s attendance (403)', async () => {
    const { course, student } = await setting();
    const missing = await student.get(`/courses/${course.id}/attendances`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('query.userId');
    const other = await signedIn(t, ['STUDENT']);
    expect(
      await getStatus(t, `/courses/${course.id}/attendances?userId=${student.user.id}`, other.headers),
    ).toBe(403);
    expect(
      await getStatus(t, `/courses/${course.id}/attendances/stats/${student.user.id}`, other.headers),
    ).toBe(403);
  });

  it('answers a null rate before any class is held and 404 for an unknown course', async () => {
    const course = await createCourse(t.database.db);
    const student = await signedIn(t, ['STUDENT']);
    const stats = await student.get(`/courses/${course.id}/attendances/stats/${student.user.id}`);
    expect(stats.json()).toMatchObject({ classesHeld: 0, rate: null });
    expect(
      await getStatus(t, `/courses/${UNKNOWN_ID}/attendances/stats/${student.user.id}`, student.headers),
    ).toBe(404);
  });
});

describe('deleting attendance (deleteClassAttendance, deleteCourseAttendance)', () => {
  it('deletes one record (404 after) and all of a user’s records in the course', async () => {
    const { teacher, course, student, held } = await setting();
    for (const item of held) {
      await teacher.post(`/courses/${course.id}/classes/${item.id}/attendance/${student.user.id}`, {
        status: 'PRESENT',
      });
    }
    const one = `/courses/${course.id}/classes/${held[0]!.id}/attendance/${student.user.id}`;
    expect((await teacher.delete(one)).statusCode).toBe(204);
    expect((await teacher.delete(one)).statusCode).toBe(404);
    const all = `/courses/${course.id}/attendances/${student.user.id}`;
    expect((await teacher.delete(all)).statusCode).toBe(403);
    const academic = await signedIn(t, ['ACADEMIC']);
    expect((await academic.delete(all)).statusCode).toBe(204);
    const left = await academic.get(`/courses/${course.id}/attendances?userId=${student.user.id}`);
    expect(left.json()).toEqual([]);
  });
});

describe('GET /courses/{courseId}/attendance-sheet (findCourseAttendanceSheet)', () => {
  it("answers the records of the students asked for, in one call, to the course's staff", async () => {
    const { teacher, host, course, student, held } = await setting();
    const classmate = await signedIn(t, ['STUDENT']);
    await createEnrollment(t.database.db, classmate.user.id, course.id);
    const mark = (userId: string, classId: string, status: string) =>
      teacher.post(`/courses/${course.id}/classes/${classId}/attendance/${userId}`, { status });
    await mark(student.user.id, held[0]!.id, 'PRESENT');
    await mark(student.user.id, held[1]!.id, 'ABSENT');
    await mark(classmate.user.id, held[0]!.id, 'LATE');

    const url = `/courses/${course.id}/attendance-sheet?userIds=${student.user.id}&userIds=${classmate.user.id}`;
    for (const staff of [teacher, host]) {
      const sheet = await staff.get(url);
      expect(sheet.statusCode).toBe(200);
      const cells = sheet
        .json()
        .map((record: { userId: string; classId: string; status: string }) => [
          record.userId === student.user.id ? 'student' : 'classmate',
          held.findIndex((item) => item.id === record.classId),
          record.status,
        ]);
      expect(cells).toHaveLength(3);
      expect(cells).toEqual(
        expect.arrayContaining([
          ['student', 0, 'PRESENT'],
          ['student', 1, 'ABSENT'],
          ['classmate', 0, 'LATE'],
        ]),
      );
    }
    const onlyOne = await teacher.get(`/courses/${course.id}/attendance-sheet?userIds=${classmate.user.id}`);
    expect(onlyOne.json()).toHaveLength(1);
  });

  it('refuses students and staff of other courses (403), and asks for at least one student (400)', async () => {
    const { teacher, course, student } = await setting();
    const url = `/courses/${course.id}/attendance-sheet?userIds=${student.user.id}`;
    for (const caller of [student, await signedIn(t, ['TEACHER']), await signedIn(t, ['HOST'])]) {
      expect((await caller.get(url)).statusCode).toBe(403);
    }
    const missing = await teacher.get(`/courses/${course.id}/attendance-sheet`);
    expect(missing.statusCode).toBe(400);
    expect(
      await getStatus(
        t,
        `/courses/${UNKNOWN_ID}/attendance-sheet?userIds=${student.user.id}`,
        teacher.headers,
      ),
    ).toBe(404);
  });
});
