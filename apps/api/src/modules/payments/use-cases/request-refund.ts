/**
 * Staff's refund of a vendor payment ("Reembolsar", updatePaymentStatus REFUNDED). First, under
 * the payment's lock, the refund is reserved: a PENDING row with our idempotency key, its
 * amount no more than what is left once the other pending refunds are held (else
 * REFUND_EXCEEDS_PAYMENT). Then the vendor is called — outside any transaction, so a slow
 * vendor holds no lock — with that key: asking again with the same key never refunds twice.
 * Then the vendor's answer is settled. A manual payment is not refunded here (undefined).
 */
import { compareMoney, isZeroMoney, type MoneyAmount, subtractMoney } from '@catedra/contract';
import { v7 as uuidv7 } from 'uuid';
import type { PaymentVendorId } from '../../../adapters/payments/payment-vendor.js';
import type { Person } from '../../../core/actor.js';
import type { PaymentRow } from '../../../db/schema/index.js';
import { AppError, orNotFound } from '../../../errors/app-error.js';
import { lockPaymentInOrder } from '../lock-order.js';
import { remainingOf } from '../money-step.js';
import type { RefundsDeps } from '../refunds.service.js';
import { isManual, VENDOR_NAMES, vendorAmountOf } from './refund-amounts.js';
import { type VendorRefunds, vendorRefused } from './refund-through-vendor.js';
import type { RefundSettlement } from './settle-refund.js';

const refusedTransition = (status: PaymentRow['status']) =>
  new AppError('PAYMENT_TRANSITION_REFUSED', `Un pago ${status} no puede pasar a REFUNDED`);

export function createRefundRequest(
  deps: Pick<RefundsDeps, 'unitOfWork' | 'payments' | 'clock'>,
  vendorRefunds: VendorRefunds,
  settlement: RefundSettlement,
) {
  const { unitOfWork, payments, clock } = deps;
  const { vendorOf, refundThroughVendor, refundableIdOf } = vendorRefunds;

  async function freshPayment(paymentId: string): Promise<PaymentRow> {
    return orNotFound(payments.findById(paymentId), 'El pago');
  }

  /** The refund's PENDING row for `idempotencyKey`: the one reserved before (a retry), or reserved now. */
  function reserve(
    person: Person,
    paymentId: string,
    vendorId: PaymentVendorId,
    body: { amount?: MoneyAmount; reason?: string | null },
    idempotencyKey: string,
  ) {
    return unitOfWork.run(async (repos) => {
      const payment = (await lockPaymentInOrder(repos, paymentId))!;
      const known = await repos.payments.refunds.findByKey(idempotencyKey);
      if (known) return { row: known, existing: true };
      if (payment.status !== 'APPROVED') throw refusedTransition(payment.status);
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
        requestedBy: person.userId,
        reason: body.reason ?? null,
        createdAt: now,
        updatedAt: now,
      });
      return { row: inserted!, existing: false };
    });
  }

  return {
    /**
     * Staff's refund ("Reembolsar"): through the vendor for a vendor payment (module doc);
     * undefined for a manual payment, which the caller records by hand. `key` is the request's
     * Idempotency-Key: the same key is the same refund, sent to the vendor with the same key.
     */
    async request(
      person: Person,
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
        throw refusedTransition(current.status);
      }

      const { row, existing } = await reserve(person, paymentId, vendorId, body, idempotencyKey);

      if (row.status === 'COMPLETED') return freshPayment(paymentId);
      if (row.status === 'FAILED') throw vendorRefused(vendorId);
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
        throw vendorRefused(vendorId);
      }
      if (answer.outcome === 'unknown') {
        throw new AppError(
          'VENDOR_UNAVAILABLE',
          `${VENDOR_NAMES[vendorId]} no respondió: el reembolso queda pendiente de confirmación`,
        );
      }
      await settlement.settle(paymentId, answer.refund, {
        source: 'STAFF',
        actor: person,
        reason: row.reason,
        idempotencyKey,
      });
      if (answer.refund.status === 'FAILED') throw vendorRefused(vendorId);
      return freshPayment(paymentId);
    },
  };
}
