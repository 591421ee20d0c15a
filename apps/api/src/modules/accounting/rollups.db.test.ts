/**
 * Property (issue 21 item 4): after any sequence of ledger writes through the payment services —
 * approvals with fees (ARS and USD, of an enrollment or of none), partial and whole refunds,
 * chargebacks, concurrent batches of them, a payment's segment changed, a payment attached to an
 * enrollment, USD→ARS rates set now by staff or recorded for an earlier instant, days and months
 * passing — the rollups equal the movements key by key, the ledger balances, and every summary
 * (with its USD view) equals a plain SQL aggregate over the raw movements for a random range. On
 * a database of its own: the summaries add up the whole ledger.
 */
import { addDays, fromCents, localDateOf, PAYMENT_SEGMENTS } from '@catedra/contract';
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
  refused,
  runStep,
  stepOf,
} from '../../../test/setup/ledger-steps.js';
import { usePrivateStoryApp } from '../../../test/setup/private-test-app.js';
import { dependenciesOf } from '../../../test/setup/test-app.js';
import { exchangeRates } from '../../db/schema/index.js';
import { checkLedger } from '../payments/index.js';
import {
  checkLedgerRollups,
  ledgerRollupZone,
  rebuildLedgerRollups,
  syncLedgerRollupZone,
} from './rollups.js';

const START = '2032-01-10T12:00:00Z';
const { t, clock, zone } = usePrivateStoryApp(START);

type Target = 'A' | 'B' | 'USD' | 'none';
type Write =
  | {
      kind: 'approve';
      target: Target;
      cents: number;
      segment: (typeof PAYMENT_SEGMENTS)[number];
      fee: number;
    }
  | Refund
  | Chargeback
  | { kind: 'segment'; pick: number; segment: (typeof PAYMENT_SEGMENTS)[number] }
  | { kind: 'attach'; pick: number }
  /** A USD→ARS rate: set by staff now (0 hours back), or recorded for an earlier instant. */
  | { kind: 'rate'; rate: string; hoursBack: number };

const segment = fc.constantFrom(...PAYMENT_SEGMENTS);
const write: fc.Arbitrary<Write> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('approve' as const),
      target: fc.constantFrom<Target>('A', 'B', 'USD', 'none'),
      cents: fc.integer({ min: 1, max: 300_000 }),
      segment,
      fee: fc.integer({ min: 0, max: 500 }),
    }),
    weight: 4,
  },
  refund(150_000),
  chargeback,
  fc.record({ kind: fc.constant('segment' as const), pick: fc.nat(), segment }),
  fc.record({ kind: fc.constant('attach' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('rate' as const),
    rate: fc.integer({ min: 1, max: 2_000_000_000 }).map((micros) => (micros / 1_000_000).toFixed(6)),
    hoursBack: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 24 * 40 })),
  }),
);
const step = stepOf(write, 24 * 45);

/** The summaries' figures straight from the movements, grouped by `key` (SQL over m, p, e). */
async function plainAggregate(key: string, from: string, to: string, currency: string) {
  const { rows } = await t.database.db.execute<Record<string, string | number | null>>(sql`
    select ${sql.raw(key)} as key,
           coalesce(sum(m.amount) filter (where m.type = 'INCOME'), 0)::numeric(16,2)::text as income,
           (-coalesce(sum(m.amount) filter (where m.type = 'REFUND'), 0))::numeric(16,2)::text as refunds,
           (-coalesce(sum(m.amount) filter (where m.type = 'CHARGEBACK'), 0))::numeric(16,2)::text as chargebacks,
           (-coalesce(sum(m.amount) filter (where m.type = 'FEE'), 0))::numeric(16,2)::text as fees,
           coalesce(sum(m.amount), 0)::numeric(16,2)::text as net,
           (count(*) filter (where m.type = 'INCOME' and m.event_key = 'approval'))::integer as count
    from money_movements m
    left join payments p on p.id = m.payment_id
    left join enrollments e on e.id = p.enrollment_id
    where m.currency = ${currency}
      and (m.occurred_at at time zone ${zone})::date between ${from}::date and ${to}::date
    group by 1`);
  return new Map(rows.map(({ key: group, ...figures }) => [group === null ? null : String(group), figures]));
}

