/**
 * What other modules call, inside the transaction that makes a commerce e-mail due (decision
 * 0011: this module owns its table; callers hand their `tx`). Each writes one outbox row,
 * once per (kind, subject) by the table's unique key: a repeated notification, a retried
 * transaction or two concurrent approvals of one payment enqueue one e-mail. The payload is
 * what the e-mail says, read in the same transaction (a payment's parties by the payments
 * module, which owns that read); the dispatcher sends it after commit.
 */
import type { MoneyAmount, MoneyCurrency } from '@catedra/contract';
import type { Executor } from '../../db/database.js';
import type { CommerceMailKind } from '../../db/schema/index.js';
import type { CalendarPart } from '../mail/index.js';
import type { RenderedEmail } from './emails.js';
import { createOutboxRepository } from './outbox.repository.js';

/** Who paid and for which course, as the payments module reads them in the transaction. */
export type PaymentParties = {
  payerEmail: string;
  payerFirstName: string;
  courseId: string | null;
  courseTitle: string | null;
};

/** The payment an e-mail is about. */
export type MailedPayment = { id: string; amount: MoneyAmount; currency: MoneyCurrency };

function enqueueAboutPayment(
  tx: Executor,
  kind: CommerceMailKind,
  subjectId: string,
  payment: MailedPayment,
  parties: PaymentParties,
  now: Date,
  extra: Record<string, unknown> = {},
) {
  const payload = {
    firstName: parties.payerFirstName,
    courseId: parties.courseId,
    courseTitle: parties.courseTitle,
    amount: payment.amount,
    currency: payment.currency,
    ...extra,
  };
  return createOutboxRepository(tx).enqueue(
    { kind, subjectId, to: parties.payerEmail, paymentId: payment.id, payload },
    now,
  );
}

/** "Pago aprobado", with the receipt attached when it is sent. */
export function enqueuePaymentApproved(
  tx: Executor,
  payment: MailedPayment,
  parties: PaymentParties,
  now: Date,
) {
  return enqueueAboutPayment(tx, 'PAYMENT_APPROVED', payment.id, payment, parties, now);
}

/** "Pago rechazado", with where to try again. */
export function enqueuePaymentRejected(
  tx: Executor,
  payment: MailedPayment,
  parties: PaymentParties,
  now: Date,
) {
  return enqueueAboutPayment(tx, 'PAYMENT_REJECTED', payment.id, payment, parties, now);
}

/** "Reembolso realizado": one per refund event of the payment (`eventKey`, as its REFUND movement). */
export function enqueueRefundMade(
  tx: Executor,
  payment: MailedPayment,
  parties: PaymentParties,
  refund: { eventKey: string; amount: MoneyAmount },
  now: Date,
) {
  return enqueueAboutPayment(tx, 'REFUND_MADE', `${payment.id}:${refund.eventKey}`, payment, parties, now, {
    refundedAmount: refund.amount,
  });
}

/** "Inscripción activa", with the course's invitation link: once per enrollment. */
export async function enqueueEnrollmentActive(tx: Executor, enrollmentId: string, now: Date) {
  const outbox = createOutboxRepository(tx);
  const parties = await outbox.enrollmentParties(enrollmentId);
  if (!parties) return false;
  const { email, ...payload } = parties;
  return outbox.enqueue({ kind: 'ENROLLMENT_ACTIVE', subjectId: enrollmentId, to: email, payload }, now);
}

/** An e-mail its module wrote whole (subject, text, HTML, a calendar part), kept as it was when due. */
export type PreparedEmail = RenderedEmail & { calendar?: CalendarPart };

/** The e-mails another module writes whole: a meeting call's invitation and cancellation. */
export type PreparedMailKind = Extract<CommerceMailKind, 'MEETING_INVITATION' | 'MEETING_CANCELLATION'>;

/**
 * Enqueues an e-mail written whole by its module (a meeting call's invitation with its .ics),
 * once per (kind, subject): the subject names the version (a call's id and SEQUENCE), so each
 * change the invitee must hear of is one e-mail, however often its transaction runs.
 */
export function enqueuePreparedEmail(
  tx: Executor,
  entry: { kind: PreparedMailKind; subjectId: string; to: string; email: PreparedEmail },
  now: Date,
) {
  return createOutboxRepository(tx).enqueue(
    { kind: entry.kind, subjectId: entry.subjectId, to: entry.to, payload: { prepared: entry.email } },
    now,
  );
}
