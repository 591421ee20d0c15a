/**
 * The accounting summaries against figures written by hand (issue 21 item 1, "The test"), on a
 * database of its own: a known set of payments approved, refunded in part and whole, charged back
 * and with vendor fees, in ARS and USD, across month boundaries (one approved at 23:30 in Buenos
 * Aires on 31 March, 02:30 UTC on 1 April) and two exchange rates set on different days. Every
 * movement is written by the payment services (the one money rule), never inserted.
 *
 * The ledger (Buenos Aires days; rates USD→ARS: none before 1 March, 1000 from 1 March, 1250 from
 * 10 April):
 *
 * | payment | course | segment | what                                     | day (BA)        |
 * |---------|--------|---------|------------------------------------------|-----------------|
 * | P5      | A      | QUOTA   | 500.00 ARS approved                      | 27 Feb (no rate)|
 * | P1      | A      | QUOTA   | 1000.00 ARS approved, fee 50.00          | 5 Mar           |
 * | Q1      | B      | QUOTA   | 100.00 USD approved, fee 4.50            | 31 Mar          |
 * | P2      | A      | UPFRONT | 2000.00 ARS approved at 23:30            | 31 Mar          |
 * | P4      | A      | QUOTA   | 1000.00 ARS approved                     | 2 Apr           |
 * | P3      | —      | OTHER   | 333.33 ARS approved (no enrollment)      | 15 Apr          |
 * | P3      | —      | OTHER   | 100.00 ARS refunded (partial)            | 20 Apr          |
 * | Q2      | B      | UPFRONT | 300.00 USD approved at 23:59             | 30 Apr          |
 * | Q2      | B      | UPFRONT | 300.00 USD refunded (whole)              | 2 May           |
 * | P4      | A      | QUOTA   | 1000.00 ARS charged back                 | 3 May           |
 *
 * USD values of ARS (each day's total of a type at that day's rate, half up to the cent):
 * 5 Mar 1000/1000 = 1.00, fee 50/1000 = 0.05; 31 Mar 2000/1000 = 2.00; 2 Apr 1000/1000 = 1.00;
 * 15 Apr 333.33/1250 = 0.266664 → 0.27; 20 Apr 100/1250 = 0.08; 3 May 1000/1250 = 0.80;
 * 27 Feb: no rate (null).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createTopic } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createStaff, createUser } from '../../../test/factories/users.js';
import { usePrivateStoryApp } from '../../../test/setup/private-test-app.js';
import { bearer, dependenciesOf, tokenFor } from '../../../test/setup/test-app.js';
import { checkLedger } from '../payments/index.js';

const { t, clock, signedIn } = usePrivateStoryApp('2030-02-01T12:00:00Z');

let manager: Record<string, string>;
let courseA: { id: string; title: string; topicId: string };
let courseB: { id: string; title: string; topicId: string };
let topicA: { id: string; name: string };
let topicB: { id: string; name: string };

const zeros = { income: '0.00', refunds: '0.00', chargebacks: '0.00', fees: '0.00', net: '0.00', count: 0 };
const usdZeros = { income: '0.00', refunds: '0.00', chargebacks: '0.00', fees: '0.00', net: '0.00' };

beforeAll(async () => {
  const { services } = dependenciesOf(t, { clock });
  const db = t.database.db;
  const { user: staff, caller } = await createStaff(db);
  manager = (await signedIn(['MANAGER'])).headers;
  topicA = await createTopic(db);
  topicB = await createTopic(db);
  courseA = await createCourse(db, { topicId: topicA.id });
  courseB = await createCourse(db, { topicId: topicB.id });
  const planA = await createPaymentPlan(db, courseA.id, { numberOfPeriods: 10, periodAmount: '1000.00' });
  const planB = await createPaymentPlan(db, courseB.id, {
    currency: 'USD',
    periodAmount: '100.00',
    numberOfPeriods: 10,
  });
  const student = await createUser(db, { scopes: ['BASIC'] });
  const enrollmentA = await services.enrollments.create(caller, {
    userId: student.id,
    courseId: courseA.id,
    paymentPlanId: planA.id,
  });
  const enrollmentB = await services.enrollments.create(caller, {
    userId: student.id,
    courseId: courseB.id,
    paymentPlanId: planB.id,
  });

  const at = (instant: string) => clock.set(instant);
  const pay = async (
    body: {
      enrollmentId?: string;
      userId?: string;
      amount: string;
      segment: string;
      currency?: 'ARS' | 'USD';
    },
    approvedAt: string,
    fee?: { amount: string; currency: 'ARS' | 'USD' },
  ) => {
    at(approvedAt);
    const payment = await services.payments.create(caller, body as never);
    const approved = await services.applyPaymentStatus(payment.id, {
      status: 'APPROVED',
      source: 'STAFF',
      by: staff.id,
      fees: fee ? [{ type: 'vendor_fee', ...fee }] : [],
    });
    expect(approved.payment.status).toBe('APPROVED');
    return payment.id;
  };
  const setRate = async (rate: string, instant: string) => {
    at(instant);
    const set = await t.app.inject({
      method: 'POST',
      url: '/payments/exchange-rate',
      headers: bearer(await tokenFor(t.config, staff, clock)),
      payload: { rate },
    });
    expect(set.statusCode).toBe(201);
  };

  // P5, before any rate: 27 Feb 09:00 in Buenos Aires.
  await pay({ enrollmentId: enrollmentA.id, amount: '500.00', segment: 'QUOTA' }, '2030-02-27T12:00:00Z');
  await setRate('1000', '2030-03-01T12:00:00Z');
  await pay({ enrollmentId: enrollmentA.id, amount: '1000.00', segment: 'QUOTA' }, '2030-03-05T15:00:00Z', {
    amount: '50.00',
    currency: 'ARS',
  });
  await pay({ enrollmentId: enrollmentB.id, amount: '100.00', segment: 'QUOTA' }, '2030-03-31T12:00:00Z', {
    amount: '4.50',
    currency: 'USD',
  });
  // P2: 23:30 on 31 March in Buenos Aires is 02:30 on 1 April in UTC: March's.
  await pay({ enrollmentId: enrollmentA.id, amount: '2000.00', segment: 'UPFRONT' }, '2030-04-01T02:30:00Z');
  const p4 = await pay(
    { enrollmentId: enrollmentA.id, amount: '1000.00', segment: 'QUOTA' },
    '2030-04-02T12:00:00Z',
  );
  await setRate('1250', '2030-04-10T15:00:00Z');
  const p3 = await pay(
    { userId: student.id, amount: '333.33', segment: 'OTHER', currency: 'ARS' },
    '2030-04-15T13:00:00Z',
  );
  at('2030-04-20T13:00:00Z');
  await services.applyPaymentStatus(p3, {
    status: 'REFUNDED',
    source: 'STAFF',
    by: staff.id,
    refundAmount: '100.00',
  });
  // Q2: 23:59 on 30 April in Buenos Aires: April's.
  const q2 = await pay(
    { enrollmentId: enrollmentB.id, amount: '300.00', segment: 'UPFRONT' },
    '2030-05-01T02:59:00Z',
  );
  at('2030-05-02T12:00:00Z');
  await services.applyPaymentStatus(q2, { status: 'REFUNDED', source: 'STAFF', by: staff.id });
  at('2030-05-03T12:00:00Z');
  await services.applyPaymentStatus(p4, { status: 'CHARGED_BACK', source: 'STAFF', by: staff.id });
  at('2030-06-15T12:00:00Z');
});

const get = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: path, headers: manager });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const post = async (path: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url: path, headers: manager, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the ledger written by the payment services', () => {
  it('balances, and its rollups equal the movements', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.rollups).toEqual([]);
    expect(report.balanced).toBe(true);
  });
});

describe('getAccountingSummary', () => {
  // Each range's figures, by hand (the table above); `usd` where asked.
  const cases: [
    string,
    string,
    string,
    'ARS' | 'USD',
    Partial<typeof zeros>,
    Record<string, string | null> | null,
  ][] = [
    [
      'March in ARS, with the 23:30 approval of 31 March; USD at 1000',
      '2030-03-01',
      '2030-03-31',
      'ARS',
      { income: '3000.00', fees: '50.00', net: '2950.00', count: 2 },
      { income: '3.00', fees: '0.05', net: '2.95' },
    ],
    [
      'April in ARS: a partial refund, the second rate from 10 April',
      '2030-04-01',
      '2030-04-30',
      'ARS',
      { income: '1333.33', refunds: '100.00', net: '1233.33', count: 2 },
      { income: '1.27', refunds: '0.08', net: '1.19' },
    ],
    [
      'February to May in ARS: null for the USD figures that include a day with no rate (27 February)',
      '2030-02-01',
      '2030-05-31',
      'ARS',
      {
        income: '4833.33',
        refunds: '100.00',
        chargebacks: '1000.00',
        fees: '50.00',
        net: '3683.33',
        count: 5,
      },
      { income: null, refunds: '0.08', chargebacks: '0.80', fees: '0.05', net: null },
    ],
    [
      '5 March to 15 April (partial months, day by day)',
      '2030-03-05',
      '2030-04-15',
      'ARS',
      { income: '4333.33', fees: '50.00', net: '4283.33', count: 4 },
      null,
    ],
    [
      '6 March to 14 April',
      '2030-03-06',
      '2030-04-14',
      'ARS',
      { income: '3000.00', net: '3000.00', count: 2 },
      null,
    ],
    [
      '27 February to 30 April (two days, then two whole months)',
      '2030-02-27',
      '2030-04-30',
      'ARS',
      { income: '4833.33', refunds: '100.00', fees: '50.00', net: '4683.33', count: 5 },
      null,
    ],
    [
      'March to May in USD, kept apart, with no USD view of USD',
      '2030-03-01',
      '2030-05-31',
      'USD',
      { income: '400.00', refunds: '300.00', fees: '4.50', net: '95.50', count: 2 },
      null,
    ],
  ];
  it.each(cases)('counts %s', async (_name, from, to, currency, figures, usd) => {
    const query = `from=${from}&to=${to}&currency=${currency}${usd || currency === 'USD' ? '&usd=true' : ''}`;
    expect(await get(`/accounting/summary?${query}`)).toEqual({
      from,
      to,
      currency,
      ...zeros,
      ...figures,
      ...(usd ? { usd: { ...usdZeros, ...usd } } : {}),
    });
  });

  it('answers zeros for a range with no movement, and for a range that ends before it starts', async () => {
    expect(await get('/accounting/summary?from=2031-01-01&to=2031-01-31&currency=ARS&usd=true')).toEqual({
      from: '2031-01-01',
      to: '2031-01-31',
      currency: 'ARS',
      ...zeros,
      usd: usdZeros,
    });
    expect(await get('/accounting/summary?from=2030-05-31&to=2030-03-01&currency=ARS')).toMatchObject(zeros);
  });

  it('refuses a missing from, to or currency with 400 naming it', async () => {
    for (const [query, missing] of [
      ['to=2030-03-31&currency=ARS', 'from'],
      ['from=2030-03-01&currency=ARS', 'to'],
      ['from=2030-03-01&to=2030-03-31', 'currency'],
    ] as const) {
      for (const path of [
        '/accounting/summary',
        '/accounting/summary/segment',
        '/accounting/summary/quotas-upfront',
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `${path}?${query}`, headers: manager });
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(response.json().errors)).toContain(missing);
      }
    }
    const badDate = await t.app.inject({
      method: 'GET',
      url: '/accounting/summary?from=2030-03-01T00:00:00Z&to=2030-03-31&currency=ARS',
      headers: manager,
    });
    expect(badDate.statusCode).toBe(400);
  });
});

describe('getAccountingSegmentSummary', () => {
  it('splits March and April in ARS by segment, every segment listed', async () => {
    const march = await get(
      '/accounting/summary/segment?from=2030-03-01&to=2030-03-31&currency=ARS&usd=true',
    );
    expect(march.segments).toEqual([
      {
        segment: 'UPFRONT',
        ...zeros,
        income: '2000.00',
        net: '2000.00',
        count: 1,
        usd: { ...usdZeros, income: '2.00', net: '2.00' },
      },
      {
        segment: 'QUOTA',
        ...zeros,
        income: '1000.00',
        fees: '50.00',
        net: '950.00',
        count: 1,
        usd: { ...usdZeros, income: '1.00', fees: '0.05', net: '0.95' },
      },
      { segment: 'COMPLEMENTARY', ...zeros, usd: usdZeros },
      { segment: 'OTHER', ...zeros, usd: usdZeros },
    ]);
    const april = await get('/accounting/summary/segment?from=2030-04-01&to=2030-04-30&currency=ARS');
    expect(april.segments).toEqual([
      { segment: 'UPFRONT', ...zeros },
      { segment: 'QUOTA', ...zeros, income: '1000.00', net: '1000.00', count: 1 },
      { segment: 'COMPLEMENTARY', ...zeros },
      { segment: 'OTHER', ...zeros, income: '333.33', refunds: '100.00', net: '233.33', count: 1 },
    ]);
  });

  it('splits USD by segment', async () => {
    const usd = await get('/accounting/summary/segment?from=2030-03-01&to=2030-05-31&currency=USD');
    expect(usd.segments).toEqual([
      { segment: 'UPFRONT', ...zeros, income: '300.00', refunds: '300.00', net: '0.00', count: 1 },
      { segment: 'QUOTA', ...zeros, income: '100.00', fees: '4.50', net: '95.50', count: 1 },
      { segment: 'COMPLEMENTARY', ...zeros },
      { segment: 'OTHER', ...zeros },
    ]);
  });
});

describe('getAccountingQuotasUpfrontSummary', () => {
  it('sets the quotas’ income and approvals against the upfront ones', async () => {
    expect(
      await get('/accounting/summary/quotas-upfront?from=2030-02-01&to=2030-05-31&currency=ARS'),
    ).toEqual({
      from: '2030-02-01',
      to: '2030-05-31',
      currency: 'ARS',
      quotas: { amount: '2500.00', count: 3 },
      upfront: { amount: '2000.00', count: 1 },
    });
    expect(
      await get('/accounting/summary/quotas-upfront?from=2030-03-01&to=2030-05-31&currency=USD'),
    ).toMatchObject({
      quotas: { amount: '100.00', count: 1 },
      upfront: { amount: '300.00', count: 1 },
    });
  });
});

describe('getCoursesAccountingSummary and getTopicsAccountingSummary', () => {
  it('lists every course with movements in the range, and the listed ones with zeros', async () => {
    const range = { from: '2030-02-01', to: '2030-05-31', currency: 'ARS' };
    const courseA$ = {
      courseId: courseA.id,
      title: courseA.title,
      income: '4500.00',
      refunds: '0.00',
      chargebacks: '1000.00',
      fees: '50.00',
      net: '3450.00',
      count: 4,
    };
    expect(await post('/accounting/courses/summary', range)).toEqual({ ...range, courses: [courseA$] });
    const listed = await post('/accounting/courses/summary', {
      ...range,
      courseIds: [courseB.id, courseA.id],
    });
    expect(listed.courses).toEqual([courseA$, { courseId: courseB.id, title: courseB.title, ...zeros }]);
    const usd = await post('/accounting/courses/summary', { ...range, from: '2030-03-01', currency: 'USD' });
    expect(usd.courses).toEqual([
      {
        courseId: courseB.id,
        title: courseB.title,
        income: '400.00',
        refunds: '300.00',
        chargebacks: '0.00',
        fees: '4.50',
        net: '95.50',
        count: 2,
      },
    ]);
    const march = await post('/accounting/courses/summary', {
      from: '2030-03-01',
      to: '2030-04-30',
      currency: 'ARS',
      usd: true,
    });
    expect(march.courses).toEqual([
      {
        courseId: courseA.id,
        title: courseA.title,
        ...zeros,
        income: '4000.00',
        fees: '50.00',
        net: '3950.00',
        count: 3,
        usd: { ...usdZeros, income: '4.00', fees: '0.05', net: '3.95' },
      },
    ]);
  });

  it('lists every topic with movements (a course’s topic), and the listed ones with zeros', async () => {
    const range = { from: '2030-02-01', to: '2030-05-31', currency: 'ARS' };
    const topicA$ = {
      topicId: topicA.id,
      name: topicA.name,
      income: '4500.00',
      refunds: '0.00',
      chargebacks: '1000.00',
      fees: '50.00',
      net: '3450.00',
      count: 4,
    };
    expect(await post('/accounting/topics/summary', range)).toEqual({ ...range, topics: [topicA$] });
    const listed = await post('/accounting/topics/summary', { ...range, topicIds: [topicB.id] });
    expect(listed.topics).toEqual([{ topicId: topicB.id, name: topicB.name, ...zeros }]);
  });
});

describe('getIncomeByMonth', () => {
  it('lists every month of the range, zeros included, with the USD values of each', async () => {
    const answer = await get('/reports/income-by-month?from=2030-02-15&to=2030-06-10&currency=ARS&usd=true');
    expect(answer).toEqual({
      from: '2030-02-15',
      to: '2030-06-10',
      currency: 'ARS',
      months: [
        {
          month: '2030-02',
          ...zeros,
          income: '500.00',
          net: '500.00',
          count: 1,
          usd: { ...usdZeros, income: null, net: null },
        },
        {
          month: '2030-03',
          ...zeros,
          income: '3000.00',
          fees: '50.00',
          net: '2950.00',
          count: 2,
          usd: { ...usdZeros, income: '3.00', fees: '0.05', net: '2.95' },
        },
        {
          month: '2030-04',
          ...zeros,
          income: '1333.33',
          refunds: '100.00',
          net: '1233.33',
          count: 2,
          usd: { ...usdZeros, income: '1.27', refunds: '0.08', net: '1.19' },
        },
        {
          month: '2030-05',
          ...zeros,
          chargebacks: '1000.00',
          net: '-1000.00',
          usd: { ...usdZeros, chargebacks: '0.80', net: '-0.80' },
        },
        { month: '2030-06', ...zeros, usd: usdZeros },
      ],
    });
  });

  it('gives USD its own months', async () => {
    const answer = await get('/reports/income-by-month?from=2030-03-01&to=2030-05-31&currency=USD');
    expect(answer.months).toEqual([
      { month: '2030-03', ...zeros, income: '100.00', fees: '4.50', net: '95.50', count: 1 },
      { month: '2030-04', ...zeros, income: '300.00', net: '300.00', count: 1 },
      { month: '2030-05', ...zeros, refunds: '300.00', net: '-300.00' },
    ]);
  });

  it('refuses a range of more than ten years, naming `to`', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/reports/income-by-month?from=2000-01-01&to=2030-12-31&currency=ARS',
      headers: manager,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toContain('to');
  });
});
