/**
 * THE money rule: the one function every path that changes a payment's status goes through
 * (staff forcing a status, vendor notifications, the sync with vendors, the sandbox page).
 * One transaction per call:
 * 1. the payment row is locked (`FOR UPDATE`), after its enrollment's (the lock order,
 *    lock-order.ts): concurrent calls for one payment run one after the other, and each sees
 *    what the previous one did;
 * 1b. a vendor charge the payment did not apply — a second charge of an approved payment, a
 *    charge of a cancelled, expired or rejected one, a charge of another amount — is kept as an
 *    unapplied charge (once per vendor charge) with a line in the payment's history, and the
 *    payment is left as it is (its details keep the charge it applied); a refund the vendor
 *    reports for such a charge marks it REFUNDED;
 * 2. the transition is judged (payment-transitions.ts): asking for the status it already has
 *    changes nothing, a backward or terminal-breaking one is refused (the vendor paths ignore
 *    the refusal, staff get 409);
 * 3. APPROVED writes the one INCOME movement and the vendor's fees as FEE movements and
 *    hands the amount to the enrollments module (`applyPaymentShares`: the oldest owed periods,
 *    locked, and the figures; this module records the allocation rows), which also makes a
 *    PENDING enrollment ACTIVE (`markPaymentReceived`), and to the users module, which makes a
 *    BASIC payer STUDENT (`promoteToStudent`); REJECTED is `markPaymentFailed`; REFUNDED (whole
 *    or partial) and CHARGED_BACK write the reversing movement and take back, newest period
 *    first, what the payment had paid (`takeBackPaymentShares`, negative allocation rows).
 * Each module's rules run in this transaction through the functions of its `index.ts`; the
 * money side of a step is money-step.ts.
 * An approval takes the next receipt number last (the counter row is the last lock taken).
 * The unique keys of money_movements back the lock: one INCOME per payment, one movement per
 * refund event. A step that throws rolls everything back; the vendor's retry or the sync
 * then applies the whole change.
 */
import { CURRENCIES, compareMoney, type MoneyAmount, type MoneyCurrency } from '@catedra/contract';
import type {
  PaymentStatus,
  PaymentVendorId,
  VendorFee,
  VendorPayment,
} from '../../adapters/payments/payment-vendor.js';
import type { Actor } from '../../core/actor.js';
import type { Executor } from '../../db/database.js';
import type { PaymentRow, UnappliedChargeRow } from '../../db/schema/index.js';
import type { PAYMENT_CHANGE_SOURCES } from '../../db/schema/payments.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { enrollmentOfPayment } from '../enrollments/index.js';
import { enqueuePaymentApproved, enqueuePaymentRejected, enqueueRefundMade } from '../notifications/index.js';
import { lockPaymentInOrder } from './lock-order.js';
import { appliedChargeOf, byOf, MoneyStep } from './money-step.js';
import { transitionOf } from './payment-transitions.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { UnappliedChargesRepository } from './unapplied-charges.repository.js';

export type PaymentChangeSource = (typeof PAYMENT_CHANGE_SOURCES)[number];

/**
 * A charge as the vendor reports it (a notification, the sync, a PayPal capture): its vendor's
 * payment as it reads now (a refunded one says REFUNDED, though the rule is asked for its
 * approval first), under the vendor's id of the charge (`reference`: a Mercado Pago or dLocal
 * payment, a PayPal order, a sandbox reference).
 */
export type VendorCharge = Pick<VendorPayment, 'amount' | 'currency' | 'vendorStatus' | 'status' | 'raw'> & {
  vendorId: PaymentVendorId;
  reference: string;
};

export type StatusRequest = {
  status: PaymentStatus;
  source: PaymentChangeSource;
  /**
   * Who acts: a person (staff forcing a status, a payer's check) or the system (a vendor's
   * notification, the payment sync). The history records staff's id; the system's change has
   * no user, only its `source` (VENDOR, SANDBOX, SYSTEM).
   */
  actor?: Actor;
  /** The user recorded as having made it, when not the acting person (a refund staff requested). */
  by?: string | null;
  reason?: string | null;
  /** REFUNDED only: how much to give back; by default all that is left. */
  refundAmount?: MoneyAmount;
  /** The vendor's id of a refund or chargeback event, so that its retry writes nothing twice. */
  eventKey?: string;
  /** What the vendor keeps (APPROVED only): FEE movements. */
  fees?: readonly VendorFee[];
  /** What the vendor answered, kept in the payment's details. */
  vendorData?: Record<string, unknown>;
  paidAt?: Date;
  vendorReference?: string;
  /**
   * APPROVED by staff of a manual payment only: how the money arrived. Without it, a manual
   * enrollment's method is recorded.
   */
  method?: NonNullable<PaymentRow['method']>;
  /**
   * A vendor notification's de-duplication key: recorded in processed_notifications in this
   * same transaction, so a notification already handled changes nothing, and one whose work
   * failed half-way leaves no record (the vendor's retry completes it).
   */
  notification?: { vendorId: NonNullable<PaymentRow['vendorId']>; eventKey: string };
  /**
   * The vendor charge this status is about: the rule tells the charge the payment applied
   * from another one, which it keeps as an unapplied charge instead of changing the payment.
   */
  charge?: VendorCharge;
};

