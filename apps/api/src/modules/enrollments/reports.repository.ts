/**
 * The enrollments' figures the reports read (docs/domain/reports.md): enrollments by status,
 * and — as of an instant — the status each had, what was due in a month and what was owed past
 * due. "As of" is rebuilt from what is never rewritten: the enrollment's creation, its status
 * history (every change to and from INACTIVE and FINISHED is recorded) and the payments'
 * allocation rows (each written at its approval, refund or chargeback, a reversal as a
 * negative row), so a later payment or refund does not change the answer for an earlier date.
 * Instants are the `before` bound (exclusive): everything written before it had happened.
 *
 * At scale these read the receivable rollups (schema/enrollment-rollups.ts: what live enrollments owe
 * and have due now, per due date) and correct them for the few enrollments written since
 * `before` (`touchedSince`): their contribution now is taken away and their contribution then,
 * recomputed from their periods, put back. Every figure is a sum over enrollments, so the
 * answer equals the recomputation over every period, in one statement (one snapshot).
 */
import { addDays } from '@catedra/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  debtRollups,
  dueRollups,
  enrollmentPeriods,
  enrollmentStatusChanges,
  enrollmentStatusCounts,
  enrollments,
  paymentAllocations,
} from '../../db/schema/index.js';
import { DEBT_AGE_LIMITS, type DebtAgeBucket, debtAgeBucketSql } from './enrollment-figures.js';

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

/** An amount of one currency, as SQL sums it (a decimal string). */
export type CurrencyAmount = { currency: Currency; amount: string };

/** The enrollments' part of the accounting stats as of an instant (`statsBefore`). */
export type EnrollmentStats = { active: number; due: CurrencyAmount[]; debt: CurrencyAmount[] };

export type DebtAgeRow = {
  currency: Currency;
  bucket: DebtAgeBucket;
  amount: string;
  periods: number;
  enrollments: number;
};

/**
 * The enrollments whose figures then may differ from now, each as it stood just before `before`
 * and as it stands now: `touched` — created since `before`, with a status change since
 * (`changed_since`) or with an allocation (a payment's share, or its reversal) since, each
 * looked up on an index of its instant, so a recent `before` reads a few rows — then
 * `touched_enrollments`, each once with its enrollment and its first change since:
 * - live (not INACTIVE) and ACTIVE then: it existed, and its status then;
 * - live and ACTIVE now.
 * An enrollment touched only by an allocation is the same then and now in every figure but what
 * it owes, so its other figures cancel out.
 */
function touchedSince(before: Date): SQL {
  const since = sql`${before.toISOString()}::timestamptz`;
  return sql`touched as (
    select ${enrollments.id} as id from ${enrollments} where ${enrollments.createdAt} >= ${since}
    union
    select c.enrollment_id from changed_since c
    union
    select a.enrollment_id from ${paymentAllocations} a where a.created_at >= ${since}
  ), touched_enrollments as materialized (
    select e.id, e.currency,
           e.created_at < ${since} and coalesce(cs.status, e.status) <> 'INACTIVE' as live_then,
           e.created_at < ${since} and coalesce(cs.status, e.status) = 'ACTIVE' as active_then,
           e.status <> 'INACTIVE' as live_now, e.status = 'ACTIVE' as active_now
    from touched t join ${enrollments} e on e.id = t.id
    left join changed_since cs on cs.enrollment_id = e.id
  )`;
}

/**
 * `touched_periods`: the periods of the live `touched_enrollments` due before `dueBefore` (a
 * date, exclusive: the report reads none due later), waived ones left out (they owe nothing);
 * each twice where its enrollment was and is live — signed +1 as it stood just before `before`
 * and −1 as it stands now — with its amount and what it owed: owed then = owed now + what was
 * allocated since (a reversal since is a negative row).
 */
function touchedPeriods(before: Date, dueBefore: string): SQL {
  return sql`later as (
    select a.enrollment_id, a.period_number, sum(a.amount) as total
    from ${paymentAllocations} a where a.created_at >= ${before.toISOString()}::timestamptz
    group by 1, 2
  ), touched_periods as materialized (
    select s.sign, te.id as enrollment_id, te.currency, p.due_date, p.amount, s.owed
    from touched_enrollments te
    join ${enrollmentPeriods} p on p.enrollment_id = te.id
    left join later l on l.enrollment_id = p.enrollment_id and l.period_number = p.number
    cross join lateral (values (1, te.live_then, p.amount - p.paid_amount + coalesce(l.total, 0)),
                               (-1, te.live_now, p.amount - p.paid_amount)) s(sign, live, owed)
    where not p.waived and p.due_date < ${dueBefore}::date and te.currency is not null and s.live
  )`;
}

/** The enrollments' corrections as of `before`, to the figures of now (`touched_enrollments`, `touched_periods`). */
const correctionsSince = (before: Date, dueBefore: string) =>
  sql`${changedSince(before)}, ${touchedSince(before)}, ${touchedPeriods(before, dueBefore)}`;

/**
 * The first due date of each age bucket on `today` (null for the oldest, which has none): an
 * owed period counts its enrollment in its bucket when the enrollment's previous owed period is
 * due before that (or it has none).
 */
