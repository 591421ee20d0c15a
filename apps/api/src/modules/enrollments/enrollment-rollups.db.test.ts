/**
 * Property (issue 21 item 4, "As of a past date"): after any sequence of writes that change what
 * enrollments owe — enrolments in ARS and USD, payments of part of a period or of several, partial
 * and whole refunds, chargebacks, pending enrollments inactivated and reactivated, concurrent
 * batches of them, days passing — the receivable rollups equal the periods, and the debt by age,
 * what was due in a month and the active enrollments as of every earlier instant equal both a
 * direct recomputation over the periods, allocations and status history, and what that
 * recomputation said at the time. On a database of its own: the reports add up every enrollment.
 */
import { addDays, addMoney, fromCents, localDateOf } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCourseWithPlan } from '../../../test/factories/selling.js';
import { createStaff, createUser } from '../../../test/factories/users.js';
import {
  type Chargeback,
  chargeback,
  type Refund,
  refund,
  refundOrChargeBack,
  runStep,
  stepOf,
} from '../../../test/setup/ledger-steps.js';
import { usePrivateStoryApp } from '../../../test/setup/private-test-app.js';
import { dependenciesOf } from '../../../test/setup/test-app.js';
import { checkEnrollmentRollups } from './enrollment-rollups.js';
import { createEnrollmentReportsRepository, type DebtAgeRow } from './reports.repository.js';

const START = '2033-03-05T15:00:00Z';
const { t, clock, zone } = usePrivateStoryApp(START);

type Course = 'A' | 'B' | 'USD';
type Write =
  | { kind: 'enrol'; course: Course }
  | { kind: 'pay'; pick: number; cents: number }
  | Refund
  | Chargeback
  | { kind: 'inactivate'; course: Course }
  | { kind: 'reactivate'; pick: number };

const course = fc.constantFrom<Course>('A', 'B', 'USD');
const write: fc.Arbitrary<Write> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('enrol' as const), course }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick: fc.nat(),
      cents: fc.integer({ min: 1, max: 300_000 }),
    }),
    weight: 3,
  },
  refund(100_000),
  chargeback,
  fc.record({ kind: fc.constant('inactivate' as const), course }),
  fc.record({ kind: fc.constant('reactivate' as const), pick: fc.nat() }),
);
const step = stepOf(write, 24 * 50);

type Figures = {
  debt: DebtAgeRow[];
  due: { currency: string; amount: string }[];
  active: number;
};

/**
 * The figures as of `before` straight from the rows, the long way: each enrollment's status then
 * (the first change since, else now), each period's paid amount then (its allocations before).
 */
