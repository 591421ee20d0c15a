/**
 * Each report's CSV export through the HTTP API, on a database of its own: the header row in
 * Spanish, every figure equal to the JSON report's (with the decimal comma and, when asked,
 * the USD columns), 400 for a missing parameter and 403 for a scope without access.
 *
 * The story (2030, Buenos Aires): a course with an ARS plan 3 × 1000.00 and a USD plan
 * 3 × 100.00; 1 Feb the rate is 1 USD = 1000 ARS; 10 Feb A enrols (ARS) and pays period 1;
 * 12 Feb B enrols (USD) and pays period 1; the clock then stays on 20 Apr.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createStaff, createUser } from '../../../test/factories/users.js';
import { usePrivateStoryApp } from '../../../test/setup/private-test-app.js';
import { dependenciesOf } from '../../../test/setup/test-app.js';

const { t, clock, signedIn } = usePrivateStoryApp('2030-02-01T12:00:00Z');

let manager: Record<string, string>;
let courseId: string;

type Call = { method?: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> };

async function call({ method = 'GET', url, body, headers = manager }: Call) {
  return t.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
}

/** The JSON report and its CSV export (the same call with `/export`), the CSV as rows of cells. */
async function reportAndCsv(request: Call) {
  const report = await call(request);
  expect(report.statusCode, report.body).toBe(200);
  const [path, search] = request.url.split('?');
  const file = await call({ ...request, url: `${path}/export${search ? `?${search}` : ''}` });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(file.body.startsWith('\uFEFF')).toBe(true);
  const lines = file.body.slice(1).split('\r\n');
  expect(lines.pop()).toBe('');
  return {
    json: report.json(),
    fileName: /filename="([^"]+)"/.exec(String(file.headers['content-disposition']))?.[1],
    rows: lines.map((line) => line.split(';')),
  };
}

/** `"1234.56"` → `"1234,56"`; null → the empty cell. */
const comma = (amount: string | null | undefined) => (amount == null ? '' : amount.replace('.', ','));
const TOTALS = ['income', 'refunds', 'chargebacks', 'fees', 'net'] as const;
const totalsHeaders = ['Ingresos', 'Reintegros', 'Contracargos', 'Comisiones', 'Neto', 'Pagos aprobados'];
const totalsHeadersUsd = [
  'Ingresos',
  'Ingresos (USD)',
  'Reintegros',
  'Reintegros (USD)',
  'Contracargos',
  'Contracargos (USD)',
  'Comisiones',
  'Comisiones (USD)',
  'Neto',
  'Neto (USD)',
  'Pagos aprobados',
];
type Totals = Record<(typeof TOTALS)[number], string> & {
  count: number;
  usd?: Record<string, string | null>;
};
const totalsCells = (row: Totals) => [...TOTALS.map((key) => comma(row[key])), String(row.count)];
const totalsCellsUsd = (row: Totals) => [
  ...TOTALS.flatMap((key) => [comma(row[key]), comma(row.usd?.[key])]),
  String(row.count),
];

const range = 'from=2030-02-01&to=2030-02-28&currency=ARS';

beforeAll(async () => {
  manager = (await signedIn(['MANAGER'])).headers;
  const db = t.database.db;
  const { services } = dependenciesOf(t, { clock });
  const { user: su, caller: staff } = await createStaff(db);
  const course = await createCourse(db, { startDate: '2030-01-01', endDate: '2030-12-31' });
  courseId = course.id;
  const ars = await createPaymentPlan(db, course.id, { currency: 'ARS', periodAmount: '1000.00' });
  const usd = await createPaymentPlan(db, course.id, { currency: 'USD', periodAmount: '100.00' });
  await services.payments.setExchangeRate(staff, { rate: '1000' });
  const enrolAndPay = async (instant: string, paymentPlanId: string) => {
    clock.set(instant);
    const student = await createUser(db, { scopes: ['BASIC'] });
    const enrollment = await services.enrollments.create(staff, {
      userId: student!.id,
      courseId: course.id,
      paymentPlanId,
    });
    const payment = await services.payments.create(staff, { enrollmentId: enrollment.id });
    await services.applyPaymentStatus(payment.id, { status: 'APPROVED', source: 'STAFF', by: su.id });
  };
  await enrolAndPay('2030-02-10T15:00:00Z', ars.id);
  await enrolAndPay('2030-02-12T15:00:00Z', usd.id);
  clock.set('2030-04-20T15:00:00Z');
});

