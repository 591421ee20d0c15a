/**
 * What an enrollment's periods say at a date: each period's status (never stored), whether
 * the enrollment is in debt, the debt and its age, the next period owed. Pure functions on
 * decimal strings (core/money.ts), judged on `today` = the course zone's calendar date.
 *
 * - WAIVED: forgiven; PAID: paid in full; PARTIAL: paid in part; OVERDUE: nothing paid and
 *   its due date is before today (from the day after the due date); DUE: otherwise.
 * - Owed on a period: `owedOn` (the contract's payment-schedule.ts). In debt: some period is owed and past
 *   its due date (OVERDUE, or PARTIAL past due); the debt is what is owed on those.
 */
import {
  addMoney,
  byDueDate,
  compareMoney,
  type DEBT_AGE_BUCKETS,
  isZeroMoney,
  owedOn,
  toCents,
} from '@catedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { EnrollmentPeriodRow } from '../../db/schema/index.js';

type PeriodFigures = Pick<EnrollmentPeriodRow, 'number' | 'dueDate' | 'amount' | 'paidAmount' | 'waived'> &
  Partial<Pick<EnrollmentPeriodRow, 'complementary'>>;

export type PeriodStatus = 'PAID' | 'PARTIAL' | 'DUE' | 'OVERDUE' | 'WAIVED';

export function periodStatus(period: PeriodFigures, today: string): PeriodStatus {
  if (period.waived) return 'WAIVED';
  if (compareMoney(period.paidAmount, period.amount) >= 0) return 'PAID';
  if (!isZeroMoney(period.paidAmount)) return 'PARTIAL';
  return period.dueDate < today ? 'OVERDUE' : 'DUE';
}

const isOwed = (period: PeriodFigures) => !isZeroMoney(owedOn(period));

export type DebtAgeBucket = (typeof DEBT_AGE_BUCKETS)[number];

/**
 * How late a debt is, by days past its due date: the most days each bucket holds, in order;
 * the last bucket (OVER_90) holds the rest. The enrollment's figures and the debt aging
 * report (SQL, `debtAgeBucketSql`) both bucket by these.
 */
export const DEBT_AGE_LIMITS: readonly (readonly [DebtAgeBucket, number])[] = [
  ['DAYS_0_30', 30],
  ['DAYS_31_60', 60],
  ['DAYS_61_90', 90],
];

export function debtAgeBucketOf(daysLate: number): DebtAgeBucket {
  return DEBT_AGE_LIMITS.find(([, most]) => daysLate <= most)?.[0] ?? 'OVER_90';
}

/** `debtAgeBucketOf` in SQL, of an integer expression of days late. */
export function debtAgeBucketSql(daysLate: SQL): SQL<DebtAgeBucket> {
  const cases = DEBT_AGE_LIMITS.map(
    ([bucket, most]) => sql`when ${daysLate} <= ${sql.raw(String(most))} then ${sql.raw(`'${bucket}'`)}`,
  );
  return sql<DebtAgeBucket>`(case ${sql.join(cases, sql` `)} else 'OVER_90' end)`;
}

/** The figures' names of the buckets (periods-status answer). */
const DEBT_AGE_KEYS = {
  DAYS_0_30: 'days0To30',
  DAYS_31_60: 'days31To60',
  DAYS_61_90: 'days61To90',
  OVER_90: 'over90Days',
} as const;

/** Whole days from `from` to `to` (calendar dates). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function periodDto(period: PeriodFigures, today: string) {
  return {
    number: period.number,
    dueDate: period.dueDate,
    amount: period.amount,
    paidAmount: period.paidAmount,
    status: periodStatus(period, today),
    complementary: period.complementary ?? false,
  };
}

/**
 * The periods-status figures of an enrollment at `today`. Only a live (not INACTIVE)
 * enrollment owes: an INACTIVE one's periods keep their statuses, but it is not in debt.
 */
export function periodsFigures(
  periods: readonly PeriodFigures[],
  today: string,
  { live }: { live: boolean } = { live: true },
) {
  const ordered = [...periods].sort((a, b) => a.number - b.number);
  const pastDue = live ? ordered.filter((period) => isOwed(period) && period.dueDate < today) : [];
  const buckets = {
    days0To30: [] as string[],
    days31To60: [] as string[],
    days61To90: [] as string[],
    over90Days: [] as string[],
  };
  for (const period of pastDue) {
    buckets[DEBT_AGE_KEYS[debtAgeBucketOf(daysBetween(period.dueDate, today))]].push(owedOn(period));
  }
  const next = ordered.filter(isOwed).sort(byDueDate)[0];
  return {
    periods: ordered.map((period) => periodDto(period, today)),
    totalPaid: addMoney('0.00', ...ordered.map((period) => period.paidAmount)),
    debt: addMoney('0.00', ...pastDue.map(owedOn)),
    inDebt: pastDue.length > 0,
    numberOfPeriodsPayed: ordered.filter((period) => periodStatus(period, today) === 'PAID').length,
    nextDuePeriod: next ? periodDto(next, today) : null,
    debtByAge: {
      days0To30: addMoney('0.00', ...buckets.days0To30),
      days31To60: addMoney('0.00', ...buckets.days31To60),
      days61To90: addMoney('0.00', ...buckets.days61To90),
      over90Days: addMoney('0.00', ...buckets.over90Days),
    },
  };
}

/** The figures the enrollment keeps (schema/enrollments.ts), as its periods say. */
export function storedFiguresOf(periods: readonly PeriodFigures[]) {
  const owedPeriods = periods.filter(isOwed).sort(byDueDate);
  let running = '0.00';
  return {
    periodsPaid: periods.filter(
      (period) => !period.waived && compareMoney(period.paidAmount, period.amount) >= 0,
    ).length,
    oldestUnpaidDueDate: owedPeriods[0]?.dueDate ?? null,
    numberOfPeriods: periods.length,
    unpaidDueDates: owedPeriods.map((period) => period.dueDate),
    unpaidRunningTotals: owedPeriods.map((period) => {
      running = addMoney(running, owedOn(period));
      return running;
    }),
  };
}

type StoredFigures = ReturnType<typeof storedFiguresOf>;

/**
 * The invariant every write keeps: the stored figures equal what the periods say. Answers
 * the differences (empty when consistent), for tests and a health check.
 */
export function checkEnrollmentFigures(
  enrollment: StoredFigures,
  periods: readonly PeriodFigures[],
): string[] {
  const expected = storedFiguresOf(periods);
  const problems: string[] = [];
  for (const key of Object.keys(expected) as (keyof StoredFigures)[]) {
    const stored = JSON.stringify(enrollment[key]);
    if (stored !== JSON.stringify(expected[key])) {
      problems.push(`${key}: stored ${stored}, periods say ${JSON.stringify(expected[key])}`);
    }
  }
  return problems;
}

/** Sum of the periods' amounts in cents (the total owed under the schedule). */
export function totalCents(periods: readonly PeriodFigures[]): bigint {
  return periods.reduce((sum, period) => sum + toCents(period.amount), 0n);
}
