/**
 * Making payments: createPayment (one open payment per period, under the enrollment's lock),
 * quotePayment (what it would make, saving nothing) and createReferredEnrollment (a seller's
 * enrollment with its first payment).
 */
import { type Actor, type Person, userIdOf } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { enrollmentOfPayment, lockEnrollment } from '../../enrollments/index.js';
import { markLeadConverted } from '../../leads/index.js';
import { convertCharge } from '../exchange.js';
import { ENROLLMENT_LINK_MAKERS, hasAny } from '../payment-access.js';
import { newLinkOf, toComponentDto, toPaymentDto } from '../payment-dtos.js';
import type { PaymentsDeps } from '../payments.service.js';
import { requireRate } from './exchange-rates.js';
import { type Creation, currencyMismatch, openPaymentFor, type PaymentDrafts } from './payment-drafts.js';
import { buyerOf, type ReferredSale, studentAsTypedFor } from './referred-sale.js';

export function createPaymentCreation(
  deps: Pick<
    PaymentsDeps,
    'payments' | 'unitOfWork' | 'enrolReferredIn' | 'idempotent' | 'linkTtlDays' | 'clock'
  >,
  drafts: PaymentDrafts,
) {
  const { clock } = deps;
  const { draftOf, periodDraft, insertDraft } = drafts;

  return {
    /**
     * A payment and its lines and first history entry, in one transaction. A payment of an
     * enrollment's periods is made under the enrollment's lock: while those periods have an
     * open payment, that one is answered (with a new link; the one issued before stops
     * working) — "Pagar ahora" resumes it, a second "Generar link de pago" answers it.
     */
    async create(person: Person, body: Creation, idempotencyKey?: string) {
      return deps.idempotent(
        { operation: 'createPayment', owner: person.userId, key: idempotencyKey, body },
        () =>
          deps.unitOfWork.run(async (tx) => {
            // The lock order (lock-order.ts): the enrollment first. Concurrent clicks wait here.
            if (body.enrollmentId) await lockEnrollment(tx.executor, body.enrollmentId);
            const draft = await draftOf(person, body, tx.executor);
            if (draft.enrollment && !body.amount && draft.currency !== (draft.enrollment.currency ?? 'ARS')) {
              throw currencyMismatch();
            }
            if (body.currency && draft.enrollment && body.currency !== draft.enrollment.currency) {
              throw currencyMismatch();
            }
            const open =
              draft.enrollment &&
              !body.amount &&
              (await openPaymentFor(tx.payments, draft, body.periodNumbers));
            if (open) {
              const now = clock.now();
              const link = newLinkOf(now, deps.linkTtlDays);
              const resumed = await tx.payments.update(open.id, link.values, now);
              return toPaymentDto(resumed!, link.token);
            }
            const source = hasAny(person, ENROLLMENT_LINK_MAKERS) ? 'STAFF' : 'SYSTEM';
            return insertDraft(draft, person.userId, source, tx.payments);
          }),
      );
    },

    /**
     * The checkout link of an enrollment's period, for a payment reminder: under the
     * enrollment's lock, the period's open payment with a new link (the one issued before stops
     * working, as "Generar link de pago" does), or a new payment of what is left to pay on it,
     * made by the actor (a job: the system). 422 NOTHING_TO_PAY when nothing is owed on it.
     */
    async periodLink(actor: Actor, enrollmentId: string, periodNumber: number) {
      return deps.unitOfWork.run(async (tx) => {
        await lockEnrollment(tx.executor, enrollmentId);
        const enrollment = await enrollmentOfPayment(tx.executor, enrollmentId, clock.now());
        if (!enrollment) throw AppError.notFound('La inscripción');
        const draft = await periodDraft(enrollment, { periodNumbers: [periodNumber] }, tx.executor);
        const open = await openPaymentFor(tx.payments, draft, [periodNumber]);
        if (open) {
          const now = clock.now();
          const link = newLinkOf(now, deps.linkTtlDays);
          await tx.payments.update(open.id, link.values, now);
          return { paymentId: open.id, linkToken: link.token };
        }
        const payment = await insertDraft(draft, userIdOf(actor), 'SYSTEM', tx.payments);
        return { paymentId: payment.id, linkToken: payment.linkToken! };
      });
    },

    /** What createPayment would make, saving nothing; in the other currency, with the conversion. */
    async quote(person: Person, body: Creation) {
      const draft = await draftOf(person, { ...body, currency: undefined });
      const wanted = body.currency ?? draft.currency;
      let exchange = null;
      if (wanted !== draft.currency) {
        const rate = await requireRate(deps.payments);
        exchange = {
          from: draft.currency,
          to: wanted,
          rate: rate.rate,
          convertedAmount: convertCharge(draft.amount, draft.currency, wanted, rate.rate),
        };
      }
      return {
        enrollmentId: draft.enrollment?.id ?? null,
        currency: draft.currency,
        amount: draft.amount,
        components: draft.components.map(toComponentDto),
        tier: draft.tier,
        exchange,
      };
    },

    /**
     * createReferredEnrollment: a seller's enrollment, its periods and its first payment (the
     * oldest owed period, with its link token) in one transaction: when the payment cannot be
     * made (nothing owed, a failure half-way) no enrollment is left without it.
     */
    async createReferredEnrollment(person: Person, sale: ReferredSale) {
      return deps.unitOfWork.run(async (tx) => {
        const { referral, person: buyer } = await buyerOf(tx.executor, person, sale, clock.now());
        const enrollmentId = await deps.enrolReferredIn(tx.executor, person, referral);
        if (sale.leadId)
          await markLeadConverted(tx.executor, sale.leadId, enrollmentId, person.userId, clock.now());
        const enrollment = (await enrollmentOfPayment(tx.executor, enrollmentId, clock.now()))!;
        const draft = await periodDraft(enrollment, {}, tx.executor);
        return {
          enrollmentId,
          payment: await insertDraft(draft, person.userId, 'SYSTEM', tx.payments),
          studentAsTyped: studentAsTypedFor(person, buyer),
        };
      });
    },
  };
}
