import { ApiError } from '@catedra/client';
import { localDateOf } from '@catedra/contract/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACADEMY_TIME_ZONE, formatCalendarDate } from '../../lib/dates';
import { formatPercent } from '../../lib/formats';
import { capturingDownloads } from '../../testing/capturing-downloads';
import { countingClient, idOf } from '../../testing/counting-client';
import { byTestId, click, renderScreen, type Screen, waitFor } from '../../testing/render-screen';
import type {
  AccountingStats,
  AccountingSummary,
  CourseSummary,
  DebtAging,
  EnrollmentsByStatus,
  IncomeByMonth,
  QuotasUpfront,
  SegmentSummary,
  TopicSummary,
} from './queries';
import { ReportsPage } from './reports-page';

// A whole screen's first render in jsdom (Mantine, nine panels) takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const MARCH = 'from=2026-03-01&to=2026-03-31';
const range = { from: '2026-03-01', to: '2026-03-31', currency: 'ARS' as const };
const zero = { income: '0.00', refunds: '0.00', chargebacks: '0.00', fees: '0.00', net: '0.00', count: 0 };
const usd = { income: '10.00', refunds: '1.00', chargebacks: '0.00', fees: '0.50', net: '8.50' };

const totals = (income: string, net: string, count: number) => ({
  income,
  refunds: '100.00',
  chargebacks: '50.00',
  fees: '25.00',
  net,
  count,
});

const course = (index: number, net: string): CourseSummary => ({
  courseId: idOf(5, index),
  title: `Curso ${index}`,
  ...totals('9000.00', net, 3),
});

const topic = (index: number, net: string): TopicSummary => ({
  topicId: idOf(6, index),
  name: `Tema ${index}`,
  ...totals('9000.00', net, 3),
});

/** Answers for every call of the screen, figures distinct enough to be found in its text. */
function answers(overrides: Record<string, (...args: never[]) => unknown> = {}) {
  const withUsd = (input: { usd?: boolean }) => (input.usd ? { usd } : {});
  return {
    getAccountingSummary: (input: { usd?: boolean }): AccountingSummary => ({
      ...range,
      ...totals('123456.78', '123281.78', 7),
      ...withUsd(input),
    }),
    getIncomeByMonth: (input: { from: string; to: string }): IncomeByMonth => ({
      ...range,
      from: input.from,
      months: [
        { month: '2026-02', ...totals('1000.00', '825.00', 1) },
        { month: '2026-03', ...totals('2500.50', '2325.50', 2) },
      ],
    }),
    getAccountingQuotasUpfrontSummary: (): QuotasUpfront => ({
      ...range,
      quotas: { amount: '80000.00', count: 5 },
      upfront: { amount: '43456.78', count: 2 },
    }),
    getAccountingSegmentSummary: (): SegmentSummary => ({
      ...range,
      segments: [
        { segment: 'QUOTA', ...totals('80000.00', '79825.00', 5) },
        { segment: 'UPFRONT', ...totals('43456.78', '43281.78', 2) },
      ],
    }),
    getDebtAging: (): DebtAging => ({
      asOf: '2026-03-31',
      currency: 'ARS',
      buckets: [
        { bucket: 'DAYS_0_30', amount: '3000.00', periods: 2, enrollments: 2 },
        { bucket: 'DAYS_31_60', amount: '1500.00', periods: 1, enrollments: 1 },
        { bucket: 'DAYS_61_90', amount: '0.00', periods: 0, enrollments: 0 },
        { bucket: 'OVER_90', amount: '700.00', periods: 1, enrollments: 1 },
      ],
      total: '5200.00',
    }),
    getEnrollmentsAccountingStats: (): AccountingStats => ({
      date: '2026-04-01T02:59:59.999Z',
      activeEnrollments: 41,
      byCurrency: [
        {
          currency: 'ARS',
          expectedThisMonth: '100000.00',
          collected: '87500.00',
          debt: '5200.00',
          collectionRate: 0.875,
        },
        {
          currency: 'USD',
          expectedThisMonth: '900.00',
          collected: '450.00',
          debt: '90.00',
          collectionRate: 0.5,
        },
      ],
    }),
    getCoursesAccountingSummary: () => ({
      ...range,
      courses: Array.from({ length: 12 }, (_, index) => course(index, `${(index + 1) * 100}.00`)),
    }),
    getTopicsAccountingSummary: () => ({ ...range, topics: [topic(1, '700.00'), topic(2, '900.00')] }),
    getEnrollmentsByStatus: (): EnrollmentsByStatus => ({
      courseId: null,
      byStatus: [
        { status: 'ACTIVE', count: 41 },
        { status: 'PENDING', count: 6 },
        { status: 'FINISHED', count: 12 },
        { status: 'INACTIVE', count: 3 },
      ],
    }),
    ...overrides,
  } as Record<string, (...args: never[]) => unknown>;
}

let screen: Screen | undefined;
afterEach(() => {
  screen?.unmount();
  screen = undefined;
  vi.restoreAllMocks();
});

