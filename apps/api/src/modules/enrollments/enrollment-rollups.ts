/**
 * The enrollments' rollups (schema/enrollment-rollups.ts; migration 0032's triggers keep them)
 * against a recomputation from the enrollments and their periods: `ledger:check` and the tests
 * prove them equal.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

export type EnrollmentRollupDifference = {
  rollup: 'debt' | 'due' | 'status';
  /** The currency (on `status`, the status counted). */
  currency: string;
  /** The due date (null on `status`). */
  dueDate: string | null;
  /** The debt rollups' previous owed due date (null for an enrollment's oldest, and on `due`). */
  previousDueDate: string | null;
  /** What the rollup row says (`amount/periods`; on `status`, the count), or null when there is none. */
  stored: string | null;
  /** What the periods say, or null when they have none for the key. */
  recomputed: string | null;
};

/** Every key where the debt, due or status rollups differ from the rows, in one statement (one snapshot). */
export async function checkEnrollmentRollups(db: Executor): Promise<EnrollmentRollupDifference[]> {
  // The status counts are kept at commit: inside a transaction not yet committed (a seed checked
  // before it commits), its pending counts are applied first, so the check sees them.
  const { rows } = await db.transaction(async (tx) => {
    await tx.execute(sql`set constraints enrollment_status_counts_apply immediate`);
    // The columns are named as the answer's fields: its rows are the differences.
    return tx.execute<EnrollmentRollupDifference>(sql`
    select 'debt' as rollup, coalesce(s.currency, r.currency)::text as currency,
           coalesce(s.due_date, r.due_date)::text as "dueDate",
           coalesce(s.previous_due_date, r.previous_due_date)::text as "previousDueDate",
           s.owed::text || '/' || s.periods as stored, r.owed::text || '/' || r.periods as recomputed
    from debt_rollups s
    full join debt_rollups_recomputed r
      on r.currency = s.currency and r.due_date = s.due_date
     and r.previous_due_date is not distinct from s.previous_due_date
    where s.currency is null or r.currency is null or (s.owed, s.periods) is distinct from (r.owed, r.periods)
    union all
    select 'due', coalesce(s.currency, r.currency)::text, coalesce(s.due_date, r.due_date)::text, null,
           s.amount::text || '/' || s.periods, r.amount::text || '/' || r.periods
    from due_rollups s
    full join due_rollups_recomputed r on r.currency = s.currency and r.due_date = s.due_date
    where s.currency is null or r.currency is null or (s.amount, s.periods) is distinct from (r.amount, r.periods)
    union all
    select 'status', coalesce(s.status, r.status)::text, null, null, s.count::text, r.count::text
    from (select * from enrollment_status_counts where count <> 0) s
    full join (select status, count(*) as count from enrollments group by 1) r on r.status = s.status
    where s.status is null or r.status is null or s.count <> r.count
    order by 1, 2, 3, 4`);
  });
  return rows;
}
