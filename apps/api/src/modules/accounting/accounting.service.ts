/**
 * The accounting summaries (DESIGN.md section 4, "Accounting summaries"; issue 21;
 * docs/domain/accounting.md): overall, by segment, quotas against upfront, per course, per topic
 * and per month, for an inclusive range of the academy's days, in one currency. Every figure comes
 * from the ledger's rollups, never from a sum across currencies. An ARS summary asked with
 * `usd=true` carries each amount's USD value at the rate of each movement's day.
 */
import {
  type AccountingSegmentSummary,
  type AccountingSummary,
  addMoney,
  type CourseSummaryDTO,
  type CoursesAccountingSummary,
  type IncomeByMonth,
  type MoneyCurrency,
  PAYMENT_SEGMENTS,
  subtractMoney,
  type TopicSummaryDTO,
  type TopicsAccountingSummary,
  toCents,
  type UsdValues,
} from '@catedra/contract';
import type { Static } from 'typebox';
import { AppError } from '../../errors/app-error.js';
import type {
  AccountingRepository,
  Grouping,
  RollupRange,
  TotalsRow,
  UsdRow,
} from './accounting.repository.js';

export type AccountingDeps = {
  accounting: AccountingRepository;
};

type RangeQuery = { from: string; to: string; currency: MoneyCurrency; usd?: boolean };
type Totals = Omit<TotalsRow, 'key'>;
type Usd = Static<typeof UsdValues>;
/** A group's figures as an answer gives them: with their USD values when asked. */
type Figures = Totals & { usd?: Usd };

const ZERO: Totals = {
  income: '0.00',
  refunds: '0.00',
  chargebacks: '0.00',
  fees: '0.00',
  net: '0.00',
  count: 0,
};

/** Names in Spanish order: one collator for every comparison (`localeCompare` with a locale makes one each time). */
const spanish = new Intl.Collator('es');

/** Months an income-by-month answer may list (ten years). */
export const MAX_REPORT_MONTHS = 120;

/** A row's figures alone (not its key, nor a name). */
const totalsOf = (row: TotalsRow): Totals => ({
  income: row.income,
  refunds: row.refunds,
  chargebacks: row.chargebacks,
  fees: row.fees,
  net: row.net,
  count: row.count,
});

/** The USD figures of one group from its rows per movement type: null where a movement's day had no rate. */
function usdOfGroup(rows: readonly UsdRow[]): Usd {
  const of = (type: string, sign: 1 | -1) => {
    const row = rows.find((candidate) => candidate.type === type);
    if (!row) return '0.00';
    if (row.missing || row.usd === null) return null;
    return sign === 1 ? row.usd : subtractMoney('0.00', row.usd);
  };
  const netMissing = rows.some((row) => row.missing || row.usd === null);
  return {
    income: of('INCOME', 1),
    refunds: of('REFUND', -1),
    chargebacks: of('CHARGEBACK', -1),
    fees: of('FEE', -1),
    net: netMissing ? null : addMoney('0.00', ...rows.map((row) => row.usd!)),
  };
}

/** The USD rows of each group. */
function rowsByKey(rows: readonly UsdRow[]): Map<string | null, UsdRow[]> {
  const byKey = new Map<string | null, UsdRow[]>();
  for (const row of rows) {
    const ofKey = byKey.get(row.key);
    if (ofKey) ofKey.push(row);
    else byKey.set(row.key, [row]);
  }
  return byKey;
}

