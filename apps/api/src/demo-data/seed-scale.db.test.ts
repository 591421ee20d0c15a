import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPrivateDatabase, type PrivateDatabase } from '../../test/setup/private-database.js';
import { searchTextOf } from '../db/search.js';
import { checkLedger } from '../modules/payments/index.js';
import { systemClock } from '../time/clock.js';
import { seedDemoData } from './seed.js';
import { seedScaleData } from './seed-scale.js';

const smallScale = { courses: 6, students: 40, enrollmentsPerStudent: 3, periodsPerEnrollment: 10 };

describe('the scale seed (at a small scale)', () => {
  let database: PrivateDatabase;
  beforeAll(async () => {
    database = await createPrivateDatabase(inject('databaseUrl'));
    await seedDemoData(database.connection.db);
  }, 120_000);
  afterAll(() => database?.drop());

  it('creates what it reports, once, with figures that agree with the periods', async () => {
    const { db } = database.connection;
    const report = await seedScaleData(db, systemClock, smallScale);
    expect(report).toMatchObject({
      alreadyThere: false,
      courses: 6,
      students: 40,
      enrollments: 120,
      periods: 1200,
    });

    const again = await seedScaleData(db, systemClock, smallScale);
    expect(again).toMatchObject({ alreadyThere: true, enrollments: 120 });

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
             or f.total <> e.period_amount * e.number_of_periods)`);
    expect(disagreements.rows).toEqual([]);

    const statuses = await db.execute<{ status: string }>(
      sql`select distinct status from enrollments
          where course_id in (select id from courses where slug like 'escala-%') order by status`,
    );
    expect(statuses.rows.map((row) => row.status)).toEqual(['PENDING', 'ACTIVE', 'FINISHED', 'INACTIVE']);

    // Comments are searchable as the list searches them: normalized, without accents.
    const comments = await db.execute<{ text: string; search_text: string }>(sql`
      select c.text, c.search_text from enrollment_comments c join enrollments e on e.id = c.enrollment_id
      where e.course_id in (select id from courses where slug like 'escala-%')`);
    expect(comments.rows.length).toBeGreaterThan(0);
    for (const row of comments.rows) expect(row.search_text).toBe(searchTextOf(row.text));
  }, 120_000);

  it('backs every paid cent, of the demo and of the scale data, with an approved payment: the ledger balances', async () => {
    const report = await checkLedger(database.connection.db);
    expect(report.periods).toEqual([]);
    expect(report.currencies.length).toBeGreaterThan(0);
    expect(report.balanced).toBe(true);
  });

  it('leaves the demo accounts as they were', async () => {
    const { db } = database.connection;
    const su = await db.execute<{ scopes: string }>(
      sql`select scopes from users where email = 'su@demo.catedra.ar'`,
    );
    expect(su.rows).toHaveLength(1);
  });
});
