/**
 * Access on debt through the API: COMMERCIAL_ADMIN sets a course's policy; a student whose
 * oldest owed period is more than N days past due gets no recording and no new content, and
 * is told why (findMyCourses' debtRestriction); staff still see everything; the approved
 * payment of the period gives it back on the very next read.
 */
import { describe, expect, it } from 'vitest';
import { createCourseClass } from '../../../test/factories/academic.js';
import { type Headers, paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';

// The plan's periods fall on the 10th: 10 March, 10 April, 10 May 2026 (the course's dates).
const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });
const { signedIn, enrolled, createPayment, setStatus } = paymentScenarios(t, clock);

const RECORDING = 'https://video.example.com/grabacion';

async function setPolicy(headers: Headers, courseId: string, debtAccessDays: number | null) {
  return t.app.inject({
    method: 'PUT',
    url: `/courses/${courseId}/debt-access-policy`,
    headers,
    payload: { debtAccessDays },
  });
}

/** Pays the enrollment's oldest owed period: the student's payment, approved by staff. */
async function payNext(student: Headers, admin: Headers, enrollmentId: string) {
  const created = await createPayment(student, { enrollmentId });
  expect(created.statusCode).toBe(201);
  const approved = await setStatus(admin, created.json().id, 'APPROVED', { reason: 'Transferencia' });
  expect(approved.statusCode).toBe(200);
}

/** An ACTIVE student (period 1 paid) of a course with a 5-day policy, a held class and a later one. */
async function restrictedSetting() {
  clock.set('2026-03-10T15:00:00Z');
  const scenario = await enrolled();
  const { course, admin, student, enrollmentId } = scenario;
  expect((await setPolicy(admin.headers, course.id, 5)).json().debtAccessDays).toBe(5);
  await payNext(student.headers, admin.headers, enrollmentId);
  const academic = await signedIn(['ACADEMIC']);
  const held = await createCourseClass(t.database.db, course.id, {
    startsAt: new Date('2026-03-20T22:00:00Z'),
    recordingUrl: RECORDING,
  });
  const later = await createCourseClass(t.database.db, course.id, {
    startsAt: new Date('2026-04-20T22:00:00Z'),
    recordingUrl: RECORDING,
  });
  for (const item of [held, later]) {
    const content = await t.app.inject({
      method: 'POST',
      url: `/courses/${course.id}/classes/${item.id}/content`,
      headers: academic.headers,
      payload: { body: 'Apuntes', resources: [{ title: 'Guía', url: 'https://example.com/guia' }] },
    });
    expect(content.statusCode).toBe(201);
  }
  return { ...scenario, academic, held, later };
}

const classesOf = async (headers: Headers, courseId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/courses/${courseId}/classes?sort=startsAt,asc`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().content as {
    id: string;
    recordingUrl: string | null;
    meetingUrl: string | null;
    content: unknown;
    withheld: string[];
  }[];
};

const myCourse = async (headers: Headers, courseId: string) =>
  (await t.app.inject({ method: 'GET', url: `/courses/mine?courseId=${courseId}`, headers })).json()
    .content[0];

describe('access on debt (updateCourseDebtPolicy, findAllCourseClasses, findMyCourses)', () => {
  it('withholds recordings and new content from a student more than N days in debt, until paid', async () => {
    const { course, student, admin, academic, enrollmentId, held, later } = await restrictedSetting();

    // 15 April: period 2 (10 April) is 5 days past due, not more: nothing is withheld.
    clock.set('2026-04-15T15:00:00Z');
    expect((await myCourse(student.headers, course.id)).debtRestriction).toBeNull();
    expect((await classesOf(student.headers, course.id)).map((c) => c.recordingUrl)).toEqual([
      RECORDING,
      RECORDING,
    ]);

    // 16 April (academy zone): 6 days past due.
    clock.set('2026-04-16T03:00:00Z');
    const mine = await myCourse(student.headers, course.id);
    expect(mine.debtRestriction).toEqual({
      enrollmentId,
      since: '2026-04-16',
      debtAccessDays: 5,
      period: { number: 2, dueDate: '2026-04-10', owed: '1000.00' },
      owedByCurrency: [{ currency: 'ARS', amount: '1000.00' }],
      howToPay: { operationId: 'createPayment', body: { enrollmentId } },
    });
    const [heldSeen, laterSeen] = await classesOf(student.headers, course.id);
    // The held class keeps its content, loses its recording; the later one loses both.
    expect(heldSeen).toMatchObject({ id: held.id, recordingUrl: null, withheld: ['RECORDING'] });
    expect(heldSeen?.content).toMatchObject({ body: 'Apuntes' });
    expect(laterSeen).toMatchObject({
      id: later.id,
      recordingUrl: null,
      content: null,
      meetingUrl: 'https://meet.example.com/clase',
      withheld: ['RECORDING', 'CONTENT'],
    });
    const single = await t.app.inject({
      method: 'GET',
      url: `/courses/${course.id}/classes/${later.id}`,
      headers: student.headers,
    });
    expect(single.json()).toMatchObject({
      recordingUrl: null,
      content: null,
      withheld: ['RECORDING', 'CONTENT'],
    });

    // Staff are never restricted.
    for (const seen of await classesOf(academic.headers, course.id)) {
      expect(seen).toMatchObject({ recordingUrl: RECORDING, withheld: [] });
      expect(seen.content).not.toBeNull();
    }

    // The approved payment of period 2 gives everything back on the next read.
    await payNext(student.headers, admin.headers, enrollmentId);
    expect((await myCourse(student.headers, course.id)).debtRestriction).toBeNull();
    for (const seen of await classesOf(student.headers, course.id)) {
      expect(seen).toMatchObject({ recordingUrl: RECORDING, withheld: [] });
      expect(seen.content).not.toBeNull();
    }
  });

  it('withholds nothing once the policy is turned off (null)', async () => {
    const { course, student, admin } = await restrictedSetting();
    clock.set('2026-04-20T15:00:00Z');
    expect((await myCourse(student.headers, course.id)).debtRestriction).not.toBeNull();
    const off = await setPolicy(admin.headers, course.id, null);
    expect(off.statusCode).toBe(200);
    expect(off.json().debtAccessDays).toBeNull();
    expect((await myCourse(student.headers, course.id)).debtRestriction).toBeNull();
    expect((await classesOf(student.headers, course.id)).every((c) => c.withheld.length === 0)).toBe(true);
  });

  it('lets only COMMERCIAL_ADMIN, MANAGER_ADMIN and SU set the policy; others get 403 FORBIDDEN', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const { course } = await enrolled();
    for (const scope of ['COMMERCIAL_ADMIN', 'MANAGER_ADMIN', 'SU'] as const) {
      const response = await setPolicy((await signedIn([scope])).headers, course.id, 30);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: course.id, debtAccessDays: 30 });
    }
    for (const scope of ['ACADEMIC_ADMIN', 'COMMERCIAL', 'TEACHER', 'STUDENT'] as const) {
      const response = await setPolicy((await signedIn([scope])).headers, course.id, 10);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    for (const days of [0, 366]) {
      const refused = await setPolicy(admin.headers, course.id, days);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].path).toBe('body.debtAccessDays');
    }
    const read = await t.app.inject({ method: 'GET', url: `/courses/${course.id}` });
    expect(read.json().debtAccessDays).toBe(30);
  });
});