async function open(address: string, overrides?: Record<string, (...args: never[]) => unknown>) {
  const fake = countingClient(answers(overrides));
  screen = await renderScreen(<ReportsPage />, {
    client: fake.client,
    scopes: ['MANAGER'],
    path: '/admin/reports',
    address: `/admin/reports?${address}`,
  });
  return fake;
}

const textOf = (testId: string) => byTestId(testId)[0]?.textContent ?? '';
const loaded = (testId: string) =>
  waitFor(() => byTestId(`${testId}-loading`).length === 0 && byTestId(testId)[0]);
const PANELS = [
  'report-summary',
  'report-income',
  'report-quotas',
  'report-segments',
  'report-debt',
  'report-collection',
  'report-courses',
  'report-topics',
  'report-enrollments',
];

describe('Informes', () => {
  it('asks every report for the range and currency of the address, and shows their figures as tables', async () => {
    const opened = new Date().toISOString();
    const { client } = await open(`${MARCH}&view=tables`);
    for (const panel of PANELS) await loaded(panel);

    expect(client.getAccountingSummary).toHaveBeenCalledWith(range, expect.anything());
    expect(client.getAccountingSegmentSummary).toHaveBeenCalledWith(range, expect.anything());
    expect(client.getAccountingQuotasUpfrontSummary).toHaveBeenCalledWith(range, expect.anything());
    // The chart covers the twelve months up to March.
    expect(client.getIncomeByMonth).toHaveBeenCalledWith({ ...range, from: '2025-04-01' }, expect.anything());
    expect(client.getDebtAging).toHaveBeenCalledWith(
      { asOf: '2026-03-31', currency: 'ARS' },
      expect.anything(),
    );
    expect(client.getCoursesAccountingSummary).toHaveBeenCalledWith(
      { courseSummaryDTO: range },
      expect.anything(),
    );
    expect(client.getTopicsAccountingSummary).toHaveBeenCalledWith(
      { topicSummaryDTO: range },
      expect.anything(),
    );
    // The collection rate at March's last instant, or at the page's "now" if that is earlier.
    const [[stats]] = vi.mocked(client.getEnrollmentsAccountingStats as (input: { date: string }) => unknown)
      .mock.calls as [[{ date: string }]];
    const endOfMarch = '2026-04-01T02:59:59.999Z';
    expect(stats.date <= endOfMarch).toBe(true);
    expect(stats.date >= (opened < endOfMarch ? opened : endOfMarch)).toBe(true);

    expect(textOf('summary-income')).toContain('$\u00a0123.456,78');
    expect(textOf('summary-net')).toContain('$\u00a0123.281,78');
    expect(textOf('summary-count')).toContain('7');
    expect(textOf('report-income-table')).toContain('mar 2026');
    expect(textOf('report-income-table')).toContain('$\u00a02.500,50');
    expect(textOf('report-quotas-table')).toContain('$\u00a080.000,00');
    expect(textOf('report-segments-table')).toContain('Cuota');
    expect(textOf('report-debt-table')).toContain('Más de 90 días');
    expect(textOf('report-debt-table')).toContain('$\u00a05.200,00');
    expect(textOf('collection-rate')).toBe(formatPercent(0.875));
    expect(textOf('collection-figures')).toContain('$\u00a087.500,00');
    expect(textOf('report-enrollments-table')).toContain('Activa41');
  });

  it('ranks the ten courses of highest net, each linking to its course', async () => {
    await open(`${MARCH}&view=tables`);
    const table = await waitFor(() => byTestId('report-courses-table')[0]);
    const links = [...table.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Curso ${index}`),
    );
    expect(links[0]?.getAttribute('href')).toBe(`/admin/courses/${idOf(5, 11)}`);
    const topics = await waitFor(() => byTestId('report-topics-table')[0]);
    expect(topics.querySelector('a')?.getAttribute('href')).toBe(
      `/admin/courses?courseTopicId=${idOf(6, 2)}`,
    );
  });

  it('shows a failing report’s error in its panel and keeps the others', async () => {
    const failure = new ApiError('getDebtAging', 501, {
      status: 501,
      code: 'NOT_IMPLEMENTED',
      title: 'Not implemented',
    });
    await open(`${MARCH}&view=tables`, { getDebtAging: async () => Promise.reject(failure) });
    const error = await waitFor(() => byTestId('report-debt-error')[0]);
    expect(error.textContent).toContain('Esta función todavía no está disponible.');
    expect(error.querySelector('button')?.textContent).toBe('Reintentar');
    await waitFor(() => textOf('summary-income').includes('123.456,78'));
    await waitFor(() => byTestId('report-enrollments-table')[0]);
  });

  it('draws charts by default and says "Sin datos en este período" where a quiet period has nothing', async () => {
    await open(MARCH, {
      getIncomeByMonth: () => ({ ...range, months: [{ month: '2026-03', ...zero }] }),
      getCoursesAccountingSummary: () => ({ ...range, courses: [] }),
    });
    await waitFor(() => textOf('report-income').includes('Sin datos en este período'));
    await waitFor(() => textOf('report-courses').includes('Sin datos en este período'));
    // The other panels draw their figures (recharts' container; jsdom lays out nothing).
    await waitFor(() => byTestId('report-debt')[0]?.querySelector('.recharts-responsive-container'));
    expect(byTestId('report-debt-table')).toHaveLength(0);
  });

  it('puts the USD value beside each ARS amount when "Ver en USD" is on', async () => {
    const { client } = await open(`${MARCH}&view=tables`);
    const usdSwitch = await waitFor(() => byTestId('report-usd')[0] as HTMLInputElement | undefined);
    await click(usdSwitch);
    await waitFor(() => textOf('summary-income').includes('US$\u00a010,00'));
    expect(client.getAccountingSummary).toHaveBeenLastCalledWith({ ...range, usd: true }, expect.anything());
    expect(screen?.router.state.location.search).toContain('usd=true');
  });

  it('switches to dollars from the address and asks in USD, without the USD switch', async () => {
    const { client } = await open(`${MARCH}&currency=USD&view=tables`);
    await loaded('report-summary');
    expect(client.getAccountingSummary).toHaveBeenCalledWith(
      { ...range, currency: 'USD' },
      expect.anything(),
    );
    expect(byTestId('report-usd')).toHaveLength(0);
  });

  it('reads debt by age as of today when the range ends later: what is late on a day to come is not forecast', async () => {
    const today = () => localDateOf(new Date(), ACADEMY_TIME_ZONE);
    const opened = today();
    const to = `${Number(opened.slice(0, 4)) + 1}-12-31`;
    const { client } = await open(`from=2026-03-01&to=${to}&view=tables`);
    await loaded('report-debt');
    const [[asked]] = vi.mocked(client.getDebtAging as (input: { asOf: string }) => unknown).mock.calls as [
      [{ asOf: string }],
    ];
    // Today when the page opened (or the next day, should midnight pass meanwhile).
    expect([opened, today()]).toContain(asked.asOf);
    expect(textOf('report-debt')).toContain(formatCalendarDate(asked.asOf));
    expect(client.getAccountingSummary).toHaveBeenCalledWith({ ...range, to }, expect.anything());
  });

  it('asks nothing for a range that ends before it starts, and says why', async () => {
    const { calls } = await open('from=2026-04-01&to=2026-03-01');
    await waitFor(() => byTestId('report-bad-range')[0]);
    expect(calls).toEqual([]);
  });

  it('"Exportar CSV" on each panel downloads its report with the screen’s range, currency and USD switch', async () => {
    const saved = capturingDownloads();
    const csv = new Blob(['\uFEFFDesde;Hasta\r\n'], { type: 'text/csv' });
    const exportsOf = {
      'report-summary': ['exportAccountingSummary', { ...range, usd: true }, 'resumen'],
      'report-income': [
        'exportIncomeByMonth',
        { ...range, from: '2025-04-01', usd: true },
        'ingresos-por-mes',
      ],
      'report-quotas': ['exportAccountingQuotasUpfrontSummary', { ...range, usd: true }, 'cuotas-y-contado'],
      'report-segments': ['exportAccountingSegmentSummary', { ...range, usd: true }, 'segmentos'],
      'report-debt': [
        'exportDebtAging',
        { asOf: '2026-03-31', currency: 'ARS', usd: true },
        'deuda-por-antiguedad',
      ],
      'report-courses': [
        'exportCoursesAccountingSummary',
        { courseSummaryDTO: { ...range, usd: true } },
        'cursos',
      ],
      'report-topics': [
        'exportTopicsAccountingSummary',
        { topicSummaryDTO: { ...range, usd: true } },
        'temas',
      ],
      'report-enrollments': ['exportEnrollmentsByStatus', {}, 'inscripciones-por-estado'],
    } as const;
    const overrides = Object.fromEntries(
      Object.values(exportsOf).map(([operation]) => [operation, () => csv]),
    );
    const { client } = await open(`${MARCH}&usd=true&view=tables`, {
      ...overrides,
      exportEnrollmentsAccountingStats: () => csv,
    });
    for (const [panel, [operation, input, fileName]] of Object.entries(exportsOf)) {
      const button = await waitFor(() => byTestId(`${panel}-export`)[0]);
      expect(button.textContent).toBe('Exportar CSV');
      const before = saved.length;
      button.click();
      await waitFor(() => saved.length > before);
      expect(client[operation], panel).toHaveBeenCalledWith(input);
      expect(saved.at(-1)!.blob).toBe(csv);
      expect(saved.at(-1)!.name).toMatch(new RegExp(`^${fileName}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    }
    // The collection rate's CSV is of the instant its panel reads.
    byTestId('report-collection-export')[0]!.click();
    await waitFor(() => saved.length === Object.keys(exportsOf).length + 1);
    const [[shown]] = vi.mocked(client.getEnrollmentsAccountingStats as (input: { date: string }) => unknown)
      .mock.calls as [[{ date: string }]];
    expect(client.exportEnrollmentsAccountingStats).toHaveBeenCalledWith({ date: shown.date });
    expect(saved.at(-1)!.name).toMatch(/^cobranza-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
