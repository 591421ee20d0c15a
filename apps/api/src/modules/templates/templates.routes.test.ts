import { describe, expect, it } from 'vitest';
import {
  createCourse,
  createCourseClass,
  createTemplate,
  createTopic,
} from '../../../test/factories/academic.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

/** Tuesdays at 19:00 for two weeks, with content on the first, and an exam in the second week. */
const blueprints = {
  classes: [
    {
      title: 'Clase 1',
      weekOffset: 0,
      weekday: 2,
      localTime: '19:00',
      durationMinutes: 120,
      content: { body: '# Bienvenida' },
    },
    { title: 'Clase 2', weekOffset: 1, weekday: 2, localTime: '19:00', durationMinutes: 120 },
  ],
  exams: [{ title: 'Parcial', weekOffset: 1, durationDays: 7, maxScore: 10, passingScore: 6 }],
};

describe('POST /courses/templates (createCourseTemplate) and its reads', () => {
  it('creates a template with its blueprints, finds it by id and lists it by topic and active', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const topic = await createTopic(t.database.db);
    const created = await admin.post('/courses/templates', {
      name: 'Cuatrimestre',
      topicId: topic.id,
      ...blueprints,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Cuatrimestre',
      active: true,
      classes: blueprints.classes,
      exams: blueprints.exams,
    });
    await createTemplate(t.database.db, topic.id, { active: false });
    const academic = await signedIn(t, ['ACADEMIC']);
    const list = await academic.get(`/courses/templates?topicId=${topic.id}&active=true`);
    expect(list.json().content.map((item: { id: string }) => item.id)).toEqual([created.json().id]);
    expect(list.json().page).toMatchObject({ number: 0, totalElements: 1, totalPages: 1 });
    const byName = await academic.get(`/courses/templates?topicId=${topic.id}&sort=name,desc&size=1&page=1`);
    expect(byName.json().page).toMatchObject({ number: 1, size: 1, totalElements: 2, totalPages: 2 });
    const notSortable = await academic.get('/courses/templates?sort=classes,asc');
    expect(notSortable.statusCode).toBe(400);
    const one = await academic.get(`/courses/templates/${created.json().id}`);
    expect(one.json().name).toBe('Cuatrimestre');
    expect((await academic.get(`/courses/templates/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('refuses an unknown topic (400), a malformed local time (400) and a teacher (403)', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const topic = await createTopic(t.database.db);
    const post = (payload: object, headers = admin.headers) =>
      t.app.inject({ method: 'POST', url: '/courses/templates', headers, payload });
    const unknownTopic = await post({ name: 'X', topicId: UNKNOWN_ID, classes: [] });
    expect(unknownTopic.json().errors[0].path).toBe('body.topicId');
    const badTime = await post({
      name: 'X',
      topicId: topic.id,
      classes: [{ ...blueprints.classes[1], localTime: '7pm' }],
    });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().errors[0].path).toBe('body.classes.0.localTime');
    expect(
      (await post({ name: 'X', topicId: topic.id, classes: [] }, (await signedIn(t, ['TEACHER'])).headers))
        .statusCode,
    ).toBe(403);
  });
});

describe('PUT /courses/templates/{templateId} (updateCourseTemplate)', () => {
  it('replaces the blueprints and deactivates; 404 for an unknown template', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const template = await createTemplate(t.database.db, (await createTopic(t.database.db)).id);
    const url = `/courses/templates/${template.id}`;
    const response = await admin.put(url, { active: false, classes: blueprints.classes });
    expect(response.json()).toMatchObject({ active: false, classes: blueprints.classes, exams: [] });
    expect((await admin.put(`/courses/templates/${UNKNOWN_ID}`, { active: false })).statusCode).toBe(404);
  });
});

describe('POST /courses/templates/use/{templateId}/{courseId} (applyCourseTemplate)', () => {
  async function apply(query: string, course?: { id: string }) {
    const academic = await signedIn(t, ['ACADEMIC']);
    const template = await createTemplate(t.database.db, (await createTopic(t.database.db)).id, blueprints);
    const target = course ?? (await createCourse(t.database.db));
    return academic.post(`/courses/templates/use/${template.id}/${target.id}?${query}`);
  }

  it('keeps 19:00 local in Santiago across the April DST change, with content and exams', async () => {
    const response = await apply(
      `fromDate=${encodeURIComponent('2026-03-30T09:00:00-03:00')}&timezoneId=America/Santiago`,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.classes.map((item: { startsAt: string }) => item.startsAt)).toEqual([
      '2026-03-31T22:00:00.000Z', // 19:00 UTC-3
      '2026-04-07T23:00:00.000Z', // 19:00 UTC-4
    ]);
    expect(body.classes[0].content).toEqual({ body: '# Bienvenida', resources: [] });
    expect(body.exams).toMatchObject([
      {
        title: 'Parcial',
        opensAt: '2026-04-06T04:00:00.000Z',
        dueAt: '2026-04-13T04:00:00.000Z',
        maxScore: 10,
      },
    ]);
  });

  it('keeps 19:00 local in Buenos Aires, which has no DST', async () => {
    const response = await apply(
      `fromDate=${encodeURIComponent('2026-03-30T09:00:00-03:00')}&timezoneId=America/Argentina/Buenos_Aires`,
    );
    expect(response.json().classes.map((item: { startsAt: string }) => item.startsAt)).toEqual([
      '2026-03-31T22:00:00.000Z',
      '2026-04-07T22:00:00.000Z',
    ]);
  });

  it('refuses an unknown time zone (400 naming timezoneId) and a missing fromDate (400)', async () => {
    const unknownZone = await apply('fromDate=2026-03-30T09:00:00Z&timezoneId=Mars/Olympus');
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.json().errors[0].path).toBe('query.timezoneId');
    const missing = await apply('timezoneId=Europe/Madrid');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('query.fromDate');
  });

  it('refuses a plan that puts classes outside the course (400 naming fromDate) and creates nothing', async () => {
    const course = await createCourse(t.database.db); // ends 2026-07-31
    const response = await apply(
      `fromDate=${encodeURIComponent('2026-07-27T09:00:00-03:00')}&timezoneId=America/Argentina/Buenos_Aires`,
      course,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CLASS_OUTSIDE_COURSE_DATES',
      errors: [{ path: 'query.fromDate', code: 'CLASS_OUTSIDE_COURSE_DATES' }],
    });
    const classes = await t.app.inject({
      method: 'GET',
      url: `/courses/${course.id}/classes`,
      headers: (await signedIn(t, ['ACADEMIC'])).headers,
    });
    expect(classes.json().content).toEqual([]);
  });

  it('refuses a course that already has classes (409) unless append=true', async () => {
    const course = await createCourse(t.database.db);
    await createCourseClass(t.database.db, course.id);
    const query = 'fromDate=2026-03-30T09:00:00Z&timezoneId=Europe/Madrid';
    expect((await apply(query, course)).statusCode).toBe(409);
    const appended = await apply(`${query}&append=true`, course);
    expect(appended.statusCode).toBe(201);
    expect(appended.json().classes).toHaveLength(2);
  });

  it('refuses a teacher (403) and an unknown course (404)', async () => {
    const teacher = await signedIn(t, ['TEACHER']);
    const template = await createTemplate(t.database.db, (await createTopic(t.database.db)).id);
    const query = 'fromDate=2026-03-30T09:00:00Z&timezoneId=Europe/Madrid';
    const course = await createCourse(t.database.db);
    expect(
      (await teacher.post(`/courses/templates/use/${template.id}/${course.id}?${query}`)).statusCode,
    ).toBe(403);
    const academic = await signedIn(t, ['ACADEMIC']);
    expect(
      (await academic.post(`/courses/templates/use/${template.id}/${UNKNOWN_ID}?${query}`)).statusCode,
    ).toBe(404);
  });
});
