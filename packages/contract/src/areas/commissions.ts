/**
 * Sellers' commissions (issue 22; docs/domain/calls-and-commissions.md): a rate per seller that
 * SELLER_ADMIN sets (its history kept), the commission lines — accrued when a payment of an
 * enrollment the seller referred is approved, clawed back on its refund or chargeback, paid out
 * by SELLER_ADMIN — and each seller's figures for a date range and a currency. Amounts are per
 * currency, never summed across currencies; date ranges are judged in the academy's time zone.
 */
import Type from 'typebox';
import { COMMISSION_LINE_KINDS, LEAD_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  Currency,
  DateOnly,
  DateTime,
  Money,
  Page,
  PagedQuery,
  Params,
  PositiveMoney,
  Query,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Commissions';

/** A percentage with up to two decimals, 0 to 100 ("10", "7.5", "12.25"). */
export const RatePercent = Type.String({
  pattern: '^(100(\\.0{1,2})?|\\d{1,2}(\\.\\d{1,2})?)$',
  description: 'Percent, 0–100, up to two decimals',
  examples: ['10.00'],
});

export const CommissionLineKind = Type.Enum(COMMISSION_LINE_KINDS);

export const CommissionRate = Type.Object({
  id: Uuid,
  sellerId: Uuid,
  ratePercent: RatePercent,
  /** From when the rate applies to approved payments (until the next one). */
  effectiveFrom: DateTime,
  setBy: Type.Union([Uuid, Type.Null()]),
  createdAt: DateTime,
});

export const CommissionRateCreation = Body({
  ratePercent: RatePercent,
  /** Defaults to now; a rate never applies to payments approved before it was set. */
  effectiveFrom: Type.Optional(DateTime),
});

export const CommissionLine = Type.Object({
  id: Uuid,
  sellerId: Uuid,
  kind: CommissionLineKind,
  currency: Currency,
  /** Signed: an accrual adds to the balance, a clawback and a payout take from it. */
  amount: Money,
  /** The rate the line was computed at (none on a payout). */
  ratePercent: Type.Union([RatePercent, Type.Null()]),
  /** What the line was computed on: the amount approved, or given back (none on a payout). */
  base: Type.Union([Money, Type.Null()]),
  paymentId: Type.Union([Uuid, Type.Null()]),
  enrollmentId: Type.Union([Uuid, Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  occurredAt: DateTime,
  createdBy: Type.Union([Uuid, Type.Null()]),
});

export const CommissionPayoutCreation = Body({
  sellerId: Uuid,
  currency: Currency,
  amount: PositiveMoney,
  note: Type.Optional(Type.String({ maxLength: 500 })),
});

const figuresRange = { from: DateOnly, to: DateOnly, currency: Currency };

/** A seller's leads created (assigned to him) in the range, by status, and the share won. */
export const SellerLeadFigures = Type.Object({
  byStatus: Type.Object(
    Object.fromEntries(LEAD_STATUSES.map((status) => [status, Type.Integer({ minimum: 0 })])) as Record<
      (typeof LEAD_STATUSES)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
  total: Type.Integer({ minimum: 0 }),
  /** WON ÷ total, 0 to 1 with 4 decimals (0 when there are none). */
  conversionRate: Type.Number({ minimum: 0, maximum: 1 }),
});

export const SellerFigures = Type.Object({
  sellerId: Uuid,
  sellerName: Type.String(),
  ...figuresRange,
  /** The rate in force now, null when none was ever set. */
  ratePercent: Type.Union([RatePercent, Type.Null()]),
  /** Enrollments the seller referred, created in the range (any currency: the count is not money). */
  enrollmentsReferred: Type.Integer({ minimum: 0 }),
  leads: SellerLeadFigures,
  /** Net collected on those enrollments' payments in the range, from the ledger (income less refunds and chargebacks). */
  collected: Money,
  /** Commission lines in the range, by kind (clawedBack and paid as positive amounts). */
  accrued: Money,
  clawedBack: Money,
  paid: Money,
  /** What the seller may be paid now: every line up to now (not only the range's). */
  balance: Money,
});

const sellerParams = Params({ sellerId: Uuid });
const figureReaders = [...SCOPE_GROUPS.salesAdmin, 'MANAGER', 'SELLER', 'SELLER_EXTERNAL'] as const;
const ownFigures = 'SELLER, SELLER_EXTERNAL: only their own (sellerId = caller)';

export const commissionsOperations = {
  findAllSellerFigures: defineOperation({
    operationId: 'findAllSellerFigures',
    method: 'GET',
    path: '/sellers/figures',
    tag,
    summary: "Every seller's figures for a date range and a currency",
    query: PagedQuery(figuresRange, ['sellerName', 'collected', 'balance']),
    response: Page(SellerFigures),
    access: { kind: 'scopes', scopes: [...SCOPE_GROUPS.salesAdmin, 'MANAGER'] },
  }),
  findSellerFigures: defineOperation({
    operationId: 'findSellerFigures',
    method: 'GET',
    path: '/sellers/{sellerId}/figures',
    tag,
    summary: "A seller's figures for a date range and a currency",
    params: sellerParams,
    query: Query(figuresRange),
    response: SellerFigures,
    access: { kind: 'scopes', scopes: figureReaders, owner: ownFigures },
  }),
  findAllCommissionRates: defineOperation({
    operationId: 'findAllCommissionRates',
    method: 'GET',
    path: '/sellers/{sellerId}/commission-rates',
    tag,
    summary: "A seller's commission rates, newest first (the history)",
    params: sellerParams,
    query: PagedQuery({}, ['effectiveFrom']),
    response: Page(CommissionRate),
    access: { kind: 'scopes', scopes: figureReaders, owner: ownFigures },
  }),
  createCommissionRate: defineOperation({
    operationId: 'createCommissionRate',
    method: 'POST',
    path: '/sellers/{sellerId}/commission-rates',
    tag,
    summary: "Set a seller's commission rate (the previous one is kept in the history)",
    params: sellerParams,
    body: { name: 'commissionRateCreation', schema: CommissionRateCreation, required: true },
    response: CommissionRate,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.salesAdmin },
  }),
  findAllCommissionLines: defineOperation({
    operationId: 'findAllCommissionLines',
    method: 'GET',
    path: '/commission-lines',
    tag,
    summary: 'List commission lines (accruals, clawbacks, payouts)',
    query: PagedQuery(
      {
        sellerId: Type.Optional(Uuid),
        currency: Type.Optional(Currency),
        kind: Type.Optional(CommissionLineKind),
        paymentId: Type.Optional(Uuid),
        fromDate: Type.Optional(DateOnly),
        toDate: Type.Optional(DateOnly),
      },
      ['occurredAt', 'amount'],
    ),
    response: Page(CommissionLine),
    access: { kind: 'scopes', scopes: figureReaders, owner: ownFigures },
  }),
  createCommissionPayout: defineOperation({
    operationId: 'createCommissionPayout',
    method: 'POST',
    path: '/commission-payouts',
    tag,
    summary: "Record a payout of a seller's commissions (never more than the balance)",
    body: { name: 'commissionPayoutCreation', schema: CommissionPayoutCreation, required: true },
    response: CommissionLine,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.salesAdmin },
    errors: ['COMMISSION_PAYOUT_EXCEEDS_BALANCE', 'USER_UNKNOWN'],
  }),
} as const;
