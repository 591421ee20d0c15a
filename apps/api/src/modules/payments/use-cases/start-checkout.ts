/**
 * Initialising a payment with a vendor (initializePayment, initializeCheckout): CREATED →
 * PENDING, or a PENDING one switching vendor. The vendor's checkout is created first, then
 * recorded with the status change in one transaction; an `Idempotency-Key` answers the first
 * answer again.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentInitialization } from '@catedra/contract';
import type { Static } from 'typebox';
import type { PaymentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { allowedVendorsOf, payerCountryOf } from '../allowed-vendors.js';
import type { CheckoutDeps } from '../checkout.service.js';
import { convertCharge } from '../exchange.js';
import { lockPaymentInOrder } from '../lock-order.js';
import { applyPaymentStatusIn } from '../payment-status.js';
import type { PaymentsRepository } from '../payments.repository.js';
import { NOTIFICATION_PATHS, vendorCall } from '../vendor-calls.js';
import { notPayable, PAYABLE, webOriginOf } from './checkout-rules.js';

type Initialization = Static<typeof PaymentInitialization> | null;
export type AnyVendorId = NonNullable<PaymentRow['vendorId']>;

export function createCheckoutStart(deps: CheckoutDeps) {
  const { payments, clock } = deps;
  const webOrigin = webOriginOf(deps);

  /** The charge in the vendor's currency: PayPal charges ARS payments in USD at the current rate. */
  async function chargeOf(payment: PaymentRow, vendorId: AnyVendorId) {
    if (vendorId !== 'paypal' || payment.currency === 'USD') {
      return { amount: payment.amount, currency: payment.currency, rate: null };
    }
    const rate = await payments.currentExchangeRate();
    if (!rate) throw new AppError('EXCHANGE_RATE_MISSING', 'Todavía no se cargó el tipo de cambio');
    return {
      amount: convertCharge(payment.amount, 'ARS', 'USD', rate.rate),
      currency: 'USD' as const,
      rate: rate.rate,
    };
  }

  /** Records a charge in another currency as its own component line (replacing an earlier one). */
  async function recordExchange(
    repository: PaymentsRepository,
    payment: PaymentRow,
    charge: Awaited<ReturnType<typeof chargeOf>>,
  ) {
    if (!charge.rate) return;
    const lines = (await repository.findComponents(payment.id)).filter(
      (line) => line.currency === payment.currency,
    );
    await repository.replaceComponents(payment.id, [
      ...lines.map((line) => ({
        kind: line.kind,
        periodNumber: line.periodNumber,
        description: line.description,
        amount: line.amount,
        currency: line.currency,
      })),
      {
        kind: 'OTHER',
        periodNumber: null,
        description: `Cobrado por PayPal en USD (1 USD = ${charge.rate} ARS)`,
        amount: charge.amount,
        currency: 'USD',
      },
    ]);
  }

  /**
   * One transaction: the payment locked (lock order), still payable, the vendor's checkout
   * recorded on it and CREATED → PENDING through the money rule — all or nothing. The vendor
   * was called before: a retried transaction never calls it again.
   */
  function recordStart(
    paymentId: string,
    values: Partial<PaymentRow>,
    write?: (repository: PaymentsRepository, payment: PaymentRow) => Promise<void>,
  ) {
    return deps.unitOfWork.run(async (repos) => {
      const now = clock.now();
      const locked = await lockPaymentInOrder(repos, paymentId);
      if (!locked) throw AppError.notFound('El pago');
      if (!PAYABLE.has(locked.status)) throw notPayable(locked.status);
      await write?.(repos.payments, locked);
      await repos.payments.update(paymentId, values, now);
      const source = values.vendorId === 'manual' ? 'STAFF' : 'SYSTEM';
      return (await applyPaymentStatusIn(repos, now, paymentId, { status: 'PENDING', source })).payment;
    });
  }

  async function start(payment: PaymentRow, vendorId: AnyVendorId, body: Initialization, key: string) {
    const charge = await chargeOf(payment, vendorId);
    if (vendorId === 'manual') {
      const started = await recordStart(payment.id, { vendorId: 'manual' });
      return { payment: started, redirectUrl: null, vendorOrderId: null, charge };
    }
    const vendor = deps.vendors[vendorId];
    if (!vendor) throw new AppError('VENDOR_NOT_ALLOWED', 'Ese medio de pago no está configurado');
    const returnUrl = body?.returnUrl ?? `${webOrigin}/checkout/return/${payment.id}`;
    const checkout = await vendorCall(() =>
      vendor.createCheckout({
        paymentId: payment.id,
        amount: charge.amount,
        currency: charge.currency,
        description: payment.description || 'Pago',
        notificationUrl: `${deps.notificationBaseUrl.replace(/\/$/, '')}${NOTIFICATION_PATHS[vendorId]}`,
        returnUrl,
        cancelUrl: body?.cancelUrl,
        country: body?.country,
        payer: body?.payer,
        idempotencyKey: `${payment.id}:${vendorId}:${key}`,
      }),
    );
    const started = await recordStart(
      payment.id,
      { vendorId, vendorReference: checkout.vendorReference, details: { checkout: checkout.raw, charge } },
      (repository, locked) => recordExchange(repository, locked, charge),
    );
    return {
      payment: started,
      redirectUrl: checkout.redirectUrl,
      vendorOrderId: checkout.vendorOrderId,
      charge,
    };
  }

  return {
    /**
     * Initialises a payment with a vendor (CREATED → PENDING; a PENDING one may switch vendor):
     * the vendor must be allowed for it, and an `Idempotency-Key` answers the first answer again.
     */
    async initialize(
      payment: PaymentRow,
      vendorId: AnyVendorId,
      body: Initialization,
      who: { owner: string; staff: boolean; idempotencyKey?: string },
    ) {
      return deps.idempotent(
        {
          operation: 'initializePayment',
          owner: who.owner,
          key: who.idempotencyKey,
          body: { paymentId: payment.id, vendorId, body },
        },
        async () => {
          if (!PAYABLE.has(payment.status)) throw notPayable(payment.status);
          const allowed = allowedVendorsOf(payment, {
            vendors: deps.vendors,
            country: body?.country ?? (await payerCountryOf(deps, payment)),
            staff: who.staff,
          });
          if (!allowed.some((vendor) => vendor.vendorId === vendorId)) {
            throw new AppError('VENDOR_NOT_ALLOWED', 'Ese medio de pago no está habilitado para este pago');
          }
          const started = await start(
            payment,
            vendorId,
            body,
            who.idempotencyKey ?? randomBytes(8).toString('hex'),
          );
          const { charge } = started;
          return {
            payment: started.payment,
            vendorId,
            redirectUrl: started.redirectUrl,
            vendorOrderId: started.vendorOrderId,
            chargedAmount: charge.amount,
            chargedCurrency: charge.currency,
          };
        },
      );
    },
  };
}