describe('each report as a CSV file, figures equal to the JSON report', () => {
  it('the summary, with the USD column beside each ARS amount when usd=true', async () => {
    const { json, rows, fileName } = await reportAndCsv({ url: `/accounting/summary?${range}&usd=true` });
    expect(fileName).toBe('resumen-2030-04-20.csv');
    expect(json.income).toBe('1000.00');
    expect(json.usd.income).toBe('1.00');
    expect(rows).toEqual([
      ['Desde', 'Hasta', 'Moneda', ...totalsHeadersUsd],
      ['2030-02-01', '2030-02-28', 'ARS', ...totalsCellsUsd(json)],
    ]);
    expect(rows[1]).toContain('1000,00');
    expect(rows[1]).toContain('1,00');
  });

  it('the summary without usd has no USD column', async () => {
    const { json, rows } = await reportAndCsv({ url: `/accounting/summary?${range}` });
    expect(rows).toEqual([
      ['Desde', 'Hasta', 'Moneda', ...totalsHeaders],
      ['2030-02-01', '2030-02-28', 'ARS', ...totalsCells(json)],
    ]);
  });

  it('by segment', async () => {
    const { json, rows } = await reportAndCsv({ url: `/accounting/summary/segment?${range}` });
    const label = {
      UPFRONT: 'Pago inicial o total',
      QUOTA: 'Cuota',
      COMPLEMENTARY: 'Complementario',
      OTHER: 'Otro',
    };
    expect(rows).toEqual([
      ['Desde', 'Hasta', 'Moneda', 'Segmento', ...totalsHeaders],
      ...json.segments.map((row: Totals & { segment: keyof typeof label }) => [
        '2030-02-01',
        '2030-02-28',
        'ARS',
        label[row.segment],
        ...totalsCells(row),
      ]),
    ]);
    expect(json.segments.length).toBeGreaterThan(0);
  });

  it('quotas and upfront payments', async () => {
    const { json, rows } = await reportAndCsv({ url: `/accounting/summary/quotas-upfront?${range}` });
    expect(rows).toEqual([
      ['Desde', 'Hasta', 'Moneda', 'Tipo', 'Importe', 'Pagos'],
      ['2030-02-01', '2030-02-28', 'ARS', 'Cuotas', comma(json.quotas.amount), String(json.quotas.count)],
      [
        '2030-02-01',
        '2030-02-28',
        'ARS',
        'Pagos iniciales y totales',
        comma(json.upfront.amount),
        String(json.upfront.count),
      ],
    ]);
  });

  it('per course and per topic (POST, the same body as the report)', async () => {
    const body = { from: '2030-02-01', to: '2030-02-28', currency: 'ARS', usd: true };
    const courses = await reportAndCsv({ method: 'POST', url: '/accounting/courses/summary', body });
    expect(courses.json.courses).toHaveLength(1);
    expect(courses.rows).toEqual([
      ['Desde', 'Hasta', 'Moneda', 'Curso', 'Id del curso', ...totalsHeadersUsd],
      ...courses.json.courses.map((row: Totals & { title: string; courseId: string }) => [
        '2030-02-01',
        '2030-02-28',
        'ARS',
        row.title,
        row.courseId,
        ...totalsCellsUsd(row),
      ]),
    ]);
    const topics = await reportAndCsv({ method: 'POST', url: '/accounting/topics/summary', body });
    expect(topics.rows[0]).toEqual(['Desde', 'Hasta', 'Moneda', 'Tema', 'Id del tema', ...totalsHeadersUsd]);
    expect(topics.rows.slice(1)).toEqual(
      topics.json.topics.map((row: Totals & { name: string; topicId: string }) => [
        '2030-02-01',
        '2030-02-28',
        'ARS',
        row.name,
        row.topicId,
        ...totalsCellsUsd(row),
      ]),
    );
  });

  it('income by month, every month of the range', async () => {
    const { json, rows } = await reportAndCsv({
      url: '/reports/income-by-month?from=2030-01-01&to=2030-04-30&currency=USD',
    });
    expect(rows).toEqual([
      ['Desde', 'Hasta', 'Moneda', 'Mes', ...totalsHeaders],
      ...json.months.map((row: Totals & { month: string }) => [
        '2030-01-01',
        '2030-04-30',
        'USD',
        row.month,
        ...totalsCells(row),
      ]),
    ]);
    expect(rows.map((row) => row[3])).toEqual(['Mes', '2030-01', '2030-02', '2030-03', '2030-04']);
    expect(rows[2]![4]).toBe('100,00');
  });

  it('debt by age, with its USD column', async () => {
    const { json, rows } = await reportAndCsv({
      url: '/reports/debt-aging?asOf=2030-04-20&currency=ARS&usd=true',
    });
    const label = {
      DAYS_0_30: '0 a 30 días',
      DAYS_31_60: '31 a 60 días',
      DAYS_61_90: '61 a 90 días',
      OVER_90: 'Más de 90 días',
    };
    type Bucket = {
      bucket: keyof typeof label;
      amount: string;
      usd: string | null;
      periods: number;
      enrollments: number;
    };
    expect(rows).toEqual([
      ['Al', 'Moneda', 'Atraso', 'Deuda', 'Deuda (USD)', 'Cuotas', 'Inscripciones'],
      ...json.buckets.map((row: Bucket) => [
        '2030-04-20',
        'ARS',
        label[row.bucket],
        comma(row.amount),
        comma(row.usd),
        String(row.periods),
        String(row.enrollments),
      ]),
    ]);
    expect(json.total).not.toBe('0.00');
  });

  it('enrollments by status', async () => {
    const { json, rows } = await reportAndCsv({ url: `/reports/enrollments-by-status?courseId=${courseId}` });
    expect(rows).toEqual([
      ['Id del curso', 'Estado', 'Inscripciones'],
      ...json.byStatus.map((row: { status: string; count: number }) => [
        courseId,
        row.status,
        String(row.count),
      ]),
    ]);
  });

  it('the accounting stats at an instant, written in the academy’s zone', async () => {
    const { json, rows } = await reportAndCsv({
      url: '/courses/enrollments/accounting-stats?date=2030-02-28T23:45:00-03:00',
    });
    type Stats = {
      currency: string;
      expectedThisMonth: string;
      collected: string;
      debt: string;
      collectionRate: number | null;
    };
    expect(rows).toEqual([
      [
        'Al',
        'Moneda',
        'Esperado en el mes',
        'Cobrado en el mes',
        'Deuda',
        'Tasa de cobro',
        'Inscripciones activas',
      ],
      ...json.byCurrency.map((row: Stats) => [
        '2030-02-28 23:45',
        row.currency,
        comma(row.expectedThisMonth),
        comma(row.collected),
        comma(row.debt),
        row.collectionRate === null ? '' : comma(row.collectionRate.toFixed(2)),
        String(json.activeEnrollments),
      ]),
    ]);
    expect(json.byCurrency.length).toBe(2);
  });

  it('a course’s income by segment', async () => {
    const { json, rows } = await reportAndCsv({
      url: `/courses/enrollments/income?courseId=${courseId}&currency=USD&status=APPROVED`,
    });
    expect(json.total).toBe('100.00');
    expect(rows[0]).toEqual([
      'Id del curso',
      'Moneda',
      'Estado de los pagos',
      'Segmento',
      'Importe',
      'Pagos',
    ]);
    expect(rows.slice(1).map((row) => row.slice(4))).toEqual(
      json.bySegment.map((row: { total: string; count: number }) => [comma(row.total), String(row.count)]),
    );
  });
});

