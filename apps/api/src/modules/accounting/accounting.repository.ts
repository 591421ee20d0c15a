/**
 * The accounting summaries' queries, on the ledger's rollups (schema/accounting.ts): a range's
 * whole months are read from the monthly rows, its partial months from their days or from their
 * monthly row less the days left out (`rollupPlanOf`); per course or topic from the levels by
 * course, anything else from the levels by segment.
 * The USD view reads the same rows: they keep each ARS movement's USD value at its day's rate.
 */
import { addDays, type MoneyCurrency } from '@catedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** What a summary is broken down by (`none`: one row for the whole range). */
export type Grouping = 'none' | 'segment' | 'course' | 'topic' | 'month';

export type RollupRange = {
  from: string;
  to: string;
  currency: MoneyCurrency;
  /** Only these courses (`course`) or topics (`topic`). */
  ids?: readonly string[];
};

/** One group's figures, as SQL sums them (decimal strings). */
export type TotalsRow = {
  key: string | null;
  income: string;
  refunds: string;
  chargebacks: string;
  fees: string;
  net: string;
  count: number;
};

/** One group's USD value of one movement type; `missing` when a day of it had no rate. */
export type UsdRow = { key: string | null; type: string; usd: string | null; missing: boolean };

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const nextMonthStart = (date: string) =>
  addDays(`${date.slice(0, 7)}-28`, 4)
    .slice(0, 7)
    .concat('-01');

/** Days from `from` to `to`, both included. */
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Rows of the daily rollups from `from` to `to` (inclusive), added (+1) or taken away (−1). */
export type DayRun = { from: string; to: string; sign: 1 | -1 };

/**
 * Which rollup rows add up to the range [from, to] (inclusive): every month it covers whole from
 * the monthly rows; a month it covers in part either from its days in the range (daily rows), or —
 * when the days it leaves out are fewer — from its monthly row less the days left out. A year's
 * range then reads twelve months and at most a fortnight of days at each end; a range ending
 * today takes its month whole less the days still to come, which have no rows.
 */
export function rollupPlanOf(from: string, to: string): { months: string[]; days: DayRun[] } {
  const months: string[] = [];
  const days: DayRun[] = [];
  for (let first = monthStart(from); from <= to && first <= to; first = nextMonthStart(first)) {
    const last = addDays(nextMonthStart(first), -1);
    const inFrom = from > first ? from : first;
    const inTo = to < last ? to : last;
    const inside = daysFrom(inFrom, inTo);
    if (inside * 2 <= daysFrom(first, last) && inside !== daysFrom(first, last)) {
      days.push({ from: inFrom, to: inTo, sign: 1 });
      continue;
    }
    months.push(first);
    if (inFrom > first) days.push({ from: first, to: addDays(inFrom, -1), sign: -1 });
    if (inTo < last) days.push({ from: addDays(inTo, 1), to: last, sign: -1 });
  }
  return { months, days };
}

/** The group's key of a rollup row `r` (with its course `c` joined for topics). */
function keyOf(grouping: Grouping): SQL {
  switch (grouping) {
    case 'none':
      return sql`null::text`;
    case 'segment':
      return sql`r.segment::text`;
    case 'course':
      return sql`r.course_id::text`;
    case 'topic':
      return sql`c.topic_id::text`;
    case 'month':
      return sql`to_char(r.day, 'YYYY-MM')`;
  }
}

/** `ids` as one uuid[] parameter (the contract lets only uuids through), not a parameter each. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

function filterOf(grouping: Grouping, ids: readonly string[] | undefined): SQL {
  if (grouping === 'course')
    return ids ? sql`and r.course_id = any(${uuidArray(ids)})` : sql`and r.course_id is not null`;
  if (grouping === 'topic') return ids ? sql`and c.topic_id = any(${uuidArray(ids)})` : sql``;
  return sql``;
}

const joinOf = (grouping: Grouping) =>
  grouping === 'topic' ? sql`join courses c on c.id = r.course_id` : sql``;

/** The plan's months (consecutive: only a range's first and last month can be partial) as a range of `month`. */
const monthsIn = (months: readonly string[]) =>
  months.length === 0 ? sql`false` : sql`month >= ${months[0]}::date and month <= ${months.at(-1)}::date`;