export type StatusOutcome = {
  payment: PaymentRow;
  /** Whether anything changed (false for a repeated or refused request). */
  changed: boolean;
  refused: null | 'transition' | 'refund-exceeds' | 'method-not-manual';
  /** The notification was processed before: nothing was done. */
  duplicate?: boolean;
  /** The charge was kept as an unapplied charge now (not when it was recorded before). */
  unappliedCharge?: UnappliedChargeRow;
};

/**
 * What money's transactions work with: this module's repositories and the handle they are
 * bound to (`executor`), which the enrollments, users and money-movements functions take.
 */
export type MoneyRepositories = {
  executor: Executor;
  payments: PaymentsRepository;
  unappliedCharges: UnappliedChargesRepository;
};

/**
 * Whether a vendor report about `charge` concerns the charge the payment applied (or none yet):
 * only then do the refunds it lists belong to the payment (refunds.service.ts reconciles them).
 */
export const isAppliedCharge = (payment: PaymentRow, charge: Pick<VendorCharge, 'reference'>): boolean =>
  payment.appliedChargeReference === null || payment.appliedChargeReference === charge.reference;

/** Whether the vendor charged what the payment asks (in the currency it charged: PayPal's USD for ARS). */
export function chargedAsAsked(
  payment: PaymentRow,
  charge: Pick<VendorCharge, 'amount' | 'currency'>,
): boolean {
  const asked = (payment.details as { charge?: { amount?: string; currency?: string } }).charge;
  const expected =
    asked?.amount && asked.currency ? asked : { amount: payment.amount, currency: payment.currency };
  return charge.currency === expected.currency && compareMoney(charge.amount, expected.amount!) === 0;
}
const UNAPPLIED_REASON_TEXT: Record<UnappliedChargeRow['reason'], string> = {
  SECOND_CHARGE: 'segundo cobro de un pago ya aprobado',
  PAYMENT_CANCELLED: 'cobro de un pago cancelado',
  PAYMENT_EXPIRED: 'cobro de un pago vencido',
  PAYMENT_REJECTED: 'cobro de un pago rechazado',
  AMOUNT_MISMATCH: 'cobro de otro monto que el del pago',
};

/**
 * What a vendor's report about a charge that is not a kept unapplied charge means for the
 * payment: about the charge it applied (or applies now) — `own`; an approval of another
 * charge — kept as an unapplied charge, for a reason; anything else about another charge —
 * nothing for the payment (`other`).
 */
type ChargeVerdict =
  | { kind: 'own' }
  | { kind: 'unapplied'; reason: UnappliedChargeRow['reason'] }
  | { kind: 'other' };

function chargeVerdictOf(payment: PaymentRow, status: PaymentStatus, charge: VendorCharge): ChargeVerdict {
  const applied = payment.appliedChargeReference;
  if (applied === charge.reference) return { kind: 'own' };
  if (status === 'APPROVED') {
    switch (payment.status) {
      case 'CREATED':
      case 'PENDING':
        return chargedAsAsked(payment, charge)
          ? { kind: 'own' }
          : { kind: 'unapplied', reason: 'AMOUNT_MISMATCH' };
      case 'CANCELLED':
        return { kind: 'unapplied', reason: 'PAYMENT_CANCELLED' };
      case 'EXPIRED':
        return { kind: 'unapplied', reason: 'PAYMENT_EXPIRED' };
      case 'REJECTED':
        return { kind: 'unapplied', reason: 'PAYMENT_REJECTED' };
      default:
        // Approved by staff before any vendor named its charge: this one is taken as the one applied.
        return applied === null ? { kind: 'own' } : { kind: 'unapplied', reason: 'SECOND_CHARGE' };
    }
  }
  return applied === null ? { kind: 'own' } : { kind: 'other' };
}
const isCurrency = (currency: string): currency is MoneyCurrency =>
  (CURRENCIES as readonly string[]).includes(currency);

