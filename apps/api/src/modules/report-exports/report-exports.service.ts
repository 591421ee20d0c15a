/**
 * The reports of Informes as CSV files (issue 21, item 3; docs/domain/exports.md): each
 * report's answer, as the JSON report computed it, written one row a line with Spanish
 * headers, through the exports' CSV writer (decimal comma, the academy's zone). A report's rows
 * are few, so they are written from memory. When an ARS report was asked with `usd=true`, each
 * amount has its USD value in the column after it (empty where a day had no rate).
 */
import type {
  AccountingQuotasUpfrontSummary,
  AccountingSegmentSummary,
  AccountingSummary,
  CoursesAccountingSummary,
  DebtAging,
  EnrollmentsAccountingStats,
  EnrollmentsByStatus,
  EnrollmentsIncome,
  IncomeByMonth,
  MoneyCurrency,
  TopicsAccountingSummary,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { CsvColumn, CsvExports } from '../../core/csv/csv-file.js';

const TOTALS = [
  ['income', 'Ingresos'],
  ['refunds', 'Reintegros'],
  ['chargebacks', 'Contracargos'],
  ['fees', 'Comisiones'],
  ['net', 'Neto'],
] as const;

type Totals = Record<(typeof TOTALS)[number][0], string> & {
  count: number;
  usd?: Partial<Record<(typeof TOTALS)[number][0], string | null>>;
};

/** Whether the report carries USD values: an ARS report asked with `usd=true`. */
const withUsd = (query: { currency: MoneyCurrency; usd?: boolean }) =>
  query.currency === 'ARS' && query.usd === true;

/** The range and currency every accounting row repeats, so a file read alone says what it is. */
function rangeColumns<R>(report: RangeReport): CsvColumn<R>[] {
  return [
    { header: 'Desde', kind: 'date', value: () => report.from },
    { header: 'Hasta', kind: 'date', value: () => report.to },
    { header: 'Moneda', kind: 'text', value: () => report.currency },
  ];
}

/** Income … net, each followed by its USD value when asked, then the approved payments. */
function totalsColumns<R extends Totals>(usd: boolean): CsvColumn<R>[] {
  return [
    ...TOTALS.flatMap(([key, header]): CsvColumn<R>[] => [
      { header, kind: 'amount', value: (row) => row[key] },
      ...(usd
        ? [{ header: `${header} (USD)`, kind: 'amount' as const, value: (row: R) => row.usd?.[key] }]
        : []),
    ]),
    { header: 'Pagos aprobados', kind: 'integer', value: (row) => row.count },
  ];
}

type RangeReport = { from: string; to: string; currency: MoneyCurrency };

/**
 * A report of totals per row (a segment, a course, a topic, a month): the range, the columns
 * that name the row, then the totals (with their USD values when asked).
 */
function totalsFile<Report extends RangeReport, Row extends Totals>(
  csv: CsvExports,
  file: string,
  rowsOf: (report: Report) => readonly Row[],
  naming: CsvColumn<Row>[],
) {
  return (report: Report, query: { usd?: boolean }) => {
    const usd = withUsd({ currency: report.currency, usd: query.usd });
    return csv.file(
      file,
      [...rangeColumns<Row>(report), ...naming, ...totalsColumns<Row>(usd)],
      rowsOf(report),
    );
  };
}

/** A column of text that names a row. */
const textColumn = <Row>(header: string, value: (row: Row) => string): CsvColumn<Row> => ({
  header,
  kind: 'text',
  value,
});

const SEGMENTS = {
  UPFRONT: 'Pago inicial o total',
  QUOTA: 'Cuota',
  COMPLEMENTARY: 'Complementario',
  OTHER: 'Otro',
};
const BUCKETS = {
  DAYS_0_30: '0 a 30 días',
  DAYS_31_60: '31 a 60 días',
  DAYS_61_90: '61 a 90 días',
  OVER_90: 'Más de 90 días',
};

/** `0.4567` → `"0.46"`: a rate as a decimal amount (two places), for the decimal comma. */
const rateOf = (rate: number | null) => (rate === null ? null : rate.toFixed(2));

export function createReportExports({ csv }: { csv: CsvExports }) {
  return {
    summary: totalsFile(csv, 'resumen', (report: Static<typeof AccountingSummary>) => [report], []),
    segments: totalsFile(
      csv,
      'segmentos',
      (report: Static<typeof AccountingSegmentSummary>) => report.segments,
      [textColumn('Segmento', (row) => SEGMENTS[row.segment])],
    ),
    quotasUpfront(report: Static<typeof AccountingQuotasUpfrontSummary>) {
      type Row = { kind: string; amount: string; count: number };
      const rows: Row[] = [
        { kind: 'Cuotas', ...report.quotas },
        { kind: 'Pagos iniciales y totales', ...report.upfront },
      ];
      return csv.file(
        'cuotas-y-contado',
        [
          ...rangeColumns<Row>(report),
          { header: 'Tipo', kind: 'text', value: (row) => row.kind },
          { header: 'Importe', kind: 'amount', value: (row) => row.amount },
          { header: 'Pagos', kind: 'integer', value: (row) => row.count },
        ],
        rows,
      );
    },
    courses: totalsFile(csv, 'cursos', (report: Static<typeof CoursesAccountingSummary>) => report.courses, [
      textColumn('Curso', (row) => row.title),
      textColumn('Id del curso', (row) => row.courseId),
    ]),
    topics: totalsFile(csv, 'temas', (report: Static<typeof TopicsAccountingSummary>) => report.topics, [
      textColumn('Tema', (row) => row.name),
      textColumn('Id del tema', (row) => row.topicId),
    ]),
    incomeByMonth: totalsFile(
      csv,
      'ingresos-por-mes',
      (report: Static<typeof IncomeByMonth>) => report.months,
      [textColumn('Mes', (row) => row.month)],
    ),
    debtAging(report: Static<typeof DebtAging>, query: { usd?: boolean }) {
      type Row = (typeof report.buckets)[number];
      const usd = withUsd({ currency: report.currency, usd: query.usd });
      return csv.file(
        'deuda-por-antiguedad',
        [
          { header: 'Al', kind: 'date', value: () => report.asOf },
          { header: 'Moneda', kind: 'text', value: () => report.currency },
          { header: 'Atraso', kind: 'text', value: (row) => BUCKETS[row.bucket] },
          { header: 'Deuda', kind: 'amount', value: (row) => row.amount },
          ...(usd ? [{ header: 'Deuda (USD)', kind: 'amount' as const, value: (row: Row) => row.usd }] : []),
          { header: 'Cuotas', kind: 'integer', value: (row) => row.periods },
          { header: 'Inscripciones', kind: 'integer', value: (row) => row.enrollments },
        ],
        report.buckets,
      );
    },
    enrollmentsByStatus(report: Static<typeof EnrollmentsByStatus>) {
      type Row = (typeof report.byStatus)[number];
      return csv.file(
        'inscripciones-por-estado',
        [
          { header: 'Id del curso', kind: 'text', value: () => report.courseId },
          { header: 'Estado', kind: 'text', value: (row: Row) => row.status },
          { header: 'Inscripciones', kind: 'integer', value: (row: Row) => row.count },
        ],
        report.byStatus,
      );
    },
    accountingStats(report: Static<typeof EnrollmentsAccountingStats>) {
      type Row = (typeof report.byCurrency)[number];
      return csv.file(
        'cobranza',
        [
          { header: 'Al', kind: 'instant', value: () => report.date },
          { header: 'Moneda', kind: 'text', value: (row: Row) => row.currency },
          { header: 'Esperado en el mes', kind: 'amount', value: (row: Row) => row.expectedThisMonth },
          { header: 'Cobrado en el mes', kind: 'amount', value: (row: Row) => row.collected },
          { header: 'Deuda', kind: 'amount', value: (row: Row) => row.debt },
          { header: 'Tasa de cobro', kind: 'amount', value: (row: Row) => rateOf(row.collectionRate) },
          { header: 'Inscripciones activas', kind: 'integer', value: () => report.activeEnrollments },
        ],
        report.byCurrency,
      );
    },
    enrollmentsIncome(report: Static<typeof EnrollmentsIncome>) {
      type Row = (typeof report.bySegment)[number];
      return csv.file(
        'ingresos-del-curso',
        [
          { header: 'Id del curso', kind: 'text', value: () => report.courseId },
          { header: 'Moneda', kind: 'text', value: () => report.currency },
          { header: 'Estado de los pagos', kind: 'text', value: () => report.status },
          { header: 'Segmento', kind: 'text', value: (row: Row) => SEGMENTS[row.segment] },
          { header: 'Importe', kind: 'amount', value: (row: Row) => row.total },
          { header: 'Pagos', kind: 'integer', value: (row: Row) => row.count },
        ],
        report.bySegment,
      );
    },
  };
}

export type ReportExports = ReturnType<typeof createReportExports>;
