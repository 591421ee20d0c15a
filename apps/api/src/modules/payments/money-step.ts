/**
 * The money side of one status change (payment-status.ts, step 3), inside the caller's
 * transaction: the INCOME, FEE, REFUND and CHARGEBACK movements, the shares the enrollments
 * module puts on the periods (and takes back, newest first), and what the history records.
 * Also used by staff applying an unapplied charge and by attaching payments to an enrollment.
 */
import {
  addMoney,
  compareMoney,
  isZeroMoney,
  type MoneyAmount,
  type MoneyCurrency,
  subtractMoney,
} from '@catedra/contract';
import { v7 as uuidv7 } from 'uuid';
import { userIdOf } from '../../core/actor.js';
import type { PaymentRow, UnappliedChargeRow } from '../../db/schema/index.js';
import { accrueCommission, clawBackCommission } from '../commissions/index.js';
import {
  applyPaymentShares,
  lockEnrollment,
  markPaymentFailed,
  markPaymentReceived,
  type PeriodShare,
  takeBackPaymentShares,
} from '../enrollments/index.js';
import { recordMovement } from '../money-movements/index.js';
import { promoteToStudent } from '../users/index.js';
import type { MoneyRepositories, StatusRequest, VendorCharge } from './payment-status.js';

/** What is left of a payment to refund or charge back. */
export const remainingOf = (payment: PaymentRow): MoneyAmount =>
  subtractMoney(subtractMoney(payment.amount, payment.refundedAmount), payment.chargedBackAmount);

/**
 * The user a history records for the request: the one named (staff), none for the system. A
 * payer's own check is recorded as its vendor's change, as before, so `by` stays what staff did.
 */
export const byOf = (request: StatusRequest): string | null =>
  request.by ?? (request.actor && request.source === 'STAFF' ? userIdOf(request.actor) : null);

/**
 * The payment's record of the charge it applies now: its reference, and the vendor that made it
 * when that is not the vendor the payment was last initialised with (a payer who paid the
 * dLocal checkout after switching to PayPal): refunds and re-checks then ask that vendor.
 */
export function appliedChargeOf(payment: PaymentRow, charge: VendorCharge): Partial<PaymentRow> {
  return {
    appliedChargeReference: charge.reference,
    ...(payment.vendorId && payment.vendorId !== charge.vendorId
      ? { vendorId: charge.vendorId, vendorReference: charge.reference }
      : {}),
  };
}

/** The money side of one status change, inside the caller's transaction. */
export class MoneyStep {
  private refundNote: string | null = null;
  /** The refund this step wrote (its event key and amount), for the "reembolso" e-mail. */
  refundMade: { eventKey: string; amount: MoneyAmount } | null = null;

  constructor(
    private readonly repos: MoneyRepositories,
    private readonly payment: PaymentRow,
    private readonly request: StatusRequest,
    private readonly now: Date,
  ) {}

  /** Who moved the money: the vendor of the charge reported (it may not be the payment's last vendor), else the payment's. */
  private get source(): NonNullable<PaymentRow['vendorId']> {
    return this.request.charge?.vendorId ?? this.payment.vendorId ?? 'manual';
  }

  /** The reason given, with what a partial refund gave back. */
  reason(): string | null {
    const parts = [this.request.reason, this.refundNote].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : null;
  }

  private movement(
    type: 'INCOME' | 'REFUND' | 'CHARGEBACK' | 'FEE',
    amount: MoneyAmount,
    eventKey: string,
    description: string,
    of: { source: NonNullable<PaymentRow['vendorId']>; currency: MoneyCurrency } = {
      source: this.source,
      currency: this.payment.currency,
    },
  ) {
    return recordMovement(
      this.repos.executor,
      {
        type,
        source: of.source,
        currency: of.currency,
        amount,
        occurredAt: this.now,
        // A staff-recorded (manual) movement is reconciled by whoever recorded it; a vendor's settles later.
        executed: of.source === 'manual',
        paymentId: this.payment.id,
        eventKey,
        description,
      },
      this.now,
    );
  }

  async approve(): Promise<Partial<PaymentRow>> {
    const written = await this.movement('INCOME', this.payment.amount, 'approval', this.payment.description);
    // The unique key says this payment's approval was already applied: nothing more to do.
    if (written) {
      await this.writeFees();
      const enrollment = await this.allocate(this.payment.amount);
      // The seller who referred the enrollment earns its commission on what this payment collected.
      if (enrollment?.referrerSellerId) {
        await accrueCommission(this.repos.executor, {
          paymentId: this.payment.id,
          enrollmentId: enrollment.id,
          sellerId: enrollment.referrerSellerId,
          currency: this.payment.currency,
          amount: this.payment.amount,
          now: this.now,
        });
      }
    }
    const charge = this.request.charge;
    return {
      status: 'APPROVED',
      paidAt: this.request.paidAt ?? this.payment.paidAt ?? this.now,
      ...(charge && !this.payment.appliedChargeReference ? appliedChargeOf(this.payment, charge) : {}),
    };
  }

