/**
 * Unapplied charges (issue 17; docs/domain/payments.md "Unapplied charges"): the vendor charges
 * the money rule kept because it could not apply them. Staff list them and decide, once:
 * apply one to its enrollment's next owed periods (use-cases/apply-unapplied-charge.ts,
 * one transaction), or refund it through its vendor (`refundCharge`, the refunds service's
 * `refundUnappliedCharge`; where none is given, 422 VENDOR_REFUND_UNAVAILABLE). A refund made
 * in the vendor's panel reaches us by its notification (the money rule marks the charge
 * REFUNDED). `markRefunded` closes a charge once the vendor accepted its refund.
 */
import type { UnappliedChargeDecision } from '@catedra/contract';
import type { Static } from 'typebox';
import { type Actor, type Person, userIdOf } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { UnappliedChargeRow } from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { MoneyRepositories } from './payment-status.js';
import type {
  UnappliedChargeFilters,
  UnappliedChargeListed,
  UnappliedChargesRepository,
} from './unapplied-charges.repository.js';
import { applyUnappliedChargeIn } from './use-cases/apply-unapplied-charge.js';
import { vendorCall } from './vendor-calls.js';

type Decision = Static<typeof UnappliedChargeDecision> | null;

/** The vendor's refund of a charge: answers the vendor's refund id once the vendor accepted it. */
export type RefundCharge = (charge: UnappliedChargeRow) => Promise<{ refundReference: string }>;

export function toUnappliedChargeDto(row: UnappliedChargeListed) {
  return {
    id: row.id,
    paymentId: row.paymentId,
    enrollmentId: row.enrollmentId,
    userId: row.userId,
    payerName: row.payerName,
    payerEmail: row.payerEmail,
    vendorId: row.vendorId,
    vendorReference: row.vendorReference,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    vendorStatus: row.vendorStatus,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    refundReference: row.refundReference,
    createdAt: row.createdAt.toISOString(),
  };
}

const decided = () => new AppError('UNAPPLIED_CHARGE_DECIDED', 'El cobro ya se aplicó o se reembolsó');
const noteOf = (decision: Decision) => decision?.reason?.trim() || null;

export function createUnappliedChargesService(deps: {
  unappliedCharges: UnappliedChargesRepository;
  unitOfWork: UnitOfWork<MoneyRepositories>;
  clock: Clock;
  /** Given by the vendor refunds work; absent, a refund decision answers 422 VENDOR_REFUND_UNAVAILABLE. */
  refundCharge?: RefundCharge;
}) {
  const { unappliedCharges, clock } = deps;

  async function found(chargeId: string) {
    return orNotFound(unappliedCharges.findById(chargeId), 'El cobro sin aplicar');
  }

  /**
   * Marks an OPEN charge REFUNDED (the vendor gave the money back): once; a repeat answers it
   * as it is, a charge already APPLIED answers 409. Staff deciding it, or the system once a
   * vendor's refund is confirmed: the charge records the person, none for the system.
   */
  async function markRefunded(
    actor: Actor,
    chargeId: string,
    refund: { refundReference: string | null; note: string | null },
  ) {
    const closed = await unappliedCharges.decide(chargeId, {
      status: 'REFUNDED',
      by: userIdOf(actor),
      at: clock.now(),
      note: refund.note,
      refundReference: refund.refundReference,
    });
    const row = await found(chargeId);
    if (!closed && row.status !== 'REFUNDED') throw decided();
    return toUnappliedChargeDto(row);
  }

  return {
    async findAll(query: PageQuery & UnappliedChargeFilters) {
      const page = toPageRequest(query);
      const { rows, total } = await unappliedCharges.findPage(
        { status: query.status, vendorId: query.vendorId, paymentId: query.paymentId },
        page,
      );
      return pageOf(rows.map(toUnappliedChargeDto), total, page);
    },

    /** Staff apply an OPEN charge to its enrollment's next owed periods (one transaction). */
    async apply(person: Person, chargeId: string, decision: Decision) {
      await deps.unitOfWork.run((repos) =>
        applyUnappliedChargeIn(repos, clock.now(), chargeId, { by: person.userId, note: noteOf(decision) }),
      );
      return toUnappliedChargeDto(await found(chargeId));
    },

    /** Staff refund an OPEN charge through its vendor (422 VENDOR_REFUND_UNAVAILABLE where no refund call is wired). */
    async refund(person: Person, chargeId: string, decision: Decision) {
      const charge = await found(chargeId);
      if (charge.status !== 'OPEN') throw decided();
      const refundCharge = deps.refundCharge;
      if (!refundCharge) {
        throw new AppError(
          'VENDOR_REFUND_UNAVAILABLE',
          `El reembolso por ${charge.vendorId} todavía no está disponible: hacelo en el panel del medio de pago`,
        );
      }
      // The vendor first, outside any transaction; the charge is closed once it accepted.
      const { refundReference } = await vendorCall(() => refundCharge(charge));
      return markRefunded(person, chargeId, { refundReference, note: noteOf(decision) });
    },

    markRefunded,
  };
}

export type UnappliedChargesService = ReturnType<typeof createUnappliedChargesService>;
