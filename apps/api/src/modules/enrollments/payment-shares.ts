/**
 * What a payment does to its enrollment, as the enrollments module's rules: the payments
 * module calls these inside its own transaction (`tx`), in the lock order of ARCHITECTURE.md
 * (payments/lock-order.ts): the enrollment first, then (after the payments) its periods.
 *
 * Where the money goes is pure functions on decimal strings (core/money.ts): an approval fills
 * the oldest owed periods first (`byDueDate` of the contract's payment-schedule.ts); a refund
 * or chargeback takes back, newest period first, what the payment had put on each period. The
 * payments module records the shares as its allocation rows.
 */
import {
  byDueDate,
  compareMoney,
  isZeroMoney,
  type MoneyAmount,
  owedOn,
  subtractMoney,
} from '@catedra/contract';
import type { Executor } from '../../db/database.js';
import type { EnrollmentRow } from '../../db/schema/index.js';
import { enrollmentBecameActive } from './became-active.js';
import { createEnrollmentsRepository } from './enrollments.repository.js';

type Period = { number: number; dueDate: string; amount: string; paidAmount: string; waived: boolean };

/** One line of a plan: a signed amount on a period. */
export type PeriodShare = { periodNumber: number; amount: MoneyAmount };

const smaller = (a: MoneyAmount, b: MoneyAmount) => (compareMoney(a, b) <= 0 ? a : b);

/** Fills the owed periods, oldest first, with `amount`; what no period owes stays unallocated. */
export function allocationPlan(periods: readonly Period[], amount: MoneyAmount): PeriodShare[] {
  const owedFirst = [...periods].filter((period) => !period.waived).sort(byDueDate);
  const plan: PeriodShare[] = [];
  let left = amount;
  for (const period of owedFirst) {
    if (isZeroMoney(left)) break;
    const owed = owedOn(period);
    if (compareMoney(owed, '0.00') <= 0) continue;
    const share = smaller(owed, left);
    plan.push({ periodNumber: period.number, amount: share });
    left = subtractMoney(left, share);
  }
  return plan;
}

/**
 * Takes back up to `amount` from what the payment still holds on each period (its net
 * allocation), newest period first. Answers negative shares.
 */
export function reversalPlan(held: readonly PeriodShare[], amount: MoneyAmount): PeriodShare[] {
  const newestFirst = [...held].sort((a, b) => b.periodNumber - a.periodNumber);
  const plan: PeriodShare[] = [];
  let left = amount;
  for (const { periodNumber, amount: net } of newestFirst) {
    if (isZeroMoney(left)) break;
    if (compareMoney(net, '0.00') <= 0) continue;
    const share = smaller(net, left);
    plan.push({ periodNumber, amount: subtractMoney('0.00', share) });
    left = subtractMoney(left, share);
  }
  return plan;
}

/** What the status change of an enrollment finished by the change that settled it says. */
export const FINISHED_WHEN_SETTLED = 'Curso terminado sin deuda (al saldarse)';

/**
 * In the transaction of a change that may settle an enrollment of an ended course (a payment,
 * an activation, a waiver): it is FINISHED there, not by a later read (issue 20).
 */
export function finishIfSettled(tx: Executor, enrollmentId: string, now: Date): Promise<number> {
  return createEnrollmentsRepository(tx).finishEnded({ enrollmentId }, now, FINISHED_WHEN_SETTLED);
}

/** Locks the enrollment until `tx` ends: the first lock of the lock order. */
export function lockEnrollment(tx: Executor, enrollmentId: string): Promise<EnrollmentRow | undefined> {
  return createEnrollmentsRepository(tx).lock(enrollmentId);
}

/**
 * Puts the shares on the periods and refreshes the enrollment's figures; `record` writes the
 * payment's allocation rows for them first (nothing when there is nothing to share).
 */
async function writeShares(
  tx: Executor,
  enrollmentId: string,
  shares: PeriodShare[],
  now: Date,
  record: (shares: PeriodShare[]) => Promise<void>,
) {
  if (shares.length === 0) return;
  const enrollments = createEnrollmentsRepository(tx);
  await record(shares);
  for (const share of shares) {
    await enrollments.addToPeriodPaid(enrollmentId, share.periodNumber, share.amount, now);
  }
  await enrollments.refreshFigures(enrollmentId);
  await finishIfSettled(tx, enrollmentId, now);
}

/**
 * Fills the enrollment's oldest owed periods with `amount` (periods locked), the payment
 * recording its allocation rows through `record`, and refreshes the figures. The enrollment
 * is locked already.
 */
export async function applyPaymentShares(
  tx: Executor,
  enrollmentId: string,
  amount: MoneyAmount,
  now: Date,
  record: (shares: PeriodShare[]) => Promise<void>,
) {
  const periods = await createEnrollmentsRepository(tx).lockPeriods(enrollmentId);
  await writeShares(tx, enrollmentId, allocationPlan(periods, amount), now, record);
}

/**
 * Takes `amount` back from the periods the payment holds (`held`, net per period), newest
 * first (periods locked), the payment recording its negative allocation rows through
 * `record`, and refreshes the figures. The enrollment is locked already.
 */
export async function takeBackPaymentShares(
  tx: Executor,
  enrollmentId: string,
  held: readonly PeriodShare[],
  amount: MoneyAmount,
  now: Date,
  record: (shares: PeriodShare[]) => Promise<void>,
) {
  await createEnrollmentsRepository(tx).lockPeriods(enrollmentId);
  await writeShares(tx, enrollmentId, reversalPlan(held, amount), now, record);
}

/**
 * A payment reached the enrollment (`enrollment` as locked): a PENDING enrollment becomes
 * ACTIVE (its "inscripción activa" e-mail and automation row queued) and a PAYMENT_FAILED alert is cleared.
 */
export async function markPaymentReceived(tx: Executor, enrollment: EnrollmentRow, now: Date) {
  const activates = enrollment.status === 'PENDING';
  const clears = enrollment.alert === 'PAYMENT_FAILED';
  if (!activates && !clears) return;
  await createEnrollmentsRepository(tx).update(
    enrollment.id,
    { ...(activates ? { status: 'ACTIVE' } : {}), ...(clears ? { alert: 'NONE' } : {}) },
    now,
  );
  if (activates) {
    await enrollmentBecameActive(tx, enrollment.id, now);
    await finishIfSettled(tx, enrollment.id, now);
  }
}

/** A payment of the enrollment was rejected: it gets the PAYMENT_FAILED alert. */
export async function markPaymentFailed(tx: Executor, enrollmentId: string, now: Date) {
  await createEnrollmentsRepository(tx).update(enrollmentId, { alert: 'PAYMENT_FAILED' }, now);
}

/** The enrollment as a payment reads it (on the pool or in `tx`), without visibility rules. */
export async function enrollmentOfPayment(
  db: Executor,
  enrollmentId: string,
  now: Date,
): Promise<EnrollmentRow | undefined> {
  return (await createEnrollmentsRepository(db).read(enrollmentId, now))?.enrollment;
}

/** The enrollment's periods, by number. */
export function periodsOf(db: Executor, enrollmentId: string) {
  return createEnrollmentsRepository(db).findPeriods(enrollmentId);
}

/** What the public checkout shows of a payment's enrollment: its course and its plan. */
export async function checkoutContextOf(db: Executor, enrollment: EnrollmentRow) {
  const enrollments = createEnrollmentsRepository(db);
  const course = await enrollments.findCourse(enrollment.courseId);
  const plan = enrollment.paymentPlanId ? await enrollments.findPlan(enrollment.paymentPlanId) : undefined;
  return { course, plan };
}
