import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testClock } from '../../test/fakes/test-clock.js';
import { createPrivateDatabase, type PrivateDatabase } from '../../test/setup/private-database.js';
import { checkEnrollmentFigures } from '../modules/enrollments/index.js';
import { demoEmailOf, seedDemoData } from './seed.js';

let database: PrivateDatabase;
beforeAll(async () => {
  database = await createPrivateDatabase(inject('databaseUrl'));
});
afterAll(() => database?.drop());

describe('selling demo data', () => {
  it('seeds plans of every type and currency, 40 enrollments in every status with debt and consistent figures, once', async () => {
    const db = database.connection.db;
    const clock = testClock('2026-05-20T15:00:00Z');
    await seedDemoData(db, clock);
    await seedDemoData(db, clock);
    const plans = await db.execute(sql`select distinct type, currency from course_payment_plans`);
    expect(plans.rows).toHaveLength(8);
    const statuses = await db.execute(
      sql`select status, count(*)::int as n from enrollments where payment_plan_id is not null group by status`,
    );
    expect(statuses.rows.map((row) => row.status).sort()).toEqual([
      'ACTIVE',
      'FINISHED',
      'INACTIVE',
      'PENDING',
    ]);
    const old = await db.execute(
      sql`select count(*)::int as n from enrollments where oldest_unpaid_due_date < '2026-05-20'::date - 90`,
    );
    expect(old.rows[0]!.n).toBeGreaterThan(0);
    const rows = await db.execute(
      sql`select id, periods_paid as "periodsPaid", oldest_unpaid_due_date::text as "oldestUnpaidDueDate", number_of_periods as "numberOfPeriods", unpaid_due_dates::text[] as "unpaidDueDates", unpaid_running_totals::text[] as "unpaidRunningTotals" from enrollments where payment_plan_id is not null`,
    );
    // The 40 of the selling demo and the 9 of the academic one, priced since.
    expect(rows.rows).toHaveLength(40 + 9);
    for (const row of rows.rows as {
      id: string;
      periodsPaid: number;
      oldestUnpaidDueDate: string | null;
      numberOfPeriods: number;
      unpaidDueDates: string[];
      unpaidRunningTotals: string[];
    }[]) {
      const periods = await db.execute(
        sql`select number, due_date::text as "dueDate", amount, paid_amount as "paidAmount", waived from enrollment_periods where enrollment_id = ${row.id}`,
      );
      expect(checkEnrollmentFigures(row, periods.rows as never)).toEqual([]);
    }
    const reactions = await db.execute(sql`select count(*)::int as n from enrollment_comment_reactions`);
    expect(reactions.rows[0]!.n).toBeGreaterThan(0);
  });

  it('names plans in Spanish and makes the demo alliance admin a member of the demo alliance', async () => {
    const db = database.connection.db;
    await seedDemoData(db, testClock('2026-05-20T15:00:00Z'));
    const names = await db.execute<{ name: string }>(
      sql`select name from course_payment_plans order by name`,
    );
    for (const { name } of names.rows) expect(name).not.toMatch(/payment|monthly|single|down/i);
    const admin = await db.execute<{ alliance: string | null }>(
      sql`select a.name as alliance from users u left join alliances a on a.id = u.alliance_id
          where u.email = ${demoEmailOf('ALLIANCE_ADMIN')}`,
    );
    expect(admin.rows).toEqual([{ alliance: 'Universidad del Sur' }]);
  });
});
