/**
 * The demo seeds whole on every day of the year: 400 consecutive days (every weekday, month
 * length, leap day and DST change of the zones the demo uses), each at another hour of the
 * day, in a transaction rolled back after counting what it made. And a seed that fails
 * part-way leaves nothing behind, so the next one seeds it whole.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testClock } from '../../test/fakes/test-clock.js';
import { calendarSweep } from '../../test/setup/calendar-sweep.js';
import { createPrivateDatabase, type PrivateDatabase } from '../../test/setup/private-database.js';
import { inRolledBackTransaction } from '../../test/setup/rolled-back.js';
import type { Executor } from '../db/database.js';
import { seedDemoData } from './seed.js';

let database: PrivateDatabase;
beforeAll(async () => {
  database = await createPrivateDatabase(inject('databaseUrl'));
});
afterAll(() => database?.drop());

/** What a whole demo holds, counted from the tables. */
async function demoCounts(db: Executor) {
  const { rows } = await db.execute<Record<string, number>>(sql`select
    (select count(*)::int from users where email like '%@demo.catedra.ar') as users,
    (select count(*)::int from course_topics) as topics,
    (select count(*)::int from courses) as courses,
    (select count(*)::int from course_classes) as classes,
    (select count(*)::int from course_exams) as exams,
    (select count(*)::int from enrollments) as enrollments,
    (select count(*)::int from enrollment_periods) > 0 as "hasPeriods",
    (select count(*)::int from payments) as payments,
    (select count(*)::int from certificates) as certificates,
    (select count(*)::int from alliances) as alliances,
    (select count(*)::int from attendances) > 0 as "hasAttendance",
    not exists (select from course_classes a join course_classes b on a.course_id = b.course_id
                where a.starts_at < b.starts_at
                  and substring(a.title from '([0-9]+)$')::int > substring(b.title from '([0-9]+)$')::int) as "classesInOrder",
    (select count(distinct p.enrollment_id)::int from payments p join users u on u.id = p.user_id
     where u.email = 'student@demo.catedra.ar') as "studentEnrollmentsPaid",
    (select count(*)::int from enrollments where payment_plan_id is null) as "enrollmentsWithoutPlan",
    (select count(*)::int from leads) as leads,
    (select count(*)::int from meeting_calls) as "meetingCalls",
    (select count(*)::int from commission_rates) as "commissionRates"`);
  return rows[0]!;
}

const WHOLE_DEMO = {
  users: 17 + 4 + 40,
  topics: 3,
  courses: 6,
  classes: 2 * (16 + 16 + 12 + 12),
  exams: 4 + 4 + 3 + 3,
  enrollments: 9 + 40,
  hasPeriods: true,
  payments: 25 + 8,
  certificates: 2,
  alliances: 1,
  hasAttendance: true,
  // Numbered classes fall in their numbers' order whatever weekday a course starts on.
  classesInOrder: true,
  // The demo student's three enrollments are priced and paid (Mis pagos shows them), as
  // every other demo enrollment is priced.
  studentEnrollmentsPaid: 3,
  enrollmentsWithoutPlan: 0,
  // The sales demo (seed-sales.db.test.ts checks it closer).
  leads: 12,
  meetingCalls: 4,
  commissionRates: 2,
};

describe('demo data', () => {
  it('seeds whole on each of 400 consecutive days, at every hour (every seventh on the second server)', async () => {
    const failures: string[] = [];
    // From before today's failing day (2026-11-26) across a whole year and a leap day.
    for (const { index, date } of calendarSweep()) {
      const hour = String((index * 7) % 24).padStart(2, '0');
      const now = `${date}T${hour}:30:00Z`;
      try {
        const counts = await inRolledBackTransaction(database.connection.db, async (tx) => {
          await seedDemoData(tx, testClock(now));
          return demoCounts(tx);
        });
        if (JSON.stringify(counts) !== JSON.stringify(WHOLE_DEMO)) {
          failures.push(`${now}: ${JSON.stringify(counts)}`);
        }
      } catch (error) {
        failures.push(`${now}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);

  it('leaves nothing behind when it fails part-way, and the next start seeds it whole', async () => {
    const db = database.connection.db;
    const clock = testClock('2026-11-26T12:00:00Z');
    // The selling part, the last, fails at its first write: the accounts and the academic part
    // were written before it.
    await db.execute(sql`create function fail_demo_seed() returns trigger language plpgsql as
      $$ begin raise exception 'falla simulada'; end $$`);
    await db.execute(sql`create trigger fail_demo_seed before insert on alliances
      for each row execute function fail_demo_seed()`);
    await expect(seedDemoData(db, clock)).rejects.toThrow();
    await db.execute(sql`drop trigger fail_demo_seed on alliances`);
    expect(await demoCounts(db)).toMatchObject({
      users: 0,
      topics: 0,
      courses: 0,
      classes: 0,
      enrollments: 0,
    });

    await seedDemoData(db, clock);
    expect(await demoCounts(db)).toEqual(WHOLE_DEMO);
    // A second start keeps what is there.
    await seedDemoData(db, clock);
    expect(await demoCounts(db)).toEqual(WHOLE_DEMO);
  });
});
