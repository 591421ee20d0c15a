/** Staff applying an unapplied charge (applyUnappliedCharge): its money side, in the caller's transaction. */
import type { UnappliedChargeRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { lockEnrollment } from '../../enrollments/index.js';
import { MoneyStep } from '../money-step.js';
import type { MoneyRepositories } from '../payment-status.js';

/**
 * Applies an OPEN unapplied charge to its payment's enrollment (a staff decision), in the
 * caller's transaction: the charge becomes APPLIED (once: the conditional update), its INCOME
 * movement `charge:<id>` is written and its amount fills the oldest owed periods (allocation
 * rows with `charge_id`), as an approval would. The enrollment is locked first (lock order).
 */
export async function applyUnappliedChargeIn(
  repos: MoneyRepositories,
  now: Date,
  chargeId: string,
  decision: { by: string; note: string | null },
): Promise<UnappliedChargeRow> {
  const charge = await repos.unappliedCharges.findById(chargeId);
  if (!charge) throw AppError.notFound('El cobro sin aplicar');
  const decidedBefore = () =>
    new AppError('UNAPPLIED_CHARGE_DECIDED', 'El cobro ya se aplicó o se reembolsó');
  if (charge.status !== 'OPEN') throw decidedBefore();
  if (!charge.enrollmentId) {
    throw new AppError('UNAPPLIED_CHARGE_NOT_APPLICABLE', 'El pago de este cobro no es de una inscripción');
  }
  const enrollment = await lockEnrollment(repos.executor, charge.enrollmentId);
  if (!enrollment) throw AppError.notFound('La inscripción');
  if (enrollment.currency !== charge.currency) {
    throw new AppError('PAYMENT_CURRENCY_MISMATCH', 'La moneda del cobro no es la de la inscripción');
  }
  // Decided once: of two decisions at once, the other finds it no longer OPEN.
  const decided = await repos.unappliedCharges.decide(chargeId, {
    status: 'APPLIED',
    by: decision.by,
    at: now,
    note: decision.note,
  });
  if (!decided) throw decidedBefore();
  const payment = (await repos.payments.findById(decided.paymentId))!;
  const step = new MoneyStep(repos, payment, { status: 'APPROVED', source: 'STAFF', by: decision.by }, now);
  await step.applyCharge(decided);
  await repos.payments.recordStatusChange(payment.id, {
    fromStatus: payment.status,
    toStatus: payment.status,
    at: now,
    byUserId: decision.by,
    source: 'STAFF',
    vendorId: null,
    reason: [
      `Cobro sin aplicar ${decided.vendorId} ${decided.vendorReference} aplicado a la inscripción (${decided.amount} ${decided.currency})`,
      decision.note,
    ]
      .filter(Boolean)
      .join(' · '),
  });
  return decided;
}
