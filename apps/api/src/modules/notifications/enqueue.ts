/**
 * What other modules call, inside the transaction that makes a commerce e-mail due (decision
 * 0011: this module owns its table; callers hand their `tx`). Each writes one outbox row,
 * once per (kind, subject) by the table's unique key: a repeated notification, a retried
 * transaction or two concurrent approvals of one payment enqueue one e-mail. The payload is
 * what the e-mail says, read in the same transaction; the dispatcher sends it after commit.
 */
import type { MoneyAmount, MoneyCurrency } from '@catedra/contract';
import type { Executor } from '../../db/database.js';
import type { CommerceMailKind } from '../../db/schema/index.js';
import { createOutboxRepository } from './outbox.repository.js';

async function enqueueAboutPayment(
  tx: Executor,
  kind: CommerceMailKind,
  subjectId: string,
  paymentId: string,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  const outbox = createOutboxRepository(tx);
  const parties = await outbox.paymentParties(paymentId);
  if (!parties) return false;
  const { email, ...payload } = parties;
  return outbox.enqueue({ kind, subjectId, to: email, paymentId, payload: { ...payload, ...extra } }, now);
}

/** "Pago aprobado", with the receipt attached when it is sent. */
export function enqueuePaymentApproved(tx: Executor, paymentId: string, now: Date) {
  return enqueueAboutPayment(tx, 'PAYMENT_APPROVED', paymentId, paymentId, now);
}

/** "Pago rechazado", with where to try again. */
export function enqueuePaymentRejected(tx: Executor, paymentId: string, now: Date) {
  return enqueueAboutPayment(tx, 'PAYMENT_REJECTED', paymentId, paymentId, now);
}

/** "Reembolso realizado": one per refund event of the payment (`eventKey`, as its REFUND movement). */
export function enqueueRefundMade(
  tx: Executor,
  refund: { paymentId: string; eventKey: string; amount: MoneyAmount; currency: MoneyCurrency },
  now: Date,
) {
  return enqueueAboutPayment(
    tx,
    'REFUND_MADE',
    `${refund.paymentId}:${refund.eventKey}`,
    refund.paymentId,
    now,
    { refundedAmount: refund.amount, currency: refund.currency },
  );
}

/** "Inscripción activa", with the course's invitation link: once per enrollment. */
export async function enqueueEnrollmentActive(tx: Executor, enrollmentId: string, now: Date) {
  const outbox = createOutboxRepository(tx);
  const parties = await outbox.enrollmentParties(enrollmentId);
  if (!parties) return false;
  const { email, ...payload } = parties;
  return outbox.enqueue({ kind: 'ENROLLMENT_ACTIVE', subjectId: enrollmentId, to: email, payload }, now);
}
