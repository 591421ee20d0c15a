import { and, eq, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { enrollmentPeriods } from '../../db/schema/index.js';

const clock = testClock('2026-06-25T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 3 * 365 * 86_400 }, { clock });

const signedIn = signingIn(t, clock);

describe('updateEnrollmentPlanNumberOfPeriods', () => {
  it('going from 5 to 8 periods late in November makes no period overdue: the new ones start on the enrollment’s day from today in the course’s zone', async () => {
    clock.set('2026-06-25T15:00:00Z');
    const course = await createCourse(t.database.db, { startDate: '2026-06-01', endDate: '2027-12-31' });
    const plan = await createPaymentPlan(t.database.db, course.id, {
      type: 'recurring',
      periodAmount: '1000.00',
      numberOfPeriods: 5,
    });
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const student = await createUser(t.database.db);
    const enrollment = (
      await admin.post('/courses/enrollments/enrollment/create', {
        courseId: course.id,
        paymentPlanId: plan.id,
        userId: student.id,
      })
    ).json();
    // Periods 1 and 2 (June and July) paid; August to October left unpaid.
    await t.database.db
      .update(enrollmentPeriods)
      .set({ paidAmount: '1000.00' })
      .where(and(eq(enrollmentPeriods.enrollmentId, enrollment.id), lte(enrollmentPeriods.number, 2)));
    await dependenciesOf(t).repositories.enrollments.refreshFigures(enrollment.id);

    // 23:30 of 25 November in Buenos Aires is already 26 November in UTC: the course's day counts.
    clock.set('2026-11-26T02:30:00Z');
    const changed = await admin.put(`/courses/enrollments/${enrollment.id}/plan-number-of-periods`, {
      numberOfPeriods: 8,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().today).toBe('2026-11-25');
    const periods = changed
      .json()
      .periods.map((period: { number: number; dueDate: string; amount: string; status: string }) => [
        period.number,
        period.dueDate,
        period.amount,
        period.status,
      ]);
    expect(periods).toEqual([
      [1, '2026-06-25', '1000.00', 'PAID'],
      [2, '2026-07-25', '1000.00', 'PAID'],
      [3, '2026-11-25', '500.00', 'DUE'],
      [4, '2026-12-25', '500.00', 'DUE'],
      [5, '2027-01-25', '500.00', 'DUE'],
      [6, '2027-02-25', '500.00', 'DUE'],
      [7, '2027-03-25', '500.00', 'DUE'],
      [8, '2027-04-25', '500.00', 'DUE'],
    ]);
    expect(changed.json()).toMatchObject({ inDebt: false, debt: '0.00' });
    const read = await admin.get(`/courses/enrollments/${enrollment.id}`);
    expect(read.json()).toMatchObject({ inDebt: false, alert: 'NONE', nextDueDate: '2026-11-25' });
  });
});
