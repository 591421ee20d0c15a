/**
 * The rules about payments (DESIGN.md sections 3 and 4; docs/domain/payments.md): what a
 * checkout payment pays (the enrollment's next owed periods) or a staff payment's free
 * amount, who sees which payment, the vendors a payment may use, the staff's status changes
 * (through the one money rule, payment-status.ts), attaching payments to an enrollment, and
 * the USD→ARS exchange rate.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  addMoney,
  byDueDate,
  compareMoney,
  type ExchangeRateCreation,
  formatReceiptNumber,
  isZeroMoney,
  owedOn,
  type PaymentCreation,
  type PaymentStatusUpdate,
  type PaymentUpdate,
  SCOPE_GROUPS,
  type Scope,
  subtractMoney,
  zonedDateTimeToInstant,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { PaymentStatus } from '../../adapters/payments/payment-vendor.js';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type {
  EnrollmentPeriodRow,
  EnrollmentRow,
  ExchangeRateRow,
  PaymentRow,
} from '../../db/schema/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import {
  type EnrollmentsService,
  enrollmentOfPayment,
  lockEnrollment,
  periodsOf,
  type Referral,
} from '../enrollments/index.js';
import { userExists } from '../users/index.js';
import { allowedVendorsOf, payerCountryOf } from './allowed-vendors.js';
import { canonicalRate, convertCharge } from './exchange.js';
import type { Idempotent } from './idempotency.js';
import { lockPaymentInOrder } from './lock-order.js';
import type { ApplyPaymentStatus, MoneyRepositories } from './payment-status.js';
import type { ComponentValues, PaymentFilters, PaymentsRepository } from './payments.repository.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import type { RefundsService } from './refunds.service.js';

/** Dates of the list's fromDate/toDate are read in the academy's zone. */
const BUSINESS_ZONE = 'America/Argentina/Buenos_Aires';
const PAYMENT_STAFF: readonly Scope[] = SCOPE_GROUPS.commercialStaff;
const PAYMENT_READERS: readonly Scope[] = [...PAYMENT_STAFF, 'MANAGER', 'FARMING', 'SELLER_ADMIN'];
const SELLERS: readonly Scope[] = ['SELLER', 'SELLER_EXTERNAL'];
/**
 * Who may open a payment of any enrollment's owed periods to send its link: payment staff, and
 * collections (FARMING) for debtors. Only payment staff choose the payer, an amount or a segment.
 */
const ENROLLMENT_LINK_MAKERS: readonly Scope[] = [...PAYMENT_STAFF, 'FARMING'];
/** Who issues a new link for any payment: payment staff and sellers' admins (a seller, for what it referred). */
const LINK_ISSUERS: readonly Scope[] = [...PAYMENT_STAFF, 'SELLER_ADMIN'];

const hasAny = (caller: Caller, scopes: readonly Scope[]) =>
  caller.scopes.some((scope) => scopes.includes(scope));

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new payment link: its token (shown once) and what the payment keeps of it (the SHA-256, the expiry). */
export function newLinkOf(now: Date, ttlDays: number) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    values: {
      linkTokenHash: hashLinkToken(token),
      linkExpiresAt: new Date(now.getTime() + ttlDays * 86_400_000),
    },
  };
}

