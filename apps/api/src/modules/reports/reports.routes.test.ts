/**
 * The reports of issue 21 through the HTTP API, on a database of its own (they read every
 * enrollment and movement, which other test files would add to): debt by age as of a date,
 * accounting stats at an instant, a course's income by payment status, enrollments by status,
 * and the payments' and movements' totals on their lists' filters. Every figure is written by
 * hand below from the story, in the academy's zone (Buenos Aires, UTC−3 all year).
 *
 * The story (2030, not a leap year; ARS plan 3 × 1000.00, USD plan 3 × 100.00, monthly):
 * - 10 Jan: E3 (ARS) enrolled, periods due 10 Jan, 10 Feb, 10 Mar; never pays; inactivated 1 Mar.
 * - 15 Jan: E1 (ARS) enrolled, periods due 15 Jan, 15 Feb, 15 Mar. 16 Jan: P1 1000.00 pays period 1.
 * - 20 Jan: E2 (USD) enrolled, periods due 20 Jan, 20 Feb, 20 Mar. 21 Jan: P2 100.00 pays period 1.
 * - 1 Feb: rate 1 USD = 1000 ARS.
 * - 31 Mar 23:30 (Buenos Aires; 1 Apr 02:30 UTC): P3 500.00 pays half of E1's period 2.
 * - 5 Apr: P4 100.00 pays E2's period 2. 10 Apr: rate 1250. 20 Apr: P1 refunded whole (period 1 reopens).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createStaff, createUser } from '../../../test/factories/users.js';
import { usePrivateStoryApp } from '../../../test/setup/private-test-app.js';
import { bearer, dependenciesOf, tokenFor } from '../../../test/setup/test-app.js';
import { users } from '../../db/schema/index.js';

const { t, clock, signedIn } = usePrivateStoryApp('2030-01-10T15:00:00Z');

let manager: Record<string, string>;
const ids = {} as Record<'courseA' | 'courseB' | 'student1' | 'e1' | 'e2' | 'e3', string>;

async function get(url: string, headers = manager) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

async function ok(url: string, headers = manager) {
  const { status, body } = await get(url, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A totals answer: each currency's sum and count, in the order given. */
const totals = (...sums: [currency: string, amount: string, count: number][]) => ({
  byCurrency: sums.map(([currency, amount, count]) => ({ currency, amount, count })),
});

const zeroBucket = (bucket: string) => ({ bucket, amount: '0.00', periods: 0, enrollments: 0 });

/** The story, written through the real services on the test clock. */
async function tellTheStory() {
  const db = t.database.db;
  const { services } = dependenciesOf(t, { clock });
  const { user: su, caller: staff } = await createStaff(db);
  const course = await createCourse(db, { startDate: '2030-01-01', endDate: '2030-12-31' });
  const otherCourse = await createCourse(db, { startDate: '2030-01-01', endDate: '2030-12-31' });
  const ars = await createPaymentPlan(db, course.id, { currency: 'ARS', periodAmount: '1000.00' });
  const usd = await createPaymentPlan(db, course.id, { currency: 'USD', periodAmount: '100.00' });
  const [s1, s2, s3] = [
    await createUser(db, { scopes: ['BASIC'] }),
    await createUser(db, { scopes: ['BASIC'] }),
    await createUser(db, { scopes: ['BASIC'] }),
  ];
  Object.assign(ids, { courseA: course.id, courseB: otherCourse.id, student1: s1!.id });
  const at = (instant: string) => clock.set(instant);
  const enrol = (userId: string, paymentPlanId: string) =>
    services.enrollments.create(staff, { userId, courseId: course.id, paymentPlanId });
  /** Without an amount, a payment of the next owed period (a QUOTA); with one, an amount on account (OTHER). */
  const pay = async (enrollmentId: string, amount?: string) => {
    const payment = await services.payments.create(staff, { enrollmentId, ...(amount ? { amount } : {}) });
    await services.applyPaymentStatus(payment.id, { status: 'APPROVED', source: 'STAFF', by: su.id });
    return payment.id;
  };

  at('2030-01-10T15:00:00Z');
  ids.e3 = (await enrol(s3!.id, ars.id)).id;
  at('2030-01-15T15:00:00Z');
  ids.e1 = (await enrol(s1!.id, ars.id)).id;
  at('2030-01-16T15:00:00Z');
  const p1 = await pay(ids.e1);
  at('2030-01-20T15:00:00Z');
  ids.e2 = (await enrol(s2!.id, usd.id)).id;
  at('2030-01-21T15:00:00Z');
  await pay(ids.e2);
  at('2030-02-01T12:00:00Z');
  await services.payments.setExchangeRate(staff, { rate: '1000' });
  at('2030-03-01T15:00:00Z');
  await services.enrollments.updateSettings(staff, ids.e3, {
    status: 'INACTIVE',
    inactiveReason: 'Abandonó',
  });
  at('2030-04-01T02:30:00Z');
  await pay(ids.e1, '500.00');
  return {
    /** What happens after 31 March: a payment, a new rate and a refund. */
    async later() {
      at('2030-04-05T15:00:00Z');
      await pay(ids.e2);
      at('2030-04-10T12:00:00Z');
      await services.payments.setExchangeRate(staff, { rate: '1250' });
      at('2030-04-20T15:00:00Z');
      await services.applyPaymentStatus(p1, { status: 'REFUNDED', source: 'STAFF', by: su.id });
      at('2030-05-01T15:00:00Z');
    },
  };
}

