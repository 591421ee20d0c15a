/**
 * What a new payment would be (a draft) and saving one: a checkout payment pays the
 * enrollment's next owed periods (by default its oldest owed one), a staff payment a free
 * amount; one open payment per period. Shared by creating, quoting and the referred
 * enrollment's first payment.
 */
import {
  addMoney,
  byDueDate,
  compareMoney,
  isZeroMoney,
  owedOn,
  type PaymentCreation,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../../core/actor.js';
import type { Executor } from '../../../db/database.js';
import type { EnrollmentPeriodRow, EnrollmentRow, PaymentRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { enrollmentOfPayment, periodsOf } from '../../enrollments/index.js';
import { userExists } from '../../users/index.js';
import { ENROLLMENT_LINK_MAKERS, hasAny, PAYMENT_STAFF } from '../payment-access.js';
import { newLinkOf, toPaymentDto } from '../payment-dtos.js';
import type { ComponentValues, PaymentsRepository } from '../payments.repository.js';
import type { PaymentsDeps } from '../payments.service.js';
import { periodLabelOf } from '../period-label.js';

export type Creation = Static<typeof PaymentCreation>;

/** What a payment would be: its lines, amount, currency and owner. */
export type Draft = {
  enrollment: EnrollmentRow | null;
  userId: string;
  currency: PaymentRow['currency'];
  amount: string;
  segment: PaymentRow['segment'];
  components: ComponentValues[];
  description: string;
  tier: string | null;
};

/** A payment of an enrollment is in its currency: one in another is never allocated to its periods. */
export const currencyMismatch = () =>
  new AppError('PAYMENT_CURRENCY_MISMATCH', 'La moneda del pago no es la de la inscripción');

/** The lines of the periods asked for (by default the oldest owed one); 409 NOTHING_TO_PAY when none is owed. */
function periodLines(enrollment: EnrollmentRow, periods: EnrollmentPeriodRow[], asked?: number[]) {
  const owed = periods.filter(
    (period) => !isZeroMoney(owedOn(period)) && compareMoney(owedOn(period), '0.00') > 0,
  );
  const chosen = asked
    ? asked.map((number) => owed.find((period) => period.number === number))
    : owed.sort(byDueDate).slice(0, 1);
  if (chosen.length === 0 || chosen.some((period) => !period)) {
    throw new AppError('NOTHING_TO_PAY', 'No hay nada pendiente de pago en esos períodos');
  }
  const upfrontFirst = enrollment.planType === 'upfront' || enrollment.planType === 'hybrid';
  return (chosen as EnrollmentPeriodRow[])
    .sort((a, b) => a.number - b.number)
    .map((period) => ({
      kind: upfrontFirst && period.number === 1 ? ('UPFRONT' as const) : ('PERIOD' as const),
      periodNumber: period.number,
      description: periodLabelOf(enrollment.planType, period.number),
      amount: owedOn(period),
      currency: enrollment.currency ?? 'ARS',
      complementary: period.complementary,
    }));
}

export function createPaymentDrafts(deps: Pick<PaymentsDeps, 'payments' | 'db' | 'linkTtlDays' | 'clock'>) {
  const { payments, clock } = deps;

  async function enrollmentFor(person: Person, enrollmentId: string, db: Executor) {
    const enrollment = await enrollmentOfPayment(db, enrollmentId, clock.now());
    if (!enrollment || (!hasAny(person, ENROLLMENT_LINK_MAKERS) && enrollment.userId !== person.userId)) {
      throw AppError.notFound('La inscripción');
    }
    return enrollment;
  }

  /** What createPayment (and quotePayment) would make; `db` is a transaction's where the caller has one. */
  async function draftOf(person: Person, body: Creation, db: Executor = deps.db): Promise<Draft> {
    const staff = hasAny(person, PAYMENT_STAFF);
    if (!staff && ((body.userId && body.userId !== person.userId) || body.amount || body.segment)) {
      throw AppError.forbidden('Solo administración elige quién paga, el monto o el segmento');
    }
    if (!body.enrollmentId) {
      if (!body.amount) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Datos inválidos: body.enrollmentId o body.amount es obligatorio',
          [{ path: 'body.amount', message: 'es obligatorio sin inscripción', code: 'required' }],
        );
      }
      const currency = body.currency ?? 'ARS';
      const description = body.description ?? 'Pago';
      if (body.userId && !(await userExists(db, body.userId))) throw AppError.notFound('La persona');
      return {
        enrollment: null,
        userId: body.userId ?? person.userId,
        currency,
        amount: body.amount,
        segment: body.segment ?? 'OTHER',
        components: [{ kind: 'OTHER', periodNumber: null, description, amount: body.amount, currency }],
        description,
        tier: null,
      };
    }
    const enrollment = await enrollmentFor(person, body.enrollmentId, db);
    const currency = enrollment.currency ?? 'ARS';
    if (body.userId && body.userId !== enrollment.userId)
      throw AppError.forbidden('La inscripción es de otra persona');
    if (body.amount) {
      const description = body.description ?? 'Pago';
      return {
        enrollment,
        userId: enrollment.userId,
        currency: body.currency ?? currency,
        amount: body.amount,
        segment: body.segment ?? 'OTHER',
        components: [
          {
            kind: 'OTHER',
            periodNumber: null,
            description,
            amount: body.amount,
            currency: body.currency ?? currency,
          },
        ],
        description,
        tier: enrollment.tier,
      };
    }
    return periodDraft(enrollment, body, db);
  }

  /** A payment of an enrollment's periods (by default its oldest owed one); `db` may be a transaction's. */
  async function periodDraft(
    enrollment: EnrollmentRow,
    body: Pick<Creation, 'periodNumbers' | 'segment' | 'description'>,
    db: Executor = deps.db,
  ): Promise<Draft> {
    const currency = enrollment.currency ?? 'ARS';
    const lines = periodLines(enrollment, await periodsOf(db, enrollment.id), body.periodNumbers);
    const segment = lines.some((line) => line.kind === 'UPFRONT')
      ? 'UPFRONT'
      : lines.every((line) => line.complementary)
        ? 'COMPLEMENTARY'
        : 'QUOTA';
    return {
      enrollment,
      userId: enrollment.userId,
      currency,
      amount: addMoney('0.00', ...lines.map((line) => line.amount)),
      segment: body.segment ?? segment,
      components: lines.map(({ complementary: _, ...line }) => line),
      description: body.description ?? lines.map((line) => line.description).join(', '),
      tier: enrollment.tier,
    };
  }

  /**
   * Saves a payment with its lines and its first history entry (on `repository`, a transaction's
   * where the caller has one); the answer carries the link token, shown only now.
   */
  async function insertDraft(
    draft: Draft,
    by: string | null,
    source: 'STAFF' | 'SYSTEM',
    repository: PaymentsRepository = payments,
  ) {
    const now = clock.now();
    const link = newLinkOf(now, deps.linkTtlDays);
    const row = await repository.insert(
      {
        userId: draft.userId,
        enrollmentId: draft.enrollment?.id ?? null,
        amount: draft.amount,
        currency: draft.currency,
        segment: draft.segment,
        referrerSellerId: draft.enrollment?.referrerSellerId ?? null,
        description: draft.description,
        ...link.values,
        createdAt: now,
        updatedAt: now,
      },
      draft.components,
    );
    await repository.recordStatusChange(row.id, {
      fromStatus: null,
      toStatus: 'CREATED',
      at: now,
      byUserId: by,
      source,
      reason: null,
    });
    return toPaymentDto(row, link.token);
  }

  return { draftOf, periodDraft, insertDraft };
}

