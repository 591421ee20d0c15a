/**
 * What the refunds use cases share: the vendors' names in messages, what a vendor charged for
 * a payment (PayPal charges an ARS payment in USD), the amounts a refund gives back on either
 * side, and how a refund is answered.
 */
import { compareMoney, type MoneyAmount, type MoneyCurrency, subtractMoney } from '@catedra/contract';
import type { PaymentVendorId, VendorRefund } from '../../../adapters/payments/payment-vendor.js';
import type { PaymentRefundRow, PaymentRow } from '../../../db/schema/index.js';
import { convertMoney } from '../exchange.js';
import { remainingOf } from '../money-step.js';
import type { MoneyRepositories } from '../payment-status.js';

export const VENDOR_NAMES: Record<PaymentVendorId, string> = {
  mercadopago: 'Mercado Pago',
  paypal: 'PayPal',
  dlocal: 'dLocal',
  sandbox: 'el sandbox',
};

export const isManual = (payment: PaymentRow) => !payment.vendorId || payment.vendorId === 'manual';

/** What the vendor charged for the payment: PayPal charges an ARS payment in USD (the checkout's `details.charge`). */
export function chargeOf(payment: PaymentRow): {
  amount: MoneyAmount;
  currency: MoneyCurrency;
  rate: string | null;
} {
  const charge = (
    payment.details as { charge?: { amount?: string; currency?: string; rate?: string | null } }
  ).charge;
  if (charge?.amount && (charge.currency === 'ARS' || charge.currency === 'USD')) {
    return { amount: charge.amount, currency: charge.currency, rate: charge.rate ?? null };
  }
  return { amount: payment.amount, currency: payment.currency, rate: null };
}

const smaller = (a: MoneyAmount, b: MoneyAmount) => (compareMoney(a, b) <= 0 ? a : b);

/**
 * A vendor refund's amount in the payment's currency, for a refund made at the vendor: the
 * same amount when it charged in the payment's currency; else converted at the rate it was
 * charged at, and all that is left when it gives back all it has left of the charge.
 */
export async function ourAmountOf(repos: MoneyRepositories, payment: PaymentRow, refund: VendorRefund) {
  const charge = chargeOf(payment);
  if (refund.currency !== charge.currency) return undefined;
  const totals = await repos.payments.refunds.totals(payment.id);
  const left = subtractMoney(remainingOf(payment), totals.held);
  if (charge.currency === payment.currency) return refund.amount;
  const vendorLeft = subtractMoney(charge.amount, totals.vendorGiven);
  if (compareMoney(refund.amount, vendorLeft) >= 0 || !charge.rate) return left;
  return smaller(convertMoney(refund.amount, charge.currency, payment.currency, charge.rate), left);
}

/** What the vendor gives back for `amount` of the payment: the rest of its charge when `amount` is all that is left. */
export function vendorAmountOf(
  payment: PaymentRow,
  amount: MoneyAmount,
  left: MoneyAmount,
  vendorGiven: MoneyAmount,
) {
  const charge = chargeOf(payment);
  if (charge.currency === payment.currency) return { amount, currency: charge.currency };
  if (compareMoney(amount, left) === 0 || !charge.rate) {
    return { amount: subtractMoney(charge.amount, vendorGiven), currency: charge.currency };
  }
  return {
    amount: convertMoney(amount, payment.currency, charge.currency, charge.rate),
    currency: charge.currency,
  };
}

/** A refund as getPaymentDetails shows it; `currency` is the payment's (the row's amount is in it). */
export function toRefundDto(row: PaymentRefundRow, currency: MoneyCurrency) {
  return {
    id: row.id,
    amount: row.amount,
    currency,
    vendorAmount: row.vendorAmount,
    vendorCurrency: row.vendorCurrency,
    status: row.status,
    vendorRefundId: row.vendorRefundId,
    // Ours carry the key we sent the vendor; one made at the vendor has none.
    origin: row.idempotencyKey ? ('staff' as const) : ('vendor' as const),
    requestedBy: row.requestedBy,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
