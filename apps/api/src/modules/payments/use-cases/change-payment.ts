/**
 * Staff changing a payment: its fields (re-pricing a payment not started yet) and its status
 * (through the one money rule, payment-status.ts; a vendor payment's refund through its vendor).
 */
import type { PaymentStatusUpdate, PaymentUpdate } from '@catedra/contract';
import type { Static } from 'typebox';
import type { PaymentStatus } from '../../../adapters/payments/payment-vendor.js';
import type { Person } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { enrollmentOfPayment } from '../../enrollments/index.js';
import { userExists } from '../../users/index.js';
import { lockPaymentInOrder } from '../lock-order.js';
import { toPaymentDto } from '../payment-dtos.js';
import type { PaymentsDeps } from '../payments.service.js';
import { currencyMismatch } from './payment-drafts.js';

const methodNotManual = () =>
  new AppError(
    'PAYMENT_METHOD_NOT_MANUAL',
    'El medio de pago se registra solo al aprobar un cobro manual (sin proveedor)',
    [
      {
        path: 'body.method',
        message: 'Solo para aprobar un cobro manual',
        code: 'PAYMENT_METHOD_NOT_MANUAL',
      },
    ],
  );

export function createPaymentChanges(
  deps: Pick<PaymentsDeps, 'unitOfWork' | 'applyPaymentStatus' | 'refunds' | 'clock'>,
) {
  const { clock } = deps;

  return {
    /** The payment and (re-priced) its lines in one transaction, on the locked payment. */
    async update(paymentId: string, body: Static<typeof PaymentUpdate>) {
      return deps.unitOfWork.run(async (tx) => {
        const row = await lockPaymentInOrder(tx, paymentId);
        if (!row) throw AppError.notFound('El pago');
        const repricing = body.amount !== undefined || body.currency !== undefined;
        if (repricing && row.status !== 'CREATED') {
          throw new AppError(
            'PAYMENT_NOT_EDITABLE',
            'El monto y la moneda solo cambian mientras el pago no se inició',
          );
        }
        if (body.currency !== undefined && row.enrollmentId) {
          const enrollment = await enrollmentOfPayment(tx.executor, row.enrollmentId, clock.now());
          if (enrollment && body.currency !== (enrollment.currency ?? 'ARS')) throw currencyMismatch();
        }
        if (body.referrerSellerId && !(await userExists(tx.executor, body.referrerSellerId))) {
          throw AppError.notFound('El vendedor');
        }
        const now = clock.now();
        const updated = await tx.payments.update(paymentId, body, now);
        if (repricing) {
          // A free amount replaces what the payment pays: one line with the new figure.
          await tx.payments.replaceComponents(paymentId, [
            {
              kind: 'OTHER',
              periodNumber: null,
              description: updated!.description || 'Pago',
              amount: updated!.amount,
              currency: updated!.currency,
            },
          ]);
        }
        return toPaymentDto(updated!);
      });
    },

    /**
     * Staff force a status: only DESIGN.md's transitions (409 otherwise), recording who and why.
     * REFUNDED of a vendor payment asks its vendor (use-cases/request-refund.ts; `idempotencyKey`
     * makes a retry the same refund); a manual one is recorded here by hand.
     */
    async forceStatus(
      person: Person,
      paymentId: string,
      status: PaymentStatus,
      body: Static<typeof PaymentStatusUpdate> | null,
      idempotencyKey?: string,
    ) {
      if (body?.method && status !== 'APPROVED') throw methodNotManual();
      if (status === 'REFUNDED') {
        const throughVendor = await deps.refunds.request(
          person,
          paymentId,
          { amount: body?.amount, reason: body?.reason ?? null },
          idempotencyKey,
        );
        if (throughVendor) return toPaymentDto(throughVendor);
      }
      const outcome = await deps.applyPaymentStatus(paymentId, {
        status,
        source: 'STAFF',
        by: person.userId,
        reason: body?.reason ?? null,
        refundAmount: body?.amount,
        paidAt: body?.paidAt ? new Date(body.paidAt) : undefined,
        vendorReference: body?.vendorReference,
        method: body?.method,
      });
      if (outcome.refused === 'method-not-manual') throw methodNotManual();
      if (outcome.refused === 'transition') {
        throw new AppError(
          'PAYMENT_TRANSITION_REFUSED',
          `Un pago ${outcome.payment.status} no puede pasar a ${status}`,
        );
      }
      if (outcome.refused === 'refund-exceeds') {
        throw new AppError('REFUND_EXCEEDS_PAYMENT', 'El reembolso supera lo que queda del pago');
      }
      return toPaymentDto(outcome.payment);
    },
  };
}