function bucketStartSql(today: string, dueDate: SQL): SQL {
  const cases = DEBT_AGE_LIMITS.map(
    ([, most]) =>
      sql`when ${today}::date - ${dueDate} <= ${sql.raw(String(most))} then ${today}::date - ${sql.raw(String(most))}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} else null end)`;
}

export function createEnrollmentReportsRepository(db: Executor) {
  return {
    /**
     * How many enrollments (of a course, or of all: the status counts) have each status now;
     * statuses with none are absent.
     */
    async countByStatus(courseId?: string) {
      if (!courseId) {
        return db
          .select({
            status: enrollmentStatusCounts.status,
            count: sql<number>`${enrollmentStatusCounts.count}::int`,
          })
          .from(enrollmentStatusCounts)
          .where(sql`${enrollmentStatusCounts.count} <> 0`);
      }
      return db
        .select({ status: enrollments.status, count: count() })
        .from(enrollments)
        .where(eq(enrollments.courseId, courseId))
        .groupBy(enrollments.status);
    },

    /**
     * What live enrollments owed past due just before `before`, per currency and age bucket,
     * `today` being the academy's date then (a period is late from the day after its due date;
     * days late = today − due date). Per period: its amount less what its allocations had paid
     * by then (nothing on a waived one). From the debt rollups (owed now), corrected for the
     * enrollments touched since `before`.
     */
    async debtByAge(before: Date, today: string, currency?: Currency): Promise<DebtAgeRow[]> {
      const ofCurrency = (column: SQL) => (currency ? sql`and ${column} = ${currency}` : sql``);
      const bucket = (dueDate: SQL) => debtAgeBucketSql(sql`(${today}::date - ${dueDate})`);
      const result = await db.execute<DebtAgeRow>(sql`
        with ${correctionsSince(before, today)},
        rolled as (
          select r.currency, ${bucket(sql`r.due_date`)} as bucket, sum(r.owed) as amount,
                 sum(r.periods) as periods,
                 sum(r.periods) filter (where r.previous_due_date is null
                   or r.previous_due_date < ${bucketStartSql(today, sql`r.due_date`)}) as enrollments
          from ${debtRollups} r
          where r.due_date < ${today}::date ${ofCurrency(sql`r.currency`)}
          group by 1, 2
        ), corrections as (
          select d.currency, d.bucket, sum(d.sign * d.owed) as amount, sum(d.sign) as periods,
                 count(distinct d.enrollment_id) filter (where d.sign = 1)
                   - count(distinct d.enrollment_id) filter (where d.sign = -1) as enrollments
          from (select t.*, ${bucket(sql`t.due_date`)} as bucket from touched_periods t
                where t.owed > 0 and t.due_date < ${today}::date ${ofCurrency(sql`t.currency`)}) d
          group by 1, 2
        )
        select x.currency::text as currency, x.bucket,
               sum(x.amount)::numeric(16,2)::text as amount,
               sum(x.periods)::int as periods, sum(x.enrollments)::int as enrollments
        from (select * from rolled union all select * from corrections) x
        group by 1, 2
        having sum(x.periods) <> 0`);
      return result.rows;
    },

    /**
     * The accounting stats' figures of the enrollments as of `before` (`today`: the academy's
     * date then), in one statement, so one snapshot and one round trip:
     * - `active`: how many enrollments were ACTIVE — those ACTIVE now (the status counts),
     *   corrected for the ones touched since;
     * - `due`: what live enrollments had due from `firstDay` to `lastDay` (their periods'
     *   amounts, paid or not; waived ones owe nothing), per currency — the due rollups, corrected;
     * - `debt`: what live enrollments owed past due, per currency — the debt rollups, corrected.
     * The corrections (`correctionsSince`) are the debt by age's: one set of touched enrollments
     * and periods serves every figure.
     */
    async statsBefore(
      before: Date,
      today: string,
      firstDay: string,
      lastDay: string,
    ): Promise<EnrollmentStats> {
      const inMonth = (dueDate: SQL) => sql`${dueDate} between ${firstDay}::date and ${lastDay}::date`;
      const perCurrency = (relation: SQL) => sql`coalesce((
        select json_agg(json_build_object('currency', s.currency, 'amount', s.amount) order by s.currency)
        from (select currency::text as currency, sum(amount)::numeric(16,2)::text as amount
              from ${relation} group by 1 having sum(periods) <> 0) s), '[]'::json)`;
      const result = await db.execute<EnrollmentStats>(sql`
        with ${correctionsSince(before, addDays(lastDay, 1))}, due as (
          select r.currency, r.amount, r.periods from ${dueRollups} r where ${inMonth(sql`r.due_date`)}
          union all
          select t.currency, t.sign * t.amount, t.sign from touched_periods t where ${inMonth(sql`t.due_date`)}
        ), debt as (
          select r.currency, r.owed as amount, r.periods from ${debtRollups} r where r.due_date < ${today}::date
          union all
          select t.currency, t.sign * t.owed, t.sign from touched_periods t
          where t.owed > 0 and t.due_date < ${today}::date
        )
        select (coalesce((select ${enrollmentStatusCounts.count} from ${enrollmentStatusCounts}
                          where ${enrollmentStatusCounts.status} = 'ACTIVE'), 0)
          + (select count(*) filter (where active_then) - count(*) filter (where active_now)
             from touched_enrollments))::int as active,
          ${perCurrency(sql`due`)} as due, ${perCurrency(sql`debt`)} as debt`);
      return result.rows[0]!;
    },
  };
}
