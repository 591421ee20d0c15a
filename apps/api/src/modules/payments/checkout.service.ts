/**
 * Paying a payment with a vendor (issue 11): initialising it (staff, its owner, or anybody
 * holding its payment link), re-checking it with the vendor, capturing a PayPal order, and
 * the public checkout behind a link token. Every status change goes through the one money
 * rule (`applyPaymentStatus`); the vendor's word is always fetched, never taken from the
 * payer's browser.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentInitialization } from '@catedra/contract';
import type { Static } from 'typebox';
import { VendorError } from '../../adapters/http-json.js';
import {
  awaitsPayerApproval,
  type PaymentVendors,
  type VendorPayment,
} from '../../adapters/payments/index.js';
import type { PaymentVendorId } from '../../adapters/payments/payment-vendor.js';
import type { Actor } from '../../core/actor.js';
import type { Executor } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { checkoutContextOf, enrollmentOfPayment, periodsOf } from '../enrollments/index.js';
import { allowedVendorsOf, payerCountryOf } from './allowed-vendors.js';
import { convertCharge } from './exchange.js';
import type { Idempotent } from './idempotency.js';
import { lockPaymentInOrder } from './lock-order.js';
import {
  type ApplyPaymentStatus,
  applyPaymentStatusIn,
  isAppliedCharge,
  type MoneyRepositories,
  type VendorCharge,
} from './payment-status.js';
import { statusBeforeRefunds } from './payment-transitions.js';
import type { PaymentsRepository } from './payments.repository.js';
import { hashLinkToken, newLinkOf } from './payments.service.js';
import type { RefundsService } from './refunds.service.js';

type Initialization = Static<typeof PaymentInitialization> | null;
type AnyVendorId = NonNullable<PaymentRow['vendorId']>;

/** Statuses a payer may still pay from. */
const PAYABLE = new Set<PaymentRow['status']>(['CREATED', 'PENDING']);

export type CheckoutDeps = {
  payments: PaymentsRepository;
  /** The pool: what the checkout reads of the payment's enrollment and payer (their modules' functions). */
  db: Executor;
  applyPaymentStatus: ApplyPaymentStatus;
  /** What a vendor read reports of refunds: settled once each (refunds.service.ts). */
  refunds: Pick<RefundsService, 'reconcile' | 'confirmPending'>;
  /** The checkout's start: what it records of the vendor's checkout and the status change, together. */
  unitOfWork: UnitOfWork<MoneyRepositories>;
  idempotent: Idempotent;
  vendors: PaymentVendors;
  /** The web app's origin: checkout links and the vendors' return addresses. */
  webOrigin: string;
  /** The API's public address: where vendors POST their notifications. */
  notificationBaseUrl: string;
  linkTtlDays: number;
  clock: Clock;
  log: { warn(object: object, message: string): void };
};

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

export function createCheckoutService(deps: CheckoutDeps) {
  const { payments, clock } = deps;
  const webOrigin = deps.webOrigin.split(',')[0]!.trim().replace(/\/$/, '');

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
      if (!PAYABLE.has(locked.status)) {
        throw new AppError('PAYMENT_NOT_PAYABLE', `Un pago ${locked.status} ya no se puede pagar`);
      }
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
    /** The web app's checkout page of a link token. */
    linkUrl: (token: string) => `${webOrigin}/checkout/${token}`,

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
          if (!PAYABLE.has(payment.status)) {
            throw new AppError('PAYMENT_NOT_PAYABLE', `Un pago ${payment.status} ya no se puede pagar`);
          }
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
      await deps.refunds.reconcile(payment.id, vendorPayment, source);
      await deps.refunds.confirmPending(outcome.payment, source);
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
      if (!PAYABLE.has(payment.status)) {
        throw new AppError('PAYMENT_NOT_PAYABLE', `Un pago ${payment.status} ya no se puede pagar`);
      }
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
      await deps.refunds.reconcile(payment.id, captured, 'VENDOR');
      return (await payments.findById(payment.id)) ?? outcome.payment;
    },

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
      if (!PAYABLE.has(payment.status)) {
        throw new AppError('PAYMENT_NOT_PAYABLE', `Un pago ${payment.status} ya no se puede pagar`);
      }
      const now = clock.now();
      const link = newLinkOf(now, deps.linkTtlDays);
      await payments.update(payment.id, link.values, now);
      return {
        linkToken: link.token,
        url: `${webOrigin}/checkout/${link.token}`,
        expiresAt: link.values.linkExpiresAt.toISOString(),
      };
    },

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
        course: course ? { id: course.id, name: course.title } : null,
        plan: plan ? { name: plan.name, type: plan.type } : null,
        periods: periods.map((period) => ({
          number: period.number,
          dueDate: period.dueDate,
          amount: period.amount,
        })),
        components: components.map((line) => ({
          kind: line.kind,
          periodNumber: line.periodNumber ?? null,
          description: line.description,
          amount: line.amount,
          currency: line.currency,
        })),
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

export type CheckoutService = ReturnType<typeof createCheckoutService>;
