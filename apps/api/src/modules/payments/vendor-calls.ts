/**
 * Calling the payment vendors, shared by the checkout, notifications, refunds and unapplied
 * charges: where each vendor notifies, how a vendor failure is answered, which reference a
 * payment is read by, and what a vendor payment means for ours.
 */
import { VendorError } from '../../adapters/http-json.js';
import type { VendorPayment } from '../../adapters/payments/index.js';
import type { PaymentVendorId } from '../../adapters/payments/payment-vendor.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { VendorCharge } from './payment-status.js';

/** Where each vendor notifies (the contract's webhook paths). */
export const NOTIFICATION_PATHS: Record<PaymentVendorId, string> = {
  mercadopago: '/payments/mercadopago_ar/webhooks',
  dlocal: '/payments/dlocal/notifications',
  sandbox: '/payments/sandbox/notifications',
  paypal: '/payments/paypal/webhooks',
};

/** A vendor failure becomes a 502 that names no credential and changes nothing. */
export async function vendorCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof VendorError) {
      throw new AppError('VENDOR_UNAVAILABLE', `${error.vendor} no respondió como se esperaba`);
    }
    throw error;
  }
}

/**
 * A read of something a signed notification names; undefined when the vendor answers 404: it
 * signed a notification about something it does not know (a test event, another account's
 * payment or refund), which no retry will change, so it is not a failure to answer 502 to.
 */
export async function unlessUnknownToVendor<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof VendorError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * What fetchPayment reads for a payment: the vendor payment a notification named (kept in
 * the details), else the checkout's reference — except Mercado Pago's, a preference, which
 * names no payment until the payer pays.
 */
export function fetchReferenceOf(payment: PaymentRow): string | null {
  const known = (payment.details as { vendorPaymentId?: unknown }).vendorPaymentId;
  if (typeof known === 'string') return known;
  return payment.vendorId === 'mercadopago' ? null : payment.vendorReference;
}

/** The charge a vendor payment is, as the money rule tells it from the payment's own (issue 17). */
export const vendorChargeOf = (vendorId: PaymentVendorId, vendorPayment: VendorPayment): VendorCharge => ({
  vendorId,
  reference: vendorPayment.vendorReference,
  amount: vendorPayment.amount,
  currency: vendorPayment.currency,
  vendorStatus: vendorPayment.vendorStatus,
  status: vendorPayment.status,
  raw: vendorPayment.raw,
});

/** What a vendor payment leaves in our payment's details. */
export const vendorDataOf = (vendorPayment: VendorPayment) => ({
  vendorPaymentId: vendorPayment.vendorReference,
  vendorStatus: vendorPayment.vendorStatus,
  // What a refund names (PayPal's capture): kept, so a refund needs no read first.
  ...(vendorPayment.refundableId ? { refundableId: vendorPayment.refundableId } : {}),
  disputed: vendorPayment.disputed,
  payment: vendorPayment.raw,
});
