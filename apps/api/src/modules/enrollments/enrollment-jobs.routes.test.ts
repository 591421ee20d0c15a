/**
 * The enrollments' housekeeping with a travelling clock (issue 20, "reads never write"): a
 * course that ends leaves its settled enrollments ACTIVE for every read until the
 * enrollments-finish job runs; a payment that settles an ended course's enrollment finishes it
 * in its own transaction; the enrollment-figures job raises the NO_ATTENDANCE alerts that the
 * end of classes makes due. Jobs are run for this file's courses only (the database is shared).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourseClass } from '../../../test/factories/academic.js';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { runJob } from '../../../test/setup/jobs.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 3 * 365 * 86_400 }, { clock });
const { enrolled, createPayment, setStatus } = paymentScenarios(t, clock);

const read = async (enrollmentId: string, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: `/courses/enrollments/${enrollmentId}`, headers })).json();

/** Periods after `from` paid (as if), the enrollment ACTIVE. */
async function paidFrom(enrollmentId: string, from: number) {
  await t.database.db.execute(
    sql`update enrollment_periods set paid_amount = amount where enrollment_id = ${enrollmentId} and number >= ${from}`,
  );
  await t.database.db.execute(sql`update enrollments set status = 'ACTIVE' where id = ${enrollmentId}`);
  await dependenciesOf(t).repositories.enrollments.refreshFigures(enrollmentId);
}

describe('enrollments-finish', () => {
  it('finishes settled enrollments of an ended course when it runs, never on a read', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const { admin, course, enrollmentId } = await enrolled();
    await paidFrom(enrollmentId, 1);

    expect(await runJob(t, clock, 'enrollments-finish', { courseId: course.id })).toEqual({ finished: 0 });
    clock.set('2026-08-01T03:30:00Z'); // 00:30 of 1 August in Buenos Aires: the course ended on 31 July.
    for (let index = 0; index < 2; index += 1) {
      expect((await read(enrollmentId, admin.headers)).status).toBe('ACTIVE');
    }
    const stats = await t.app.inject({
      method: 'GET',
      url: `/courses/enrollments/stats?courseId=${course.id}`,
      headers: admin.headers,
    });
    expect(stats.json().byStatus.ACTIVE).toBe(1);
    expect(await runJob(t, clock, 'enrollments-finish', { courseId: course.id })).toEqual({ finished: 1 });
    expect(await read(enrollmentId, admin.headers)).toMatchObject({
      status: 'FINISHED',
      finishedAt: '2026-08-01T03:30:00.000Z',
    });
    expect(await runJob(t, clock, 'enrollments-finish', { courseId: course.id })).toEqual({ finished: 0 });
  });

  it('the approval that settles an ended course’s enrollment finishes it in its transaction', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const { admin, enrollmentId } = await enrolled();
    await paidFrom(enrollmentId, 2);
    clock.set('2026-08-05T15:00:00Z');
    const created = await createPayment(admin.headers, { enrollmentId });
    expect(created.statusCode).toBe(201);
    expect((await setStatus(admin.headers, created.json().id, 'APPROVED')).statusCode).toBe(200);
    expect(await read(enrollmentId, admin.headers)).toMatchObject({
      status: 'FINISHED',
      finishedAt: '2026-08-05T15:00:00.000Z',
    });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/courses/enrollments/${enrollmentId}/status-changes`,
        headers: admin.headers,
      })
    ).json();
    expect(history.at(-1)).toMatchObject({ fromStatus: 'ACTIVE', toStatus: 'FINISHED', changedBy: null });
  });
});

describe('enrollment-figures', () => {
  it('raises NO_ATTENDANCE once the third missed class has ended, when the job runs', async () => {
    clock.set('2026-03-10T15:00:00Z');
    const { admin, course, enrollmentId, student } = await enrolled();
    await paidFrom(enrollmentId, 1);
    for (const day of [11, 12, 13]) {
      const held = await createCourseClass(t.database.db, course.id, {
        startsAt: new Date(`2026-03-${day}T22:00:00Z`),
      });
      await t.database.db.execute(
        sql`insert into attendances (id, course_id, class_id, user_id, status, recorded_by)
            values (gen_random_uuid(), ${course.id}, ${held!.id}, ${student.user.id}, 'ABSENT', ${admin.user.id})`,
      );
    }
    // The third class has not ended yet: nothing to raise.
    expect(await runJob(t, clock, 'enrollment-figures', { courseId: course.id })).toEqual({
      courses: 1,
      alertsChanged: 0,
    });
    clock.set('2026-03-14T15:00:00Z');
    expect((await read(enrollmentId, admin.headers)).alert).toBe('NONE');
    expect(await runJob(t, clock, 'enrollment-figures', { courseId: course.id })).toEqual({
      courses: 1,
      alertsChanged: 1,
    });
    expect((await read(enrollmentId, admin.headers)).alert).toBe('NO_ATTENDANCE');
  });
});