/**
 * The rollup rows that add up to `range` (`rollupPlanOf`): the months read whole and the days
 * added or taken away, with their figures signed, as one relation `r` (with `c`, its course, for
 * topics). Per course and per topic from the levels by course, anything else from the levels by
 * segment (schema/accounting.ts): a few rows a month instead of one per course, segment and
 * vendor. A level's rows have no value for the key it leaves out (null).
 */
function rollupRowsOf(grouping: Grouping, range: RollupRange): SQL {
  const { months, days } = rollupPlanOf(range.from, range.to);
  const [daily, monthly, keys] =
    grouping === 'course' || grouping === 'topic'
      ? [sql`ledger_course_daily_rollups`, sql`ledger_course_monthly_rollups`, sql`null, course_id`]
      : [sql`ledger_segment_daily_rollups`, sql`ledger_segment_monthly_rollups`, sql`segment, null::uuid`];
  const figures = (sign: 1 | -1) =>
    sql`amount * ${sign}, movements * ${sign}, approvals * ${sign}, usd * ${sign}, usd_missing * ${sign}`;
  const ofDays = days.map(
    (run) => sql`
      union all
      select day, type, ${keys}, ${figures(run.sign)}
      from ${daily}
      where currency = ${range.currency} and day >= ${run.from}::date and day <= ${run.to}::date`,
  );
  return sql`(
    select month as day, type, ${keys}, ${figures(1)} from ${monthly}
    where currency = ${range.currency} and ${monthsIn(months)}
    ${sql.join(ofDays, sql``)}
  ) r(day, type, segment, course_id, amount, movements, approvals, usd, usd_missing)`;
}

export function createAccountingRepository(db: Executor) {
  return {
    /** Income, refunds, chargebacks, fees (positive), net (signed) and approvals per group. */
    async totals(grouping: Grouping, range: RollupRange): Promise<TotalsRow[]> {
      if (range.ids?.length === 0) return [];
      const total = (type: string) =>
        sql`(-coalesce(sum(r.amount) filter (where r.type = ${type}), 0))::numeric(16,2)::text`;
      const { rows: result } = await db.execute<TotalsRow>(sql`
        select ${keyOf(grouping)} as key,
               coalesce(sum(r.amount) filter (where r.type = 'INCOME'), 0)::numeric(16,2)::text as income,
               ${total('REFUND')} as refunds, ${total('CHARGEBACK')} as chargebacks, ${total('FEE')} as fees,
               coalesce(sum(r.amount), 0)::numeric(16,2)::text as net,
               coalesce(sum(r.approvals), 0)::integer as count
        from ${rollupRowsOf(grouping, range)} ${joinOf(grouping)}
        where true ${filterOf(grouping, range.ids)}
        group by 1
        having sum(r.movements) <> 0`);
      return result;
    },

    /**
     * Each group's USD value per movement type: the sum of its ARS movements' USD values, each
     * converted at the rate in force on its day (kept on the rollups, migration 0034); `missing`
     * when a movement of it had no rate on its day.
     */
    async usdValues(grouping: Grouping, range: RollupRange): Promise<UsdRow[]> {
      if (range.ids?.length === 0) return [];
      const { rows } = await db.execute<UsdRow>(sql`
        select ${keyOf(grouping)} as key, r.type::text as type,
               sum(r.usd)::numeric(16,2)::text as usd, sum(r.usd_missing) > 0 as missing
        from ${rollupRowsOf(grouping, range)} ${joinOf(grouping)}
        where true ${filterOf(grouping, range.ids)}
        group by 1, 2
        having sum(r.movements) <> 0`);
      return rows;
    },

    /** The names of the courses (their titles) or topics named, by id. */
    async namesOf(grouping: 'course' | 'topic', ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const from =
        grouping === 'course'
          ? sql`select id::text, title as name from courses`
          : sql`select id::text, name from course_topics`;
      const { rows } = await db.execute<{ id: string; name: string }>(
        sql`${from} where id = any(${uuidArray(ids)})`,
      );
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type AccountingRepository = ReturnType<typeof createAccountingRepository>;
