/**
 * Asking a vendor for a refund, nothing else: no lock, no ledger (the caller reserves before
 * and settles after), with one idempotency key per refund. Also what the vendor refunds of a
 * payment, and giving back a vendor charge kept as unapplied (a staff decision).
 */

import type { MoneyCurrency } from '@catedra/contract';
import { VendorError, type VendorFailure } from '../../../adapters/http-json.js';
import type {
  PaymentVendor,
  PaymentVendorId,
  RefundRequest,
  VendorRefund,
} from '../../../adapters/payments/payment-vendor.js';
import type { PaymentRow, UnappliedChargeRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { RefundsDeps } from '../refunds.service.js';
import { fetchReferenceOf, NOTIFICATION_PATHS, vendorCall } from '../vendor-calls.js';
import { VENDOR_NAMES } from './refund-amounts.js';

/**
 * The refund call of `refundThroughVendor`: the vendor's refund request (what to give back, in
 * the currency it charged, and the key that makes it once), and which vendor. The notification
 * address is added per vendor.
 */
export type VendorRefundCall = Omit<RefundRequest, 'currency' | 'notificationUrl'> & {
  vendorId: PaymentVendorId;
  currency: MoneyCurrency;
};

/**
 * What the vendor said: `answered` (its refund, PENDING, COMPLETED or FAILED), `refused` (a 4xx:
 * nothing was given back) or `unknown` (timeout, no connection, 5xx, an unreadable answer: it
 * may have refunded — ask again with the same key, never with another).
 */
export type VendorRefundOutcome =
  | { outcome: 'answered'; refund: VendorRefund }
  | { outcome: 'refused'; status: number }
  | { outcome: 'unknown'; failure: VendorFailure };

/** A refund answer's status codes that mean "not done, and asking again will not do it". */
const isRefusal = (error: VendorError) =>
  error.failure === 'status' &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 409, 425, 429].includes(error.status);

export const vendorRefused = (vendorId: PaymentVendorId) =>
  new AppError('VENDOR_REFUND_REFUSED', `${VENDOR_NAMES[vendorId]} rechazó el reembolso`);

export function createVendorRefunds(deps: Pick<RefundsDeps, 'vendors' | 'notificationBaseUrl' | 'log'>) {
  const { log } = deps;

  const vendorOf = (vendorId: PaymentVendorId): PaymentVendor => {
    const vendor = deps.vendors[vendorId];
    if (!vendor) {
      throw new AppError(
        'VENDOR_UNAVAILABLE',
        `${VENDOR_NAMES[vendorId]} no está configurado: el reembolso no se puede pedir`,
      );
    }
    return vendor;
  };

  const notificationUrlOf = (vendorId: PaymentVendorId) =>
    `${deps.notificationBaseUrl.replace(/\/$/, '')}${NOTIFICATION_PATHS[vendorId]}`;

  /**
   * Asks the vendor for a refund, nothing else: no lock, no ledger (the caller reserves before
   * and settles after). Throws only when the vendor is not configured here.
   */
  async function refundThroughVendor(call: VendorRefundCall): Promise<VendorRefundOutcome> {
    const { vendorId, ...request } = call;
    const vendor = vendorOf(vendorId);
    try {
      const refund = await vendor.refund({ ...request, notificationUrl: notificationUrlOf(vendorId) });
      return { outcome: 'answered', refund };
    } catch (error) {
      if (!(error instanceof VendorError)) throw error;
      // The vendor's status and our failure kind only: its body may echo the payer's data.
      if (isRefusal(error)) {
        log.warn({ vendorId: call.vendorId, status: error.status }, 'vendor refused a refund');
        return { outcome: 'refused', status: error.status };
      }
      log.warn(
        { vendorId: call.vendorId, status: error.status, failure: error.failure },
        'vendor refund unanswered: its outcome is unknown',
      );
      return { outcome: 'unknown', failure: error.failure };
    }
  }

  /** What the vendor refunds of this payment: kept from its last answer, else read from it (older payments). */
  async function refundableIdOf(payment: PaymentRow, vendor: PaymentVendor): Promise<string> {
    const kept = (payment.details as { refundableId?: unknown }).refundableId;
    if (typeof kept === 'string' && kept) return kept;
    const reference = fetchReferenceOf(payment);
    const read = reference ? await vendorCall(() => vendor.fetchPayment(reference)) : undefined;
    if (!read?.refundableId) {
      throw new AppError(
        'PAYMENT_TRANSITION_REFUSED',
        'El medio de pago no registra un cobro para reembolsar',
      );
    }
    return read.refundableId;
  }

  /**
   * Gives back a vendor charge kept as unapplied (a staff decision, unapplied-charges.service.ts):
   * the charge is read again for what the vendor refunds (PayPal's capture behind its order),
   * then refunded whole with one key per charge, so two decisions at once ask for one refund.
   * Refused by the vendor: 422; unanswered: 502, and deciding again asks again with that key.
   */
  async function refundUnappliedCharge(charge: UnappliedChargeRow): Promise<{ refundReference: string }> {
    const { vendorId } = charge;
    // Only vendors charge: a manual payment's money never arrives as a vendor charge.
    if (vendorId === 'manual') {
      throw new AppError('VENDOR_REFUND_UNAVAILABLE', 'Un cobro manual se devuelve por fuera del sistema');
    }
    const vendor = vendorOf(vendorId);
    const charged = await vendorCall(() => vendor.fetchPayment(charge.vendorReference));
    const answer = await refundThroughVendor({
      vendorId,
      vendorPaymentId: charged.refundableId ?? charged.vendorReference,
      amount: charge.amount,
      currency: charge.currency,
      idempotencyKey: `unapplied-charge:${charge.id}`,
    });
    if (answer.outcome === 'unknown') {
      throw new AppError('VENDOR_UNAVAILABLE', `${VENDOR_NAMES[vendorId]} no confirmó el reembolso`);
    }
    if (answer.outcome === 'refused' || answer.refund.status === 'FAILED') throw vendorRefused(vendorId);
    return { refundReference: answer.refund.vendorRefundId };
  }

  return { vendorOf, refundThroughVendor, refundableIdOf, refundUnappliedCharge };
}

export type VendorRefunds = ReturnType<typeof createVendorRefunds>;
