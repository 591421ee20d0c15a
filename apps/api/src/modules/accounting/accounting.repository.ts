/**
 * The accounting summaries' queries, on the ledger's rollups (schema/accounting.ts): a range's
 * whole months are read from the monthly rows, its partial months from their days or from their
 * monthly row less the days left out; per course or topic, whose levels also have dekads,
 * quarters and years, a period the range mostly covers as the whole period less what lies
 * outside the range (`rollupPlanOf`). Per course or topic from the levels by course, anything
 * else from the levels by segment.
 * The USD view reads the same rows: they keep each ARS movement's USD value at its day's rate.
 */
import { addDays, type MoneyCurrency } from '@catedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type Param, queryPrepared } from '../../db/prepared.js';
import type { RollupPeriod as Period } from '../../db/schema/index.js';

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

/**
 * Consecutive periods of one level, from the period starting on `from` to the one starting on
 * `to` (both included), their rollup rows added (+1) or taken away (−1).
 */
export type PeriodRun = { period: Period; from: string; to: string; sign: 1 | -1 };

/** The first day of the `period` that `date` falls in (a dekad: the 1st, 11th or 21st of its month). */
function periodStartOf(period: Period, date: string): string {
  switch (period) {
    case 'day':
      return date;
    case 'dekad': {
      const day = Number(date.slice(8, 10));
      return `${date.slice(0, 8)}${day <= 10 ? '01' : day <= 20 ? '11' : '21'}`;
    }
    case 'month':
      return `${date.slice(0, 7)}-01`;
    case 'quarter': {
      const firstMonth = Math.floor((Number(date.slice(5, 7)) - 1) / 3) * 3 + 1;
      return `${date.slice(0, 5)}${String(firstMonth).padStart(2, '0')}-01`;
    }
    case 'year':
      return `${date.slice(0, 4)}-01-01`;
  }
}

