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
 * The enrollment's status just before `before`: the status the first later change left (its
 * `from`), else the current one. A change recorded without `from` (the inactivations copied by
 * migration 0014) left a live enrollment, taken as ACTIVE. Becoming ACTIVE on a first payment
 * is not in the history: an enrollment PENDING then and ACTIVE now reads as ACTIVE.
 */
function statusBefore(before: Date): SQL<string> {
  return sql<string>`coalesce((
    select coalesce(c.from_status, 'ACTIVE')
    from ${enrollmentStatusChanges} c
    where c.enrollment_id = ${enrollments.id} and c.changed_at >= ${before.toISOString()}::timestamptz
    order by c.changed_at, c.id limit 1
  ), ${enrollments.status})`;
}

/** The enrollment existed before `before` and was live (not INACTIVE) then: it owed what it owed. */
function liveBefore(before: Date): SQL {
  return sql`${enrollments.createdAt} < ${before.toISOString()}::timestamptz and ${statusBefore(before)} <> 'INACTIVE'`;
}

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
      const since = sql`${before.toISOString()}::timestamptz`;
      const owedThen = sql`(p.amount - p.paid_amount + coalesce((
        select sum(a.amount) from ${paymentAllocations} a
        where a.enrollment_id = p.enrollment_id and a.period_number = p.number and a.created_at >= ${since}
      ), 0))`;
      const result = await db.execute<DebtAgeRow>(sql`
        with candidates as (
          select q.enrollment_id, q.number from ${enrollmentPeriods} q
          where not q.waived and q.paid_amount < q.amount and q.due_date < ${today}::date
          union
          select a.enrollment_id, a.period_number from ${paymentAllocations} a where a.created_at >= ${since}
        ), owed as (
          select p.enrollment_id, p.due_date, ${owedThen} as owed
          from candidates c
          join ${enrollmentPeriods} p on p.enrollment_id = c.enrollment_id and p.number = c.number
          where not p.waived and p.due_date < ${today}::date
        )
        select ${enrollments.currency}::text as currency,
               ${debtAgeBucketSql(sql`(${today}::date - o.due_date)`)} as bucket,
               sum(o.owed)::numeric(16,2)::text as amount,
               count(*)::int as periods,
               count(distinct o.enrollment_id)::int as enrollments
        from owed o join ${enrollments} on ${enrollments.id} = o.enrollment_id
        where o.owed > 0 and ${enrollments.currency} is not null and ${liveBefore(before)}
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
        select ${enrollments.currency}::text as currency, sum(p.amount)::numeric(16,2)::text as amount
        from ${enrollmentPeriods} p join ${enrollments} on ${enrollments.id} = p.enrollment_id
        where not p.waived and p.due_date between ${firstDay}::date and ${lastDay}::date
          and ${enrollments.currency} is not null and ${liveBefore(before)}
        group by 1`);
      return result.rows;
    },

    /** How many enrollments were ACTIVE just before `before` (see `statusBefore`). */
    async activeBefore(before: Date): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`
        select count(*)::int as total from ${enrollments}
        where ${enrollments.createdAt} < ${before.toISOString()}::timestamptz and ${statusBefore(before)} = 'ACTIVE'`);
      return result.rows[0]?.total ?? 0;
    },
  };
}
