/**
 * THE lock order of money's transactions (ARCHITECTURE.md, "Lock order"), so two of them never
 * wait on each other in a cycle:
 *
 *   enrollment → its payments (ascending id) → unapplied charges → enrollment periods
 *     → (rows inserted: allocations, movements, history) → the user → the receipt counter
 *
 * Every transaction takes the locks it needs in this order and skips those it does not need.
 * A payment's status change (payment-status.ts) therefore locks the payment's enrollment
 * before the payment: it reads the payment first to learn which enrollment, and when the
 * locked payment shows another enrollment (an attachment committed in between) the whole
 * transaction is run again (`TransactionRestart`, retried by the unit of work). The receipt
 * counter, one row every approval takes, is locked last and held only until commit.
 */

import type { PaymentRow } from '../../db/schema/index.js';
import { TransactionRestart } from '../../db/transaction-retry.js';
import { lockEnrollment } from '../enrollments/index.js';
import type { MoneyRepositories } from './payment-status.js';

/** Locks a payment in the lock order: its enrollment first (if any), then the payment. */
export async function lockPaymentInOrder(
  repos: Pick<MoneyRepositories, 'executor' | 'payments'>,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const seen = await repos.payments.findById(paymentId);
  if (!seen) return undefined;
  if (seen.enrollmentId) await lockEnrollment(repos.executor, seen.enrollmentId);
  const payment = await repos.payments.lock(paymentId);
  if (payment && payment.enrollmentId !== seen.enrollmentId) {
    throw new TransactionRestart('the payment was attached to an enrollment meanwhile');
  }
  return payment;
}
