import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testClock } from '../../test/fakes/test-clock.js';
import { monthTurnsSweep } from '../../test/setup/calendar-sweep.js';
import { createPrivateDatabase, type PrivateDatabase } from '../../test/setup/private-database.js';
import { inRolledBackTransaction } from '../../test/setup/rolled-back.js';
import type { Executor } from '../db/database.js';
import { searchTextOf } from '../db/search.js';
import { checkLedger } from '../modules/payments/index.js';
import { seedDemoData } from './seed.js';
import { seedScaleData } from './seed-scale.js';

// 503 payments: 51 history enrollments (the last paid in part), two per student on some.
const smallScale = {
  courses: 6,
  students: 40,
  enrollmentsPerStudent: 3,
  periodsPerEnrollment: 10,
  payments: 503,
};

/** What is wrong with the scale data of `db`, seeded at `now`, as a list of findings (none when it is right). */
async function findingsOf(db: Executor, now: string): Promise<string[]> {
  const findings: string[] = [];
  // Nothing is paid in the future: "as of now" reports would take it for a change since.
  const future = await db.execute<{ paid: number }>(sql`
    with scale_payments as (
      select p.id, p.paid_at from payments p join enrollments e on e.id = p.enrollment_id
      where e.course_id in (select id from courses where slug like 'escala-%')
    )
    select (select count(*) from scale_payments where paid_at > ${now}::timestamptz)
         + (select count(*) from payment_allocations
            where payment_id in (select id from scale_payments) and created_at > ${now}::timestamptz)
         + (select count(*) from money_movements
            where payment_id in (select id from scale_payments) and occurred_at > ${now}::timestamptz) as paid`);
  if (Number(future.rows[0]?.paid) > 0) findings.push(`${future.rows[0]?.paid} payment rows after ${now}`);
  const disagreements = await db.execute(sql`
    select e.id from enrollments e
    join lateral (
      select count(*) filter (where paid_amount >= amount and not waived) as paid,
             min(due_date) filter (where paid_amount < amount and not waived) as oldest_unpaid,
             sum(amount) as total
      from enrollment_periods p where p.enrollment_id = e.id
    ) f on true
    where e.course_id in (select id from courses where slug like 'escala-%')
      and (f.paid <> e.periods_paid or f.oldest_unpaid is distinct from e.oldest_unpaid_due_date
           or f.total <> coalesce(e.upfront_amount, 0) + e.period_amount * (e.number_of_periods - (case when e.plan_type = 'hybrid' then 1 else 0 end)))`);
  if (disagreements.rows.length > 0)
    findings.push(`${disagreements.rows.length} enrollments disagree with their periods`);
  const statuses = await db.execute<{ status: string }>(
    sql`select distinct status from enrollments
        where course_id in (select id from courses where slug like 'escala-%') order by status`,
  );
  const seen = statuses.rows.map((row) => row.status).join(',');
  if (seen !== 'PENDING,ACTIVE,FINISHED,INACTIVE') findings.push(`statuses ${seen}`);
  const ledger = await checkLedger(db);
  if (!ledger.balanced || ledger.periods.length > 0) findings.push('the ledger does not balance');
  return findings;
}

describe('the scale seed (at a small scale)', () => {
  let database: PrivateDatabase;
  beforeAll(async () => {
    database = await createPrivateDatabase(inject('databaseUrl'));
    await seedDemoData(database.connection.db, testClock('2026-11-26T12:00:00Z'));
  }, 120_000);
  afterAll(() => database?.drop());

  it('creates what it reports, with figures that agree with the periods and a balanced ledger, on every day of 400 where a month turns and on every seventh (every fourth of those on the second server)', async () => {
    const failures: string[] = [];
    for (const { index, date } of monthTurnsSweep()) {
      const now = `${date}T${String((index * 5) % 24).padStart(2, '0')}:15:00Z`;
      try {
        const findings = await inRolledBackTransaction(database.connection.db, async (tx) => {
          const report = await seedScaleData(tx, testClock(now), smallScale);
          const { courses, students, enrollments, periods } = report;
          const counted = { courses, students, enrollments, periods };
          const expected = { courses: 6, students: 40, enrollments: 120, periods: 1200 };
          return [
            ...(JSON.stringify(counted) === JSON.stringify(expected)
              ? []
              : [`counts ${JSON.stringify(counted)}`]),
            ...(await findingsOf(tx, now)),
          ];
        });
        if (findings.length > 0) failures.push(`${now}: ${findings.join('; ')}`);
      } catch (error) {
        failures.push(`${now}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('runs once, with searchable comments, and leaves the demo accounts as they were', async () => {
    const { db } = database.connection;
    const clock = testClock('2026-11-26T12:00:00Z');
    expect(await seedScaleData(db, clock, smallScale)).toMatchObject({
      alreadyThere: false,
      enrollments: 120,
    });
    expect(await seedScaleData(db, clock, smallScale)).toMatchObject({
      alreadyThere: true,
      enrollments: 120,
    });
    expect(await findingsOf(db, '2026-11-26T12:00:00Z')).toEqual([]);

    // Comments are searchable as the list searches them: normalized, without accents.
    const comments = await db.execute<{ text: string; search_text: string }>(sql`
      select c.text, c.search_text from enrollment_comments c join enrollments e on e.id = c.enrollment_id
      where e.course_id in (select id from courses where slug like 'escala-%')`);
    expect(comments.rows.length).toBeGreaterThan(0);
    for (const row of comments.rows) expect(row.search_text).toBe(searchTextOf(row.text));

    const su = await db.execute(sql`select scopes from users where email = 'su@demo.catedra.ar'`);
    expect(su.rows).toHaveLength(1);
  }, 120_000);
});
