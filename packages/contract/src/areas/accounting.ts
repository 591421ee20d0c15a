/**
 * Accounting summaries, built from the money movements (specification section 7,
 * "Accounting"; DESIGN.md section 4, "Payments and money"). Every amount is of one
 * currency: amounts are never summed across currencies.
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { Body, Currency, DateOnly, Money, Query, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { PaymentSegment } from './payments.js';

const tag = 'Accounting';

const Count = Type.Integer({ minimum: 0 });

/**
 * income, refunds, chargebacks and fees are positive totals of their movements; net is the
 * signed sum of every movement in the range (adjustments included).
 */
export const accountingTotals = {
  income: Money,
  refunds: Money,
  chargebacks: Money,
  fees: Money,
  net: Money,
  /** Approved payments in the range. */
  count: Count,
};

export const accountingRange = { from: DateOnly, to: DateOnly, currency: Currency };

/**
 * ARS and USD side by side: each ARS movement's USD value at the exchange rate in force on the
 * movement's day (the exchange-rate history). A view only: nothing converted is stored. Present
 * when the currency is ARS and the query asks for it (`usd=true`); null where a day of the range
 * had no rate.
 */
export const UsdValues = Type.Object({
  income: Type.Union([Money, Type.Null()]),
  refunds: Type.Union([Money, Type.Null()]),
  chargebacks: Type.Union([Money, Type.Null()]),
  fees: Type.Union([Money, Type.Null()]),
  net: Type.Union([Money, Type.Null()]),
});
export const usdValues = { usd: Type.Optional(UsdValues) };
/** Ask for the USD values of an ARS report. */
export const usdOption = {
  usd: Type.Optional(
    Type.Boolean({ description: 'With each ARS amount, its USD value at the rate of its day' }),
  ),
};

export const AccountingSummary = Type.Object({ ...accountingRange, ...accountingTotals, ...usdValues });

export const AccountingSegmentSummary = Type.Object({
  ...accountingRange,
  segments: Type.Array(Type.Object({ segment: PaymentSegment, ...accountingTotals, ...usdValues })),
});

const AmountAndCount = Type.Object({ amount: Money, count: Count });

export const AccountingQuotasUpfrontSummary = Type.Object({
  ...accountingRange,
  /** Monthly instalments (segment QUOTA). */
  quotas: AmountAndCount,
  /** Whole-price and down payments (segment UPFRONT). */
  upfront: AmountAndCount,
});

/** courseSummaryDTO: every course with income in the range, or only the listed ones. */
export const CourseSummaryDTO = Body({
  ...accountingRange,
  ...usdOption,
  courseIds: Type.Optional(Type.Array(Uuid, { maxItems: 200, uniqueItems: true })),
});

/** topicSummaryDTO: every topic with income in the range, or only the listed ones. */
export const TopicSummaryDTO = Body({
  ...accountingRange,
  ...usdOption,
  topicIds: Type.Optional(Type.Array(Uuid, { maxItems: 200, uniqueItems: true })),
});

export const CoursesAccountingSummary = Type.Object({
  ...accountingRange,
  courses: Type.Array(
    Type.Object({ courseId: Uuid, title: Type.String(), ...accountingTotals, ...usdValues }),
  ),
});

export const TopicsAccountingSummary = Type.Object({
  ...accountingRange,
  topics: Type.Array(Type.Object({ topicId: Uuid, name: Type.String(), ...accountingTotals, ...usdValues })),
});

const summaryQuery = Query({ ...accountingRange, ...usdOption });

export const accountingOperations = {
  getAccountingSummary: defineOperation({
    operationId: 'getAccountingSummary',
    method: 'GET',
    path: '/accounting/summary',
    tag,
    summary: 'Income, refunds, net and count for a date range, in one currency',
    query: summaryQuery,
    response: AccountingSummary,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getAccountingSegmentSummary: defineOperation({
    operationId: 'getAccountingSegmentSummary',
    method: 'GET',
    path: '/accounting/summary/segment',
    tag,
    summary: 'The accounting summary by payment segment (upfront, quota, complementary, other)',
    query: summaryQuery,
    response: AccountingSegmentSummary,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getAccountingQuotasUpfrontSummary: defineOperation({
    operationId: 'getAccountingQuotasUpfrontSummary',
    method: 'GET',
    path: '/accounting/summary/quotas-upfront',
    tag,
    summary: 'Quotas against upfront payments for a date range, in one currency',
    query: summaryQuery,
    response: AccountingQuotasUpfrontSummary,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getCoursesAccountingSummary: defineOperation({
    operationId: 'getCoursesAccountingSummary',
    method: 'POST',
    path: '/accounting/courses/summary',
    tag,
    summary: 'The accounting summary per course for a date range, in one currency',
    body: { name: 'courseSummaryDTO', schema: CourseSummaryDTO, required: true },
    response: CoursesAccountingSummary,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getTopicsAccountingSummary: defineOperation({
    operationId: 'getTopicsAccountingSummary',
    method: 'POST',
    path: '/accounting/topics/summary',
    tag,
    summary: 'The accounting summary per topic for a date range, in one currency',
    body: { name: 'topicSummaryDTO', schema: TopicSummaryDTO, required: true },
    response: TopicsAccountingSummary,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
} as const;
