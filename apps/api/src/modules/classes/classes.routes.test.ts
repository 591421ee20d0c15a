import { describe, expect, it } from 'vitest';
import { createCourse, createCourseClass, createEnrollment } from '../../../test/factories/academic.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { courseWithPeople, signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

const DAY = 86_400_000;
const ids = (response: { json(): { content: { id: string }[] } }) =>
  response.json().content.map((item) => item.id);

/** A course with a teacher, a host, an active student and a visible and an invisible class. */
async function setting() {
  const { teacher, host, course, student } = await courseWithPeople(t);
  const past = await createCourseClass(t.database.db, course.id, {
    startsAt: new Date(Date.now() - 3 * DAY),
  });
  const upcoming = await createCourseClass(t.database.db, course.id, {
    startsAt: new Date(Date.now() + DAY),
  });
  const hidden = await createCourseClass(t.database.db, course.id, {
    startsAt: new Date(Date.now() + 2 * DAY),
    visible: false,
  });
  return { teacher, host, course, student, past, upcoming, hidden };
}

describe('POST /courses/{courseId}/classes (createCourseClass)', () => {
  it('lets the course’s teacher add a class', async () => {
    const { teacher, course } = await setting();
    const response = await teacher.post(`/courses/${course.id}/classes`, {
      title: 'Clase 1',
      startsAt: '2026-03-03T19:00:00-03:00',
      durationMinutes: 120,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      courseId: course.id,
      title: 'Clase 1',
      startsAt: '2026-03-03T22:00:00.000Z',
      visible: true,
      recordingUrl: null,
      content: null,
    });
  });

  it('refuses a teacher of another course (403), a student (403), an unknown course (404), a bad date (400)', async () => {
    const { course, student } = await setting();
    const otherTeacher = await signedIn(t, ['TEACHER']);
    const academic = await signedIn(t, ['ACADEMIC']);
    const payload = { title: 'X', startsAt: '2026-03-03T19:00:00-03:00', durationMinutes: 60 };
    const post = (url: string, headers: Record<string, string>, body: object = payload) =>
      t.app.inject({ method: 'POST', url, headers, payload: body });
    expect((await post(`/courses/${course.id}/classes`, otherTeacher.headers)).statusCode).toBe(403);
    expect((await post(`/courses/${course.id}/classes`, student.headers)).statusCode).toBe(403);
    expect((await post(`/courses/${UNKNOWN_ID}/classes`, academic.headers)).statusCode).toBe(404);
    const invalid = await post(`/courses/${course.id}/classes`, academic.headers, {
      ...payload,
      startsAt: '2026-03-03',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('body.startsAt');
  });
});

describe('GET /courses/{courseId}/classes (findAllCourseClasses)', () => {
  it('shows staff every class and an actively enrolled student only the visible ones', async () => {
    const { host, course, student, past, upcoming, hidden } = await setting();
    const url = `/courses/${course.id}/classes?sort=startsAt,asc`;
    expect(ids(await host.get(url))).toEqual([past.id, upcoming.id, hidden.id]);
    expect(ids(await student.get(url))).toEqual([past.id, upcoming.id]);
    const askingHidden = await student.get(`${url}&visible=false`);
    expect(askingHidden.json().content).toEqual([]);
  });

  it('filters upcoming (end after now) and visible, with paging', async () => {
    const { teacher, course, upcoming, hidden, past } = await setting();
    const get = (query: string) => teacher.get(`/courses/${course.id}/classes?sort=startsAt,asc&${query}`);
    expect(ids(await get('upcoming=true'))).toEqual([upcoming.id, hidden.id]);
    expect(ids(await get('upcoming=false'))).toEqual([past.id]);
    expect(ids(await get('visible=false'))).toEqual([hidden.id]);
    expect((await get('size=1&page=1')).json()).toMatchObject({
      content: [{ id: upcoming.id }],
      page: { totalElements: 3, totalPages: 3 },
    });
  });

  it('refuses students without an active enrollment (403) and hides inactive courses from them (404)', async () => {
    const { course } = await setting();
    const pending = await signedIn(t, ['STUDENT']);
    await createEnrollment(t.database.db, pending.user.id, course.id, { status: 'PENDING' });
    expect((await pending.get(`/courses/${course.id}/classes`)).statusCode).toBe(403);
    const hiddenCourse = await createCourse(t.database.db, { active: false });
    expect((await pending.get(`/courses/${hiddenCourse.id}/classes`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/courses/${course.id}/classes` })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /courses/{courseId}/classes/unfiltered (findAllCourseClassesUnfiltered)', () => {
  it('lists every class for staff and refuses students (403)', async () => {
    const { teacher, student, course } = await setting();
    const url = `/courses/${course.id}/classes/unfiltered`;
    const response = await teacher.get(url);
    expect(response.json().page.totalElements).toBe(3);
    expect((await student.get(url)).statusCode).toBe(403);
  });
});

describe('GET /courses/{courseId}/classes/{classId} (findCourseClassById)', () => {
  it('answers a visible class to its student, and 404 for an invisible one or one of another course', async () => {
    const { course, student, upcoming, hidden } = await setting();
    const other = await createCourse(t.database.db);
    const otherClass = await createCourseClass(t.database.db, other.id);
    const get = (classId: string) => student.get(`/courses/${course.id}/classes/${classId}`);
    expect((await get(upcoming.id)).statusCode).toBe(200);
    expect((await get(hidden.id)).statusCode).toBe(404);
    expect((await get(otherClass.id)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /courses/{courseId}/classes/{classId}', () => {
  it('updates schedule, recording and visibility; deletes the class', async () => {
    const { teacher, course, hidden } = await setting();
    const url = `/courses/${course.id}/classes/${hidden.id}`;
    const updated = await teacher.put(url, {
      visible: true,
      recordingUrl: 'https://video.example.com/1',
      durationMinutes: 60,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      visible: true,
      recordingUrl: 'https://video.example.com/1',
      durationMinutes: 60,
    });
    expect((await teacher.delete(url)).statusCode).toBe(204);
    expect((await teacher.delete(url)).statusCode).toBe(404);
  });

  it('refuses a host (403) and an unknown class (404)', async () => {
    const { host, teacher, course, upcoming } = await setting();
    const url = `/courses/${course.id}/classes/${upcoming.id}`;
    expect((await host.put(url, { title: 'X' })).statusCode).toBe(403);
    expect((await host.delete(url)).statusCode).toBe(403);
    const unknown = `/courses/${course.id}/classes/${UNKNOWN_ID}`;
    expect((await teacher.put(unknown, { title: 'X' })).statusCode).toBe(404);
  });
});

describe('class content (createClassContent, updateClassContent)', () => {
  it('creates the content once (409 after), replaces it with PUT, and shows it in the class', async () => {
    const { teacher, student, course, upcoming } = await setting();
    const url = `/courses/${course.id}/classes/${upcoming.id}/content`;
    const content = {
      body: '# Tema\n<script>alert(1)</script>',
      resources: [{ title: 'Slides', url: 'https://slides.example.com/1' }],
    };
    const created = await teacher.post(url, content);
    expect(created.statusCode).toBe(201);
    // Stored as given: the web app sanitizes Markdown when it renders it.
    expect(created.json()).toMatchObject({
      classId: upcoming.id,
      body: content.body,
      updatedBy: teacher.user.id,
    });
    expect((await teacher.post(url, content)).statusCode).toBe(409);
    const replaced = await teacher.put(url, { body: 'Nuevo' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ body: 'Nuevo', resources: [] });
    const seen = await student.get(`/courses/${course.id}/classes/${upcoming.id}`);
    expect(seen.json().content).toEqual({ body: 'Nuevo', resources: [] });
  });

  it('refuses a student (403), an invalid resource link (400) and an unknown class (404)', async () => {
    const { teacher, student, course, upcoming } = await setting();
    const url = `/courses/${course.id}/classes/${upcoming.id}/content`;
    expect((await student.put(url, { body: 'x' })).statusCode).toBe(403);
    const invalid = await teacher.put(url, { body: 'x', resources: [{ title: 'x', url: 'not a url' }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe('body.resources.0.url');
    const unknown = `/courses/${course.id}/classes/${UNKNOWN_ID}/content`;
    expect((await teacher.put(unknown, { body: 'x' })).statusCode).toBe(404);
  });
});

describe('teacher instruction (create, get, update, delete)', () => {
  it('goes through its life cycle for the course’s teacher', async () => {
    const { teacher, host, course, upcoming } = await setting();
    const url = `/courses/${course.id}/classes/${upcoming.id}/content/instruction`;
    expect((await teacher.get(url)).statusCode).toBe(404);
    const created = await teacher.post(url, { text: 'Repasar la clase 1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      classId: upcoming.id,
      text: 'Repasar la clase 1',
      updatedBy: teacher.user.id,
    });
    expect((await teacher.post(url, { text: 'x' })).statusCode).toBe(409);
    const patched = await teacher.patch(url, { text: 'Llevar ejemplos' });
    expect(patched.json().text).toBe('Llevar ejemplos');
    // The course's host runs the session: it reads the instruction.
    expect((await host.get(url)).json().text).toBe('Llevar ejemplos');
    expect((await teacher.delete(url)).statusCode).toBe(204);
    expect((await teacher.patch(url, { text: 'x' })).statusCode).toBe(404);
    expect((await teacher.delete(url)).statusCode).toBe(404);
  });

  it('is private: students, teachers and hosts of other courses are refused (403)', async () => {
    const { teacher, student, course, upcoming } = await setting();
    const url = `/courses/${course.id}/classes/${upcoming.id}/content/instruction`;
    await teacher.post(url, { text: 'Privado' });
    for (const caller of [student, await signedIn(t, ['TEACHER']), await signedIn(t, ['HOST'])]) {
      expect((await caller.get(url)).statusCode).toBe(403);
    }
    expect((await student.post(url, { text: 'x' })).statusCode).toBe(403);
  });
});

describe('GET /courses/{courseId}/schedule (findCourseSchedule)', () => {
  it('shows visitors the upcoming visible classes without links or content', async () => {
    const { course, upcoming } = await setting();
    const response = await t.app.inject({ method: 'GET', url: `/courses/${course.id}/schedule` });
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toEqual([
      {
        id: upcoming.id,
        title: upcoming.title,
        startsAt: upcoming.startsAt.toISOString(),
        durationMinutes: 90,
      },
    ]);
  });

  it('answers 404 for a course outside the catalogue', async () => {
    const hidden = await createCourse(t.database.db, { active: false });
    expect((await t.app.inject({ method: 'GET', url: `/courses/${hidden.id}/schedule` })).statusCode).toBe(
      404,
    );
  });
});
