/**
 * THE money rule: the one function every path that changes a payment's status goes through
 * (staff forcing a status, vendor notifications, the sync with vendors, the sandbox page).
 * One transaction per call:
 * 1. the payment row is locked (`FOR UPDATE`): concurrent calls for one payment run one
 *    after the other, and each sees what the previous one did;
 * 2. the transition is judged (payment-transitions.ts): asking for the status it already has
 *    changes nothing, a backward or terminal-breaking one is refused (the vendor paths ignore
 *    the refusal, staff get 409);
 * 3. APPROVED fills the enrollment's oldest unpaid periods (allocation rows, periods locked),
 *    writes the one INCOME movement and the vendor's fees as FEE movements, refreshes the
 *    enrollment's figures, makes a PENDING enrollment ACTIVE and a BASIC user STUDENT;
 *    REJECTED sets the enrollment's PAYMENT_FAILED alert; REFUNDED (whole or partial) and
 *    CHARGED_BACK write the reversing movement and take back, newest period first, what the
 *    payment had paid (negative allocation rows).
 * The unique keys of money_movements back the lock: one INCOME per payment, one movement per
 * refund event. A step that throws rolls everything back; the vendor's retry or the sync
 * then applies the whole change.
 */
import { addMoney, compareMoney, isZeroMoney, type MoneyAmount, subtractMoney } from '@catedra/contract';
import { v7 as uuidv7 } from 'uuid';
import type { PaymentStatus, VendorFee } from '../../adapters/payments/payment-vendor.js';
import type { PaymentRow } from '../../db/schema/index.js';
import type { PAYMENT_CHANGE_SOURCES } from '../../db/schema/payments.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { EnrollmentsRepository } from '../enrollments/index.js';
import type { MoneyMovementsRepository } from '../money-movements/index.js';
import type { UsersRepository } from '../users/index.js';
import { allocationPlan, type PeriodShare, reversalPlan } from './allocation.js';
import { transitionOf } from './payment-transitions.js';
import type { PaymentsRepository } from './payments.repository.js';

export type PaymentChangeSource = (typeof PAYMENT_CHANGE_SOURCES)[number];

export type StatusRequest = {
  status: PaymentStatus;
  source: PaymentChangeSource;
  /** The staff user who forced it. */
  by?: string | null;
  reason?: string | null;
  /** REFUNDED only: how much to give back; by default all that is left. */
  refundAmount?: MoneyAmount;
  /** The vendor's id of a refund or chargeback event, so that its retry writes nothing twice. */
  eventKey?: string;
  /** What the vendor keeps (APPROVED only): FEE movements. */
  fees?: readonly VendorFee[];
  /** What the vendor answered, kept in the payment's details. */
  vendorData?: Record<string, unknown>;
  paidAt?: Date;
  vendorReference?: string;
  /**
   * A vendor notification's de-duplication key: recorded in processed_notifications in this
   * same transaction, so a notification already handled changes nothing, and one whose work
   * failed half-way leaves no record (the vendor's retry completes it).
   */
  notification?: { vendorId: NonNullable<PaymentRow['vendorId']>; eventKey: string };
};

export type StatusOutcome = {
  payment: PaymentRow;
  /** Whether anything changed (false for a repeated or refused request). */
  changed: boolean;
  refused: null | 'transition' | 'refund-exceeds';
  /** The notification was processed before: nothing was done. */
  duplicate?: boolean;
};

export type MoneyRepositories = {
  payments: PaymentsRepository;
  moneyMovements: MoneyMovementsRepository;
  enrollments: EnrollmentsRepository;
  users: UsersRepository;
};

/** What is left of a payment to refund or charge back. */
export const remainingOf = (payment: PaymentRow): MoneyAmount =>
  subtractMoney(subtractMoney(payment.amount, payment.refundedAmount), payment.chargedBackAmount);

