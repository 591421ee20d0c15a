/**
 * The commission rule other modules call inside their transaction (the payments module's
 * status change: payment-status.ts / money-step.ts), on its handle `tx`:
 *
 * - `accrueCommission`: a payment of an enrollment a seller referred is approved — one ACCRUAL
 *   line at the seller's rate in force then, pointing to the payment;
 * - `clawBackCommission`: a refund or chargeback of that payment — one CLAWBACK line at the
 *   accrual's rate (never today's), so that the payment's lines add up to exactly
 *   rate × what is left collected (each line is the new target less what the lines held, so
 *   the cents of every rounding telescope away).
 *
 * Once per payment and event: the event key is the money movement's (`approval`, the refund's,
 * `chargeback`), and the unique key (payment_id, event_key) makes a retry or a repeated
 * notification write nothing. Lines are rows inserted after the payment's locks (the lock order
 * of ARCHITECTURE.md); they lock nothing more (payouts lock the seller's account).
 */
import {
  addMoney,
  isZeroMoney,
  type MoneyAmount,
  type MoneyCurrency,
  percentageOf,
  subtractMoney,
} from '@catedra/contract';
import type { Executor } from '../../db/database.js';
import { createCommissionsRepository } from './commissions.repository.js';

/** Rates are stored as numeric(5,2): what the API answers ("10.00"). */
export const commissionOf = (amount: MoneyAmount, ratePercent: string): MoneyAmount =>
  percentageOf(amount, ratePercent);

export type Accrual = {
  paymentId: string;
  enrollmentId: string;
  sellerId: string;
  currency: MoneyCurrency;
  /** What the payment collected. */
  amount: MoneyAmount;
  now: Date;
};

/** The ACCRUAL of an approved payment (nothing when the seller has no rate yet, or it was written). */
export async function accrueCommission(tx: Executor, accrual: Accrual): Promise<void> {
  const commissions = createCommissionsRepository(tx);
  const rate = await commissions.rateAt(accrual.sellerId, accrual.now);
  if (!rate) return;
  await commissions.insertLine({
    sellerId: accrual.sellerId,
    kind: 'ACCRUAL',
    currency: accrual.currency,
    amount: commissionOf(accrual.amount, rate.ratePercent),
    ratePercent: rate.ratePercent,
    base: accrual.amount,
    paymentId: accrual.paymentId,
    enrollmentId: accrual.enrollmentId,
    eventKey: 'approval',
    occurredAt: accrual.now,
    createdAt: accrual.now,
  });
}

export type Clawback = {
  paymentId: string;
  /** The money movement's event key of the refund or chargeback. */
  eventKey: string;
  /** What was given back by this event. */
  givenBack: MoneyAmount;
  /** What is left collected of the payment after it. */
  netAfter: MoneyAmount;
  reason: 'REFUND' | 'CHARGEBACK';
  now: Date;
};

/** The CLAWBACK of a refund or chargeback (nothing when the payment accrued no commission). */
export async function clawBackCommission(tx: Executor, clawback: Clawback): Promise<void> {
  const commissions = createCommissionsRepository(tx);
  const lines = await commissions.ofPayment(clawback.paymentId);
  const accrual = lines.find((line) => line.kind === 'ACCRUAL');
  if (!accrual?.ratePercent) return;
  if (lines.some((line) => line.eventKey === clawback.eventKey)) return;
  const held = addMoney('0.00', ...lines.map((line) => line.amount));
  const target = commissionOf(clawback.netAfter, accrual.ratePercent);
  const amount = subtractMoney(target, held);
  if (isZeroMoney(amount)) return;
  await commissions.insertLine({
    sellerId: accrual.sellerId,
    kind: 'CLAWBACK',
    currency: accrual.currency,
    amount,
    ratePercent: accrual.ratePercent,
    base: subtractMoney('0.00', clawback.givenBack),
    paymentId: clawback.paymentId,
    enrollmentId: accrual.enrollmentId,
    eventKey: clawback.eventKey,
    note: clawback.reason === 'REFUND' ? 'Reembolso' : 'Contracargo',
    occurredAt: clawback.now,
    createdAt: clawback.now,
  });
}