/**
 * The USD view straight from the movements and the rates, grouped by `key`: each ARS movement
 * converted at the newest rate created before its academy day ended, rounded half up to the
 * cent, then added; a figure with a movement of no rate is null (and so is `net`).
 */
async function plainUsd(key: string, from: string, to: string) {
  const { rows } = await t.database.db.execute<Record<string, string | null>>(sql`
    with converted as (
      select ${sql.raw(key)} as key, m.type, m.amount, rate.rate,
             case when rate.rate is not null then
               sign(m.amount) * floor(abs(m.amount) * 100 / rate.rate + 0.5) / 100 end as usd
      from money_movements m
      left join payments p on p.id = m.payment_id
      left join enrollments e on e.id = p.enrollment_id
      left join lateral (
        select er.rate from exchange_rates er
        where er.from_currency = 'USD' and er.to_currency = 'ARS'
          and er.created_at < (((m.occurred_at at time zone ${zone})::date + 1)::timestamp at time zone ${zone})
        order by er.created_at desc limit 1
      ) rate on true
      where m.currency = 'ARS'
        and (m.occurred_at at time zone ${zone})::date between ${from}::date and ${to}::date
    )
    select key,
           ${usdFigure('INCOME', 1)} as income, ${usdFigure('REFUND', -1)} as refunds,
           ${usdFigure('CHARGEBACK', -1)} as chargebacks, ${usdFigure('FEE', -1)} as fees,
           case when bool_and(rate is not null) then coalesce(sum(usd), 0)::numeric(16,2)::text end as net
    from converted group by 1`);
  return new Map(rows.map(({ key: group, ...usd }) => [group === null ? null : String(group), usd]));
}

const usdFigure = (type: string, sign: 1 | -1) =>
  sql.raw(`case when bool_and(rate is not null) filter (where type = '${type}') is not false
    then (${sign} * coalesce(sum(usd) filter (where type = '${type}'), 0))::numeric(16,2)::text end`);

const zeros = { income: '0.00', refunds: '0.00', chargebacks: '0.00', fees: '0.00', net: '0.00', count: 0 };

