/**
 * What a vendor reports of refunds, settled once each: the refunds a payment it read lists
 * (`reconcile`, and the rest when it says REFUNDED), our refunds still pending (`confirmPending`,
 * read one by one: dLocal lists none on its payment) and a notification about one refund
 * (`receive`). These run for a payer's check, the sync and the vendors' notifications.
 */
import type {
  PaymentVendorId,
  VendorPayment,
  VendorRefund,
} from '../../../adapters/payments/payment-vendor.js';
import type { Actor } from '../../../core/actor.js';
import type { PaymentRow } from '../../../db/schema/index.js';
import type { RefundsDeps } from '../refunds.service.js';
import { unlessUnknownToVendor, vendorCall } from '../vendor-calls.js';
import { isManual } from './refund-amounts.js';
import type { VendorRefunds } from './refund-through-vendor.js';
import type { RefundReport, RefundSettlement } from './settle-refund.js';

export function createRefundReconciliation(
  deps: Pick<RefundsDeps, 'payments' | 'vendors' | 'log'>,
  vendorRefunds: VendorRefunds,
  settlement: RefundSettlement,
) {
  const { payments, log } = deps;
  const { settle, settleRest } = settlement;

  /** Our payment a vendor refund gives back from: by a refund we recorded, the id the vendor echoes, or its payment's reference. */
  async function paymentOfRefund(vendorId: PaymentVendorId, refund: VendorRefund) {
    const known = await payments.refunds.findByVendorRefund(vendorId, refund.vendorRefundId);
    if (known) return payments.findById(known.paymentId);
    if (refund.paymentId && /^[0-9a-f-]{36}$/i.test(refund.paymentId)) {
      const byId = await payments.findById(refund.paymentId);
      if (byId?.vendorId === vendorId) return byId;
    }
    return refund.paymentReference
      ? payments.findByVendorReference(vendorId, refund.paymentReference)
      : undefined;
  }

  return {
    /**
     * After a vendor payment was read (a notification, checkPayment, the sync, a capture): each
     * refund it lists is settled once, and when it says REFUNDED, the rest.
     */
    async reconcile(paymentId: string, vendorPayment: VendorPayment, how: RefundReport) {
      for (const refund of vendorPayment.refunds) await settle(paymentId, refund, how);
      if (vendorPayment.status === 'REFUNDED') await settleRest(paymentId, vendorPayment, how);
    },

    /**
     * The payment's refunds still pending after `reconcile`: each read from the vendor (dLocal
     * lists none on its payment); one whose answer never reached us is asked again with its key
     * where that is safe. A vendor failure is left to the next check.
     */
    async confirmPending(payment: PaymentRow, how: RefundReport) {
      if (isManual(payment)) return;
      const vendor = deps.vendors[payment.vendorId as PaymentVendorId];
      if (!vendor) return;
      const pending = await payments.refunds.pendingOf(payment.id);
      if (pending.length === 0) return;
      const refundableId = await vendorRefunds.refundableIdOf(payment, vendor);
      // Asked, its answer lost, of a vendor that may not be asked twice (dLocal): found among the
      // refunds the vendor lists for the payment (settle matches it to our request by amount).
      if (!vendor.refundsIdempotent && vendor.listRefunds && pending.some((row) => !row.vendorRefundId)) {
        const listed = await vendorCall(() => vendor.listRefunds!(refundableId));
        for (const refund of listed) await settle(payment.id, refund, how);
      }
      for (const row of await payments.refunds.pendingOf(payment.id)) {
        if (row.vendorRefundId) {
          const refund = await vendorCall(() => vendor.fetchRefund(row.vendorRefundId!, refundableId));
          await settle(payment.id, refund, { ...how, idempotencyKey: row.idempotencyKey });
        } else if (row.idempotencyKey && vendor.refundsIdempotent) {
          const answer = await vendorRefunds.refundThroughVendor({
            vendorId: row.vendorId as PaymentVendorId,
            vendorPaymentId: refundableId,
            amount: row.vendorAmount,
            currency: row.vendorCurrency,
            idempotencyKey: row.idempotencyKey,
          });
          if (answer.outcome === 'answered') {
            await settle(payment.id, answer.refund, { ...how, idempotencyKey: row.idempotencyKey });
          }
        }
      }
    },

    /**
     * A notification about a refund (PayPal's refund webhooks, dLocal's refund notification): the
     * refund is read from the vendor, its payment found, and it is settled once, as `actor` (the
     * system: the vendor's notification).
     */
    async receive(
      actor: Actor,
      vendorId: PaymentVendorId,
      refundReference: string,
      how: { reversal?: boolean; vendorReference?: string },
    ): Promise<'applied' | 'duplicate' | 'unknown-payment'> {
      const vendor = vendorRefunds.vendorOf(vendorId);
      // A refund the vendor answers 404 for (a test event, another account's): logged, answered 200.
      const refund = await vendorCall(() =>
        unlessUnknownToVendor(() => vendor.fetchRefund(refundReference, how.vendorReference || undefined)),
      );
      if (!refund) {
        log.warn(
          { vendorId, vendorRefundId: refundReference },
          'refund notification for a refund the vendor does not know',
        );
        return 'unknown-payment';
      }
      const payment = await paymentOfRefund(vendorId, refund);
      if (!payment) {
        log.warn(
          { vendorId, vendorRefundId: refund.vendorRefundId },
          'refund notification for an unknown payment',
        );
        return 'unknown-payment';
      }
      const source = vendorId === 'sandbox' ? 'SANDBOX' : 'VENDOR';
      const result = await settle(payment.id, refund, { source, actor, reversal: how.reversal });
      return result === 'duplicate' ? 'duplicate' : 'applied';
    },
  };
}
