/**
 * What the public checkout shows behind a link token: the payment's course, plan, periods,
 * lines and vendors, and whether the payer may pay again; nothing about its user.
 */
import { awaitsPayerApproval } from '../../../adapters/payments/index.js';
import type { PaymentRow } from '../../../db/schema/index.js';
import { checkoutContextOf, enrollmentOfPayment, periodsOf } from '../../enrollments/index.js';
import { allowedVendorsOf, payerCountryOf } from '../allowed-vendors.js';
import type { CheckoutDeps } from '../checkout.service.js';
import { toComponentDto } from '../payment-dtos.js';
import { vendorCall } from '../vendor-calls.js';

export function createCheckoutView(deps: Pick<CheckoutDeps, 'payments' | 'db' | 'vendors' | 'clock'>) {
  const { payments, clock } = deps;

  /**
   * Whether the payer may choose a vendor now: a CREATED payment, or a PENDING one on which
   * nothing can have been paid yet. Today that is a PayPal order the payer never approved
   * (he closed PayPal's window and came back later). A capture PayPal left pending, or another
   * vendor's pending payment (an offline payment in progress), is waited on: paying it again
   * could charge twice. When PayPal does not answer, the payer waits too.
   */
  async function canPayAgain(payment: PaymentRow): Promise<boolean> {
    if (payment.status === 'CREATED') return true;
    const paypal = deps.vendors.paypal;
    const orderId = payment.vendorReference;
    if (payment.status !== 'PENDING' || payment.vendorId !== 'paypal' || !paypal || !orderId) return false;
    try {
      const order = await vendorCall(() => paypal.fetchPayment(orderId));
      return awaitsPayerApproval(order.vendorStatus);
    } catch {
      return false;
    }
  }

  return {
    /** What the public checkout shows: this payment's course, plan, periods and vendors; nothing about its user. */
    async view(payment: PaymentRow) {
      const enrollment = payment.enrollmentId
        ? await enrollmentOfPayment(deps.db, payment.enrollmentId, clock.now())
        : undefined;
      const { course, plan } = enrollment ? await checkoutContextOf(deps.db, enrollment) : {};
      const components = await payments.findComponents(payment.id);
      const numbers = new Set(components.map((line) => line.periodNumber).filter((n) => n !== null));
      const periods = enrollment
        ? (await periodsOf(deps.db, enrollment.id)).filter((period) => numbers.has(period.number))
        : [];
      return {
        paymentId: payment.id,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description,
        enrollmentId: payment.enrollmentId,
        course: course ? { id: course.id, name: course.title } : null,
        plan: plan ? { name: plan.name, type: plan.type } : null,
        periods: periods.map((period) => ({
          number: period.number,
          dueDate: period.dueDate,
          amount: period.amount,
        })),
        components: components.map(toComponentDto),
        allowedVendors: allowedVendorsOf(payment, {
          vendors: deps.vendors,
          country: await payerCountryOf(deps, payment),
          staff: false,
        }),
        vendorId: payment.vendorId,
        canPayAgain: await canPayAgain(payment),
        paidAt: payment.paidAt?.toISOString() ?? null,
        expiresAt: payment.linkExpiresAt.toISOString(),
      };
    },
  };
}
