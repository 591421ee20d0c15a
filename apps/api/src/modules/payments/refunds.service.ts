/**
 * Refunds go through the vendor (issue 17, item 4; docs/domain/payments.md, "Refunds").
 *
 * - Staff's refund of a vendor payment (updatePaymentStatus REFUNDED) asks the vendor's refund
 *   API. First, under the payment's lock, the refund is reserved: a PENDING row with our
 *   idempotency key, its amount no more than what is left once the other pending refunds are
 *   held (else REFUND_EXCEEDS_PAYMENT). Then the vendor is called — outside any transaction, so
 *   a slow vendor holds no lock — with that key (X-Idempotency-Key, PayPal-Request-Id): asking
 *   again with the same key never refunds twice. Then the vendor's answer is settled.
 * - Settling a vendor refund (`settle`) is one transaction under the payment's lock: the row
 *   found by our key, by the vendor's refund id or as our unanswered request of that amount
 *   (else a new row: a refund made at the vendor); PENDING only records it; COMPLETED writes
 *   the REFUND movement through the money rule (`applyPaymentStatus` joined to this
 *   transaction: it reopens the periods as a manual refund does) and marks the row — once,
 *   whatever the number of notifications or re-checks that report it.
 * - What the vendor reports (`reconcile`): each refund its payment lists, and when it says the
 *   payment is REFUNDED, the rest. Pending refunds a vendor does not list are read one by one
 *   (`confirmPending`, from checkPayment and the sync).
 * - Only a manual payment (or one never initialised with a vendor) is refunded by hand: the
 *   money rule alone, as before.
 */
