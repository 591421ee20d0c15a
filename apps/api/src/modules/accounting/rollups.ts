/**
 * The ledger's rollups (schema/accounting.ts; docs/domain/accounting.md, "How the rollups are
 * kept"): the triggers of migration 0027 keep them in each ledger write's transaction; this file
 * rebuilds them (after a bulk load, or when the academy's time zone changed) and compares them
 * with a recomputation from the raw movements (`ledger:check`).
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';

/**
 * Every level of rollups (the migrations' `ledger_rollup_levels`): by period, with every key, by
 * segment alone or by course alone (by day, dekad, month, quarter and year).
 */
const LEVELS = [
  { level: 'day', table: 'ledger_daily_rollups', period: 'day', keys: ['segment', 'course_id', 'source'] },
  {
    level: 'month',
    table: 'ledger_monthly_rollups',
    period: 'month',
    keys: ['segment', 'course_id', 'source'],
  },
  { level: 'day by segment', table: 'ledger_segment_daily_rollups', period: 'day', keys: ['segment'] },
  { level: 'month by segment', table: 'ledger_segment_monthly_rollups', period: 'month', keys: ['segment'] },
  { level: 'day by course', table: 'ledger_course_daily_rollups', period: 'day', keys: ['course_id'] },
  { level: 'month by course', table: 'ledger_course_monthly_rollups', period: 'month', keys: ['course_id'] },
  { level: 'dekad by course', table: 'ledger_course_dekad_rollups', period: 'dekad', keys: ['course_id'] },
  {
    level: 'quarter by course',
    table: 'ledger_course_quarterly_rollups',
    period: 'quarter',
    keys: ['course_id'],
  },
  { level: 'year by course', table: 'ledger_course_yearly_rollups', period: 'year', keys: ['course_id'] },
] as const;

type Level = (typeof LEVELS)[number];

/** The rows of `relation` (a detailed level, or its recomputation) summed by `level`'s period and key. */
const summedBy = (level: Level, relation: string) => `
  select ${level.period}, currency, type, ${level.keys.join(', ')}, sum(amount)::numeric(14,2) as amount,
         sum(movements)::integer as movements, sum(approvals)::integer as approvals,
         sum(usd)::numeric(14,2) as usd, sum(usd_missing)::integer as usd_missing
  from ${relation} group by ${level.keys.map((_, index) => index + 4).join(', ')}, 1, 2, 3`;

/**
 * The detailed rows by day and by month, as `relation` names them (the stored levels, or their
 * recomputation), each level's period as a column named after it: a dekad's rows are its days',
 * a quarter's and a year's their months'.
 */
function detailedRowsOf(period: Level['period'], relation: { day: string; month: string }): string {
  if (period === 'day' || period === 'month') return relation[period];
  return period === 'dekad'
    ? `(select "ledger_dekad_of"(day) as dekad, * from ${relation.day}) p`
    : `(select date_trunc('${period}', month)::date as ${period}, * from ${relation.month}) p`;
}

/** The summary levels (all but the two detailed ones), each with the detailed rows of its period. */
const SUMMARY_LEVELS = LEVELS.slice(2).map((level) => ({
  level,
  detailed: detailedRowsOf(level.period, { day: 'ledger_daily_rollups', month: 'ledger_monthly_rollups' }),
}));

/**
 * Rewrites every level of rollups from the movements, their days judged in `timeZone`, which is
 * recorded as the rollups' zone. Concurrent ledger writers wait (the movements are locked in SHARE
 * mode, which lets readers on) and their rows land on the rebuilt ones.
 */
