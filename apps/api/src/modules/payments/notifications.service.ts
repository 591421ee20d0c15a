/**
 * Vendor notifications (VENDORS.md's general rule; issue 11 item 4): the signature is
 * checked over the raw bytes before anything of the body is read (401 and nothing changed
 * when it fails); a verified notification is only a hint — the payment is fetched from the
 * vendor, then its status applied through the one money rule, de-duplicated on the vendor's
 * payment and status in processed_notifications inside that rule's transaction (where a charge
 * the payment cannot apply is kept as an unapplied charge, issue 17). A verified
 * notification about a payment we do not know, or that the vendor itself does not know (its
 * read answers 404), is logged and answered 2xx, so the vendor stops retrying.
 */
import type { IncomingNotification, PaymentVendors, VendorPayment } from '../../adapters/payments/index.js';
import type { PaymentVendorId } from '../../adapters/payments/payment-vendor.js';
import { systemActor } from '../../core/actor.js';
import { AppError } from '../../errors/app-error.js';
import { type ApplyPaymentStatus, isAppliedCharge } from './payment-status.js';
import { statusBeforeRefunds } from './payment-transitions.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { RefundsService } from './refunds.service.js';
import { unlessUnknownToVendor, vendorCall, vendorChargeOf, vendorDataOf } from './vendor-calls.js';

/** A notification is the system acting: its changes are recorded with no user, as the vendor's. */
const NOTIFICATION = systemActor('vendor-notification');

export type NotificationLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export type NotificationOutcome =
  | 'applied'
  | 'duplicate'
  | 'refused-transition'
  | 'unknown-payment'
  | 'not-a-payment'
  /** A charge the payment cannot apply (another amount, a second charge, a closed payment): kept for staff. */
  | 'unapplied-charge';

export function createNotificationsService(deps: {
  payments: PaymentsRepository;
  vendors: PaymentVendors;
  applyPaymentStatus: ApplyPaymentStatus;
  /** Refunds a notification names or a payment lists: read from the vendor, settled once (refunds.service.ts). */
  refunds: Pick<RefundsService, 'receive' | 'reconcile'>;
  log: NotificationLog;
}) {
  const { payments, log } = deps;

  /** Our payment for what the vendor reports: the id it echoes back, else its reference. */
  async function paymentFor(vendorId: PaymentVendorId, vendorPayment: VendorPayment) {
    if (vendorPayment.paymentId && /^[0-9a-f-]{36}$/i.test(vendorPayment.paymentId)) {
      const byId = await payments.findById(vendorPayment.paymentId);
      if (byId) return byId;
    }
    return payments.findByVendorReference(vendorId, vendorPayment.vendorReference);
  }

  return {
    /** 401 (UNAUTHENTICATED) for a notification whose signature does not hold; otherwise what was done. */
    async receive(vendorId: PaymentVendorId, incoming: IncomingNotification): Promise<NotificationOutcome> {
      const vendor = deps.vendors[vendorId];
      // An unconfigured vendor's endpoint does not exist for this installation.
      if (!vendor) throw AppError.notFound('El medio de pago');
      // PayPal verifies its webhooks itself: PayPal not answering is a 502 (it retries), not a 500.
      const verdict = await vendorCall(() => vendor.verifyNotification(incoming));
      if (!verdict.verified) {
        log.warn({ vendorId, refusal: verdict.refusal }, 'payment notification refused');
        throw new AppError('UNAUTHENTICATED', 'La firma de la notificación no es válida');
      }
      const { notification } = verdict;
      if (!notification.namesPayment) return 'not-a-payment';
      if (notification.refundReference) {
        // About a refund (PayPal's refund webhooks, dLocal's refund): the refund, read from the vendor, decides.
        const received = await deps.refunds.receive(NOTIFICATION, vendorId, notification.refundReference, {
          reversal: notification.reversal,
          vendorReference: notification.vendorReference,
        });
        return received;
      }
      // The notification is a hint: the vendor's own answer decides.
      // A vendor that fails now answers 502: the vendor retries later, nothing changed.
      const vendorPayment = await vendorCall(() =>
        unlessUnknownToVendor(() => vendor.fetchPayment(notification.vendorReference)),
      );
      if (!vendorPayment) {
        log.warn(
          { vendorId, vendorReference: notification.vendorReference, event: notification.event },
          'payment notification for a payment the vendor does not know',
        );
        return 'unknown-payment';
      }
      const payment = await paymentFor(vendorId, vendorPayment);
      if (!payment) {
        log.warn(
          { vendorId, vendorReference: vendorPayment.vendorReference, event: notification.event },
          'payment notification for an unknown payment',
        );
        return 'unknown-payment';
      }
      // A payment refunded at the vendor was approved first: its approval, then its refunds.
      const status = statusBeforeRefunds(vendorPayment.status);
      const source = vendorId === 'sandbox' ? 'SANDBOX' : 'VENDOR';
      // The rule decides, under the payment's lock, whether this charge is the payment's own or
      // one to keep as unapplied (another amount, a second charge, a closed payment).
      const charge = vendorChargeOf(vendorId, vendorPayment);
      const outcome = await deps.applyPaymentStatus(payment.id, {
        status,
        source,
        actor: NOTIFICATION,
        fees: vendorPayment.fees,
        vendorData: { ...payment.details, ...vendorDataOf(vendorPayment) },
        charge,
        notification: {
          vendorId,
          eventKey: `${vendorPayment.vendorReference}:${vendorPayment.vendorStatus}`,
        },
      });
      // Refunds are de-duplicated on their own (one per vendor refund): a payment notified again
      // with the same status may list a new partial refund (Mercado Pago's stays `approved`).
      // Those of a charge kept as unapplied are not the payment's (the rule closed the charge).
      if (isAppliedCharge(outcome.payment, charge))
        await deps.refunds.reconcile(payment.id, vendorPayment, { actor: NOTIFICATION, source });
      if (outcome.duplicate) return 'duplicate';
      if (outcome.unappliedCharge) {
        const charge = outcome.unappliedCharge;
        log.warn(
          {
            vendorId,
            paymentId: payment.id,
            chargeId: charge.id,
            reason: charge.reason,
            amount: charge.amount,
          },
          'vendor charge kept as an unapplied charge: staff decide',
        );
        return 'unapplied-charge';
      }
      if (outcome.refused) {
        log.info(
          { vendorId, paymentId: payment.id, from: outcome.payment.status, to: status },
          'late or reordered notification ignored',
        );
        return 'refused-transition';
      }
      return 'applied';
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