import {
  compareMoney,
  isZeroMoney,
  type MoneyAmount,
  type MoneyCurrency,
  subtractMoney,
} from '@catedra/contract';
import { v7 as uuidv7 } from 'uuid';
import { VendorError, type VendorFailure } from '../../adapters/http-json.js';
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type {
  PaymentVendor,
  PaymentVendorId,
  VendorPayment,
  VendorRefund,
} from '../../adapters/payments/payment-vendor.js';
import type { Caller } from '../../core/actor.js';
import type { PaymentRefundRow, PaymentRow, UnappliedChargeRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import {
  fetchReferenceOf,
  NOTIFICATION_PATHS,
  unlessUnknownToVendor,
  vendorCall,
} from './checkout.service.js';
import { convertMoney } from './exchange.js';
import { lockPaymentInOrder } from './lock-order.js';
import {
  type ApplyPaymentStatus,
  type MoneyRepositories,
  type PaymentChangeSource,
  remainingOf,
} from './payment-status.js';
import type { PaymentsRepository } from './payments.repository.js';

const VENDOR_NAMES: Record<PaymentVendorId, string> = {
  mercadopago: 'Mercado Pago',
  paypal: 'PayPal',
  dlocal: 'dLocal',
  sandbox: 'el sandbox',
};

/** The refund call of `refundThroughVendor`: what to give back, where, and the key that makes it once. */
export type VendorRefundCall = {
  vendorId: PaymentVendorId;
  /** What the vendor refunds: Mercado Pago's payment, PayPal's capture, dLocal's payment, the sandbox reference. */
  vendorPaymentId: string;
  /** In the currency the vendor charged. */
  amount: MoneyAmount;
  currency: MoneyCurrency;
  /** One per refund: the same key asks the vendor for the same refund (send it again after a lost answer). */
  idempotencyKey: string;
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

/** How a vendor refund is settled: who reported it, why, and whether it is a reversal (a chargeback). */
type Settlement = {
  source: PaymentChangeSource;
  by?: string | null;
  reason?: string | null;
  /** Our request's key, when settling the vendor's answer to it. */
  idempotencyKey?: string | null;
  /** PayPal's PAYMENT.CAPTURE.REVERSED: the money was taken back, as a chargeback. */
  reversal?: boolean;
};

export type SettleResult = 'applied' | 'recorded' | 'duplicate' | 'not-applied';

/** A refund answer's status codes that mean "not done, and asking again will not do it". */
const isRefusal = (error: VendorError) =>
  error.failure === 'status' &&
  error.status >= 400 &&
  error.status < 500 &&
  ![408, 409, 425, 429].includes(error.status);

/** What the vendor charged for the payment: PayPal charges an ARS payment in USD (checkout.service's `details.charge`). */
function chargeOf(payment: PaymentRow): {
  amount: MoneyAmount;
  currency: MoneyCurrency;
  rate: string | null;
} {
  const charge = (
    payment.details as { charge?: { amount?: string; currency?: string; rate?: string | null } }
  ).charge;
  if (charge?.amount && (charge.currency === 'ARS' || charge.currency === 'USD')) {
    return { amount: charge.amount, currency: charge.currency, rate: charge.rate ?? null };
  }
  return { amount: payment.amount, currency: payment.currency, rate: null };
}

const smaller = (a: MoneyAmount, b: MoneyAmount) => (compareMoney(a, b) <= 0 ? a : b);

const isManual = (payment: PaymentRow) => !payment.vendorId || payment.vendorId === 'manual';

/** A refund as getPaymentDetails shows it; `currency` is the payment's (the row's amount is in it). */
export function toRefundDto(row: PaymentRefundRow, currency: MoneyCurrency) {
  return {
    id: row.id,
    amount: row.amount,
    currency,
    vendorAmount: row.vendorAmount,
    vendorCurrency: row.vendorCurrency,
    status: row.status,
    vendorRefundId: row.vendorRefundId,
    // Ours carry the key we sent the vendor; one made at the vendor has none.
    origin: row.idempotencyKey ? ('staff' as const) : ('vendor' as const),
    requestedBy: row.requestedBy,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function createRefundsService(deps: {
  unitOfWork: UnitOfWork<MoneyRepositories>;
  payments: PaymentsRepository;
  applyPaymentStatus: ApplyPaymentStatus;
  vendors: PaymentVendors;
  /** The API's public address: where dLocal notifies a refund it settles later. */
  notificationBaseUrl: string;
  clock: Clock;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}) {
  const { unitOfWork, payments, clock, log } = deps;

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
    const vendor = vendorOf(call.vendorId);
    try {
      const refund = await vendor.refund({
        vendorPaymentId: call.vendorPaymentId,
        amount: call.amount,
        currency: call.currency,
        idempotencyKey: call.idempotencyKey,
        notificationUrl: notificationUrlOf(call.vendorId),
      });
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
   * A vendor refund's amount in the payment's currency, for a refund made at the vendor: the
   * same amount when it charged in the payment's currency; else converted at the rate it was
   * charged at, and all that is left when it gives back all it has left of the charge.
   */
  async function ourAmountOf(repos: MoneyRepositories, payment: PaymentRow, refund: VendorRefund) {
    const charge = chargeOf(payment);
    if (refund.currency !== charge.currency) return undefined;
    const totals = await repos.payments.refunds.totals(payment.id);
    const left = subtractMoney(remainingOf(payment), totals.held);
    if (charge.currency === payment.currency) return refund.amount;
    const vendorLeft = subtractMoney(charge.amount, totals.vendorGiven);
    if (compareMoney(refund.amount, vendorLeft) >= 0 || !charge.rate) return left;
    return smaller(convertMoney(refund.amount, charge.currency, payment.currency, charge.rate), left);
  }

  /** What the vendor gives back for `amount` of the payment: the rest of its charge when `amount` is all that is left. */
  function vendorAmountOf(
    payment: PaymentRow,
    amount: MoneyAmount,
    left: MoneyAmount,
    vendorGiven: MoneyAmount,
  ) {
    const charge = chargeOf(payment);
    if (charge.currency === payment.currency) return { amount, currency: charge.currency };
    if (compareMoney(amount, left) === 0 || !charge.rate) {
      return { amount: subtractMoney(charge.amount, vendorGiven), currency: charge.currency };
    }
    return {
      amount: convertMoney(amount, payment.currency, charge.currency, charge.rate),
      currency: charge.currency,
    };
  }

  /** Records what the vendor says of one refund, once; a COMPLETED one writes its REFUND movement (module doc). */
  async function settle(paymentId: string, refund: VendorRefund, how: Settlement): Promise<SettleResult> {
    return unitOfWork.run(async (repos) => {
      const payment = await lockPaymentInOrder(repos, paymentId);
      if (!payment?.vendorId || payment.vendorId === 'manual') throw AppError.notFound('El pago');
      const vendorId = payment.vendorId;
      const rows = repos.payments.refunds;
      const now = clock.now();
      const row =
        (how.idempotencyKey ? await rows.findByKey(how.idempotencyKey) : undefined) ??
        (await rows.findByVendorRefund(vendorId, refund.vendorRefundId)) ??
        (refund.currency === 'ARS' || refund.currency === 'USD'
          ? await rows.findUnanswered(payment.id, refund.amount, refund.currency)
          : undefined);
      if (row?.status === 'COMPLETED') return 'duplicate';
      const vendorFields = {
        vendorRefundId: refund.vendorRefundId,
        vendorStatus: refund.vendorStatus.slice(0, 100),
      };

      if (refund.status !== 'COMPLETED') {
        if (row) {
          if (row.status === refund.status && row.vendorRefundId === refund.vendorRefundId)
            return 'duplicate';
          await rows.update(row.id, { ...vendorFields, status: refund.status }, now);
          return 'recorded';
        }
        // Made at the vendor and not done yet: held while pending; a failed one is nothing to us.
        if (refund.status === 'FAILED' || how.reversal) return 'recorded';
        const amount = await ourAmountOf(repos, payment, refund);
        if (!amount || isZeroMoney(amount) || compareMoney(amount, '0.00') < 0) return 'not-applied';
        await rows.insert({
          ...vendorFields,
          paymentId: payment.id,
          vendorId,
          amount,
          vendorAmount: refund.amount,
          vendorCurrency: refund.currency as MoneyCurrency,
          status: 'PENDING',
          reason: how.reason ?? null,
          createdAt: now,
          updatedAt: now,
        });
        return 'recorded';
      }

      if (how.reversal) {
        // PayPal took the money back (a dispute, a reversal): a chargeback of all that is left.
        const outcome = await deps.applyPaymentStatus(
          payment.id,
          {
            status: 'CHARGED_BACK',
            source: how.source,
            eventKey: `chargeback:${refund.vendorRefundId}`,
            reason: how.reason ?? `Reversión ${refund.vendorRefundId} de ${VENDOR_NAMES[vendorId]}`,
          },
          repos,
        );
        if (row) await rows.update(row.id, { ...vendorFields, status: 'FAILED' }, now);
        return outcome.changed ? 'applied' : 'not-applied';
      }

      const amount = row?.amount ?? (await ourAmountOf(repos, payment, refund));
      if (!amount || isZeroMoney(amount) || compareMoney(amount, '0.00') < 0) {
        log.warn({ paymentId, vendorId, vendorRefundId: refund.vendorRefundId }, 'vendor refund not applied');
        return 'not-applied';
      }
      const outcome = await deps.applyPaymentStatus(
        payment.id,
        {
          status: 'REFUNDED',
          source: how.source,
          by: how.by ?? row?.requestedBy ?? null,
          reason:
            how.reason ?? row?.reason ?? `Reembolso ${refund.vendorRefundId} de ${VENDOR_NAMES[vendorId]}`,
          refundAmount: amount,
          // The money_movements key: one REFUND per vendor refund, whatever reports it.
          eventKey: `vendor-refund:${refund.vendorRefundId}`,
        },
        repos,
      );
      if (!outcome.changed) {
        // Terminal already (charged back), or more than is left: the vendor's word is kept in the log.
        log.warn(
          { paymentId, vendorId, vendorRefundId: refund.vendorRefundId, refused: outcome.refused },
          'vendor refund not applied',
        );
        return 'not-applied';
      }
      const completed = { ...vendorFields, status: 'COMPLETED' as const, completedAt: now };
      if (row) {
        await rows.update(row.id, completed, now);
      } else {
        await rows.insert({
          ...completed,
          paymentId: payment.id,
          vendorId,
          amount,
          vendorAmount: refund.amount,
          vendorCurrency: refund.currency as MoneyCurrency,
          reason: how.reason ?? null,
          createdAt: now,
          updatedAt: now,
        });
      }
      return 'applied';
    });
  }

  /** The vendor says all of the payment went back: what its listed refunds do not account for (pending ones held). */
  async function settleRest(paymentId: string, vendorPayment: VendorPayment, source: PaymentChangeSource) {
    await unitOfWork.run(async (repos) => {
      const payment = await lockPaymentInOrder(repos, paymentId);
      if (!payment?.vendorId || payment.status !== 'APPROVED') return;
      const { held } = await repos.payments.refunds.totals(paymentId);
      const rest = subtractMoney(remainingOf(payment), held);
      if (isZeroMoney(rest) || compareMoney(rest, '0.00') < 0) return;
      const outcome = await deps.applyPaymentStatus(
        paymentId,
        {
          status: 'REFUNDED',
          source,
          refundAmount: rest,
          eventKey: `vendor-refunded:${vendorPayment.vendorReference}`,
          reason: `${VENDOR_NAMES[payment.vendorId as PaymentVendorId]} informa el pago reembolsado`,
        },
        repos,
      );
      if (!outcome.changed) return;
      const now = clock.now();
      const charge = chargeOf(payment);
      const { vendorGiven } = await repos.payments.refunds.totals(paymentId);
      const vendorRest = subtractMoney(charge.amount, vendorGiven);
      await repos.payments.refunds.insert({
        paymentId,
        vendorId: payment.vendorId,
        amount: rest,
        vendorAmount: compareMoney(vendorRest, '0.00') > 0 ? vendorRest : rest,
        vendorCurrency: charge.currency,
        status: 'COMPLETED',
        vendorStatus: vendorPayment.vendorStatus.slice(0, 100),
        createdAt: now,
        updatedAt: now,
        completedAt: now,
      });
    });
  }

  async function freshPayment(paymentId: string): Promise<PaymentRow> {
    const payment = await payments.findById(paymentId);
    if (!payment) throw AppError.notFound('El pago');
    return payment;
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
    if (answer.outcome === 'refused' || answer.refund.status === 'FAILED') {
      throw new AppError('VENDOR_REFUND_REFUSED', `${VENDOR_NAMES[vendorId]} rechazó el reembolso`);
    }
    return { refundReference: answer.refund.vendorRefundId };
  }

  return {
    refundThroughVendor,
    refundUnappliedCharge,
    settle,

    /**
     * Staff's refund ("Reembolsar"): through the vendor for a vendor payment (module doc);
     * undefined for a manual payment, which the caller records by hand. `key` is the request's
     * Idempotency-Key: the same key is the same refund, sent to the vendor with the same key.
     */
    async request(
      caller: Caller,
      paymentId: string,
      body: { amount?: MoneyAmount; reason?: string | null },
      key?: string,
    ): Promise<PaymentRow | undefined> {
      const current = await freshPayment(paymentId);
      if (isManual(current)) return undefined;
      const vendorId = current.vendorId as PaymentVendorId;
      const vendor = vendorOf(vendorId);
      const idempotencyKey = `refund:${paymentId}:${key ?? uuidv7()}`;
      // A retry of a refund answers that refund, whatever the payment's status now.
      if (current.status !== 'APPROVED' && !(await payments.refunds.findByKey(idempotencyKey))) {
        throw new AppError(
          'PAYMENT_TRANSITION_REFUSED',
          `Un pago ${current.status} no puede pasar a REFUNDED`,
        );
      }

      const { row, existing } = await unitOfWork.run(async (repos) => {
        const payment = (await lockPaymentInOrder(repos, paymentId))!;
        const known = await repos.payments.refunds.findByKey(idempotencyKey);
        if (known) return { row: known, existing: true };
        if (payment.status !== 'APPROVED') {
          throw new AppError(
            'PAYMENT_TRANSITION_REFUSED',
            `Un pago ${payment.status} no puede pasar a REFUNDED`,
          );
        }
        const totals = await repos.payments.refunds.totals(paymentId);
        const left = subtractMoney(remainingOf(payment), totals.held);
        const amount = body.amount ?? left;
        const vendorAmount = vendorAmountOf(payment, amount, left, totals.vendorGiven);
        if (
          isZeroMoney(amount) ||
          compareMoney(amount, left) > 0 ||
          compareMoney(vendorAmount.amount, '0.00') <= 0
        ) {
          throw new AppError('REFUND_EXCEEDS_PAYMENT', 'El reembolso supera lo que queda del pago');
        }
        const now = clock.now();
        const inserted = await repos.payments.refunds.insert({
          paymentId,
          vendorId,
          idempotencyKey,
          amount,
          vendorAmount: vendorAmount.amount,
          vendorCurrency: vendorAmount.currency,
          status: 'PENDING',
          requestedBy: caller.userId,
          reason: body.reason ?? null,
          createdAt: now,
          updatedAt: now,
        });
        return { row: inserted!, existing: false };
      });

      if (row.status === 'COMPLETED') return freshPayment(paymentId);
      if (row.status === 'FAILED') {
        throw new AppError('VENDOR_REFUND_REFUSED', `${VENDOR_NAMES[vendorId]} rechazó el reembolso`);
      }
      // Pending at the vendor, or asked before with an answer we never heard and a vendor that
      // may not be asked twice (dLocal): its confirmation will come.
      if (row.vendorRefundId || (existing && !vendor.refundsIdempotent)) return freshPayment(paymentId);

      const answer = await refundThroughVendor({
        vendorId,
        vendorPaymentId: await refundableIdOf(current, vendor),
        amount: row.vendorAmount,
        currency: row.vendorCurrency,
        idempotencyKey,
      });
      if (answer.outcome === 'refused') {
        await unitOfWork.run(async (repos) => {
          await lockPaymentInOrder(repos, paymentId);
          await repos.payments.refunds.update(
            row.id,
            { status: 'FAILED', vendorStatus: `HTTP ${answer.status}` },
            clock.now(),
          );
        });
        throw new AppError('VENDOR_REFUND_REFUSED', `${VENDOR_NAMES[vendorId]} rechazó el reembolso`);
      }
      if (answer.outcome === 'unknown') {
        throw new AppError(
          'VENDOR_UNAVAILABLE',
          `${VENDOR_NAMES[vendorId]} no respondió: el reembolso queda pendiente de confirmación`,
        );
      }
      await settle(paymentId, answer.refund, {
        source: 'STAFF',
        by: caller.userId,
        reason: row.reason,
        idempotencyKey,
      });
      if (answer.refund.status === 'FAILED') {
        throw new AppError('VENDOR_REFUND_REFUSED', `${VENDOR_NAMES[vendorId]} rechazó el reembolso`);
      }
      return freshPayment(paymentId);
    },

    /**
     * After a vendor payment was read (a notification, checkPayment, the sync, a capture): each
     * refund it lists is settled once, and when it says REFUNDED, the rest.
     */
    async reconcile(paymentId: string, vendorPayment: VendorPayment, source: PaymentChangeSource) {
      for (const refund of vendorPayment.refunds) await settle(paymentId, refund, { source });
      if (vendorPayment.status === 'REFUNDED') await settleRest(paymentId, vendorPayment, source);
    },

    /**
     * The payment's refunds still pending after `reconcile`: each read from the vendor (dLocal
     * lists none on its payment); one whose answer never reached us is asked again with its key
     * where that is safe. A vendor failure is left to the next check.
     */
    async confirmPending(payment: PaymentRow, source: PaymentChangeSource) {
      if (isManual(payment)) return;
      const vendor = deps.vendors[payment.vendorId as PaymentVendorId];
      if (!vendor) return;
      const pending = await payments.refunds.pendingOf(payment.id);
      if (pending.length === 0) return;
      const refundableId = await refundableIdOf(payment, vendor);
      // Asked, its answer lost, of a vendor that may not be asked twice (dLocal): found among the
      // refunds the vendor lists for the payment (settle matches it to our request by amount).
      if (!vendor.refundsIdempotent && vendor.listRefunds && pending.some((row) => !row.vendorRefundId)) {
        const listed = await vendorCall(() => vendor.listRefunds!(refundableId));
        for (const refund of listed) await settle(payment.id, refund, { source });
      }
      for (const row of await payments.refunds.pendingOf(payment.id)) {
        if (row.vendorRefundId) {
          const refund = await vendorCall(() => vendor.fetchRefund(row.vendorRefundId!, refundableId));
          await settle(payment.id, refund, { source, idempotencyKey: row.idempotencyKey });
        } else if (row.idempotencyKey && vendor.refundsIdempotent) {
          const answer = await refundThroughVendor({
            vendorId: row.vendorId as PaymentVendorId,
            vendorPaymentId: refundableId,
            amount: row.vendorAmount,
            currency: row.vendorCurrency,
            idempotencyKey: row.idempotencyKey,
          });
          if (answer.outcome === 'answered') {
            await settle(payment.id, answer.refund, { source, idempotencyKey: row.idempotencyKey });
          }
        }
      }
    },

    /**
     * A notification about a refund (PayPal's refund webhooks, dLocal's refund notification): the
     * refund is read from the vendor, its payment found, and it is settled once.
     */
    async receive(
      vendorId: PaymentVendorId,
      refundReference: string,
      how: { reversal?: boolean; vendorReference?: string },
    ): Promise<'applied' | 'duplicate' | 'unknown-payment'> {
      const vendor = vendorOf(vendorId);
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
      const result = await settle(payment.id, refund, { source, reversal: how.reversal });
      return result === 'duplicate' ? 'duplicate' : 'applied';
    },

    /** A payment's refunds for getPaymentDetails, oldest first. */
    async of(payment: PaymentRow) {
      return (await payments.refunds.ofPayment(payment.id)).map((row) => toRefundDto(row, payment.currency));
    },
  };

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
}

export type RefundsService = ReturnType<typeof createRefundsService>;