describe('the rollups after random ledger writes', () => {
  it('equal the movements, and every summary equals a plain aggregate over them, after every step', {
    timeout: 240_000,
  }, async () => {
    const { services } = dependenciesOf(t, { clock });
    const db = t.database.db;
    const { user: staff, caller } = await createStaff(db);
    const student = await createUser(db, { scopes: ['BASIC'] });
    const enrol = async (currency: 'ARS' | 'USD') => {
      const { course, plan } = await createCourseWithPlan(db, {
        currency,
        numberOfPeriods: 12,
        periodAmount: '999.99',
      });
      return services.enrollments.create(caller, {
        userId: student.id,
        courseId: course.id,
        paymentPlanId: plan.id,
      });
    };
    const enrollments = { A: await enrol('ARS'), B: await enrol('ARS'), USD: await enrol('USD') };
    const paymentIds: string[] = [];

    const apply = async (change: Write) => {
      const picked = paymentIds[('pick' in change ? change.pick : 0) % Math.max(1, paymentIds.length)];
      switch (change.kind) {
        case 'approve': {
          const currency = change.target === 'USD' ? 'USD' : 'ARS';
          const payment = await services.payments.create(caller, {
            ...(change.target === 'none'
              ? { userId: student.id, currency }
              : { enrollmentId: enrollments[change.target].id }),
            amount: fromCents(BigInt(change.cents)),
            segment: change.segment,
          });
          paymentIds.push(payment.id);
          await services.applyPaymentStatus(payment.id, {
            status: 'APPROVED',
            source: 'STAFF',
            by: staff.id,
            fees:
              change.fee > 0 ? [{ type: 'vendor_fee', amount: fromCents(BigInt(change.fee)), currency }] : [],
          });
          return;
        }
        case 'refund':
        case 'chargeback':
          await refundOrChargeBack(services, staff.id, picked, change);
          return;
        case 'segment':
          if (picked) await services.payments.update(picked, { segment: change.segment });
          return;
        case 'attach':
          // A payment of no enrollment joins one (of its currency): its movements change course.
          if (picked) await services.attachPayments(enrollments.A.id, [picked], staff.id).catch(refused);
          return;
        case 'rate':
          if (change.hoursBack === 0) await services.payments.setExchangeRate(caller, { rate: change.rate });
          else
            await db.insert(exchangeRates).values({
              fromCurrency: 'USD',
              toCurrency: 'ARS',
              rate: change.rate,
              setBy: staff.id,
              createdAt: new Date(clock.now().getTime() - change.hoursBack * 3_600_000),
            });
          return;
      }
    };

    const compare = async (from: string, to: string) => {
      for (const currency of ['ARS', 'USD'] as const) {
        const query = { from, to, currency };
        const overall = await plainAggregate('null::text', from, to, currency);
        expect(await services.accounting.summary(query)).toEqual({
          ...query,
          ...(overall.get(null) ?? zeros),
        });
        const bySegment = await plainAggregate('p.segment::text', from, to, currency);
        expect((await services.accounting.segmentSummary(query)).segments).toEqual(
          PAYMENT_SEGMENTS.map((name) => ({ segment: name, ...(bySegment.get(name) ?? zeros) })),
        );
        const byCourse = await plainAggregate('e.course_id::text', from, to, currency);
        const courses = (await services.accounting.coursesSummary(query)).courses;
        expect(
          new Map(courses.map(({ courseId, title: _title, ...figures }) => [courseId, figures])),
        ).toEqual(new Map([...byCourse].filter(([courseId]) => courseId !== null)));
        const byMonth = await plainAggregate(
          `to_char((m.occurred_at at time zone '${zone}'), 'YYYY-MM')`,
          from,
          to,
          currency,
        );
        for (const month of (await services.accounting.incomeByMonth(query)).months) {
          const { month: name, ...figures } = month;
          expect(figures).toEqual(byMonth.get(name) ?? zeros);
        }
      }
      const usdQuery = { from, to, currency: 'ARS' as const, usd: true };
      const zeroUsd = { income: '0.00', refunds: '0.00', chargebacks: '0.00', fees: '0.00', net: '0.00' };
      expect((await services.accounting.summary(usdQuery)).usd).toEqual(
        (await plainUsd('null::text', from, to)).get(null) ?? zeroUsd,
      );
      const usdByCourse = await plainUsd('e.course_id::text', from, to);
      for (const course of (await services.accounting.coursesSummary(usdQuery)).courses)
        expect(course.usd).toEqual(usdByCourse.get(course.courseId) ?? zeroUsd);
    };

    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        async (steps, a, b) => {
          for (const change of steps) {
            await runStep(change, clock, apply);
            clock.advance(37 * 60_000);
            expect(await checkLedgerRollups(db)).toEqual([]);
            expect(await checkLedger(db)).toMatchObject({ balanced: true, periods: [], rollups: [] });
          }
          const first = localDateOf(new Date(START), zone);
          const today = localDateOf(clock.now(), zone);
          const span = Math.max(
            1,
            Math.round((clock.now().getTime() - new Date(START).getTime()) / 86_400_000),
          );
          const from = addDays(first, a % span);
          await compare(from, addDays(from, b % 120));
          await compare(first, today);
          // Ranges that per course read longer periods (rollupPlanOf): a year less the dekad before
          // the range (movements of its first day among them); a year less its end; a dekad less
          // days and the next dekad whole; a month's days and a quarter whole.
          await compare(addDays(first, 1), addDays(first, 365));
          await compare(addDays(first, -26), addDays(first, 338));
          await compare(addDays(first, -5), addDays(first, 15));
          await compare(addDays(first, -36), addDays(first, 81));
        },
      ),
      { numRuns: 12, seed: 20_301_126 },
    );
    // The sequences wrote every kind of movement, and moved some between keys.
    const { rows } = await db.execute<{ types: number; courses: number }>(sql`
      select count(distinct type)::int as types, count(distinct course_id)::int as courses from ledger_daily_rollups`);
    expect(rows[0]).toEqual({ types: 4, courses: 3 });
    // …and converted ARS movements at rates set both ways, some before any rate governed their day.
    const usd = await db.execute<{ converted: boolean; missing: boolean; rates: boolean }>(sql`
      select bool_or(usd <> 0) as converted, bool_or(usd_missing > 0) as missing,
             (select count(*) > 1 from exchange_rates) as rates
      from ledger_daily_rollups where currency = 'ARS'`);
    expect(usd.rows[0]).toEqual({ converted: true, missing: true, rates: true });
  });

  it('converts every movement at the rate in force when staff set a rate while payments are approved', async () => {
    const { services } = dependenciesOf(t, { clock });
    const db = t.database.db;
    const { user: staff, caller } = await createStaff(db);
    const student = await createUser(db, { scopes: ['BASIC'] });
    const created = async (cents: number) =>
      services.payments.create(caller, {
        userId: student.id,
        currency: 'ARS',
        amount: fromCents(BigInt(cents)),
        segment: 'OTHER',
      });
    const approve = (paymentId: string) =>
      services.applyPaymentStatus(paymentId, { status: 'APPROVED', source: 'STAFF', by: staff.id, fees: [] });
    for (let round = 1; round <= 12; round++) {
      // A new day: its first movements make new rollup rows, which a refresh cannot lock.
      clock.advance(86_400_000);
      const payments = await Promise.all([1, 2, 3].map((n) => created(n * 100_000 + round)));
      // The rate lands a little later each round, somewhere inside the approvals' transactions.
      await Promise.all([
        ...payments.map((payment) => approve(payment.id)),
        new Promise((resolve) => setTimeout(resolve, round * 3)).then(() =>
          services.payments.setExchangeRate(caller, { rate: `${1000 + round}.000000` }),
        ),
      ]);
      expect(await checkLedgerRollups(db)).toEqual([]);
    }
  });

  it('reports a rollup that differs from the movements by its key, at every level, and a rebuild repairs it', async () => {
    const db = t.database.db;
    for (const [table, order] of [
      ['ledger_daily_rollups', 'day, type'],
      ['ledger_monthly_rollups', 'month, type'],
      ['ledger_segment_daily_rollups', 'day, type'],
      ['ledger_segment_monthly_rollups', 'month, type'],
      ['ledger_course_daily_rollups', 'day, type'],
      ['ledger_course_monthly_rollups', 'month, type'],
      ['ledger_course_dekad_rollups', 'dekad, type'],
      ['ledger_course_quarterly_rollups', 'quarter, type'],
      ['ledger_course_yearly_rollups', 'year, type'],
    ]) {
      await db.execute(
        sql.raw(`update ${table} set amount = amount + 1
                 where ctid = (select ctid from ${table} order by ${order} limit 1)`),
      );
    }
    const report = await checkLedger(db);
    expect(report.balanced).toBe(false);
    expect(report.rollups.map((difference) => difference.level)).toEqual([
      'day',
      'day by course',
      'day by segment',
      'dekad by course',
      'month',
      'month by course',
      'month by segment',
      'quarter by course',
      'year by course',
    ]);
    await rebuildLedgerRollups(db, zone);
    expect(await checkLedgerRollups(db)).toEqual([]);
  });

  it('judges days again in a new time zone: the API rebuilds the rollups at start when ACADEMY_TIME_ZONE changed', async () => {
    const db = t.database.db;
    const dayCount = async () =>
      (
        await db.execute<{ days: number }>(
          sql`select count(distinct day)::int as days from ledger_daily_rollups`,
        )
      ).rows[0]!.days;
    expect(await syncLedgerRollupZone(db, zone)).toBe(false);
    expect(await syncLedgerRollupZone(db, 'Asia/Tokyo')).toBe(true);
    expect(await ledgerRollupZone(db)).toBe('Asia/Tokyo');
    expect(await checkLedgerRollups(db)).toEqual([]);
    const { rows } = await db.execute<{ differs: boolean }>(sql`
      select exists (
        select 1 from money_movements m
        where not exists (
          select 1 from ledger_daily_rollups r
          where r.day = (m.occurred_at at time zone 'Asia/Tokyo')::date and r.currency = m.currency and r.type = m.type)
      ) as differs`);
    expect(rows[0]!.differs).toBe(false);
    expect(await dayCount()).toBeGreaterThan(0);
    await syncLedgerRollupZone(db, zone);
    expect(await ledgerRollupZone(db)).toBe(zone);
  });
});