export async function rebuildLedgerRollups(db: Executor, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table money_movements in share mode`);
    await tx.execute(
      sql`lock table ${sql.raw(LEVELS.map((level) => level.table).join(', '))} in exclusive mode`,
    );
    await tx.execute(sql`
      insert into ledger_rollup_zone (one, time_zone) values (true, ${timeZone})
      on conflict (one) do update set time_zone = excluded.time_zone`);
    for (const level of LEVELS) await tx.execute(sql`delete from ${sql.raw(level.table)}`);
    await tx.execute(sql`insert into ledger_daily_rollups select * from ledger_daily_rollups_recomputed`);
    await tx.execute(sql`insert into ledger_monthly_rollups select * from ledger_monthly_rollups_recomputed`);
    // The summary levels are the detailed ones summed.
    for (const { level, detailed } of SUMMARY_LEVELS) {
      await tx.execute(sql.raw(`insert into ${level.table} ${summedBy(level, detailed)}`));
    }
  });
}

/** The time zone the rollups' days are judged in. */
export async function ledgerRollupZone(db: Executor): Promise<string | null> {
  const { rows } = await db.execute<{ time_zone: string }>(sql`select time_zone from ledger_rollup_zone`);
  return rows[0]?.time_zone ?? null;
}

/**
 * Makes the rollups' zone the academy's (ACADEMY_TIME_ZONE), rebuilding them when it was another:
 * run at start-up, after the migrations. Answers whether it rebuilt.
 */
export async function syncLedgerRollupZone(db: Database, timeZone: string): Promise<boolean> {
  if ((await ledgerRollupZone(db)) === timeZone) return false;
  await rebuildLedgerRollups(db, timeZone);
  return true;
}

export type RollupDifference = {
  level: Level['level'];
  /** The day, or the month's first day. */
  date: string;
  currency: string;
  type: string;
  segment: string | null;
  /** Null on the levels without it (by segment). */
  courseId: string | null;
  /** Null on the levels without it (by segment, by course). */
  source: string | null;
  /** What the rollup row says (`amount/movements/approvals/usd/usdMissing`), or null when there is none. */
  stored: string | null;
  /** What the movements say, or null when they have none for the key. */
  recomputed: string | null;
};

/**
 * Every key where the rollups differ from a recomputation from the raw movements, at every
 * level, in one statement (one snapshot, whatever writes run meanwhile).
 */
export async function checkLedgerRollups(db: Executor): Promise<RollupDifference[]> {
  const figures = (alias: string) =>
    `case when ${alias}.currency is null then null
      else ${alias}.amount::text || '/' || ${alias}.movements || '/' || ${alias}.approvals
        || '/' || ${alias}.usd::text || '/' || ${alias}.usd_missing end`;
  const compare = ({ level, table, period, keys }: Level, recomputed: string) => {
    const keyOf = (column: string) =>
      (keys as readonly string[]).includes(column)
        ? `coalesce(s.${column}, r.${column})::text`
        : 'null::text';
    return `
      select '${level}'::text as level, coalesce(s.${period}, r.${period})::text as date,
             coalesce(s.currency, r.currency)::text as currency, coalesce(s.type, r.type)::text as type,
             ${keyOf('segment')} as segment, ${keyOf('course_id')} as "courseId", ${keyOf('source')} as source,
             ${figures('s')} as stored, ${figures('r')} as recomputed
      from ${table} s
      full join ${recomputed} r
        on r.currency = s.currency and r.${period} = s.${period} and r.type = s.type
       and ${keys.map((key) => `r.${key} is not distinct from s.${key}`).join(' and ')}
      where s.currency is null or r.currency is null
         or (s.amount, s.movements, s.approvals, s.usd, s.usd_missing)
            is distinct from (r.amount, r.movements, r.approvals, r.usd, r.usd_missing)`;
  };
  const [day, month] = LEVELS;
  // What each level must hold: the movements recomputed once, by day with every key, then summed.
  const recomputed = (level: Level) =>
    level === day || level === month
      ? `by_${level.period}`
      : `(${summedBy(level, detailedRowsOf(level.period, { day: 'by_day', month: 'by_month' }))})`;
  // The columns are named as the answer's fields: its rows are the differences.
  const { rows } = await db.execute<RollupDifference>(
    sql.raw(`
    with by_day as materialized (select * from ledger_daily_rollups_recomputed),
    by_month as materialized (${summedBy(month, `(select date_trunc('month', day)::date as month, * from by_day) d`)})
    ${LEVELS.map((level) => compare(level, recomputed(level))).join(' union all ')}
    order by 1, 2, 3, 4`),
  );
  return rows;
}