export type PaymentDrafts = ReturnType<typeof createPaymentDrafts>;

/**
 * One open payment per period: the open (CREATED or PENDING) payment a period payment would
 * duplicate, read under the enrollment's lock. The same periods — or, by default, the open
 * payment holding the oldest owed period — answer that payment; an open payment of only some
 * of the periods asked for is refused (409, naming it).
 */
export async function openPaymentFor(
  repository: PaymentsRepository,
  draft: Draft,
  asked: Creation['periodNumbers'],
) {
  const wanted = draft.components.flatMap((line) => (line.periodNumber ? [line.periodNumber] : []));
  const overlapping = (await repository.findOpenPeriodPayments(draft.enrollment!.id)).filter((open) =>
    open.periodNumbers.some((number) => wanted.includes(number)),
  );
  if (overlapping.length === 0) return undefined;
  const [only] = overlapping;
  const samePeriods =
    only!.periodNumbers.length === wanted.length &&
    only!.periodNumbers.every((number) => wanted.includes(number));
  if (overlapping.length === 1 && (samePeriods || !asked)) return only!.payment;
  throw new AppError(
    'PAYMENT_ALREADY_OPEN',
    `Ya hay un pago abierto para esos períodos: ${overlapping.map((open) => open.payment.id).join(', ')}`,
  );
}