/**
 * The money rule inside the caller's transaction (`repos` bound to it): for a caller whose
 * transaction writes more than the status change (the checkout's start). Takes its locks in
 * the lock order (lock-order.ts).
 */
export async function applyPaymentStatusIn(
  repos: MoneyRepositories,
  now: Date,
  paymentId: string,
  request: StatusRequest,
): Promise<StatusOutcome> {
  const payment = await lockPaymentInOrder(repos, paymentId);
  if (!payment) throw AppError.notFound('El pago');
  if (request.notification) {
    const { vendorId, eventKey } = request.notification;
    const first = await repos.payments.markNotificationProcessed(vendorId, eventKey, paymentId, now);
    if (!first) return { payment, changed: false, refused: null, duplicate: true };
  }
  const charge = request.charge;
  if (charge && charge.reference !== payment.appliedChargeReference) {
    const kept = await repos.unappliedCharges.findByVendorReference(charge.vendorId, charge.reference);
    if (kept) {
      // A charge kept as unapplied never changes the payment; the vendor giving it back (a
      // refund made in its panel, a chargeback) closes it.
      if (kept.status === 'OPEN' && (charge.status === 'REFUNDED' || charge.status === 'CHARGED_BACK')) {
        await repos.unappliedCharges.decide(kept.id, {
          status: 'REFUNDED',
          by: null,
          at: now,
          note: `${charge.status === 'REFUNDED' ? 'Reembolsado' : 'Contracargo'} en ${charge.vendorId} (${charge.vendorStatus})`,
        });
      }
      return { payment, changed: false, refused: null };
    }
    const verdict = chargeVerdictOf(payment, request.status, charge);
    if (verdict.kind === 'unapplied') {
      const unappliedCharge = await keepUnapplied(repos, now, payment, request, verdict.reason);
      return { payment, changed: false, refused: null, unappliedCharge };
    }
    if (verdict.kind === 'other') return { payment, changed: false, refused: null };
  }
  const kept = keptVendorData(payment, request);
  const unchanged = async (refused: StatusOutcome['refused']): Promise<StatusOutcome> => ({
    payment: kept ? ((await repos.payments.update(paymentId, kept, now)) ?? payment) : payment,
    changed: false,
    refused,
  });
  const verdict = transitionOf(payment.status, request.status);
  if (verdict === 'same') return unchanged(null);
  if (verdict === 'refused') return unchanged('transition');
  // Only money staff record by hand has a method: a vendor's arrived through the vendor.
  if (request.method && !isRecordedByHand(payment)) return unchanged('method-not-manual');

  const step = new MoneyStep(repos, payment, request, now);
  let values: Partial<PaymentRow>;
  switch (request.status) {
    case 'APPROVED':
      values = { ...(await step.approve()), ...(await methodOfApproval(repos, now, payment, request)) };
      break;
    case 'REJECTED':
      values = await step.reject();
      break;
    case 'REFUNDED': {
      const refunded = await step.refund();
      if (refunded === 'exceeds') return unchanged('refund-exceeds');
      if (refunded === 'duplicate') return unchanged(null);
      values = refunded;
      break;
    }
    case 'CHARGED_BACK':
      values = await step.chargeBack();
      break;
    default:
      values = { status: request.status };
  }
  // The receipt counter is the last lock an approval takes (lock-order.ts): held only until commit.
  if (values.status === 'APPROVED' && payment.status !== 'APPROVED' && payment.receiptNumber === null) {
    values.receiptNumber = await repos.payments.nextReceiptNumber();
  }
  const updated = await repos.payments.update(paymentId, { ...kept, ...values }, now);
  await repos.payments.recordStatusChange(paymentId, {
    fromStatus: payment.status,
    toStatus: values.status ?? request.status,
    at: now,
    byUserId: byOf(request),
    source: request.source,
    vendorId:
      request.source === 'VENDOR' || request.source === 'SANDBOX'
        ? (request.charge?.vendorId ?? payment.vendorId)
        : null,
    reason: step.reason(),
  });
  await enqueueCommerceMail(repos, now, payment, values, step);
  return { payment: updated!, changed: true, refused: null };
}

/** A payment staff record by hand: manual, or never started with a vendor. */
const isRecordedByHand = (payment: PaymentRow) => !payment.vendorId || payment.vendorId === 'manual';

/**
 * The method staff's approval of a payment recorded by hand keeps: the one given, else its
 * manual enrollment's (what staff chose when enrolling). Nothing for a vendor's approval.
 */
