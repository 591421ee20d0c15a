import { describe, expect, it } from 'vitest';
import {
  createCourse,
  createCourseClass,
  createEnrollment,
  createExam,
  createTopic,
  newCourseBody,
} from '../../../test/factories/academic.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

const DAY = 86_400_000;
describe('POST /courses (createCourse)', () => {
  it('creates a course with teachers and hosts, deriving a unique slug from the title', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const teacher = await signedIn(t, ['TEACHER']);
    const host = await signedIn(t, ['HOST']);
    const body = await newCourseBody(t.database.db, {
      teacherIds: [teacher.user.id],
      hostIds: [host.user.id],
      invitationUrl: 'https://chat.example.com/x',
    });
    const first = await admin.post('/courses', body);
    const second = await admin.post('/courses', body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'Programación Web',
      teacherIds: [teacher.user.id],
      hostIds: [host.user.id],
      active: false,
      enrollmentOpen: true,
      capacity: null,
    });
    // The invitation link is only given by its own call.
    expect(first.json()).not.toHaveProperty('invitationUrl');
    expect(second.statusCode).toBe(201);
    expect(second.json().slug).not.toBe(first.json().slug);
    expect(second.json().slug).toMatch(/^programacion-web/);
  });

  it('refuses a chosen slug that is taken (409)', async () => {
    const admin = await signedIn(t, ['SU']);
    const existing = await createCourse(t.database.db);
    const response = await admin.post(
      '/courses',
      await newCourseBody(t.database.db, { slug: existing.slug }),
    );
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ['body.topicId', { topicId: UNKNOWN_ID }],
    ['body.endDate', { endDate: '2026-01-01' }],
    ['body.timezoneId', { timezoneId: 'Mars/Olympus' }],
    ['body.teacherIds', { teacherIds: [UNKNOWN_ID] }],
  ])('refuses invalid input naming %s (400)', async (path, overrides) => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const response = await admin.post('/courses', await newCourseBody(t.database.db, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe(path);
  });

  it('stores a zone given by its legacy alias under its IANA name, on create and on update', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const created = await admin.post(
      '/courses',
      await newCourseBody(t.database.db, { timezoneId: 'America/Buenos_Aires' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().timezoneId).toBe('America/Argentina/Buenos_Aires');
    const updated = await admin.put(`/courses/${created.json().id}`, { timezoneId: 'Asia/Calcutta' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().timezoneId).toBe('Asia/Kolkata');
  });

  it('refuses a teacher (403) and no token (401)', async () => {
    const teacher = await signedIn(t, ['TEACHER']);
    const body = await newCourseBody(t.database.db);
    expect((await teacher.post('/courses', body)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/courses', payload: body })).statusCode).toBe(401);
  });
});

describe('GET /courses (findAllCourses)', () => {
  it('shows visitors only active courses, staff every course', async () => {
    const topic = await createTopic(t.database.db);
    await createCourse(t.database.db, { topicId: topic.id, active: true });
    await createCourse(t.database.db, { topicId: topic.id, active: false });
    const visitor = await t.app.inject({ method: 'GET', url: `/courses?courseTopicId=${topic.id}` });
    expect(visitor.json().page.totalElements).toBe(1);
    const student = await signedIn(t, ['STUDENT']);
    const asStudent = await student.get(`/courses?courseTopicId=${topic.id}&active=false`);
    expect(asStudent.json().content.every((course: { active: boolean }) => course.active)).toBe(true);
    const staff = await signedIn(t, ['SELLER']);
    const asStaff = await staff.get(`/courses?courseTopicId=${topic.id}`);
    expect(asStaff.json().page.totalElements).toBe(2);
  });

  it('searches title and summary without regard to accents or case', async () => {
    const topic = await createTopic(t.database.db);
    const course = await createCourse(t.database.db, {
      topicId: topic.id,
      title: 'Introducción a la Programación',
      summary: 'Lógica y algoritmos',
    });
    for (const q of ['PROGRAMACION', 'logica']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/courses?courseTopicId=${topic.id}&q=${q}`,
      });
      expect(response.json().content.map((item: { id: string }) => item.id)).toEqual([course.id]);
    }
    const none = await t.app.inject({ method: 'GET', url: `/courses?courseTopicId=${topic.id}&q=cocina` });
    expect(none.json().content).toEqual([]);
  });

  it('filters by any of the tags, teachers and hosts, by country (courses for every country included), alliance and slug', async () => {
    const topic = await createTopic(t.database.db);
    const teacher = await signedIn(t, ['TEACHER']);
    const host = await signedIn(t, ['HOST']);
    const alliance = '01900000-0000-7000-8000-0000000000aa';
    const web = await createCourse(t.database.db, {
      topicId: topic.id,
      tags: ['web', 'js'],
      teacherIds: [teacher.user.id],
      country: 'AR',
    });
    const data = await createCourse(t.database.db, {
      topicId: topic.id,
      tags: ['datos'],
      country: 'CL',
      allianceId: alliance,
      hostIds: [host.user.id],
    });
    const global = await createCourse(t.database.db, { topicId: topic.id, tags: ['ia'], country: null });
    const ids = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/courses?courseTopicId=${topic.id}&sort=title,asc&${query}`,
        })
      )
        .json()
        .content.map((item: { id: string }) => item.id)
        .sort();
    expect(await ids('tags=js&tags=datos')).toEqual([web.id, data.id].sort());
    expect(await ids(`teacherIds=${teacher.user.id}`)).toEqual([web.id]);
    expect(await ids(`hostIds=${host.user.id}`)).toEqual([data.id]);
    expect(await ids('country=CL')).toEqual([data.id, global.id].sort());
    expect(await ids(`allianceId=${alliance}`)).toEqual([data.id]);
    expect(await ids(`slug=${global.slug}`)).toEqual([global.id]);
  });

  it('pages and sorts on whitelisted fields only', async () => {
    const topic = await createTopic(t.database.db);
    await createCourse(t.database.db, { topicId: topic.id, startDate: '2026-05-01' });
    const early = await createCourse(t.database.db, { topicId: topic.id, startDate: '2026-02-01' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/courses?courseTopicId=${topic.id}&size=1&sort=startDate,asc`,
    });
    expect(page.json()).toMatchObject({
      content: [{ id: early.id }],
      page: { number: 0, size: 1, totalElements: 2, totalPages: 2 },
    });
    const refused = await t.app.inject({ method: 'GET', url: '/courses?sort=capacity,asc' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toMatch(/^query\.sort/);
  });
});

describe('GET /courses/{courseId} (findCourseById)', () => {
  it('shows an active course to anyone and hides an inactive one (404) from all but staff and its students', async () => {
    const active = await createCourse(t.database.db, { active: true });
    const inactive = await createCourse(t.database.db, { active: false });
    expect((await t.app.inject({ method: 'GET', url: `/courses/${active.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/courses/${inactive.id}` })).statusCode).toBe(404);
    const student = await signedIn(t, ['STUDENT']);
    expect((await student.get(`/courses/${inactive.id}`)).statusCode).toBe(404);
    await createEnrollment(t.database.db, student.user.id, inactive.id);
    expect((await student.get(`/courses/${inactive.id}`)).statusCode).toBe(200);
    const staff = await signedIn(t, ['ACADEMIC']);
    expect((await staff.get(`/courses/${inactive.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/courses/${UNKNOWN_ID}` })).statusCode).toBe(404);
  });
});

describe('PUT /courses/{courseId} (updateCourse)', () => {
  it('changes the given fields and keeps the search current', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const course = await createCourse(t.database.db, { active: false });
    const response = await admin.put(`/courses/${course.id}`, {
      title: 'Análisis de Datos',
      active: true,
      capacity: 30,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Análisis de Datos',
      active: true,
      capacity: 30,
      slug: course.slug,
    });
    const found = await t.app.inject({
      method: 'GET',
      url: `/courses?courseTopicId=${course.topicId}&q=analisis`,
    });
    expect(found.json().content.map((item: { id: string }) => item.id)).toEqual([course.id]);
  });

  it('refuses a slug another course has (409), an end before the start (400), an unknown course (404)', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const [course, other] = [await createCourse(t.database.db), await createCourse(t.database.db)];
    const put = (url: string, payload: object) => admin.put(url, payload);
    expect((await put(`/courses/${course.id}`, { slug: other.slug })).statusCode).toBe(409);
    expect((await put(`/courses/${course.id}`, { endDate: '2020-01-01' })).statusCode).toBe(400);
    expect((await put(`/courses/${UNKNOWN_ID}`, { title: 'X' })).statusCode).toBe(404);
  });

  it('refuses dates or a zone that would leave a class outside the course (400 on the field)', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const course = await createCourse(t.database.db); // 2026-03-01 to 2026-07-31, Buenos Aires
    // 1 March 01:30 in Buenos Aires is still 28 February in Los Angeles.
    await createCourseClass(t.database.db, course.id, { startsAt: new Date('2026-03-01T04:30:00Z') });
    await createCourseClass(t.database.db, course.id, { startsAt: new Date('2026-07-20T22:00:00Z') });
    const put = (payload: object) => admin.put(`/courses/${course.id}`, payload);
    const refusals = [
      [{ endDate: '2026-07-10' }, 'body.endDate'],
      [{ startDate: '2026-03-02' }, 'body.startDate'],
      [{ timezoneId: 'America/Los_Angeles' }, 'body.startDate'],
    ] as const;
    for (const [payload, path] of refusals) {
      const refused = await put(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'COURSE_DATES_EXCLUDE_CLASSES',
        errors: [{ path, code: 'COURSE_DATES_EXCLUDE_CLASSES' }],
      });
    }
    expect((await put({ endDate: '2026-07-20', startDate: '2026-03-01' })).statusCode).toBe(200);
  });
});

describe('PUT /courses/{courseId}/close-enrollments (closeCourseEnrollments)', () => {
  it('closes the course to new enrollments, idempotently', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const course = await createCourse(t.database.db);
    for (let time = 0; time < 2; time += 1) {
      const response = await admin.put(`/courses/${course.id}/close-enrollments`);
      expect(response.statusCode).toBe(200);
      expect(response.json().enrollmentOpen).toBe(false);
    }
  });

  it('refuses academic staff without enrollment rights (403) and an unknown course (404)', async () => {
    const academic = await signedIn(t, ['ACADEMIC']);
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const course = await createCourse(t.database.db);
    expect((await academic.put(`/courses/${course.id}/close-enrollments`)).statusCode).toBe(403);
    expect((await admin.put(`/courses/${UNKNOWN_ID}/close-enrollments`)).statusCode).toBe(404);
  });
});

describe('PUT /courses/{courseId}/reopen-enrollments (reopenCourseEnrollments)', () => {
  const put = (courseId: string, action: 'close' | 'reopen', headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/courses/${courseId}/${action}-enrollments`, headers });

  it('lets a commercial admin close and reopen a course, idempotently', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const course = await createCourse(t.database.db);
    expect((await put(course.id, 'close', admin.headers)).json().enrollmentOpen).toBe(false);
    for (let time = 0; time < 2; time += 1) {
      const reopened = await put(course.id, 'reopen', admin.headers);
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json().enrollmentOpen).toBe(true);
    }
    const read = await admin.get(`/courses/${course.id}`);
    expect(read.json().enrollmentOpen).toBe(true);
  });

  it('refuses commercial staff without course-wide rights (403) and an unknown course (404)', async () => {
    const commercial = await signedIn(t, ['COMMERCIAL']);
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const course = await createCourse(t.database.db, { enrollmentOpen: false });
    expect((await put(course.id, 'reopen', commercial.headers)).statusCode).toBe(403);
    expect((await put(UNKNOWN_ID, 'reopen', admin.headers)).statusCode).toBe(404);
    const read = await admin.get(`/courses/${course.id}`);
    expect(read.json().enrollmentOpen).toBe(false);
  });
});

describe('GET /courses/{courseId}/invitation-url (getCourseInvitationUrl)', () => {
  it('gives the link to staff, the course’s teachers and its actively enrolled students only', async () => {
    const teacher = await signedIn(t, ['TEACHER']);
    const course = await createCourse(t.database.db, {
      invitationUrl: 'https://chat.example.com/curso',
      teacherIds: [teacher.user.id],
    });
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/courses/${course.id}/invitation-url`, headers });
    const staff = await signedIn(t, ['ACADEMIC']);
    const active = await signedIn(t, ['STUDENT']);
    await createEnrollment(t.database.db, active.user.id, course.id, { status: 'ACTIVE' });
    const pending = await signedIn(t, ['STUDENT']);
    await createEnrollment(t.database.db, pending.user.id, course.id, { status: 'PENDING' });
    const otherTeacher = await signedIn(t, ['TEACHER']);
    for (const caller of [staff, teacher, active]) {
      const response = await get(caller.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        courseId: course.id,
        invitationUrl: 'https://chat.example.com/curso',
      });
    }
    for (const caller of [pending, otherTeacher, await signedIn(t, ['BASIC'])]) {
      expect((await get(caller.headers)).statusCode).toBe(403);
    }
    expect((await get({})).statusCode).toBe(401);
    expect((await staff.get(`/courses/${UNKNOWN_ID}/invitation-url`)).statusCode).toBe(404);
  });
});

describe('GET /courses/stats (getCoursesStats)', () => {
  it('answers per course its classes held and upcoming, exams and enrollments by status', async () => {
    const manager = await signedIn(t, ['MANAGER']);
    const topic = await createTopic(t.database.db);
    const course = await createCourse(t.database.db, { topicId: topic.id });
    await createCourse(t.database.db, { topicId: topic.id });
    await createCourseClass(t.database.db, course.id, { startsAt: new Date(Date.now() - 2 * DAY) });
    await createCourseClass(t.database.db, course.id, { startsAt: new Date(Date.now() + 2 * DAY) });
    await createCourseClass(t.database.db, course.id, { startsAt: new Date(Date.now() + 9 * DAY) });
    await createExam(t.database.db, course.id);
    for (const status of ['ACTIVE', 'ACTIVE', 'PENDING', 'FINISHED', 'INACTIVE'] as const) {
      const student = await signedIn(t, ['STUDENT']);
      await createEnrollment(t.database.db, student.user.id, course.id, { status });
    }
    const response = await manager.get(`/courses/stats?courseTopicId=${topic.id}&sort=createdAt,asc`);
    expect(response.statusCode).toBe(200);
    expect(response.json().page.totalElements).toBe(2);
    expect(response.json().content[0]).toMatchObject({
      courseId: course.id,
      classesHeld: 1,
      classesUpcoming: 2,
      exams: 1,
      enrolled: 2,
      pendingEnrollments: 1,
      finishedEnrollments: 1,
    });
    expect(response.json().content[1]).toMatchObject({ classesHeld: 0, exams: 0, enrolled: 0 });
  });

  it('refuses a teacher (403)', async () => {
    const teacher = await signedIn(t, ['TEACHER']);
    expect((await teacher.get('/courses/stats')).statusCode).toBe(403);
  });
});

describe('teachers in the catalogue (Course.teachers, findAllCourseTeachers)', () => {
  it('answers each course with its teachers’ names, and lists publicly who teaches an active course', async () => {
    const teacher = await signedIn(t, ['TEACHER'], { firstName: 'Zoe', lastName: `Zúñiga ${Date.now()}` });
    const idle = await signedIn(t, ['TEACHER']);
    const course = await createCourse(t.database.db, { teacherIds: [teacher.user.id] });
    await createCourse(t.database.db, { teacherIds: [idle.user.id], active: false });
    const found = await t.app.inject({ method: 'GET', url: `/courses/${course.id}` });
    expect(found.json().teachers).toEqual([
      { id: teacher.user.id, firstName: 'Zoe', lastName: teacher.user.lastName },
    ]);
    const teachers = await t.app.inject({ method: 'GET', url: '/courses/teachers?size=200' });
    expect(teachers.statusCode).toBe(200);
    const ids = teachers.json().content.map((item: { id: string }) => item.id);
    expect(ids).toContain(teacher.user.id);
    expect(ids).not.toContain(idle.user.id);
    expect(teachers.json().content[0]).not.toHaveProperty('email');
  });
});

describe('GET /courses/{courseId}/students (findCourseStudents)', () => {
  it('lists the enrolled students by name, without INACTIVE ones, filtered by status', async () => {
    const teacher = await signedIn(t, ['TEACHER']);
    const course = await createCourse(t.database.db, { teacherIds: [teacher.user.id] });
    const ana = await signedIn(t, ['STUDENT'], { firstName: 'Ana', lastName: 'Zapata' });
    const bruno = await signedIn(t, ['STUDENT'], { firstName: 'Bruno', lastName: 'Álvarez' });
    const gone = await signedIn(t, ['STUDENT'], { firstName: 'Carla', lastName: 'Bien' });
    await createEnrollment(t.database.db, ana.user.id, course.id);
    await createEnrollment(t.database.db, bruno.user.id, course.id, { status: 'PENDING' });
    await createEnrollment(t.database.db, gone.user.id, course.id, { status: 'INACTIVE' });

    const all = await teacher.get(`/courses/${course.id}/students`);
    expect(all.statusCode).toBe(200);
    expect(all.json().content.map((row: { lastName: string }) => row.lastName)).toEqual([
      'Álvarez',
      'Zapata',
    ]);
    expect(all.json().content[1]).toMatchObject({
      userId: ana.user.id,
      status: 'ACTIVE',
      email: ana.user.email,
    });

    const active = await teacher.get(`/courses/${course.id}/students?status=ACTIVE`);
    expect(active.json().content.map((row: { userId: string }) => row.userId)).toEqual([ana.user.id]);
  });

  it('refuses a teacher of another course and a student (403), an unknown course (404) and a bad status (400)', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const outsider = await signedIn(t, ['TEACHER']);
    const student = await signedIn(t, ['STUDENT']);
    const course = await createCourse(t.database.db);
    const call = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers });
    expect((await call(`/courses/${course.id}/students`, outsider.headers)).statusCode).toBe(403);
    expect((await call(`/courses/${course.id}/students`, student.headers)).statusCode).toBe(403);
    expect((await call(`/courses/${UNKNOWN_ID}/students`, admin.headers)).statusCode).toBe(404);
    expect((await call(`/courses/${course.id}/students?status=NOPE`, admin.headers)).statusCode).toBe(400);
  });
});

describe('GET /courses/mine (findMyCourses)', () => {
  it("answers the caller's own courses with their enrollment status, never INACTIVE ones", async () => {
    const student = await signedIn(t, ['STUDENT']);
    const other = await signedIn(t, ['STUDENT']);
    const active = await createCourse(t.database.db, { title: 'Curso activo' });
    const finished = await createCourse(t.database.db, { title: 'Curso terminado' });
    const dropped = await createCourse(t.database.db);
    await createEnrollment(t.database.db, student.user.id, active.id);
    await createEnrollment(t.database.db, student.user.id, finished.id, { status: 'FINISHED' });
    await createEnrollment(t.database.db, student.user.id, dropped.id, { status: 'INACTIVE' });
    await createEnrollment(t.database.db, other.user.id, dropped.id);

    const response = await student.get('/courses/mine?sort=title,asc');
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .content.map((row: { course: { id: string }; enrollmentStatus: string }) => [
          row.course.id,
          row.enrollmentStatus,
        ]),
    ).toEqual([
      [active.id, 'ACTIVE'],
      [finished.id, 'FINISHED'],
    ]);
  });

  it('refuses a visitor (401) and a bad page size (400)', async () => {
    const student = await signedIn(t, ['STUDENT']);
    expect((await t.app.inject({ method: 'GET', url: '/courses/mine' })).statusCode).toBe(401);
    const bad = await student.get('/courses/mine?size=0');
    expect(bad.statusCode).toBe(400);
  });
});
