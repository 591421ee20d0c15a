/**
 * The reports that combine modules (docs/domain/reports.md): debt by age as of a date,
 * accounting stats at an instant, enrollments by status. Each reads the owning module's
 * exported functions (enrollments' periods and status history, payments' allocations through
 * them and its exchange rates, money-movements' ledger); amounts stay per currency, and days
 * are the academy's (`ACADEMY_TIME_ZONE`).
 */
import {
  addDays,
  addMoney,
  CURRENCIES,
  DEBT_AGE_BUCKETS,
  localDateOf,
  type MoneyAmount,
  type MoneyCurrency,
  toCents,
  zonedDateTimeToInstant,
} from '@catedra/contract';
import type { Database } from '../../db/database.js';
import { incomeOfDays } from '../accounting/index.js';
import {
  type DebtAgeRow,
  debtByAge,
  enrollmentStatsBefore,
  enrollmentsByStatus,
} from '../enrollments/index.js';
import { movementTotals } from '../money-movements/index.js';
import { convertMoney, exchangeRateBefore } from '../payments/index.js';

export type ReportsDeps = { db: Database; academyTimeZone: string };

/** The first instant of the academy's day after `date`: "as of the end of `date`" is everything before it. */
const endOf = (date: string, timeZone: string) => zonedDateTimeToInstant(addDays(date, 1), '00:00', timeZone);

/** The first and last day of the month of `date` (`YYYY-MM-DD`). */
function monthOf(date: string): { firstDay: string; lastDay: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { firstDay: `${date.slice(0, 7)}-01`, lastDay: addDays(next, -1) };
}

const sumOf = (rows: readonly { amount: MoneyAmount }[]) =>
  addMoney('0.00', ...rows.map((row) => row.amount));

/** collected ÷ expected, to 4 decimals (exact decimals in, a ratio out); null when nothing was expected. */
function rateOf(collected: MoneyAmount, expected: MoneyAmount): number | null {
  const [numerator, denominator] = [toCents(collected), toCents(expected)];
  if (denominator <= 0n) return null;
  return Number((numerator * 10_000n + denominator / 2n) / denominator) / 10_000;
}

export function createReportsService({ db, academyTimeZone }: ReportsDeps) {
  /**
   * The INCOME movements from `firstDay`'s first instant up to `at` (on `today`), per currency:
   * the month's whole days before today from the ledger's rollups, today's from the movements.
   */
  async function collectedInMonth(firstDay: string, today: string, at: Date) {
    const startOfToday = zonedDateTimeToInstant(today, '00:00', academyTimeZone);
    const yesterday = addDays(today, -1);
    const [wholeDays, partOfToday] = await Promise.all([
      firstDay <= yesterday ? incomeOfDays(db, firstDay, yesterday) : Promise.resolve([]),
      movementTotals(db, { type: 'INCOME', from: startOfToday, to: at }),
    ]);
    return [...wholeDays, ...partOfToday];
  }

  return {
    /**
     * getDebtAging: what live enrollments owed past due at the end of `asOf` in `currency`, in
     * the four buckets (always, in order), with the USD values of an ARS report at the rate in
     * force then (null before any rate was set).
     */
    async debtAging(query: { asOf: string; currency: MoneyCurrency; usd?: boolean }) {
      const before = endOf(query.asOf, academyTimeZone);
      const rows = await debtByAge(db, before, query.asOf, query.currency);
      const rate = query.usd && query.currency === 'ARS' ? await exchangeRateBefore(db, before) : undefined;
      const usdOf = (amount: MoneyAmount) =>
        rate === undefined ? {} : { usd: rate === null ? null : convertMoney(amount, 'ARS', 'USD', rate) };
      const buckets = DEBT_AGE_BUCKETS.map((bucket) => {
        const row: Omit<DebtAgeRow, 'currency' | 'bucket'> = rows.find(
          (candidate) => candidate.bucket === bucket,
        ) ?? {
          amount: '0.00',
          periods: 0,
          enrollments: 0,
        };
        return {
          bucket,
          amount: row.amount,
          periods: row.periods,
          enrollments: row.enrollments,
          ...usdOf(row.amount),
        };
      });
      return { asOf: query.asOf, currency: query.currency, buckets, total: sumOf(buckets) };
    },

    /**
     * getEnrollmentsAccountingStats at the instant `date`: the enrollments ACTIVE then; per
     * currency, what was due in the academy month of `date`, what came in (INCOME movements)
     * from that month's first instant up to `date`, what was owed past due then, and the
     * collection rate. At scale each part reads pre-aggregated rows: the receivable rollups
     * (enrollments) and the ledger's (accounting), with only today's movements read one by one.
     */
    async accountingStats(query: { date: string }) {
      const at = new Date(query.date);
      // "Up to `date`" includes it: every instant stored is in milliseconds.
      const before = new Date(at.getTime() + 1);
      const today = localDateOf(at, academyTimeZone);
      const { firstDay, lastDay } = monthOf(today);
      const [{ active: activeEnrollments, due, debt }, collected] = await Promise.all([
        enrollmentStatsBefore(db, before, today, firstDay, lastDay),
        collectedInMonth(firstDay, today, at),
      ]);
      const ofCurrency = <T extends { currency: string; amount: MoneyAmount }>(rows: T[], currency: string) =>
        sumOf(rows.filter((row) => row.currency === currency));
      return {
        date: at.toISOString(),
        activeEnrollments,
        byCurrency: CURRENCIES.map((currency) => {
          const expectedThisMonth = ofCurrency(due, currency);
          const collectedInMonth = ofCurrency(collected, currency);
          return {
            currency,
            expectedThisMonth,
            collected: collectedInMonth,
            debt: ofCurrency(debt, currency),
            collectionRate: rateOf(collectedInMonth, expectedThisMonth),
          };
        }),
      };
    },

    /** getEnrollmentsByStatus: every status with its count now, of a course or of all. */
    async enrollmentsByStatus(query: { courseId?: string }) {
      return { courseId: query.courseId ?? null, byStatus: await enrollmentsByStatus(db, query.courseId) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