  /** An unapplied charge staff apply: its INCOME movement and its amount on the oldest owed periods. */
  async applyCharge(charge: UnappliedChargeRow) {
    const written = await this.movement(
      'INCOME',
      charge.amount,
      `charge:${charge.id}`,
      `Cobro sin aplicar ${charge.vendorId} ${charge.vendorReference}: ${this.payment.description}`,
      { source: charge.vendorId, currency: charge.currency },
    );
    if (written) await this.allocate(charge.amount, charge.id);
  }

  private async writeFees() {
    let index = 0;
    for (const fee of this.request.fees ?? []) {
      index += 1;
      if (fee.currency !== this.payment.currency || isZeroMoney(fee.amount)) continue;
      await this.movement(
        'FEE',
        subtractMoney('0.00', fee.amount),
        `fee:${index}:${fee.type}`,
        `Comisión ${fee.type}`,
      );
    }
  }

  /**
   * Fills the enrollment's oldest owed periods with `amount` (the payment's, or an unapplied
   * charge's with `chargeId`); activates the enrollment and its student.
   */
  async allocate(amount: MoneyAmount, chargeId: string | null = null) {
    const enrollmentId = this.payment.enrollmentId;
    if (!enrollmentId) return undefined;
    const tx = this.repos.executor;
    const enrollment = await lockEnrollment(tx, enrollmentId);
    if (!enrollment) return undefined;
    // A payment in another currency than the enrollment's pays no period (an applied charge is in its currency).
    if (chargeId !== null || enrollment.currency === this.payment.currency) {
      await applyPaymentShares(tx, enrollmentId, amount, this.now, this.recordShares(enrollmentId, chargeId));
    }
    await markPaymentReceived(tx, enrollment, this.now);
    await promoteToStudent(tx, enrollment.userId, byOf(this.request), this.now);
    return enrollment;
  }

  /** The payment's allocation rows for the shares the enrollments module puts on its periods. */
  private recordShares(enrollmentId: string, chargeId: string | null = null) {
    return (shares: PeriodShare[]) =>
      this.repos.payments.insertAllocations(this.payment.id, enrollmentId, shares, this.now, chargeId);
  }

  async reject(): Promise<Partial<PaymentRow>> {
    if (this.payment.enrollmentId) {
      await markPaymentFailed(this.repos.executor, this.payment.enrollmentId, this.now);
    }
    return { status: 'REJECTED' };
  }

  /** `exceeds` when more than what is left is asked for; `duplicate` when this refund event was applied. */
  async refund(): Promise<Partial<PaymentRow> | 'exceeds' | 'duplicate'> {
    const left = remainingOf(this.payment);
    const amount = this.request.refundAmount ?? left;
    if (isZeroMoney(amount) || compareMoney(amount, left) > 0) return 'exceeds';
    const eventKey = this.request.eventKey ?? `refund:${uuidv7()}`;
    const written = await this.movement(
      'REFUND',
      subtractMoney('0.00', amount),
      eventKey,
      `Reembolso: ${this.payment.description}`,
    );
    if (!written) return 'duplicate';
    this.refundMade = { eventKey, amount };
    await this.takeBack(amount, left);
    await clawBackCommission(this.repos.executor, {
      paymentId: this.payment.id,
      eventKey,
      givenBack: amount,
      netAfter: subtractMoney(left, amount),
      reason: 'REFUND',
      now: this.now,
    });
    const refundedAmount = addMoney(this.payment.refundedAmount, amount);
    const whole = compareMoney(amount, left) === 0;
    if (!whole) this.refundNote = `Reembolso parcial de ${amount} ${this.payment.currency}`;
    return { status: whole ? 'REFUNDED' : 'APPROVED', refundedAmount };
  }

  async chargeBack(): Promise<Partial<PaymentRow>> {
    const left = remainingOf(this.payment);
    const eventKey = this.request.eventKey ?? 'chargeback';
    if (!isZeroMoney(left)) {
      await this.movement(
        'CHARGEBACK',
        subtractMoney('0.00', left),
        eventKey,
        `Contracargo: ${this.payment.description}`,
      );
      await this.takeBack(left, left);
      await clawBackCommission(this.repos.executor, {
        paymentId: this.payment.id,
        eventKey,
        givenBack: left,
        netAfter: '0.00',
        reason: 'CHARGEBACK',
        now: this.now,
      });
    }
    return { status: 'CHARGED_BACK', chargedBackAmount: addMoney(this.payment.chargedBackAmount, left) };
  }

  /**
   * Reopens the periods this payment paid, newest first. What the payment paid beyond every
   * period (a credit never allocated) is given back first, so periods reopen only for the rest.
   */
  private async takeBack(amount: MoneyAmount, left: MoneyAmount) {
    const enrollmentId = this.payment.enrollmentId;
    if (!enrollmentId) return;
    const tx = this.repos.executor;
    await lockEnrollment(tx, enrollmentId);
    const held = await this.repos.payments.heldByPeriod(this.payment.id, enrollmentId);
    const credit = subtractMoney(left, addMoney('0.00', ...held.map((share) => share.amount)));
    const fromPeriods = compareMoney(amount, credit) > 0 ? subtractMoney(amount, credit) : '0.00';
    if (isZeroMoney(fromPeriods)) return;
    await takeBackPaymentShares(
      tx,
      enrollmentId,
      held,
      fromPeriods,
      this.now,
      this.recordShares(enrollmentId),
    );
  }
}