const march31 = {
  asOf: '2030-03-31',
  currency: 'ARS',
  buckets: [
    // E1's period 3 (due 15 Mar): 16 days late.
    { bucket: 'DAYS_0_30', amount: '1000.00', periods: 1, enrollments: 1, usd: '1.00' },
    // E1's period 2 (due 15 Feb), half paid at 23:30 on 31 Mar: 44 days late.
    { bucket: 'DAYS_31_60', amount: '500.00', periods: 1, enrollments: 1, usd: '0.50' },
    { ...zeroBucket('DAYS_61_90'), usd: '0.00' },
    { ...zeroBucket('OVER_90'), usd: '0.00' },
  ],
  total: '1500.00',
};

const march31Stats = {
  date: '2030-04-01T02:45:00.000Z',
  // E1 and E2; E3 was inactivated on 1 March.
  activeEnrollments: 2,
  byCurrency: [
    // Due in March: E1's period 3 (E3's is not counted: inactive then). In: P3 at 23:30.
    {
      currency: 'ARS',
      expectedThisMonth: '1000.00',
      collected: '500.00',
      debt: '1500.00',
      collectionRate: 0.5,
    },
    // Due in March: E2's period 3; nothing came in; owed: periods 2 and 3.
    { currency: 'USD', expectedThisMonth: '100.00', collected: '0.00', debt: '200.00', collectionRate: 0 },
  ],
};

let story: Awaited<ReturnType<typeof tellTheStory>>;

beforeAll(async () => {
  manager = (await signedIn(['MANAGER'])).headers;
  story = await tellTheStory();
});

describe('the reports as of 31 March, then again after what happened later', () => {
  it('debt aging as of the end of 31 March counts the 23:30 payment, with USD at that day’s rate', async () => {
    expect(await ok('/reports/debt-aging?asOf=2030-03-31&currency=ARS&usd=true')).toEqual(march31);
  });

  it('accounting stats at 23:45 on 31 March: March’s expected, collected, debt and rate, per currency', async () => {
    expect(await ok('/courses/enrollments/accounting-stats?date=2030-03-31T23:45:00-03:00')).toEqual(
      march31Stats,
    );
  });

  it('a later payment, a new rate and a refund change nothing as of 31 March', async () => {
    await story.later();
    expect(await ok('/reports/debt-aging?asOf=2030-03-31&currency=ARS&usd=true')).toEqual(march31);
    expect(await ok('/courses/enrollments/accounting-stats?date=2030-03-31T23:45:00-03:00')).toEqual(
      march31Stats,
    );
    expect(await ok('/reports/debt-aging?asOf=2030-03-31&currency=USD')).toEqual({
      asOf: '2030-03-31',
      currency: 'USD',
      buckets: [
        // E2's period 3 (due 20 Mar): 11 days; period 2 (due 20 Feb, paid 5 Apr): 39 days.
        { bucket: 'DAYS_0_30', amount: '100.00', periods: 1, enrollments: 1 },
        { bucket: 'DAYS_31_60', amount: '100.00', periods: 1, enrollments: 1 },
        zeroBucket('DAYS_61_90'),
        zeroBucket('OVER_90'),
      ],
      total: '200.00',
    });
  });
});

