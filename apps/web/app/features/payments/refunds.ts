/**
 * What the refund dialog computes from a payment and its refunds (getPaymentDetails): what is
 * still refundable (a pending vendor refund holds its amount until the vendor confirms it),
 * what is pending, and how the refund is made (through the vendor, or by hand for a manual one).
 */
import { addMoney, compareMoney, subtractMoney } from '@catedra/contract/browser';
import type { Payment, PaymentDetails } from './queries';

type Refund = PaymentDetails['refunds'][number];

/** The sum of the refunds still waiting for the vendor's confirmation. */
export const pendingRefundsOf = (refunds: readonly Refund[]) =>
  addMoney('0.00', ...refunds.filter((refund) => refund.status === 'PENDING').map((refund) => refund.amount));

/** What a refund may still give back: the amount, less what was refunded and what is pending. */
export const refundableOf = (payment: Payment, refunds: readonly Refund[] = []) =>
  subtractMoney(subtractMoney(payment.amount, payment.refundedAmount), pendingRefundsOf(refunds));

/** A manual payment (or one never sent to a vendor) is refunded by hand; any other through its vendor. */
export const refundsThroughVendor = (payment: Payment) =>
  payment.vendorId !== null && payment.vendorId !== 'manual';

/** After the refund call: done (the refunded amount grew) or waiting for the vendor. */
export const refundOutcome = (before: Payment, after: Payment): 'done' | 'pending' =>
  compareMoney(after.refundedAmount, before.refundedAmount) > 0 ? 'done' : 'pending';