/** A date's month counted from year 0 (January of year 0 is 0). */
const monthIndexOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/** The first day of the month `months` months after the one `start` falls in. */
function monthStartAfter(start: string, months: number): string {
  const index = monthIndexOf(start) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The first day of the period after the one starting on `start`. */
function nextPeriodStart(period: Period, start: string): string {
  switch (period) {
    case 'day':
      return addDays(start, 1);
    case 'dekad':
      if (start.endsWith('-01')) return `${start.slice(0, 8)}11`;
      if (start.endsWith('-11')) return `${start.slice(0, 8)}21`;
      return monthStartAfter(start, 1);
    case 'month':
      return monthStartAfter(start, 1);
    case 'quarter':
      return monthStartAfter(start, 3);
    case 'year':
      return monthStartAfter(start, 12);
  }
}

/**
 * About how many rows a period of a level holds, in halves of a day's: the academy's courses move
 * money on most days, so a dekad or a month holds about as many rows as a day, a quarter half as
 * many again and a year about twice as many (not every course moves money of every type every
 * month). The plan weighs its choices by these.
 */
const ROWS_PER_PERIOD: Record<Period, number> = { day: 2, dekad: 2, month: 2, quarter: 3, year: 4 };

/** How many periods a run reads, counted without walking them: plans are made on every call. */
function periodsIn({ period, from, to }: PeriodRun): number {
  const months = monthIndexOf(to) - monthIndexOf(from);
  switch (period) {
    case 'day':
      return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    case 'dekad': {
      const dekadOf = (date: string) => Math.floor((Number(date.slice(8, 10)) - 1) / 10);
      return months * 3 + dekadOf(to) - dekadOf(from) + 1;
    }
    case 'month':
      return months + 1;
    case 'quarter':
      return months / 3 + 1;
    case 'year':
      return months / 12 + 1;
  }
}

const rowsRead = (runs: readonly PeriodRun[]) =>
  runs.reduce((rows, run) => rows + periodsIn(run) * ROWS_PER_PERIOD[run.period], 0);

const negated = (runs: readonly PeriodRun[]) =>
  runs.map((run): PeriodRun => ({ ...run, sign: run.sign === 1 ? -1 : 1 }));

/**
 * The periods of `levels` (coarsest first, days last) that add up to [from, to]: every period of
 * the coarsest level the range covers whole; a period it covers in part either as its part in
 * the range, in the finer levels, or — when that reads fewer rows — as the whole period less its
 * parts out of the range. A range ending today takes its period whole less the days still to
 * come, which have no rows.
 */
function periodsCovering(levels: readonly Period[], from: string, to: string): PeriodRun[] {
  const [period, ...finer] = levels;
  if (!period || from > to) return [];
  if (finer.length === 0) return [{ period, from, to, sign: 1 }];
  const runs: PeriodRun[] = [];
  for (let first = periodStartOf(period, from); first <= to; first = nextPeriodStart(period, first)) {
    const last = addDays(nextPeriodStart(period, first), -1);
    const inFrom = from > first ? from : first;
    const inTo = to < last ? to : last;
    const whole: PeriodRun = { period, from: first, to: first, sign: 1 };
    if (inFrom === first && inTo === last) {
      runs.push(whole);
      continue;
    }
    const inside = periodsCovering(finer, inFrom, inTo);
    const wholeLessOutside = [
      whole,
      ...negated(periodsCovering(finer, first, addDays(inFrom, -1))),
      ...negated(periodsCovering(finer, addDays(inTo, 1), last)),
    ];
    runs.push(...(rowsRead(wholeLessOutside) < rowsRead(inside) ? wholeLessOutside : inside));
  }
  return runs;
}

/** Joins each run to the one before when it continues it (same level and sign, the next period). */
function mergedRuns(runs: readonly PeriodRun[]): PeriodRun[] {
  const merged: PeriodRun[] = [];
  for (const run of runs) {
    const previous = merged.at(-1);
    if (
      previous &&
      previous.period === run.period &&
      previous.sign === run.sign &&
      nextPeriodStart(run.period, previous.to) === run.from
    ) {
      merged[merged.length - 1] = { ...previous, to: run.to };
    } else merged.push(run);
  }
  return merged;
}

/**
 * Which rollup rows add up to the range [from, to] (inclusive), as runs of periods added or taken
 * away, from the levels given (coarsest first, ending with days; `periodsCovering`). On months and
 * days, a year's range ending on the 26th reads twelve months less four days; by course (years,
 * quarters, months, dekads and days) it reads last year's last month and four days, and this
 * year less what is still to come; from the 16th of June to the 15th of June a year later, four
 * quarters, two dekads and ten days, instead of eleven months and thirty days.
 */
export function rollupPlanOf(from: string, to: string, levels: readonly Period[]): readonly PeriodRun[] {
  const key = `${levels.join()}:${from}:${to}`;
  let plan = plansMade.get(key);
  if (!plan) {
    if (plansMade.size >= MOST_PLANS_KEPT) plansMade.clear();
    plan = mergedRuns(periodsCovering(levels, from, to));
    plansMade.set(key, plan);
  }
  return plan;
}

/**
 * The plans already made, by levels and range: staff ask the same ranges again and again (a
 * dashboard's year, a month), and a plan is worth keeping, at about 0.2 ms to make. Forgotten all
 * at once when there are too many.
 */
const plansMade = new Map<string, readonly PeriodRun[]>();
const MOST_PLANS_KEPT = 1_000;

/** Which rollup rows a range reads (`rollupPlanOf`). */
type Plan = readonly PeriodRun[];

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
      // Read from the levels by segment, whose periods are months and days: a row's `day` lies
      // in the month it counts for.
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

/** The periods of the levels by course, coarsest first, and their tables (schema/accounting.ts). */
const BY_COURSE = {
  periods: ['year', 'quarter', 'month', 'dekad', 'day'],
  tables: {
    year: 'ledger_course_yearly_rollups',
    quarter: 'ledger_course_quarterly_rollups',
    month: 'ledger_course_monthly_rollups',
    dekad: 'ledger_course_dekad_rollups',
    day: 'ledger_course_daily_rollups',
  },
  keys: sql`null, course_id`,
} as const;

/** The same for the levels by segment, which have months and days. */
const BY_SEGMENT = {
  periods: ['month', 'day'],
  tables: { month: 'ledger_segment_monthly_rollups', day: 'ledger_segment_daily_rollups' },
  keys: sql`segment, null::uuid`,
} as const;

/**
 * The levels a grouping reads, with the columns their rows give `r` for the segment and the
 * course: per course and per topic the levels by course, anything else the levels by segment. A
 * few rows a period instead of one per course, segment and vendor; a level's rows have no value
 * for the key it leaves out.
 */
const levelsOf = (
  grouping: Grouping,
): { periods: readonly Period[]; tables: Partial<Record<Period, string>>; keys: SQL } =>
  grouping === 'course' || grouping === 'topic' ? BY_COURSE : BY_SEGMENT;

/** The runs of periods a grouping reads for a range. */
const planOf = (grouping: Grouping, range: RollupRange): Plan =>
  rollupPlanOf(range.from, range.to, levelsOf(grouping).periods);

/**
 * How a range's statement is written (`queryPrepared`): its text depends on the grouping, on
 * whether ids are listed and on the plan's shape (the level and sign of each run), never on the
 * dates themselves, which are values. A year's range and the next day's share one prepared
 * statement.
 */
function shapeOf(name: string, grouping: Grouping, range: RollupRange, plan: Plan) {
  const runs = plan.map((run) => `${run.sign === 1 ? '+' : '-'}${run.period}`).join('');
  return `accounting.${name}:${grouping}:${range.ids ? 'ids' : 'all'}:${runs}`;
}

/** The values of a range's statement, by the names `rollupRowsOf` and `filterOf` give them. */
function valuesOf(range: RollupRange, plan: Plan): Record<string, unknown> {
  const values: Record<string, unknown> = { currency: range.currency ?? null, ids: range.ids ?? null };
  plan.forEach((run, index) => {
    values[`from${index}`] = run.from;
    values[`to${index}`] = run.to;
  });
  return values;
}

/** A rollup row's figures, in the order `r` names them. */
const FIGURES = ['amount', 'movements', 'approvals', 'usd', 'usd_missing'];

/**
 * The rollup rows that add up to the range (`rollupPlanOf`): each run of periods read from its
 * level as a range of its period column, its figures signed, as one relation `r` (with `c`, its
 * course, for topics) whose `day` is each row's period's first day. In one currency, or in all
 * (grouping `currency`).
 */
function rollupRowsOf(grouping: Grouping, plan: Plan, param: Param): SQL {
  const { tables, keys } = levelsOf(grouping);
  const inCurrency = grouping === 'currency' ? sql`true` : sql`currency = ${param('currency')}::currency`;
  const figures = (sign: 1 | -1) =>
    sql.raw(FIGURES.map((column) => (sign === 1 ? column : `-${column}`)).join(', '));
  const runs = plan.map(({ period, sign }, index) => {
    const column = sql.raw(period);
    return sql`
      select ${column}, currency, type, ${keys}, ${figures(sign)} from ${sql.raw(tables[period]!)}
      where ${inCurrency} and ${column} >= ${param(`from${index}`)}::date and ${column} <= ${param(`to${index}`)}::date`;
  });
  // An empty range reads no rows, from a level that has them all.
  const none = sql`select day, currency, type, ${keys}, ${figures(1)} from ${sql.raw(tables.day!)} where false`;
  return sql`(
    ${runs.length > 0 ? sql.join(runs, sql` union all `) : none}
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
  const plan = planOf(grouping, range);
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
