/**
 * Vendor notifications (VENDORS.md's general rule; issue 11 item 4): the signature is
 * checked over the raw bytes before anything of the body is read (401 and nothing changed
 * when it fails); a verified notification is only a hint — the payment is fetched from the
 * vendor, then its status applied through the one money rule, de-duplicated on the vendor's
 * payment and status in processed_notifications inside that rule's transaction (where a charge
 * the payment cannot apply is kept as an unapplied charge, issue 17). A verified
 * notification about a payment we do not know is logged and answered 2xx, so the vendor
 * stops retrying.
 */
import type { IncomingNotification, PaymentVendors, VendorPayment } from '../../adapters/payments/index.js';
import type { PaymentVendorId } from '../../adapters/payments/payment-vendor.js';
import { AppError } from '../../errors/app-error.js';
import { vendorCall, vendorChargeOf, vendorDataOf } from './checkout.service.js';
import type { ApplyPaymentStatus } from './payment-status.js';
import type { PaymentsRepository } from './payments.repository.js';

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
      const verdict = await vendor.verifyNotification(incoming);
      if (!verdict.verified) {
        log.warn({ vendorId, refusal: verdict.refusal }, 'payment notification refused');
        throw new AppError('UNAUTHENTICATED', 'La firma de la notificación no es válida');
      }
      const { notification } = verdict;
      if (!notification.namesPayment) return 'not-a-payment';
      // The notification is a hint: the vendor's own answer decides.
      // A vendor that fails now answers 502: the vendor retries later, nothing changed.
      const vendorPayment = await vendorCall(() => vendor.fetchPayment(notification.vendorReference));
      const payment = await paymentFor(vendorId, vendorPayment);
      if (!payment) {
        log.warn(
          { vendorId, vendorReference: vendorPayment.vendorReference, event: notification.event },
          'payment notification for an unknown payment',
        );
        return 'unknown-payment';
      }
      // The rule decides, under the payment's lock, whether this charge is the payment's own or
      // one to keep as unapplied (another amount, a second charge, a closed payment).
      const outcome = await deps.applyPaymentStatus(payment.id, {
        status: vendorPayment.status,
        source: vendorId === 'sandbox' ? 'SANDBOX' : 'VENDOR',
        fees: vendorPayment.fees,
        vendorData: { ...payment.details, ...vendorDataOf(vendorPayment) },
        charge: vendorChargeOf(vendorId, vendorPayment),
        notification: {
          vendorId,
          eventKey: `${vendorPayment.vendorReference}:${vendorPayment.vendorStatus}`,
        },
      });
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
          { vendorId, paymentId: payment.id, from: outcome.payment.status, to: vendorPayment.status },
          'late or reordered notification ignored',
        );
        return 'refused-transition';
      }
      return 'applied';
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
