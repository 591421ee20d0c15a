/** Attaching payments to an enrollment's history (addEnrollmentPaymentHistory), one transaction. */
import type { UnitOfWork } from '../../../db/unit-of-work.js';
import { AppError } from '../../../errors/app-error.js';
import type { Clock } from '../../../time/clock.js';
import { lockEnrollment } from '../../enrollments/index.js';
import { MoneyStep, remainingOf } from '../money-step.js';
import type { MoneyRepositories } from '../payment-status.js';

/**
 * Attaches payments to an enrollment's history (addEnrollmentPaymentHistory): each payment
 * of the enrollment's user, in its currency and of no other enrollment, is linked; an
 * APPROVED one that paid no period yet is allocated now (what refunds left of it), as its
 * approval would have.
 */
export function createPaymentAttachment(deps: { unitOfWork: UnitOfWork<MoneyRepositories>; clock: Clock }) {
  return async function attachPayments(enrollmentId: string, paymentIds: readonly string[], by: string) {
    await deps.unitOfWork.run(async (repos) => {
      // The lock order (lock-order.ts): the enrollment, then its payments by ascending id.
      const enrollment = await lockEnrollment(repos.executor, enrollmentId);
      if (!enrollment) throw AppError.notFound('La inscripción');
      const now = deps.clock.now();
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