/** Every `YYYY-MM` from `from`'s month to `to`'s, oldest first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export function createAccountingService(deps: AccountingDeps) {
  const { accounting } = deps;

  /**
   * The totals `rows` reads, with the USD values of the same groups read beside them when asked
   * for an ARS report: `usdOf(key)` is what a group's answer adds (nothing when not asked).
   */
  async function withUsdValues<Row>(
    grouping: Grouping,
    range: RollupRange,
    usd: boolean | undefined,
    rows: Promise<Row[]>,
  ) {
    const asked = usd === true && range.currency === 'ARS';
    const [totals, usdRows] = await Promise.all([
      rows,
      asked ? accounting.usdValues(grouping, range) : Promise.resolve([]),
    ]);
    const usdByKey = rowsByKey(usdRows);
    const usdOf = (key: string | null) => (asked ? { usd: usdOfGroup(usdByKey.get(key) ?? []) } : {});
    return { totals, usdOf };
  }

  /** The figures per group key (zeros for a key with none), with their USD values when asked. */
  async function grouped(grouping: Grouping, range: RollupRange, usd: boolean | undefined) {
    const { totals, usdOf } = await withUsdValues(grouping, range, usd, accounting.totals(grouping, range));
    const byKey = new Map(totals.map((row) => [row.key, totalsOf(row)]));
    const figures = (key: string | null) => ({ ...(byKey.get(key) ?? ZERO), ...usdOf(key) });
    return { figures };
  }

  const rangeOf = (query: RangeQuery) => ({ from: query.from, to: query.to, currency: query.currency });

  /**
   * Per course or topic with its name: the listed ones, or every one with a movement; highest
   * income first. `answerOf` writes each one's answer from its id, name and figures (one object
   * a row, its fields named: a course list has hundreds).
   */
  async function named<Answer>(
    grouping: 'course' | 'topic',
    query: RangeQuery,
    ids: readonly string[] | undefined,
    answerOf: (id: string, name: string, figures: Figures) => Answer,
  ): Promise<Answer[]> {
    const range = { ...rangeOf(query), ...(ids ? { ids } : {}) };
    const { totals, usdOf } = await withUsdValues(
      grouping,
      range,
      query.usd,
      accounting.namedTotals(grouping, range),
    );
    const rows = totals.map((row) => ({
      row,
      cents: toCents(row.income),
      answer: answerOf(row.key, row.name, { ...totalsOf(row), ...usdOf(row.key) }),
    }));
    rows.sort((a, b) =>
      a.cents === b.cents ? spanish.compare(a.row.name, b.row.name) : a.cents > b.cents ? -1 : 1,
    );
    return rows.map(({ answer }) => answer);
  }

  return {
    async summary(query: RangeQuery): Promise<Static<typeof AccountingSummary>> {
      const { figures } = await grouped('none', rangeOf(query), query.usd);
      return { ...rangeOf(query), ...figures(null) };
    },

    /** Every segment, in the enumeration's order, zeros included. */
    async segmentSummary(query: RangeQuery): Promise<Static<typeof AccountingSegmentSummary>> {
      const { figures } = await grouped('segment', rangeOf(query), query.usd);
      return {
        ...rangeOf(query),
        segments: PAYMENT_SEGMENTS.map((segment) => ({ segment, ...figures(segment) })),
      };
    },

    /** Income and approved payments of the QUOTA and UPFRONT segments. */
    async quotasUpfrontSummary(query: RangeQuery) {
      const { figures } = await grouped('segment', rangeOf(query), false);
      const of = (segment: 'QUOTA' | 'UPFRONT') => {
        const { income, count } = figures(segment);
        return { amount: income, count };
      };
      return { ...rangeOf(query), quotas: of('QUOTA'), upfront: of('UPFRONT') };
    },

    /** The listed courses (zeros included), or every course with a movement in the range; by income, highest first. */
    async coursesSummary(
      body: Static<typeof CourseSummaryDTO>,
    ): Promise<Static<typeof CoursesAccountingSummary>> {
      const courses = await named('course', body, body.courseIds, (courseId, title, figures) => ({
        courseId,
        title,
        ...figures,
      }));
      return { ...rangeOf(body), courses };
    },

    /** The listed topics (zeros included), or every topic with a movement in the range; by income, highest first. */
    async topicsSummary(
      body: Static<typeof TopicSummaryDTO>,
    ): Promise<Static<typeof TopicsAccountingSummary>> {
      const topics = await named('topic', body, body.topicIds, (topicId, name, figures) => ({
        topicId,
        name,
        ...figures,
      }));
      return { ...rangeOf(body), topics };
    },

    /** Every month the range touches, oldest first, zeros included. */
    async incomeByMonth(query: RangeQuery): Promise<Static<typeof IncomeByMonth>> {
      const months = query.from <= query.to ? monthsBetween(query.from, query.to) : [];
      if (months.length > MAX_REPORT_MONTHS) {
        const message = `abarca más de ${MAX_REPORT_MONTHS} meses`;
        throw new AppError('VALIDATION_FAILED', `Datos inválidos: query.to ${message}`, [
          { path: 'query.to', message, code: 'maxMonths', params: { limit: MAX_REPORT_MONTHS } },
        ]);
      }
      const { figures } = await grouped('month', rangeOf(query), query.usd);
      return { ...rangeOf(query), months: months.map((month) => ({ month, ...figures(month) })) };
    },
  };
}

export type AccountingService = ReturnType<typeof createAccountingService>;
