/**
 * Payment links: the web app's checkout address of a token, the payment a token names (404
 * unknown, 410 expired) and issuing a new link (the old one stops working).
 */
import type { PaymentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { CheckoutDeps } from '../checkout.service.js';
import { hashLinkToken, newLinkOf } from '../payment-dtos.js';
import { notPayable, PAYABLE, webOriginOf } from './checkout-rules.js';

export function createPaymentLinks(
  deps: Pick<CheckoutDeps, 'payments' | 'webOrigin' | 'linkTtlDays' | 'clock'>,
) {
  const { payments, clock } = deps;
  const webOrigin = webOriginOf(deps);

  return {
    /** The web app's checkout page of a link token. */
    linkUrl: (token: string) => `${webOrigin}/checkout/${token}`,

    /** The payment a link token names: 404 for an unknown token, 410 once it expired. */
    async paymentOfLink(token: string): Promise<PaymentRow> {
      const payment = await payments.findByLinkTokenHash(hashLinkToken(token));
      if (!payment) throw AppError.notFound('El enlace de pago');
      if (payment.linkExpiresAt.getTime() <= clock.now().getTime()) {
        throw new AppError('PAYMENT_LINK_EXPIRED', 'El enlace de pago venció');
      }
      return payment;
    },

    /** A new link for a payment (the old one stops working): the token is shown only now. */
    async issueLink(payment: PaymentRow) {
      if (!PAYABLE.has(payment.status)) throw notPayable(payment.status);
      const now = clock.now();
      const link = newLinkOf(now, deps.linkTtlDays);
      await payments.update(payment.id, link.values, now);
      return {
        linkToken: link.token,
        url: `${webOrigin}/checkout/${link.token}`,
        expiresAt: link.values.linkExpiresAt.toISOString(),
      };
    },
  };
}
