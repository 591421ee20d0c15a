/**
 * Settling what a vendor says of a refund: one transaction under the payment's lock. The row
 * is found by our key, by the vendor's refund id or as our unanswered request of that amount
 * (else a new row: a refund made at the vendor); PENDING only records it; COMPLETED writes the
 * REFUND movement through the money rule (joined to this transaction: it reopens the periods
 * as a manual refund does) and marks the row — once, whatever the number of notifications or
 * re-checks that report it. When the vendor says the whole payment went back, the rest too.
 */
import { compareMoney, isZeroMoney, type MoneyCurrency, subtractMoney } from '@catedra/contract';
import type {
  PaymentVendorId,
  VendorPayment,
  VendorRefund,
} from '../../../adapters/payments/payment-vendor.js';
import { type Actor, userIdOf } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { lockPaymentInOrder } from '../lock-order.js';
import { remainingOf } from '../money-step.js';
import type { PaymentChangeSource } from '../payment-status.js';
import type { RefundsDeps } from '../refunds.service.js';
import { chargeOf, ourAmountOf, VENDOR_NAMES } from './refund-amounts.js';

/**
 * Who reports a refund: a person (staff requesting it, a payer's check), the system (a vendor's
 * notification, the sync) or nobody named (a PayPal capture); and its source in the history.
 */
export type RefundReport = { source: PaymentChangeSource; actor?: Actor };

/** How a vendor refund is settled: who reported it, why, and whether it is a reversal (a chargeback). */
export type Settlement = RefundReport & {
  reason?: string | null;
  /** Our request's key, when settling the vendor's answer to it. */
  idempotencyKey?: string | null;
  /** PayPal's PAYMENT.CAPTURE.REVERSED: the money was taken back, as a chargeback. */
  reversal?: boolean;
};

export type SettleResult = 'applied' | 'recorded' | 'duplicate' | 'not-applied';

/**
 * The user a refund's history records: staff who asked for it; a vendor's report names nobody,
 * so its refund keeps who requested it (as the money rule records a payer's check).
 */
const staffOf = (how: RefundReport) => (how.source === 'STAFF' && how.actor ? userIdOf(how.actor) : null);

export function createRefundSettlement(
  deps: Pick<RefundsDeps, 'unitOfWork' | 'applyPaymentStatus' | 'clock' | 'log'>,
) {
  const { unitOfWork, clock, log } = deps;

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
            actor: how.actor,
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
          actor: how.actor,
          by: staffOf(how) ?? row?.requestedBy ?? null,
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
  async function settleRest(paymentId: string, vendorPayment: VendorPayment, how: RefundReport) {
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
          source: how.source,
          actor: how.actor,
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

  return { settle, settleRest };
}

export type RefundSettlement = ReturnType<typeof createRefundSettlement>;
