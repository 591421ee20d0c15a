/**
 * Reports for the admin dashboards and the list screens' totals (issue 21): income per month,
 * debt by age as of a date, enrollments by status, and the totals of what a payments or money
 * movements list's filters match. Built from the money movements (the ledger) and the
 * enrollments' periods; amounts are per currency, never summed across currencies, and dates are
 * judged in the academy's time zone (`ACADEMY_TIME_ZONE`). See docs/domain/accounting.md.
 */
import Type from 'typebox';
import { DEBT_AGE_BUCKETS } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Currency, DateOnly, Money, Query, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { accountingRange, accountingTotals, usdOption, usdValues } from './accounting.js';
import { EnrollmentStatus } from './enrollments.js';
import { moneyMovementFilters, moneyMovementReaders } from './money-movements.js';
import { paymentFilters, paymentListReaders } from './payments.js';

const tag = 'Reports';

const Count = Type.Integer({ minimum: 0 });

/** A month of the academy's calendar, `YYYY-MM`. */
export const YearMonth = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM' });

export const IncomeByMonth = Type.Object({
  ...accountingRange,
  /** Every month the range touches, oldest first, zeros included. */
  months: Type.Array(Type.Object({ month: YearMonth, ...accountingTotals, ...usdValues })),
});

export const DebtAgeBucket = Type.Enum(DEBT_AGE_BUCKETS);

/**
 * What current enrollments owed past due as of the end of `asOf` (academy time zone), by how
 * many days the oldest owed part is late: recomputed from the periods' due dates and the
 * allocations of payments approved up to then (the ledger is never rewritten).
 */
export const DebtAging = Type.Object({
  asOf: DateOnly,
  currency: Currency,
  /** Always the four buckets, in order (0–30, 31–60, 61–90, over 90 days). */
  buckets: Type.Array(
    Type.Object({
      bucket: DebtAgeBucket,
      amount: Money,
      /** Periods owed in the bucket. */
      periods: Count,
      /** Enrollments with a period in the bucket. */
      enrollments: Count,
      usd: Type.Optional(Type.Union([Money, Type.Null()])),
    }),
  ),
  total: Money,
});

export const EnrollmentsByStatus = Type.Object({
  courseId: Type.Union([Uuid, Type.Null()]),
  byStatus: Type.Array(Type.Object({ status: EnrollmentStatus, count: Count })),
});

/** Per currency, never summed across currencies. */
const CurrencyTotals = Type.Array(Type.Object({ currency: Currency, amount: Money, count: Count }));

/** The amount and count per currency of every payment the list's filters match. */
export const PaymentsTotals = Type.Object({ byCurrency: CurrencyTotals });

/** The signed sum and count per currency of every movement the list's filters match. */
export const MoneyMovementsTotals = Type.Object({ byCurrency: CurrencyTotals });

export const reportsOperations = {
  getIncomeByMonth: defineOperation({
    operationId: 'getIncomeByMonth',
    method: 'GET',
    path: '/reports/income-by-month',
    tag,
    summary: 'Income, refunds, chargebacks, fees, net and count per month of a range, in one currency',
    query: Query({ ...accountingRange, ...usdOption }),
    response: IncomeByMonth,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getDebtAging: defineOperation({
    operationId: 'getDebtAging',
    method: 'GET',
    path: '/reports/debt-aging',
    tag,
    summary: 'Debt by age (0–30, 31–60, 61–90, over 90 days) as of a date, in one currency',
    query: Query({ asOf: DateOnly, currency: Currency, ...usdOption }),
    response: DebtAging,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getEnrollmentsByStatus: defineOperation({
    operationId: 'getEnrollmentsByStatus',
    method: 'GET',
    path: '/reports/enrollments-by-status',
    tag,
    summary: 'Enrollments by status, of every course or of one',
    query: Query({ courseId: Type.Optional(Uuid) }),
    response: EnrollmentsByStatus,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getPaymentsTotals: defineOperation({
    operationId: 'getPaymentsTotals',
    method: 'GET',
    path: '/payments/totals',
    tag,
    summary: 'The amount and count per currency of the payments the list’s filters match',
    query: Query(paymentFilters),
    response: PaymentsTotals,
    access: paymentListReaders,
  }),
  getMoneyMovementsTotals: defineOperation({
    operationId: 'getMoneyMovementsTotals',
    method: 'GET',
    path: '/money-movements/totals',
    tag,
    summary: 'The signed sum and count per currency of the movements the list’s filters match',
    query: Query(moneyMovementFilters),
    response: MoneyMovementsTotals,
    access: moneyMovementReaders,
  }),
} as const;
