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
const totals = {
  income: Money,
  refunds: Money,
  chargebacks: Money,
  fees: Money,
  net: Money,
  /** Approved payments in the range. */
  count: Count,
};

const range = { from: DateOnly, to: DateOnly, currency: Currency };

export const AccountingSummary = Type.Object({ ...range, ...totals });

export const AccountingSegmentSummary = Type.Object({
  ...range,
  segments: Type.Array(Type.Object({ segment: PaymentSegment, ...totals })),
});

const AmountAndCount = Type.Object({ amount: Money, count: Count });

export const AccountingQuotasUpfrontSummary = Type.Object({
  ...range,
  /** Monthly instalments (segment QUOTA). */
  quotas: AmountAndCount,
  /** Whole-price and down payments (segment UPFRONT). */
  upfront: AmountAndCount,
});

/** courseSummaryDTO: every course with income in the range, or only the listed ones. */
export const CourseSummaryDTO = Body({
  ...range,
  courseIds: Type.Optional(Type.Array(Uuid, { maxItems: 200, uniqueItems: true })),
});

/** topicSummaryDTO: every topic with income in the range, or only the listed ones. */
export const TopicSummaryDTO = Body({
  ...range,
  topicIds: Type.Optional(Type.Array(Uuid, { maxItems: 200, uniqueItems: true })),
});

export const CoursesAccountingSummary = Type.Object({
  ...range,
  courses: Type.Array(Type.Object({ courseId: Uuid, title: Type.String(), ...totals })),
});

export const TopicsAccountingSummary = Type.Object({
  ...range,
  topics: Type.Array(Type.Object({ topicId: Uuid, name: Type.String(), ...totals })),
});

const summaryQuery = Query(range);

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
