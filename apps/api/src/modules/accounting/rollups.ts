/**
 * The ledger's rollups (schema/accounting.ts; docs/domain/accounting.md, "How the rollups are
 * kept"): the triggers of migration 0027 keep them in each ledger write's transaction; this file
 * rebuilds them (after a bulk load, or when the academy's time zone changed) and compares them
 * with a recomputation from the raw movements (`ledger:check`).
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.js';

/**
 * Rewrites both levels of rollups from the movements, their days judged in `timeZone`, which is
 * recorded as the rollups' zone. Concurrent ledger writers wait (the movements are locked in SHARE
 * mode, which lets readers on) and their rows land on the rebuilt ones.
 */
export async function rebuildLedgerRollups(db: Executor, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table money_movements in share mode`);
    await tx.execute(sql`lock table ledger_daily_rollups, ledger_monthly_rollups in exclusive mode`);
    await tx.execute(sql`
      insert into ledger_rollup_zone (one, time_zone) values (true, ${timeZone})
      on conflict (one) do update set time_zone = excluded.time_zone`);
    await tx.execute(sql`delete from ledger_daily_rollups`);
    await tx.execute(sql`delete from ledger_monthly_rollups`);
    await tx.execute(sql`insert into ledger_daily_rollups select * from ledger_daily_rollups_recomputed`);
    await tx.execute(sql`insert into ledger_monthly_rollups select * from ledger_monthly_rollups_recomputed`);
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
  level: 'day' | 'month';
  /** The day, or the month's first day. */
  date: string;
  currency: string;
  type: string;
  segment: string | null;
  courseId: string | null;
  source: string;
  /** What the rollup row says (`amount/movements/approvals/usd/usdMissing`), or null when there is none. */
  stored: string | null;
  /** What the movements say, or null when they have none for the key. */
  recomputed: string | null;
};

/**
 * Every key where the rollups differ from a recomputation from the raw movements, at both
 * levels, in one statement (one snapshot, whatever writes run meanwhile).
 */
export async function checkLedgerRollups(db: Executor): Promise<RollupDifference[]> {
  const figures = (alias: string) =>
    sql.raw(`case when ${alias}.currency is null then null
      else ${alias}.amount::text || '/' || ${alias}.movements || '/' || ${alias}.approvals
        || '/' || ${alias}.usd::text || '/' || ${alias}.usd_missing end`);
  const compare = (level: 'day' | 'month', stored: string, recomputed: string, date: string) =>
    sql`
      select ${level}::text as level, coalesce(s.${sql.raw(date)}, r.${sql.raw(date)})::text as date,
             coalesce(s.currency, r.currency)::text as currency, coalesce(s.type, r.type)::text as type,
             coalesce(s.segment, r.segment)::text as segment, coalesce(s.course_id, r.course_id)::text as "courseId",
             coalesce(s.source, r.source)::text as source, ${figures('s')} as stored, ${figures('r')} as recomputed
      from ${sql.raw(stored)} s
      full join ${sql.raw(recomputed)} r
        on r.currency = s.currency and r.${sql.raw(date)} = s.${sql.raw(date)} and r.type = s.type
       and r.segment is not distinct from s.segment and r.course_id is not distinct from s.course_id
       and r.source = s.source
      where s.currency is null or r.currency is null
         or (s.amount, s.movements, s.approvals, s.usd, s.usd_missing)
            is distinct from (r.amount, r.movements, r.approvals, r.usd, r.usd_missing)`;
  // The columns are named as the answer's fields: its rows are the differences.
  const { rows } = await db.execute<RollupDifference>(sql`
    ${compare('day', 'ledger_daily_rollups', 'ledger_daily_rollups_recomputed', 'day')}
    union all
    ${compare('month', 'ledger_monthly_rollups', 'ledger_monthly_rollups_recomputed', 'month')}
    order by 1, 2, 3, 4`);
  return rows;
}