export function createPaymentStatusRule(deps: { unitOfWork: UnitOfWork<MoneyRepositories>; clock: Clock }) {
  const { unitOfWork, clock } = deps;

  return async function applyPaymentStatus(
    paymentId: string,
    request: StatusRequest,
    /**
     * The repositories of a transaction the caller holds: the change joins it (a vendor
     * refund's row and its REFUND movement are written together, refunds.service.ts).
     */
    within?: MoneyRepositories,
  ): Promise<StatusOutcome> {
    const work = async (repos: MoneyRepositories): Promise<StatusOutcome> => {
      const payment = await repos.payments.lock(paymentId);
      if (!payment) throw AppError.notFound('El pago');
      const now = clock.now();
      if (request.notification) {
        const { vendorId, eventKey } = request.notification;
        const first = await repos.payments.markNotificationProcessed(vendorId, eventKey, paymentId, now);
        if (!first) return { payment, changed: false, refused: null, duplicate: true };
      }
      const kept = keptVendorData(payment, request);
      const unchanged = async (refused: StatusOutcome['refused']): Promise<StatusOutcome> => ({
        payment: kept ? ((await repos.payments.update(paymentId, kept, now)) ?? payment) : payment,
        changed: false,
        refused,
      });
      const verdict = transitionOf(payment.status, request.status);
      if (verdict === 'same') return unchanged(null);
      if (verdict === 'refused') return unchanged('transition');

      const step = new MoneyStep(repos, payment, request, now);
      let values: Partial<PaymentRow>;
      switch (request.status) {
        case 'APPROVED':
          values = await step.approve();
          break;
        case 'REJECTED':
          values = await step.reject();
          break;
        case 'REFUNDED': {
          const refunded = await step.refund();
          if (refunded === 'exceeds') return unchanged('refund-exceeds');
          if (refunded === 'duplicate') return unchanged(null);
          values = refunded;
          break;
        }
        case 'CHARGED_BACK':
          values = await step.chargeBack();
          break;
        default:
          values = { status: request.status };
      }
      const updated = await repos.payments.update(paymentId, { ...kept, ...values }, now);
      await repos.payments.recordStatusChange(paymentId, {
        fromStatus: payment.status,
        toStatus: values.status ?? request.status,
        at: now,
        byUserId: request.by ?? null,
        source: request.source,
        vendorId: request.source === 'VENDOR' || request.source === 'SANDBOX' ? payment.vendorId : null,
        reason: step.reason(),
      });
      return { payment: updated!, changed: true, refused: null };
    };
    return within ? work(within) : unitOfWork.run(work);
  };
}

export type ApplyPaymentStatus = ReturnType<typeof createPaymentStatusRule>;

/**
 * Attaches payments to an enrollment's history (addEnrollmentPaymentHistory): each payment
 * of the enrollment's user, in its currency and of no other enrollment, is linked; an
 * APPROVED one that paid no period yet is allocated now (what refunds left of it), as its
 * approval would have.
 */
export function createPaymentAttachment(deps: { unitOfWork: UnitOfWork<MoneyRepositories>; clock: Clock }) {
  return async function attachPayments(enrollmentId: string, paymentIds: readonly string[], by: string) {
    await deps.unitOfWork.run(async (repos) => {
      const enrollment = await repos.enrollments.lock(enrollmentId);
      if (!enrollment) throw AppError.notFound('La inscripción');
      const now = deps.clock.now();
      // Sorted: two attachments of overlapping payments lock them in the same order.
      for (const paymentId of [...paymentIds].sort()) {
        const payment = await repos.payments.lock(paymentId);
        if (!payment) throw AppError.notFound('El pago');
        if (
          payment.userId !== enrollment.userId ||
          (payment.enrollmentId && payment.enrollmentId !== enrollmentId)
        ) {
          throw new AppError('PAYMENT_NOT_ATTACHABLE', 'El pago es de otra persona o de otra inscripción');
        }
        if (payment.currency !== enrollment.currency) {
          throw new AppError('PAYMENT_CURRENCY_MISMATCH', 'La moneda del pago no es la de la inscripción');
        }
        const attached = payment.enrollmentId
          ? payment
          : (await repos.payments.update(paymentId, { enrollmentId }, now))!;
        if (attached.status === 'APPROVED' && (await repos.payments.countAllocations(paymentId)) === 0) {
          const step = new MoneyStep(repos, attached, { status: 'APPROVED', source: 'STAFF', by }, now);
          await step.allocate(remainingOf(attached));
        }
      }
    });
  };
}

export type AttachPayments = ReturnType<typeof createPaymentAttachment>;