describe('GET /reports/debt-aging on other dates', () => {
  it('as of 30 March: the 23:30 payment of the 31st is not there yet', async () => {
    const report = await ok('/reports/debt-aging?asOf=2030-03-30&currency=ARS');
    expect(report.buckets.slice(0, 2)).toEqual([
      { bucket: 'DAYS_0_30', amount: '1000.00', periods: 1, enrollments: 1 },
      { bucket: 'DAYS_31_60', amount: '1000.00', periods: 1, enrollments: 1 },
    ]);
    expect(report.total).toBe('2000.00');
  });

  it('as of 20 February: E3, inactive now, was live then and owed its two late periods', async () => {
    expect(await ok('/reports/debt-aging?asOf=2030-02-20&currency=ARS')).toEqual({
      asOf: '2030-02-20',
      currency: 'ARS',
      buckets: [
        // E3's period 2 (10 days) and E1's period 2 (5 days).
        { bucket: 'DAYS_0_30', amount: '2000.00', periods: 2, enrollments: 2 },
        // E3's period 1 (due 10 Jan): 41 days.
        { bucket: 'DAYS_31_60', amount: '1000.00', periods: 1, enrollments: 1 },
        zeroBucket('DAYS_61_90'),
        zeroBucket('OVER_90'),
      ],
      total: '3000.00',
    });
  });

  it('as of 30 April: the refund reopened period 1 (over 90 days), at the rate of 10 April', async () => {
    expect(await ok('/reports/debt-aging?asOf=2030-04-30&currency=ARS&usd=true')).toEqual({
      asOf: '2030-04-30',
      currency: 'ARS',
      buckets: [
        { ...zeroBucket('DAYS_0_30'), usd: '0.00' },
        // Period 3 (due 15 Mar): 46 days.
        { bucket: 'DAYS_31_60', amount: '1000.00', periods: 1, enrollments: 1, usd: '0.80' },
        // Period 2 (due 15 Feb), 500.00 left: 74 days.
        { bucket: 'DAYS_61_90', amount: '500.00', periods: 1, enrollments: 1, usd: '0.40' },
        // Period 1 (due 15 Jan), refunded on 20 Apr: 105 days.
        { bucket: 'OVER_90', amount: '1000.00', periods: 1, enrollments: 1, usd: '0.80' },
      ],
      total: '2500.00',
    });
  });

  it('before anything was owed answers the four buckets at zero; USD values are null before any rate', async () => {
    expect(await ok('/reports/debt-aging?asOf=2029-12-31&currency=ARS&usd=true')).toEqual({
      asOf: '2029-12-31',
      currency: 'ARS',
      buckets: ['DAYS_0_30', 'DAYS_31_60', 'DAYS_61_90', 'OVER_90'].map((bucket) => ({
        ...zeroBucket(bucket),
        usd: null,
      })),
      total: '0.00',
    });
  });
});

describe('GET /courses/enrollments/accounting-stats', () => {
  it('at noon on 1 April: the 23:30 payment of 31 March is March’s, so April has collected nothing', async () => {
    expect(await ok('/courses/enrollments/accounting-stats?date=2030-04-01T12:00:00-03:00')).toEqual({
      date: '2030-04-01T15:00:00.000Z',
      activeEnrollments: 2,
      byCurrency: [
        {
          currency: 'ARS',
          expectedThisMonth: '0.00',
          collected: '0.00',
          debt: '1500.00',
          collectionRate: null,
        },
        {
          currency: 'USD',
          expectedThisMonth: '0.00',
          collected: '0.00',
          debt: '200.00',
          collectionRate: null,
        },
      ],
    });
  });

  it('in a month with no data answers zeros', async () => {
    expect(await ok('/courses/enrollments/accounting-stats?date=2029-06-15T12:00:00Z')).toEqual({
      date: '2029-06-15T12:00:00.000Z',
      activeEnrollments: 0,
      byCurrency: [
        { currency: 'ARS', expectedThisMonth: '0.00', collected: '0.00', debt: '0.00', collectionRate: null },
        { currency: 'USD', expectedThisMonth: '0.00', collected: '0.00', debt: '0.00', collectionRate: null },
      ],
    });
  });
});

describe('GET /courses/enrollments/income', () => {
  const none = { total: '0.00', count: 0 };
  const segments = (quota: typeof none, other = none) => [
    { segment: 'UPFRONT', ...none },
    { segment: 'QUOTA', ...quota },
    { segment: 'COMPLEMENTARY', ...none },
    { segment: 'OTHER', ...other },
  ];

  it('answers the course’s payments of a status in a currency, per segment', async () => {
    const url = (currency: string, status: string) =>
      `/courses/enrollments/income?courseId=${ids.courseA}&currency=${currency}&status=${status}`;
    expect(await ok(url('ARS', 'APPROVED'))).toEqual({
      courseId: ids.courseA,
      currency: 'ARS',
      status: 'APPROVED',
      total: '500.00',
      count: 1,
      // P3, an amount on account.
      bySegment: segments(none, { total: '500.00', count: 1 }),
    });
    expect(await ok(url('ARS', 'REFUNDED'))).toMatchObject({
      total: '1000.00',
      count: 1,
      bySegment: segments({ total: '1000.00', count: 1 }),
    });
    expect(await ok(url('USD', 'APPROVED'))).toMatchObject({
      total: '200.00',
      count: 2,
      bySegment: segments({ total: '200.00', count: 2 }),
    });
  });

  it('answers zeros for a course without such payments', async () => {
    expect(
      await ok(`/courses/enrollments/income?courseId=${ids.courseB}&currency=USD&status=APPROVED`),
    ).toEqual({
      courseId: ids.courseB,
      currency: 'USD',
      status: 'APPROVED',
      total: '0.00',
      count: 0,
      bySegment: segments(none),
    });
  });
});

