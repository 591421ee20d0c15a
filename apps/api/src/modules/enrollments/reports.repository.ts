/**
 * The enrollments' figures the reports read (docs/domain/reports.md): enrollments by status,
 * and — as of an instant — the status each had, what was due in a month and what was owed past
 * due. "As of" is rebuilt from what is never rewritten: the enrollment's creation, its status
 * history (every change to and from INACTIVE and FINISHED is recorded) and the payments'
 * allocation rows (each written at its approval, refund or chargeback, a reversal as a
 * negative row), so a later payment or refund does not change the answer for an earlier date.
 * Instants are the `before` bound (exclusive): everything written before it had happened.
 */
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  enrollmentPeriods,
  enrollmentStatusChanges,
  enrollments,
  paymentAllocations,
} from '../../db/schema/index.js';
import { type DebtAgeBucket, debtAgeBucketSql } from './enrollment-figures.js';

type Currency = 'ARS' | 'USD';

/**
 * `changed_since`: the status each enrollment changed after `before` had just before its first
 * such change (its `from`) — the few enrollments whose status then is not their status now. A
 * change recorded without `from` (the inactivations copied by migration 0014) left a live
 * enrollment, taken as ACTIVE. Becoming ACTIVE on a first payment is not in the history: an
 * enrollment PENDING then and ACTIVE now reads as ACTIVE.
 */
function changedSince(before: Date): SQL {
  return sql`changed_since as (
    select distinct on (c.enrollment_id) c.enrollment_id, coalesce(c.from_status, 'ACTIVE') as status
    from ${enrollmentStatusChanges} c
    where c.changed_at >= ${before.toISOString()}::timestamptz
    order by c.enrollment_id, c.changed_at, c.id
  )`;
}

/** The enrollment's status just before `before` (with `changed_since` left-joined as `cs`). */
const statusThen = sql`coalesce(cs.status, ${enrollments.status})`;

/** The enrollments, each with what `statusThen` reads (its first change since `before`, if any). */
function enrollmentsThen(): SQL {
  return sql`${enrollments} left join changed_since cs on cs.enrollment_id = ${enrollments.id}`;
}

const existedBefore = (before: Date) => sql`${enrollments.createdAt} < ${before.toISOString()}::timestamptz`;

export type DebtAgeRow = {
  currency: Currency;
  bucket: DebtAgeBucket;
  amount: string;
  periods: number;
  enrollments: number;
};

export function createEnrollmentReportsRepository(db: Executor) {
  return {
    /** How many enrollments (of a course, or of all) have each status now; statuses with none are absent. */
    async countByStatus(courseId?: string) {
      return db
        .select({ status: enrollments.status, count: count() })
        .from(enrollments)
        .where(courseId ? eq(enrollments.courseId, courseId) : undefined)
        .groupBy(enrollments.status);
    },

    /**
     * What live enrollments owed past due just before `before`, per currency and age bucket,
     * `today` being the academy's date then (a period is late from the day after its due date;
     * days late = today − due date). Per period: its amount less what its allocations had paid
     * by then (`owedOn`: nothing on a waived one). Read as what is paid now less what was
     * allocated since, so only the periods owed now (their partial index) or allocated since
     * `before` (`payment_allocations_created_at_idx`) are read.
     */
    async debtByAge(before: Date, today: string, currency?: Currency): Promise<DebtAgeRow[]> {
      // Owed then = owed now + what was allocated since (a reversal since is a negative row).
      // The two branches are disjoint: periods owed now, and periods paid now that were paid since.
      const result = await db.execute<DebtAgeRow>(sql`
        with ${changedSince(before)}, later as (
          select a.enrollment_id, a.period_number, sum(a.amount) as total
          from ${paymentAllocations} a where a.created_at >= ${before.toISOString()}::timestamptz
          group by 1, 2
        ), owed as (
          select p.enrollment_id, p.due_date, p.amount - p.paid_amount + coalesce(l.total, 0) as owed
          from ${enrollmentPeriods} p
          left join later l on l.enrollment_id = p.enrollment_id and l.period_number = p.number
          where not p.waived and p.paid_amount < p.amount and p.due_date < ${today}::date
          union all
          select p.enrollment_id, p.due_date, p.amount - p.paid_amount + l.total
          from later l
          join ${enrollmentPeriods} p on p.enrollment_id = l.enrollment_id and p.number = l.period_number
          where not p.waived and p.paid_amount >= p.amount and p.due_date < ${today}::date
        )
        select ${enrollments.currency}::text as currency,
               ${debtAgeBucketSql(sql`(${today}::date - o.due_date)`)} as bucket,
               sum(o.owed)::numeric(16,2)::text as amount,
               count(*)::int as periods,
               count(distinct o.enrollment_id)::int as enrollments
        from owed o join ${enrollmentsThen()} on ${enrollments.id} = o.enrollment_id
        where o.owed > 0 and ${enrollments.currency} is not null and ${existedBefore(before)}
          and ${statusThen} <> 'INACTIVE'
          ${currency ? sql`and ${enrollments.currency} = ${currency}` : sql``}
        group by 1, 2`);
      return result.rows;
    },

    /**
     * What live enrollments had due from `firstDay` to `lastDay` (their periods' amounts, paid
     * or not; waived ones owe nothing), per currency, as of `before`.
     */
    async dueBetween(before: Date, firstDay: string, lastDay: string) {
      const result = await db.execute<{ currency: Currency; amount: string }>(sql`
        with ${changedSince(before)}
        select ${enrollments.currency}::text as currency, sum(p.amount)::numeric(16,2)::text as amount
        from ${enrollmentPeriods} p join ${enrollmentsThen()} on ${enrollments.id} = p.enrollment_id
        where not p.waived and p.due_date between ${firstDay}::date and ${lastDay}::date
          and ${enrollments.currency} is not null and ${existedBefore(before)} and ${statusThen} <> 'INACTIVE'
        group by 1`);
      return result.rows;
    },

    /** How many enrollments were ACTIVE just before `before` (see `statusBefore`). */
    async activeBefore(before: Date): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`
        with ${changedSince(before)}
        select count(*)::int as total from ${enrollmentsThen()}
        where ${existedBefore(before)} and ${statusThen} = 'ACTIVE'`);
      return result.rows[0]?.total ?? 0;
    },
  };
}