function keptVendorData(payment: PaymentRow, request: StatusRequest): Partial<PaymentRow> | undefined {
  if (!request.vendorData && !request.vendorReference) return undefined;
  return {
    ...(request.vendorData ? { details: request.vendorData } : {}),
    ...(request.vendorReference && !payment.vendorReference
      ? { vendorReference: request.vendorReference }
      : {}),
  };
}

/** The money side of one status change, inside the caller's transaction. */
class MoneyStep {
  private refundNote: string | null = null;

  constructor(
    private readonly repos: MoneyRepositories,
    private readonly payment: PaymentRow,
    private readonly request: StatusRequest,
    private readonly now: Date,
  ) {}

  private get source() {
    return this.payment.vendorId ?? 'manual';
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
  ) {
    return this.repos.moneyMovements.record(
      {
        type,
        source: this.source,
        currency: this.payment.currency,
        amount,
        occurredAt: this.now,
        // A staff-recorded (manual) movement is reconciled by whoever recorded it; a vendor's settles later.
        executed: this.source === 'manual',
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
      await this.allocate(this.payment.amount);
    }
    return { status: 'APPROVED', paidAt: this.request.paidAt ?? this.payment.paidAt ?? this.now };
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

  /** Fills the enrollment's oldest owed periods with `amount`; activates the enrollment and its student. */
  async allocate(amount: MoneyAmount) {
    const enrollmentId = this.payment.enrollmentId;
    if (!enrollmentId) return;
    const enrollment = await this.repos.enrollments.lock(enrollmentId);
    if (!enrollment) return;
    if (enrollment.currency === this.payment.currency) {
      const periods = await this.repos.enrollments.lockPeriods(enrollmentId);
      await this.writeShares(enrollmentId, allocationPlan(periods, amount));
    }
    const activates = enrollment.status === 'PENDING';
    if (activates || enrollment.alert === 'PAYMENT_FAILED') {
      await this.repos.enrollments.update(
        enrollmentId,
        {
          ...(activates ? { status: 'ACTIVE' } : {}),
          ...(enrollment.alert === 'PAYMENT_FAILED' ? { alert: 'NONE' } : {}),
        },
        this.now,
      );
    }
    await this.promoteToStudent(enrollment.userId);
  }

  /** A BASIC user whose enrollment is paid becomes a STUDENT (DESIGN.md section 3). */
  private async promoteToStudent(userId: string) {
    const user = await this.repos.users.findById(userId);
    if (!user?.scopes.includes('BASIC')) return;
    const granted = await this.repos.users.grantScope(userId, 'STUDENT');
    await this.repos.users.revokeScope(userId, 'BASIC');
    const by = this.request.by ?? null;
    if (granted) await this.repos.users.recordScopeChanges(userId, ['STUDENT'], 'GRANTED', by, this.now);
    await this.repos.users.recordScopeChanges(userId, ['BASIC'], 'REVOKED', by, this.now);
  }

  private async writeShares(enrollmentId: string, shares: PeriodShare[]) {
    if (shares.length === 0) return;
    await this.repos.payments.insertAllocations(this.payment.id, enrollmentId, shares, this.now);
    for (const share of shares) {
      await this.repos.enrollments.addToPeriodPaid(enrollmentId, share.periodNumber, share.amount, this.now);
    }
    await this.repos.enrollments.refreshFigures(enrollmentId);
  }

  async reject(): Promise<Partial<PaymentRow>> {
    if (this.payment.enrollmentId) {
      await this.repos.enrollments.update(this.payment.enrollmentId, { alert: 'PAYMENT_FAILED' }, this.now);
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
    await this.takeBack(amount, left);
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
    await this.repos.enrollments.lock(enrollmentId);
    const held = await this.repos.payments.heldByPeriod(this.payment.id, enrollmentId);
    const credit = subtractMoney(left, addMoney('0.00', ...held.map((share) => share.amount)));
    const fromPeriods = compareMoney(amount, credit) > 0 ? subtractMoney(amount, credit) : '0.00';
    if (isZeroMoney(fromPeriods)) return;
    await this.repos.enrollments.lockPeriods(enrollmentId);
    await this.writeShares(enrollmentId, reversalPlan(held, fromPeriods));
  }
}