async function methodOfApproval(
  repos: MoneyRepositories,
  now: Date,
  payment: PaymentRow,
  request: StatusRequest,
): Promise<Pick<PaymentRow, 'method'> | undefined> {
  if (request.source !== 'STAFF' || !isRecordedByHand(payment)) return undefined;
  if (request.method) return { method: request.method };
  if (payment.method || !payment.enrollmentId) return undefined;
  const enrollment = await enrollmentOfPayment(repos.executor, payment.enrollmentId, now);
  return enrollment?.manualPaymentMethod ? { method: enrollment.manualPaymentMethod } : undefined;
}

/**
 * The commerce e-mail the change made due, enqueued in this transaction (the notifications
 * module sends it after commit, once per payment or refund event whatever the retries).
 */
async function enqueueCommerceMail(
  repos: MoneyRepositories,
  now: Date,
  before: PaymentRow,
  values: Partial<PaymentRow>,
  step: MoneyStep,
) {
  const approved = values.status === 'APPROVED' && before.status !== 'APPROVED';
  const rejected = values.status === 'REJECTED';
  if (!approved && !rejected && !step.refundMade) return;
  const parties = await repos.payments.findReceiptParties(before.id);
  if (!parties) return;
  const tx = repos.executor;
  if (approved) await enqueuePaymentApproved(tx, before, parties, now);
  if (rejected) await enqueuePaymentRejected(tx, before, parties, now);
  if (step.refundMade) await enqueueRefundMade(tx, before, parties, step.refundMade, now);
}

/**
 * Keeps a vendor charge the payment cannot apply (once per vendor charge) and says so in the
 * payment's history; the payment itself is left as it is. Undefined when it was kept before.
 */
async function keepUnapplied(
  repos: MoneyRepositories,
  now: Date,
  payment: PaymentRow,
  request: StatusRequest,
  reason: UnappliedChargeRow['reason'],
): Promise<UnappliedChargeRow | undefined> {
  const charge = request.charge!;
  // The unapplied charges' table holds our currencies; a vendor answering another is refused as
  // an invalid answer by its adapter before this (a guard, never expected).
  if (!isCurrency(charge.currency)) return undefined;
  const row = await repos.unappliedCharges.record({
    paymentId: payment.id,
    vendorId: charge.vendorId,
    vendorReference: charge.reference,
    amount: charge.amount,
    currency: charge.currency,
    reason,
    vendorStatus: charge.vendorStatus,
    vendorData: charge.raw,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) return undefined;
  await repos.payments.recordStatusChange(payment.id, {
    fromStatus: payment.status,
    toStatus: payment.status,
    at: now,
    byUserId: byOf(request),
    source: request.source,
    vendorId: charge.vendorId,
    reason: `Cobro sin aplicar (${UNAPPLIED_REASON_TEXT[reason]}): ${charge.vendorId} ${charge.reference}, ${charge.amount} ${charge.currency}`,
  });
  return row;
}

export function createPaymentStatusRule(deps: { unitOfWork: UnitOfWork<MoneyRepositories>; clock: Clock }) {
  const { unitOfWork, clock } = deps;

  return async function applyPaymentStatus(
    paymentId: string,
    request: StatusRequest,
    /**
     * The repositories of a transaction the caller holds: the change joins it (a vendor
     * refund's row and its REFUND movement are written together, refunds.service.ts).
     */
    within?: MoneyRepositories,
  ): Promise<StatusOutcome> {
    const work = (repos: MoneyRepositories) => applyPaymentStatusIn(repos, clock.now(), paymentId, request);
    return within ? work(within) : unitOfWork.run(work);
  };
}

export type ApplyPaymentStatus = ReturnType<typeof createPaymentStatusRule>;
function keptVendorData(payment: PaymentRow, request: StatusRequest): Partial<PaymentRow> | undefined {
  // An approval reported for a payment staff approved before any vendor named its charge: that charge is the one applied.
  const claims =
    request.charge &&
    request.status === 'APPROVED' &&
    !payment.appliedChargeReference &&
    payment.status !== 'CREATED' &&
    payment.status !== 'PENDING';
  if (!request.vendorData && !request.vendorReference && !claims) return undefined;
  return {
    ...(request.vendorData ? { details: request.vendorData } : {}),
    ...(request.vendorReference && !payment.vendorReference
      ? { vendorReference: request.vendorReference }
      : {}),
    ...(claims ? appliedChargeOf(payment, request.charge!) : {}),
  };
}