describe('GET /reports/enrollments-by-status', () => {
  it('counts every status, of a course or of all, zeros included', async () => {
    const counts = { PENDING: 0, ACTIVE: 2, FINISHED: 0, INACTIVE: 1 };
    const byStatus = Object.entries(counts).map(([status, count]) => ({ status, count }));
    expect(await ok(`/reports/enrollments-by-status?courseId=${ids.courseA}`)).toEqual({
      courseId: ids.courseA,
      byStatus,
    });
    expect(await ok('/reports/enrollments-by-status')).toEqual({ courseId: null, byStatus });
    expect((await ok(`/reports/enrollments-by-status?courseId=${ids.courseB}`)).byStatus).toEqual(
      byStatus.map(({ status }) => ({ status, count: 0 })),
    );
  });
});

describe('GET /payments/totals and /money-movements/totals', () => {
  it.each([
    ['/payments/totals', totals(['ARS', '1500.00', 2], ['USD', '200.00', 2])],
    ['/payments/totals?status=APPROVED', totals(['ARS', '500.00', 1], ['USD', '200.00', 2])],
    // P3, made at 23:30 on 31 March in Buenos Aires, is March's.
    ['/payments/totals?fromDate=2030-03-31&toDate=2030-03-31', totals(['ARS', '500.00', 1])],
    ['/payments/totals?fromDate=2030-04-01&toDate=2030-04-30', totals(['USD', '100.00', 1])],
    ['/payments/totals?fromDate=2031-01-01&toDate=2031-12-31', totals()],
  ])(
    '%s sums what the payments list’s filters match, per currency, with the list’s day in Buenos Aires',
    async (url, expected) => {
      expect(await ok(url)).toEqual(expected);
    },
  );

  it('a student’s totals are of its own payments, whatever it asks', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ids.student1));
    const student = bearer(await tokenFor(t.config, row!, clock));
    expect(await ok('/payments/totals', student)).toEqual(totals(['ARS', '1500.00', 2]));
    expect(await ok(`/payments/totals?userId=${ids.courseB}&status=APPROVED`, student)).toEqual(
      totals(['ARS', '500.00', 1]),
    );
  });

  it.each([
    // P1 + P3 − P1's refund.
    ['/money-movements/totals', totals(['ARS', '500.00', 3], ['USD', '200.00', 2])],
    ['/money-movements/totals?type=INCOME&currency=ARS', totals(['ARS', '1500.00', 2])],
    [
      '/money-movements/totals?from=2030-04-01T00:00:00-03:00&to=2030-04-30T23:59:59-03:00',
      totals(['ARS', '-1000.00', 1], ['USD', '100.00', 1]),
    ],
    ['/money-movements/totals?from=2031-01-01T00:00:00Z', totals()],
  ])('%s sums the signed movements the movements list’s filters match', async (url, expected) => {
    expect(await ok(url)).toEqual(expected);
  });
});

describe('required parameters', () => {
  it.each([
    ['/reports/debt-aging', ['asOf', 'currency']],
    ['/reports/debt-aging?asOf=2030-03-31', ['currency']],
    ['/reports/debt-aging?currency=ARS&asOf=31/03/2030', ['asOf']],
    ['/courses/enrollments/income?currency=ARS&status=APPROVED', ['courseId']],
    ['/courses/enrollments/income?courseId=0190a000-0000-7000-8000-000000000000&currency=ARS', ['status']],
    ['/courses/enrollments/accounting-stats', ['date']],
    ['/courses/enrollments/accounting-stats?date=2030-03-31', ['date']],
  ])('%s answers 400 naming %j', async (url, names) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    const named = (body.errors as { path: string }[]).map((error) => error.path).join(' ');
    for (const name of names) expect(named).toContain(name);
  });
});
