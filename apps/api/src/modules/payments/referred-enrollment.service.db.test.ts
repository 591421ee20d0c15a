/**
 * createReferredEnrollment is one unit of work: the enrollment, its periods, its first payment
 * and that payment's link token are written together or not at all.
 */

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { createRepositories } from '../../composition/repositories.js';
import { createCsvExports } from '../../core/csv/csv-file.js';
import { enrollmentPeriods, enrollments, payments } from '../../db/schema/index.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { systemClock } from '../../time/clock.js';
import { createPaymentsService } from './payments.service.js';

const t = useTestApp();

async function referral(planOverrides: Parameters<typeof createPaymentPlan>[2] = {}) {
  const db = t.database.db;
  const course = await createCourse(db);
  const plan = await createPaymentPlan(db, course.id, planOverrides);
  const buyer = await createUser(db);
  // A sellers' admin may name any user by id (a seller only those he referred before).
  const seller = await createUser(db, { scopes: ['SELLER_ADMIN'] });
  return {
    caller: { userId: seller.id, email: seller.email, scopes: ['SELLER_ADMIN' as const] },
    body: { userId: buyer.id, courseId: course.id, paymentPlanId: plan.id },
  };
}

/** What the database holds for the buyer in that course: enrollments, their periods and payments. */
async function storedFor(body: { userId: string; courseId: string }) {
  const db = t.database.db;
  const rows = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, body.userId), eq(enrollments.courseId, body.courseId)));
  const periods = rows.length
    ? await db.select().from(enrollmentPeriods).where(eq(enrollmentPeriods.enrollmentId, rows[0]!.id))
    : [];
  const paid = await db.select().from(payments).where(eq(payments.userId, body.userId));
  return { enrollments: rows, periods, payments: paid };
}

/** The payments service as the app builds it, but on a unit of work whose `payments` step fails. */
function serviceWhosePaymentFails() {
  const { db } = t.database;
  const { services } = dependenciesOf(t);
  const repositories = createRepositories(db, systemClock);
  const paymentFails = createUnitOfWork(db, (tx) => {
    const bound = createRepositories(tx, systemClock);
    return {
      ...bound,
      payments: {
        ...bound.payments,
        insert: async () => {
          throw new Error('the payments table refused the row');
        },
      },
    };
  });
  return createPaymentsService({
    payments: repositories.payments,
    db,
    unitOfWork: paymentFails,
    enrolReferredIn: services.enrollments.enrolReferredIn,
    applyPaymentStatus: services.applyPaymentStatus,
    refunds: services.refunds,
    idempotent: async (_call, work) => work(),
    vendors: {},
    linkTtlDays: 7,
    clock: systemClock,
    csv: createCsvExports({ clock: systemClock, timeZone: 'America/Argentina/Buenos_Aires' }),
  });
}

describe('createReferredEnrollment in one transaction', () => {
  it('writes the enrollment, its periods and its first payment with a link together', async () => {
    const { caller, body } = await referral();
    const { enrollmentId, payment } = await dependenciesOf(t).services.payments.createReferredEnrollment(
      caller,
      body,
    );
    const stored = await storedFor(body);
    expect(stored.enrollments.map((row) => [row.id, row.status, row.referrerSellerId])).toEqual([
      [enrollmentId, 'PENDING', caller.userId],
    ]);
    expect(stored.periods).toHaveLength(3);
    expect(stored.payments.map((row) => [row.id, row.enrollmentId, row.amount])).toEqual([
      [payment.id, enrollmentId, '1000.00'],
    ]);
    expect(stored.payments[0]!.linkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(payment.linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('leaves no enrollment behind when creating the payment fails', async () => {
    const { caller, body } = await referral();
    await expect(serviceWhosePaymentFails().createReferredEnrollment(caller, body)).rejects.toThrow(
      'refused the row',
    );
    expect(await storedFor(body)).toEqual({ enrollments: [], periods: [], payments: [] });
    // Nothing half-made blocks a second try: the same referral then succeeds.
    const { enrollmentId } = await dependenciesOf(t).services.payments.createReferredEnrollment(caller, body);
    expect((await storedFor(body)).enrollments.map((row) => row.id)).toEqual([enrollmentId]);
  });

  it('leaves no enrollment behind when its plan leaves nothing to pay (NOTHING_TO_PAY)', async () => {
    const { caller, body } = await referral({ periodAmount: '0.00' });
    await expect(
      dependenciesOf(t).services.payments.createReferredEnrollment(caller, body),
    ).rejects.toMatchObject({ code: 'NOTHING_TO_PAY' });
    expect(await storedFor(body)).toEqual({ enrollments: [], periods: [], payments: [] });
  });
});
