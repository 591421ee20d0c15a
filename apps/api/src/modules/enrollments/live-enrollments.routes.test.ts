import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { enrollmentPeriods } from '../../db/schema/index.js';

// 12:00 in Buenos Aires on 10 March 2026.
const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 3 * 365 * 86_400 }, { clock });

const signedIn = signingIn(t, clock);

type Headers = Record<string, string>;

async function setting(course: Parameters<typeof createCourse>[1] = {}) {
  clock.set('2026-03-10T15:00:00Z');
  const created = await createCourse(t.database.db, course);
  const plan = await createPaymentPlan(t.database.db, created.id, {
    type: 'recurring',
    periodAmount: '250.00',
    numberOfPeriods: 2,
  });
  const admin = await signedIn(['COMMERCIAL_ADMIN']);
  const enrol = async (userId?: string) =>
    (
      await admin.post('/courses/enrollments/enrollment/create', {
        courseId: created.id,
        paymentPlanId: plan.id,
        userId: userId ?? (await createUser(t.database.db)).id,
      })
    ).json();
  return { course: created, plan, admin, enrol };
}

const inactivate = (headers: Headers, enrollmentId: string, inactiveReason: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/courses/enrollments/${enrollmentId}`,
    headers,
    payload: { status: 'INACTIVE', inactiveReason },
  });

const reactivate = (headers: Headers, enrollmentId: string, reason: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/courses/enrollments/${enrollmentId}/reactivation`,
    headers,
    payload: { reason },
  });

const get = async (headers: Headers, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers })).json();

describe('INACTIVE enrollments are not debt', () => {
  it('leaves an INACTIVE enrollment out of debt, alerts, "only in debt" and the stats, cached pages included', async () => {
    const { course, admin, enrol } = await setting();
    const live = await enrol();
    const gone = await enrol();
    await t.database.db.execute(`update enrollments set alert = 'PAYMENT_FAILED' where id = '${gone.id}'`);
    expect((await inactivate(admin.headers, gone.id, 'Se mudó')).statusCode).toBe(200);
    // Two days on, period 1 (due 10 March) is overdue for both.
    clock.set('2026-03-12T15:00:00Z');
    const list = async (query: string) =>
      (await get(admin.headers, `/courses/enrollments?courseId=${course.id}&${query}`)).content.map(
        (item: { id: string }) => item.id,
      );
    for (let read = 0; read < 2; read += 1) {
      // The second round is served again from the list's cache: still right.
      expect(await list('onlyInDebt=true')).toEqual([live.id]);
      expect(await list('alert=DEBT')).toEqual([live.id]);
      expect(await list('alert=PAYMENT_FAILED')).toEqual([]);
      expect((await list('alert=NONE')).sort()).toEqual([gone.id]);
      expect(await list('sort=debt,desc')).toEqual([live.id, gone.id]);
    }
    const row = (await get(admin.headers, `/courses/enrollments?courseId=${course.id}&status=INACTIVE`))
      .content[0];
    expect(row).toMatchObject({ id: gone.id, inDebt: false, debt: '0.00', alert: 'NONE' });
    expect(await get(admin.headers, `/courses/enrollments/${gone.id}`)).toEqual(row);
    const status = await get(admin.headers, `/courses/enrollments/${gone.id}/enrollment-periods-status`);
    expect(status).toMatchObject({ inDebt: false, debt: '0.00', debtByAge: { days0To30: '0.00' } });
    // The schedule itself still says what was left unpaid.
    expect(status.periods[0].status).toBe('OVERDUE');
    expect(await get(admin.headers, `/courses/enrollments/stats?courseId=${course.id}`)).toMatchObject({
      byStatus: { PENDING: 1, INACTIVE: 1 },
      inDebt: 1,
      debtByCurrency: [{ currency: 'ARS', debt: '250.00' }],
    });
  });
});