async function recomputed(before: Date, today: string): Promise<Figures> {
  const db = t.database.db;
  const at = before.toISOString();
  const { firstDay, lastDay } = {
    firstDay: `${today.slice(0, 7)}-01`,
    lastDay: addDays(`${addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1),
  };
  const then = sql`
    with enrollments_then as (
      select e.id, e.currency, coalesce((
        select coalesce(c.from_status, 'ACTIVE') from enrollment_status_changes c
        where c.enrollment_id = e.id and c.changed_at >= ${at}::timestamptz
        order by c.changed_at, c.id limit 1), e.status) as status
      from enrollments e where e.created_at < ${at}::timestamptz
    ), periods_then as (
      select e.id as enrollment_id, e.currency, e.status, p.due_date, p.amount,
             p.amount - coalesce((
               select sum(a.amount) from payment_allocations a
               where a.enrollment_id = p.enrollment_id and a.period_number = p.number
                 and a.created_at < ${at}::timestamptz), 0) as owed
      from enrollments_then e join enrollment_periods p on p.enrollment_id = e.id
      where e.status <> 'INACTIVE' and e.currency is not null and not p.waived
    )`;
  const debt = await db.execute<Figures['debt'][number]>(sql`${then}
    select currency::text as currency,
           case when ${today}::date - due_date <= 30 then 'DAYS_0_30' when ${today}::date - due_date <= 60 then 'DAYS_31_60'
                when ${today}::date - due_date <= 90 then 'DAYS_61_90' else 'OVER_90' end as bucket,
           sum(owed)::numeric(16,2)::text as amount, count(*)::int as periods,
           count(distinct enrollment_id)::int as enrollments
    from periods_then where owed > 0 and due_date < ${today}::date
    group by 1, 2 order by 1, 2`);
  const due = await db.execute<Figures['due'][number]>(sql`${then}
    select currency::text as currency, sum(amount)::numeric(16,2)::text as amount from periods_then
    where due_date between ${firstDay}::date and ${lastDay}::date group by 1 order by 1`);
  const active = await db.execute<{ total: number }>(sql`
    with enrollments_then as (
      select coalesce((
        select coalesce(c.from_status, 'ACTIVE') from enrollment_status_changes c
        where c.enrollment_id = e.id and c.changed_at >= ${at}::timestamptz
        order by c.changed_at, c.id limit 1), e.status) as status
      from enrollments e where e.created_at < ${at}::timestamptz
    )
    select count(*)::int as total from enrollments_then where status = 'ACTIVE'`);
  return { debt: debt.rows, due: due.rows, active: active.rows[0]!.total };
}

/** What `rows` add up to per currency, currencies in order. */
function totalsByCurrency(rows: readonly DebtAgeRow[]) {
  const totals = new Map<string, string>();
  for (const row of rows) totals.set(row.currency, addMoney(totals.get(row.currency) ?? '0.00', row.amount));
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({ currency, amount }));
}

/**
 * The same figures as the reports read them: the rollups, corrected for what changed since. The
 * accounting stats' debt per currency is the debt by age's, summed.
 */
async function reported(before: Date, today: string): Promise<Figures> {
  const reports = createEnrollmentReportsRepository(t.database.db);
  const firstDay = `${today.slice(0, 7)}-01`;
  const lastDay = addDays(`${addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);
  const byKey = <T extends { currency: string }>(rows: T[], key: (row: T) => string) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  const debt = byKey(await reports.debtByAge(before, today), (row) => `${row.currency} ${row.bucket}`);
  const stats = await reports.statsBefore(before, today, firstDay, lastDay);
  expect(stats.debt).toEqual(totalsByCurrency(debt));
  return { debt, due: byKey(stats.due, (row) => row.currency), active: stats.active };
}

describe('the receivable rollups after random writes', () => {
  it('equal the periods, and the reports as of every earlier instant equal a recomputation then and now', {
    timeout: 240_000,
  }, async () => {
    const { services } = dependenciesOf(t, { clock });
    const db = t.database.db;
    const { user: staff, caller } = await createStaff(db);
    const courseOf = async (currency: 'ARS' | 'USD') => {
      const { course, plan } = await createCourseWithPlan(db, {
        currency,
        numberOfPeriods: 6,
        periodAmount: '1000.00',
      });
      return { id: course.id, planId: plan.id };
    };
    const courses = { A: await courseOf('ARS'), B: await courseOf('ARS'), USD: await courseOf('USD') };
    const enrollmentIds: string[] = [];
    const paymentIds: string[] = [];
    const snapshots: { before: Date; today: string; figures: Figures }[] = [];

    const pick = <T>(list: readonly T[], index: number) => list[index % Math.max(1, list.length)];
    const apply = async (change: Write) => {
      switch (change.kind) {
        case 'enrol': {
          const student = await createUser(db, { scopes: ['BASIC'] });
          const { id, planId } = courses[change.course];
          const enrollment = await services.enrollments.create(caller, {
            userId: student.id,
            courseId: id,
            paymentPlanId: planId,
          });
          enrollmentIds.push(enrollment.id);
          return;
        }
        case 'pay': {
          const enrollmentId = pick(enrollmentIds, change.pick);
          if (!enrollmentId) return;
          const payment = await services.payments.create(caller, {
            enrollmentId,
            amount: fromCents(BigInt(change.cents)),
            segment: 'QUOTA',
          });
          paymentIds.push(payment.id);
          await services.applyPaymentStatus(payment.id, {
            status: 'APPROVED',
            source: 'STAFF',
            by: staff.id,
          });
          return;
        }
        case 'refund':
        case 'chargeback':
          await refundOrChargeBack(services, staff.id, pick(paymentIds, change.pick), change);
          return;
        case 'inactivate':
          await services.enrollments.inactivatePending(caller, courses[change.course].id, 'Sin pago');
          return;
        case 'reactivate': {
          const enrollmentId = pick(enrollmentIds, change.pick);
          if (enrollmentId) await services.enrollments.reactivate(caller, enrollmentId, 'Volvió');
          return;
        }
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const change of steps) {
          await runStep(change, clock, apply);
          expect(await checkEnrollmentRollups(db)).toEqual([]);
          // Everything written so far is before `before`; everything written next, after it.
          const before = new Date(clock.now().getTime() + 1);
          const today = localDateOf(clock.now(), zone);
          const figures = await recomputed(before, today);
          expect(await reported(before, today)).toEqual(figures);
          snapshots.push({ before, today, figures });
          clock.advance(41 * 60_000);
        }
        // Every earlier instant again, now that more was written since: the debt and what was
        // due are what they were then; every figure is what the long way says now. (A PENDING
        // enrollment's first payment makes it ACTIVE with no status change recorded, so the
        // active count is judged against the recomputation only.)
        for (const { before, today, figures } of snapshots.slice(-6)) {
          const now = await reported(before, today);
          expect(now).toEqual(await recomputed(before, today));
          expect({ debt: now.debt, due: now.due }).toEqual({ debt: figures.debt, due: figures.due });
        }
      }),
      { numRuns: 10, seed: 20_331_126 },
    );
    // The sequences left debt in more than one bucket and currency, and inactivated someone.
    const { rows } = await db.execute<{ currencies: number; inactive: number }>(sql`
      select (select count(distinct currency)::int from debt_rollups) as currencies,
             (select count(*)::int from enrollment_status_changes) as inactive`);
    expect(rows[0]!.currencies).toBe(2);
    expect(rows[0]!.inactive).toBeGreaterThan(0);
    expect(snapshots.some(({ figures }) => figures.debt.length > 2)).toBe(true);
  });

  it('reports a rollup that differs from the periods by its key', async () => {
    const db = t.database.db;
    await db.execute(sql`
      update due_rollups set amount = amount + 1
      where ctid = (select ctid from due_rollups order by currency, due_date limit 1)`);
    const differences = await checkEnrollmentRollups(db);
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatchObject({ rollup: 'due' });
    await db.execute(sql`
      update due_rollups set amount = amount - 1
      where ctid = (select ctid from due_rollups order by currency, due_date limit 1)`);
    expect(await checkEnrollmentRollups(db)).toEqual([]);
  });
});
