/**
 * A list's exact total at a million rows without counting them (issue 21, "Speed at scale"):
 * a table of counts per UTC day and the filters' columns, kept by a deferred trigger
 * (migration 0029: payment_daily_counts, money_movement_daily_counts), answers the whole days
 * of the range; the rows of its partial first and last days (at most a day each) are counted
 * on the list's own index. Exact for any range in any zone: nothing is estimated.
 */
import { type AnyColumn, and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

const DAY_MS = 86_400_000;

/** The UTC date of the first midnight at or after `instant`. */
const firstMidnightFrom = (instant: Date) =>
  new Date(Math.ceil(instant.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
/** The UTC date of the last midnight at or before `instant`. */
const lastMidnightUpTo = (instant: Date) =>
  new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

export type DailyCountQuery = {
  /** The range's bounds (either may be absent); whether `to` is exclusive or inclusive is for `rows` to judge. */
  from?: Date;
  to?: Date;
  /** The list's instant column (what the range filters). */
  instant: AnyColumn;
  /** The daily table (its `day` and `count`) and its rows of the list's filters. */
  counts: { table: PgTable & { day: AnyColumn; count: AnyColumn }; where: SQL | undefined };
  /** `select count(*) …` of the list's rows matching its filters (its range included) and `edge`. */
  rows: (edge: SQL) => SQL;
};

const midnight = (day: string) => sql`${`${day}T00:00:00Z`}::timestamptz`;

const builder = new QueryBuilder();

/** The sum of the daily counts of the list's filters on the days `day >= first` (when given) and `day < end` (when given). */
function wholeDays({ table, where }: DailyCountQuery['counts'], first?: string, end?: string): SQL {
  const from: PgTable = table;
  return builder
    .select({ total: sql`coalesce(sum(${table.count}), 0)` })
    .from(from)
    .where(and(where, first ? gte(table.day, first) : undefined, end ? lt(table.day, end) : undefined))
    .getSQL();
}

/** The statement answering the exact number of rows the list's filters match, as `total` (module doc). */
export function countByDaysStatement(query: DailyCountQuery): SQL {
  const first = query.from ? firstMidnightFrom(query.from) : undefined;
  const end = query.to ? lastMidnightUpTo(query.to) : undefined;
  let statement: SQL;
  if (first !== undefined && end !== undefined && first >= end) {
    // No whole day in the range: its rows are at most two days'.
    statement = sql`select (${query.rows(sql`true`)}) as total`;
  } else {
    const parts = [sql`(${wholeDays(query.counts, first, end)})`];
    if (first !== undefined) parts.push(sql`(${query.rows(sql`${query.instant} < ${midnight(first)}`)})`);
    if (end !== undefined) parts.push(sql`(${query.rows(sql`${query.instant} >= ${midnight(end)}`)})`);
    statement = sql`select ${sql.join(parts, sql` + `)} as total`;
  }
  return statement;
}

/** Runs a count statement (`select … as total`). */
export async function totalOf(db: Executor, statement: SQL): Promise<number> {
  const result = await db.execute<{ total: string | number }>(statement);
  return Number(result.rows[0]?.total ?? 0);
}