export function toPaymentDto(row: PaymentRow, linkToken: string | null = null) {
  return {
    id: row.id,
    userId: row.userId,
    enrollmentId: row.enrollmentId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    vendorId: row.vendorId,
    vendorReference: row.vendorReference,
    segment: row.segment,
    referrerSellerId: row.referrerSellerId,
    description: row.description,
    paidAt: row.paidAt?.toISOString() ?? null,
    linkToken,
    refundedAmount: row.refundedAmount,
    receiptNumber: row.receiptNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toComponentDto(row: ComponentValues) {
  return {
    kind: row.kind,
    periodNumber: row.periodNumber ?? null,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
  };
}

function toExchangeRateDto(row: ExchangeRateRow) {
  return {
    id: row.id,
    from: 'USD' as const,
    to: 'ARS' as const,
    rate: row.rate,
    setBy: row.setBy,
    createdAt: row.createdAt.toISOString(),
  };
}

type PaymentsQuery = PageQuery & {
  fromDate?: string;
  toDate?: string;
  userId?: string;
  enrollmentId?: string;
  status?: PaymentRow['status'];
  vendorId?: NonNullable<PaymentRow['vendorId']>;
  referrerSellerId?: string;
  segment?: PaymentRow['segment'];
};

type Creation = Static<typeof PaymentCreation>;

/** What a payment would be: its lines, amount, currency and owner. */
type Draft = {
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
const currencyMismatch = () =>
  new AppError('PAYMENT_CURRENCY_MISMATCH', 'La moneda del pago no es la de la inscripción');

export function createPaymentsService(deps: {
  payments: PaymentsRepository;
  /** The pool: what payments read of enrollments and users (their modules' functions). */
  db: Executor;
  /**
   * One transaction per change of several tables: createPayment (under the enrollment's lock:
   * one open payment per period), updatePayment, createReferredEnrollment.
   */
  unitOfWork: UnitOfWork<MoneyRepositories>;
  enrolReferredIn: EnrollmentsService['enrolReferredIn'];
  applyPaymentStatus: ApplyPaymentStatus;
  /** A vendor payment's refund goes through its vendor; its refunds show in its details. */
  refunds: Pick<RefundsService, 'request' | 'of'>;
  idempotent: Idempotent;
  vendors: PaymentVendors;
  linkTtlDays: number;
  clock: Clock;
}) {
  const { payments, clock } = deps;

  /** The payment if the caller may see it; 404 otherwise (its existence does not leak). */
  async function visible(caller: Caller, paymentId: string, readers: readonly Scope[] = PAYMENT_READERS) {
    const row = await payments.findById(paymentId);
    const mine =
      row &&
      (row.userId === caller.userId || (hasAny(caller, SELLERS) && row.referrerSellerId === caller.userId));
    if (!row || !(hasAny(caller, readers) || mine)) throw AppError.notFound('El pago');
    return row;
  }

  async function enrollmentFor(caller: Caller, enrollmentId: string, db: Executor) {
    const enrollment = await enrollmentOfPayment(db, enrollmentId, clock.now());
    if (!enrollment || (!hasAny(caller, ENROLLMENT_LINK_MAKERS) && enrollment.userId !== caller.userId)) {
      throw AppError.notFound('La inscripción');
    }
    return enrollment;
  }

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

  /** What createPayment (and quotePayment) would make; `db` is a transaction's where the caller has one. */
  async function draftOf(caller: Caller, body: Creation, db: Executor = deps.db): Promise<Draft> {
    const staff = hasAny(caller, PAYMENT_STAFF);
    if (!staff && ((body.userId && body.userId !== caller.userId) || body.amount || body.segment)) {
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
        userId: body.userId ?? caller.userId,
        currency,
        amount: body.amount,
        segment: body.segment ?? 'OTHER',
        components: [{ kind: 'OTHER', periodNumber: null, description, amount: body.amount, currency }],
        description,
        tier: null,
      };
    }
    const enrollment = await enrollmentFor(caller, body.enrollmentId, db);
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
    by: string,
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

  /**
   * One open payment per period: the open (CREATED or PENDING) payment a period payment would
   * duplicate, read under the enrollment's lock. The same periods — or, by default, the open
   * payment holding the oldest owed period — answer that payment; an open payment of only some
   * of the periods asked for is refused (409, naming it).
   */
  async function openPaymentFor(
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

  async function requireRate() {
    const rate = await payments.currentExchangeRate();
    if (!rate) throw new AppError('EXCHANGE_RATE_MISSING', 'Todavía no se cargó el tipo de cambio');
    return rate;
  }

  /** From the first instant of `fromDate` to the first of the day after `toDate`, in the academy's zone. */
  function rangeOf(query: PaymentsQuery): Pick<PaymentFilters, 'from' | 'toBefore'> {
    return {
      from: query.fromDate ? zonedDateTimeToInstant(query.fromDate, '00:00', BUSINESS_ZONE) : undefined,
      toBefore: query.toDate
        ? zonedDateTimeToInstant(addDays(query.toDate, 1), '00:00', BUSINESS_ZONE)
        : undefined,
    };
  }

  return {
    /**
     * A payment and its lines and first history entry, in one transaction. A payment of an
     * enrollment's periods is made under the enrollment's lock: while those periods have an
     * open payment, that one is answered (with a new link; the one issued before stops
     * working) — "Pagar ahora" resumes it, a second "Generar link de pago" answers it.
     */
    async create(caller: Caller, body: Creation, idempotencyKey?: string) {
      return deps.idempotent(
        { operation: 'createPayment', owner: caller.userId, key: idempotencyKey, body },
        () =>
          deps.unitOfWork.run(async (tx) => {
            // The lock order (lock-order.ts): the enrollment first. Concurrent clicks wait here.
            if (body.enrollmentId) await lockEnrollment(tx.executor, body.enrollmentId);
            const draft = await draftOf(caller, body, tx.executor);
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
            const source = hasAny(caller, ENROLLMENT_LINK_MAKERS) ? 'STAFF' : 'SYSTEM';
            return insertDraft(draft, caller.userId, source, tx.payments);
          }),
      );
    },

    /** What createPayment would make, saving nothing; in the other currency, with the conversion. */
    async quote(caller: Caller, body: Creation) {
      const draft = await draftOf(caller, { ...body, currency: undefined });
      const wanted = body.currency ?? draft.currency;
      let exchange = null;
      if (wanted !== draft.currency) {
        const rate = await requireRate();
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

    async findAll(caller: Caller, query: PaymentsQuery) {
      const page = toPageRequest(query);
      const filters: PaymentFilters = {
        ...rangeOf(query),
        userId: query.userId,
        enrollmentId: query.enrollmentId,
        status: query.status,
        vendorId: query.vendorId,
        referrerSellerId: query.referrerSellerId,
        segment: query.segment,
      };
      if (!hasAny(caller, PAYMENT_READERS)) {
        // A seller lists what it referred; anybody else its own payments.
        if (hasAny(caller, SELLERS)) filters.referrerSellerId = caller.userId;
        else filters.userId = caller.userId;
      }
      const { rows, total } = await payments.findPage(filters, page);
      return pageOf(
        rows.map(({ payment, payerName, payerEmail }) => ({
          ...toPaymentDto(payment),
          payerName,
          payerEmail,
        })),
        total,
        page,
      );
    },

    /** The payment if the caller may pay or handle it (its payer, its referring seller, payment staff), else 404. */
    payableBy: (caller: Caller, paymentId: string, staff: readonly Scope[] = PAYMENT_STAFF) =>
      visible(caller, paymentId, staff),

    isPaymentStaff: (caller: Caller) => hasAny(caller, PAYMENT_STAFF),

    /**
     * The payment whose link the caller may reissue: link issuers any, a seller what it referred.
     * Never its payer (403): a new link kills the one his seller sent him. Others get 404.
     */
    async linkIssuableBy(caller: Caller, paymentId: string) {
      const row = await visible(caller, paymentId, LINK_ISSUERS);
      const referrer = hasAny(caller, SELLERS) && row.referrerSellerId === caller.userId;
      if (!hasAny(caller, LINK_ISSUERS) && !referrer) {
        throw AppError.forbidden(
          'Solo administración o el vendedor que refirió el pago emiten un enlace nuevo',
        );
      }
      return row;
    },

    /**
     * createReferredEnrollment: a seller's enrollment, its periods and its first payment (the
     * oldest owed period, with its link token) in one transaction: when the payment cannot be
     * made (nothing owed, a failure half-way) no enrollment is left without it.
     */
    async createReferredEnrollment(caller: Caller, referral: Referral) {
      return deps.unitOfWork.run(async (tx) => {
        const enrollmentId = await deps.enrolReferredIn(tx.executor, caller, referral);
        const enrollment = (await enrollmentOfPayment(tx.executor, enrollmentId, clock.now()))!;
        const draft = await periodDraft(enrollment, {}, tx.executor);
        return { enrollmentId, payment: await insertDraft(draft, caller.userId, 'SYSTEM', tx.payments) };
      });
    },

    async findById(caller: Caller, paymentId: string) {
      return toPaymentDto(await visible(caller, paymentId));
    },

    /** The PDF receipt of an approved payment (partly refunded ones show the refund); same readers as findById. */
    async receipt(caller: Caller, paymentId: string) {
      const row = await visible(caller, paymentId);
      // Every approval takes its receipt number (and the migration numbered those before it).
      if (row.status !== 'APPROVED' || !row.paidAt || row.receiptNumber === null) {
        throw new AppError('PAYMENT_NOT_APPROVED', 'Solo un pago aprobado tiene comprobante');
      }
      const [parties, lines] = await Promise.all([
        payments.findReceiptParties(paymentId),
        payments.findComponents(paymentId),
      ]);
      const number = formatReceiptNumber(row.receiptNumber!);
      return {
        fileName: `comprobante-${number}.pdf`,
        content: await renderReceiptPdf({
          number,
          paidAt: row.paidAt,
          timeZone: BUSINESS_ZONE,
          payerName: `${parties!.payerFirstName} ${parties!.payerLastName}`,
          courseTitle: parties!.courseTitle,
          lines: lines.map(toComponentDto),
          total: row.amount,
          currency: row.currency,
          refundedAmount: isZeroMoney(row.refundedAmount) ? null : row.refundedAmount,
          vendorId: row.vendorId,
          vendorReference: row.vendorReference,
        }),
      };
    },

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

    async details(caller: Caller, paymentId: string) {
      const row = await visible(caller, paymentId, [...PAYMENT_STAFF, 'MANAGER', 'FARMING']);
      const [history, refunds, refundMovements] = await Promise.all([
        payments.findStatusChanges(paymentId),
        deps.refunds.of(row),
        payments.findRefundMovements(paymentId),
      ]);
      const refundedAmounts = refundedAmountsOf(history, refundMovements);
      return {
        paymentId: row.id,
        vendorId: row.vendorId,
        vendorReference: row.vendorReference,
        vendorData: row.details,
        history: history.map((change, index) => ({
          from: change.fromStatus,
          to: change.toStatus,
          at: change.at.toISOString(),
          by: change.byUserId,
          source:
            change.source === 'STAFF'
              ? ('staff' as const)
              : change.source === 'SYSTEM'
                ? ('system' as const)
                : (change.vendorId ?? (change.source === 'SANDBOX' ? 'sandbox' : 'system')),
          reason: change.reason,
          refundedAmount: refundedAmounts[index] ?? null,
        })),
        refunds,
      };
    },

    async components(caller: Caller, paymentId: string) {
      await visible(caller, paymentId, [...PAYMENT_STAFF, 'MANAGER', 'FARMING']);
      return (await payments.findComponents(paymentId)).map(toComponentDto);
    },

    async allowedVendors(caller: Caller, paymentId: string) {
      const row = await visible(caller, paymentId, PAYMENT_STAFF);
      return allowedVendorsOf(row, {
        vendors: deps.vendors,
        country: await payerCountryOf(deps, row),
        staff: hasAny(caller, PAYMENT_STAFF),
      });
    },

    /**
     * Staff force a status: only DESIGN.md's transitions (409 otherwise), recording who and why.
     * REFUNDED of a vendor payment asks its vendor (refunds.service.ts; `idempotencyKey` makes a
     * retry the same refund); a manual one is recorded here by hand.
     */
    async forceStatus(
      caller: Caller,
      paymentId: string,
      status: PaymentStatus,
      body: Static<typeof PaymentStatusUpdate> | null,
      idempotencyKey?: string,
    ) {
      if (status === 'REFUNDED') {
        const throughVendor = await deps.refunds.request(
          caller,
          paymentId,
          { amount: body?.amount, reason: body?.reason ?? null },
          idempotencyKey,
        );
        if (throughVendor) return toPaymentDto(throughVendor);
      }
      const outcome = await deps.applyPaymentStatus(paymentId, {
        status,
        source: 'STAFF',
        by: caller.userId,
        reason: body?.reason ?? null,
        refundAmount: body?.amount,
        paidAt: body?.paidAt ? new Date(body.paidAt) : undefined,
        vendorReference: body?.vendorReference,
      });
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

    async currentExchangeRate() {
      return toExchangeRateDto(await requireRate());
    },

    async setExchangeRate(caller: Caller, body: Static<typeof ExchangeRateCreation>) {
      if (/^0*(\.0*)?$/.test(body.rate)) {
        throw new AppError('VALIDATION_FAILED', 'Datos inválidos: body.rate debe ser mayor que cero', [
          { path: 'body.rate', message: 'debe ser mayor que cero', code: 'exclusiveMinimum' },
        ]);
      }
      return toExchangeRateDto(
        await payments.insertExchangeRate(canonicalRate(body.rate), caller.userId, clock.now()),
      );
    },

    async exchangeRateHistory(query: PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await payments.exchangeRatePage(page);
      return pageOf(
        rows.map(({ rate, setByName }) => ({ ...toExchangeRateDto(rate), setByName })),
        total,
        page,
      );
    },
  };
}

/**
 * A period as a payment's line names it, as the plans say it: a hybrid plan's first period is
 * its down payment ("Anticipo"), an upfront plan's only one its price ("Pago único").
 */
export function periodLabelOf(planType: EnrollmentRow['planType'], number: number): string {
  if (number === 1 && planType === 'hybrid') return 'Anticipo';
  if (number === 1 && planType === 'upfront') return 'Pago único';
  return `Cuota ${number}`;
}

/**
 * What each history change gave back (null when it was no refund). A refund, whole or partial,
 * writes its REFUND movement and its history line in one transaction, at the same instant: a
 * change from APPROVED (to REFUNDED, or staying APPROVED for a partial one) takes the refund
 * movement of its instant, each movement once and in order.
 */
export function refundedAmountsOf(
  history: readonly { fromStatus: string | null; toStatus: string; at: Date }[],
  refundMovements: readonly { amount: string; occurredAt: Date }[],
): (string | null)[] {
  const unused = [...refundMovements];
  return history.map((change) => {
    const refundLike =
      change.fromStatus === 'APPROVED' && (change.toStatus === 'APPROVED' || change.toStatus === 'REFUNDED');
    if (!refundLike) return null;
    const index = unused.findIndex((movement) => movement.occurredAt.getTime() === change.at.getTime());
    if (index < 0) return null;
    const [movement] = unused.splice(index, 1);
    return subtractMoney('0.00', movement!.amount);
  });
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