describe('the exports refuse what the reports refuse', () => {
  it('400 for a missing parameter', async () => {
    for (const request of [
      { url: '/accounting/summary/export?from=2030-02-01&to=2030-02-28' },
      { url: '/accounting/summary/segment/export?currency=ARS&to=2030-02-28' },
      { url: '/accounting/summary/quotas-upfront/export?from=2030-02-01&currency=ARS' },
      { url: '/reports/income-by-month/export?from=2030-02-01&to=2030-02-28' },
      { url: '/reports/debt-aging/export?currency=ARS' },
      { url: '/courses/enrollments/accounting-stats/export' },
      { url: '/courses/enrollments/income/export?currency=ARS&status=APPROVED' },
      { method: 'POST' as const, url: '/accounting/courses/summary/export', body: { from: '2030-02-01' } },
      { method: 'POST' as const, url: '/accounting/topics/summary/export', body: { currency: 'ARS' } },
    ])
      expect((await call(request)).statusCode, request.url).toBe(400);
  });

  it('403 for a scope without the reports’ access', async () => {
    const { headers: teacher } = await signedIn(['TEACHER']);
    for (const request of [
      { url: `/accounting/summary/export?${range}` },
      { url: `/reports/income-by-month/export?${range}` },
      { url: '/reports/debt-aging/export?asOf=2030-02-28&currency=ARS' },
      { url: '/reports/enrollments-by-status/export' },
      { url: '/courses/enrollments/accounting-stats/export?date=2030-02-28T12:00:00Z' },
      {
        method: 'POST' as const,
        url: '/accounting/courses/summary/export',
        body: { from: '2030-02-01', to: '2030-02-28', currency: 'ARS' },
      },
    ])
      expect((await call({ ...request, headers: teacher })).statusCode, request.url).toBe(403);
  });
});