describe('reactivateEnrollment', () => {
  it('makes an INACTIVE enrollment live again with a reason: it owes again, and its history keeps both changes', async () => {
    const { course, admin, enrol } = await setting();
    const enrollment = await enrol();
    await inactivate(admin.headers, enrollment.id, 'No respondió');
    clock.set('2026-03-12T15:00:00Z');
    const inDebt = async () =>
      (await get(admin.headers, `/courses/enrollments?courseId=${course.id}&onlyInDebt=true`)).content.map(
        (item: { id: string }) => item.id,
      );
    expect(await inDebt()).toEqual([]);

    const farming = await signedIn(['FARMING']);
    const reactivated = await reactivate(farming.headers, enrollment.id, '  Retomó el curso  ');
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json()).toMatchObject({
      status: 'PENDING',
      inDebt: true,
      debt: '250.00',
      alert: 'DEBT',
      inactiveReason: null,
      inactivatedAt: null,
    });
    // The cached list page of before is not served again.
    expect(await inDebt()).toEqual([enrollment.id]);
    expect(await get(admin.headers, `/courses/enrollments/${enrollment.id}/status-changes`)).toEqual([
      {
        fromStatus: 'PENDING',
        toStatus: 'INACTIVE',
        reason: 'No respondió',
        changedBy: admin.user.id,
        changedAt: '2026-03-10T15:00:00.000Z',
      },
      {
        fromStatus: 'INACTIVE',
        toStatus: 'PENDING',
        reason: 'Retomó el curso',
        changedBy: farming.user.id,
        changedAt: '2026-03-12T15:00:00.000Z',
      },
    ]);
  });

  it('reactivates as ACTIVE what had payments, keeps bulk inactivations in the history, and refuses what is not INACTIVE, a blank reason, a second current enrollment and a full course', async () => {
    const { course, admin, enrol } = await setting({ capacity: 3 });
    const paid = await enrol();
    await t.database.db
      .update(enrollmentPeriods)
      .set({ paidAmount: '250.00' })
      .where(and(eq(enrollmentPeriods.enrollmentId, paid.id), eq(enrollmentPeriods.number, 1)));
    await dependenciesOf(t).repositories.enrollments.refreshFigures(paid.id);
    const other = await enrol();
    const bulk = await admin.put(`/courses/${course.id}/inactivate-pending-enrollments`, {
      reason: 'Cierre de cohorte',
    });
    expect(bulk.json().inactivated).toBe(2);
    expect(await get(admin.headers, `/courses/enrollments/${paid.id}/status-changes`)).toMatchObject([
      { fromStatus: 'PENDING', toStatus: 'INACTIVE', reason: 'Cierre de cohorte', changedBy: admin.user.id },
    ]);

    const blank = await reactivate(admin.headers, paid.id, '');
    expect(blank.statusCode).toBe(400);
    const again = await reactivate(admin.headers, paid.id, 'Pagó la primera cuota');
    expect([again.statusCode, again.json().status]).toEqual([200, 'ACTIVE']);
    const twice = await reactivate(admin.headers, paid.id, 'Otra vez');
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ENROLLMENT_TRANSITION_REFUSED']);

    // The other's user enrols again; his old enrollment cannot come back beside the new one.
    const current = await enrol(other.userId);
    expect(current.status).toBe('PENDING');
    const duplicate = await reactivate(admin.headers, other.id, 'Volvió');
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'ENROLLMENT_EXISTS']);

    // Two live enrollments fill a course of two: a third is not reactivated.
    const newcomer = await enrol();
    await inactivate(admin.headers, newcomer.id, 'Se dio de baja');
    await t.database.db.execute(`update courses set capacity = 2 where id = '${course.id}'`);
    const full = await reactivate(admin.headers, newcomer.id, 'Quiere volver');
    expect([full.statusCode, full.json().code]).toEqual([409, 'COURSE_FULL']);

    const student = await signedIn(['STUDENT']);
    expect((await reactivate(student.headers, newcomer.id, 'Yo')).statusCode).toBe(403);
  });
});
