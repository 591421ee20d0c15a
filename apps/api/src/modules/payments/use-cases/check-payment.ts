/**
 * Reading a payment from its vendor and applying what the vendor says (checkPayment, the
 * sync), and capturing an approved PayPal order. The vendor's word is always fetched, never
 * taken from the payer's browser; refunds it lists are settled once each.
 */
import type { Actor } from '../../../core/actor.js';
import type { PaymentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { CheckoutDeps } from '../checkout.service.js';
import { isAppliedCharge } from '../payment-status.js';
import { statusBeforeRefunds } from '../payment-transitions.js';
import { fetchReferenceOf, vendorCall, vendorChargeOf, vendorDataOf } from '../vendor-calls.js';
import { notPayable, PAYABLE } from './checkout-rules.js';

export function createPaymentCheck(
  deps: Pick<CheckoutDeps, 'payments' | 'vendors' | 'applyPaymentStatus' | 'refunds' | 'log'>,
) {
  const { payments } = deps;

  return {
    /**
     * Reads the payment from its vendor and applies what the vendor says: for a person
     * (checkPayment) or as the system (the sync).
     */
    async check(payment: PaymentRow, actor: Actor): Promise<PaymentRow> {
      const vendor =
        payment.vendorId && payment.vendorId !== 'manual' ? deps.vendors[payment.vendorId] : undefined;
      const reference = fetchReferenceOf(payment);
      if (!vendor || !reference) return payment;
      const vendorPayment = await vendorCall(() => vendor.fetchPayment(reference));
      const source = payment.vendorId === 'sandbox' ? 'SANDBOX' : 'VENDOR';
      const charge = vendorChargeOf(vendor.vendorId, vendorPayment);
      const outcome = await deps.applyPaymentStatus(payment.id, {
        status: statusBeforeRefunds(vendorPayment.status),
        source,
        actor,
        fees: vendorPayment.fees,
        vendorData: { ...payment.details, ...vendorDataOf(vendorPayment) },
        charge,
      });
      if (outcome.unappliedCharge) {
        deps.log.warn(
          {
            paymentId: payment.id,
            chargeId: outcome.unappliedCharge.id,
            reason: outcome.unappliedCharge.reason,
          },
          'vendor charge kept as an unapplied charge: staff decide',
        );
      }
      // Refunds made at the vendor, and ours it has confirmed since (of the charge it applied).
      if (!isAppliedCharge(outcome.payment, charge)) return outcome.payment;
      await deps.refunds.reconcile(payment.id, vendorPayment, { actor, source });
      await deps.refunds.confirmPending(outcome.payment, { actor, source });
      return (await payments.findById(payment.id)) ?? outcome.payment;
    },

    /** Captures the payment's approved PayPal order once; a repeat answers the captured payment. */
    async capturePaypal(payment: PaymentRow): Promise<PaymentRow> {
      const paypal = deps.vendors.paypal;
      if (payment.vendorId !== 'paypal' || !paypal || !payment.vendorReference) {
        throw new AppError('PAYMENT_NOT_PAYABLE', 'El pago no se inició con PayPal');
      }
      if (payment.status === 'APPROVED') return payment;
      // A cancelled, expired or rejected payment takes no money: its order is never captured
      // (an approved PayPal order not captured charges nothing).
      if (!PAYABLE.has(payment.status)) throw notPayable(payment.status);
      const orderId = payment.vendorReference;
      // Per order: a payment paid again after an abandoned or declined order captures a new one.
      const captured = await vendorCall(() => paypal.capture(orderId, `capture:${payment.id}:${orderId}`));
      const outcome = await deps.applyPaymentStatus(payment.id, {
        status: statusBeforeRefunds(captured.status),
        source: 'VENDOR',
        fees: captured.fees,
        vendorData: { ...payment.details, ...vendorDataOf(captured) },
        charge: vendorChargeOf('paypal', captured),
      });
      if (captured.refunds.length === 0 && captured.status !== 'REFUNDED') return outcome.payment;
      if (!isAppliedCharge(outcome.payment, { reference: captured.vendorReference })) return outcome.payment;
      await deps.refunds.reconcile(payment.id, captured, { source: 'VENDOR' });
      return (await payments.findById(payment.id)) ?? outcome.payment;
    },
  };
}
