/**
 * The payment statuses' transitions (DESIGN.md section 4, "Payments and money"):
 * CREATED → PENDING (initialised with a vendor) → APPROVED | REJECTED | CANCELLED | EXPIRED;
 * APPROVED → REFUNDED | CHARGED_BACK. A vendor may report the outcome of a payment we never
 * saw PENDING (CREATED → APPROVED | REJECTED), which is the same path with a step unseen.
 * REJECTED, CANCELLED, EXPIRED, REFUNDED and CHARGED_BACK are terminal.
 *
 * A partial refund is APPROVED → REFUNDED asked with less than what is left: the payment
 * stays APPROVED (its refunded amount grows) until nothing is left.
 */
import { PAYMENT_STATUS_NEXT } from '@catedra/contract';
import type { PaymentStatus } from '../../adapters/payments/payment-vendor.js';

const NEXT = PAYMENT_STATUS_NEXT;

/** What asking for `to` from `from` means: a change, nothing (already there) or a refusal. */
export type TransitionVerdict = 'change' | 'same' | 'refused';

export function transitionOf(from: PaymentStatus, to: PaymentStatus): TransitionVerdict {
  if (from === to) return 'same';
  return NEXT[from].includes(to) ? 'change' : 'refused';
}

/** Statuses a payment reaches only through an approval: the ledger counts their amounts. */
export const APPROVED_ONCE: readonly PaymentStatus[] = ['APPROVED', 'REFUNDED', 'CHARGED_BACK'];

/**
 * The status to apply when a vendor reports `status` (refunds.service.ts reconciles the rest):
 * a payment the vendor reports REFUNDED was approved first, and what went back is recorded
 * refund by refund — the ones it lists, then the rest — never as one "all that is left".
 */
export function statusBeforeRefunds(status: PaymentStatus): PaymentStatus {
  return status === 'REFUNDED' ? 'APPROVED' : status;
}
