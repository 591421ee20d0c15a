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
import { type Param, queryPrepared } from '../../db/prepared.js';

/** What a summary is broken down by (`none`: one row for the whole range; `currency`: one per currency). */
export type Grouping = 'none' | 'currency' | 'segment' | 'course' | 'topic' | 'month';

export type RollupRange = {
  from: string;
  to: string;
  /** Absent only with the grouping `currency`, which reads every currency. */
  currency?: MoneyCurrency;
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

/** One course's or topic's figures with its name (`namedTotals`). */
export type NamedTotalsRow = TotalsRow & { key: string; name: string };

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

/** Which rollup rows a range reads (`rollupPlanOf`). */
type Plan = ReturnType<typeof rollupPlanOf>;

/**
 * The group of a rollup row `r` (with its course `c` joined for topics): what the rows are
 * grouped by, as stored (a uuid, an enum: cheaper to group than their text), and the group's key
 * as the answer names it (text).
 */
function groupOf(grouping: Grouping): { by: SQL; key: SQL } {
  const stored = (column: SQL) => ({ by: column, key: sql`${column}::text` });
  switch (grouping) {
    case 'none':
      return { by: sql`()`, key: sql`null::text` };
    case 'currency':
      return stored(sql`r.currency`);
    case 'segment':
      return stored(sql`r.segment`);
    case 'course':
      return stored(sql`r.course_id`);
    case 'topic':
      return stored(sql`c.topic_id`);
    case 'month': {
      const month = sql`to_char(r.day, 'YYYY-MM')`;
      return { by: month, key: month };
    }
  }
}

function filterOf(grouping: Grouping, ids: readonly string[] | undefined, param: Param): SQL {
  const listed = (column: SQL) => sql`and ${column} = any(${param('ids')}::uuid[])`;
  if (grouping === 'course') return ids ? listed(sql`r.course_id`) : sql`and r.course_id is not null`;
  if (grouping === 'topic') return ids ? listed(sql`c.topic_id`) : sql``;
  return sql``;
}

const joinOf = (grouping: Grouping) =>
  grouping === 'topic' ? sql`join courses c on c.id = r.course_id` : sql``;

/**
 * How a range's statement is written (`queryPrepared`): its text depends on the grouping, on
 * whether ids are listed and on the plan's shape (whether it reads months, and the sign of each
 * run of days), never on the dates themselves, which are values. A year's range and the next
 * day's share one prepared statement.
 */
function shapeOf(name: string, grouping: Grouping, range: RollupRange, plan: Plan) {
  const days = plan.days.map((run) => (run.sign === 1 ? '+' : '-')).join('');
  return `accounting.${name}:${grouping}:${range.ids ? 'ids' : 'all'}:${plan.months.length > 0 ? 'months' : ''}:${days}`;
}

/** The values of a range's statement, by the names `rollupRowsOf` and `filterOf` give them. */
function valuesOf(range: RollupRange, plan: Plan): Record<string, unknown> {
  const values: Record<string, unknown> = {
    currency: range.currency ?? null,
    firstMonth: plan.months[0] ?? null,
    lastMonth: plan.months.at(-1) ?? null,
    ids: range.ids ?? null,
  };
  plan.days.forEach((run, index) => {
    values[`dayFrom${index}`] = run.from;
    values[`dayTo${index}`] = run.to;
  });
  return values;
}

/** A rollup row's figures, in the order `r` names them. */
const FIGURES = ['amount', 'movements', 'approvals', 'usd', 'usd_missing'];

/**
 * The rollup rows that add up to the range (`rollupPlanOf`): the months read whole (consecutive:
 * only a range's first and last month can be partial, so they are read as a range of `month`)
 * and the days added or taken away, with their figures signed, as one relation `r` (with `c`,
 * its course, for topics). Per course and per topic from the levels by course, anything else
 * from the levels by segment (schema/accounting.ts): a few rows a month instead of one per
 * course, segment and vendor. A level's rows have no value for the key it leaves out (null).
 * In one currency, or in all (grouping `currency`).
 */
function rollupRowsOf(grouping: Grouping, plan: Plan, param: Param): SQL {
  const [daily, monthly, keys] =
    grouping === 'course' || grouping === 'topic'
      ? [sql`ledger_course_daily_rollups`, sql`ledger_course_monthly_rollups`, sql`null, course_id`]
      : [sql`ledger_segment_daily_rollups`, sql`ledger_segment_monthly_rollups`, sql`segment, null::uuid`];
  const inCurrency = grouping === 'currency' ? sql`true` : sql`currency = ${param('currency')}::currency`;
  const figures = (sign: 1 | -1) =>
    sql.raw(FIGURES.map((column) => (sign === 1 ? column : `-${column}`)).join(', '));
  const ofMonths =
    plan.months.length === 0
      ? sql`false`
      : sql`month >= ${param('firstMonth')}::date and month <= ${param('lastMonth')}::date`;
  const ofDays = plan.days.map(
    (run, index) => sql`
      union all
      select day, currency, type, ${keys}, ${figures(run.sign)}
      from ${daily}
      where ${inCurrency} and day >= ${param(`dayFrom${index}`)}::date and day <= ${param(`dayTo${index}`)}::date`,
  );
  return sql`(
    select month as day, currency, type, ${keys}, ${figures(1)} from ${monthly}
    where ${inCurrency} and ${ofMonths}
    ${sql.join(ofDays, sql``)}
  ) r(day, currency, type, segment, course_id, amount, movements, approvals, usd, usd_missing)`;
}

/** Income, refunds, chargebacks, fees (positive), net (signed) and approvals of each group of `r`. */
function totalsOf(grouping: Grouping, plan: Plan, ids: RollupRange['ids'], param: Param) {
  const total = (type: string) =>
    sql`(-coalesce(sum(r.amount) filter (where r.type = ${sql.raw(`'${type}'`)}), 0))::numeric(16,2)::text`;
  return sql`
    select ${groupOf(grouping).key} as key,
           coalesce(sum(r.amount) filter (where r.type = 'INCOME'), 0)::numeric(16,2)::text as income,
           ${total('REFUND')} as refunds, ${total('CHARGEBACK')} as chargebacks, ${total('FEE')} as fees,
           coalesce(sum(r.amount), 0)::numeric(16,2)::text as net,
           coalesce(sum(r.approvals), 0)::integer as count
    from ${rollupRowsOf(grouping, plan, param)} ${joinOf(grouping)}
    where true ${filterOf(grouping, ids, param)}
    group by ${groupOf(grouping).by}
    having sum(r.movements) <> 0`;
}

/** The courses (their titles) or the topics, as `n(id, name)`. */
const namesOf = (grouping: Grouping) =>
  grouping === 'course'
    ? sql`(select id, title as name from courses) n`
    : sql`(select id, name from course_topics) n`;

/** The statements a range is asked with, each written for a grouping, a plan and its ids. */
const STATEMENTS = {
  totals: (grouping: Grouping, plan: Plan, ids: RollupRange['ids'], param: Param) =>
    totalsOf(grouping, plan, ids, param),

  /** Each course or topic with its name: the listed ones (zeros where nothing moved), or every one that moved. */
  named: (grouping: Grouping, plan: Plan, ids: RollupRange['ids'], param: Param) => {
    const zero = (column: string, value: string) => sql`coalesce(t.${sql.raw(column)}, ${sql.raw(value)})`;
    return sql`
      with t as (${totalsOf(grouping, plan, ids, param)})
      select n.id::text as key, n.name, ${zero('income', "'0.00'")} as income, ${zero('refunds', "'0.00'")} as refunds,
             ${zero('chargebacks', "'0.00'")} as chargebacks, ${zero('fees', "'0.00'")} as fees,
             ${zero('net', "'0.00'")} as net, ${zero('count', '0')} as count
      from ${namesOf(grouping)} ${ids ? sql`left join` : sql`join`} t on t.key = n.id::text
      ${ids ? sql`where n.id = any(${param('ids')}::uuid[])` : sql``}`;
  },

  usd: (grouping: Grouping, plan: Plan, ids: RollupRange['ids'], param: Param) => sql`
    select ${groupOf(grouping).key} as key, r.type::text as type,
           sum(r.usd)::numeric(16,2)::text as usd, sum(r.usd_missing) > 0 as missing
    from ${rollupRowsOf(grouping, plan, param)} ${joinOf(grouping)}
    where true ${filterOf(grouping, ids, param)}
    group by ${groupOf(grouping).by}, r.type
    having sum(r.movements) <> 0`,
};

/**
 * A range's statement as `queryPrepared` runs it: its shape (`shapeOf`), how it is written and
 * the values of this range.
 */
export function rangeStatementOf(kind: keyof typeof STATEMENTS, grouping: Grouping, range: RollupRange) {
  const plan = rollupPlanOf(range.from, range.to);
  return {
    shape: shapeOf(kind, grouping, range, plan),
    build: (param: Param) => STATEMENTS[kind](grouping, plan, range.ids, param),
    values: valuesOf(range, plan),
  };
}

export function createAccountingRepository(db: Executor) {
  const run = <Row extends Record<string, unknown>>({
    shape,
    build,
    values,
  }: ReturnType<typeof rangeStatementOf>) => queryPrepared<Row>(db, shape, build, values);

  return {
    /** Income, refunds, chargebacks, fees (positive), net (signed) and approvals per group. */
    async totals(grouping: Grouping, range: RollupRange): Promise<TotalsRow[]> {
      if (range.ids?.length === 0) return [];
      return run<TotalsRow>(rangeStatementOf('totals', grouping, range));
    },

    /**
     * Each course or topic with its name and figures: the listed ones (zeros for those with no
     * movement in the range), or every one with a movement. One statement: the names come with
     * the figures.
     */
    async namedTotals(grouping: 'course' | 'topic', range: RollupRange): Promise<NamedTotalsRow[]> {
      if (range.ids?.length === 0) return [];
      return run<NamedTotalsRow>(rangeStatementOf('named', grouping, range));
    },

    /**
     * Each group's USD value per movement type: the sum of its ARS movements' USD values, each
     * converted at the rate in force on its day (kept on the rollups, migration 0034); `missing`
     * when a movement of it had no rate on its day.
     */
    async usdValues(grouping: Grouping, range: RollupRange): Promise<UsdRow[]> {
      if (range.ids?.length === 0) return [];
      return run<UsdRow>(rangeStatementOf('usd', grouping, range));
    },
  };
}

export type AccountingRepository = ReturnType<typeof createAccountingRepository>;
