/**
 * CSV exports of the lists (issue 21, item 3): the payments, the money movements and the
 * enrollments, each with exactly its list's filters, sort and readers, so a screen's CSV is
 * always of the rows it shows. The file is for a Spanish-locale spreadsheet: UTF-8 with BOM,
 * `;` between cells, CRLF, amounts with a decimal comma, instants in the academy's zone
 * (`ACADEMY_TIME_ZONE`) as `YYYY-MM-DD HH:mm`, headers in Spanish; a text cell that a
 * spreadsheet would run as a formula is prefixed with `'`. Streamed from the database, so a
 * million rows never sit in the API's memory (docs/domain/exports.md).
 */
import Type from 'typebox';
import { defineOperation, type OperationDefinition } from '../core/operation.js';
import { Query, SortParam } from '../core/schemas.js';
import { accountingOperations } from './accounting.js';
import {
  enrollmentFilters,
  enrollmentListReaders,
  enrollmentSortFields,
  enrollmentsOperations,
} from './enrollments.js';
import { moneyMovementFilters, moneyMovementReaders, moneyMovementSortFields } from './money-movements.js';
import { paymentFilters, paymentListReaders, paymentSortFields } from './payments.js';
import { reportsOperations } from './reports.js';

/** A CSV file: the typed client reads a non-JSON answer as a Blob (packages/client, readBody). */
const CsvFile = Type.Unsafe<Blob>({ type: 'string', format: 'binary' });
const csv = 'text/csv';
const attachment =
  'Answered as an attachment (`Content-Disposition: attachment; filename="…-YYYY-MM-DD.csv"`, the academy’s date) and streamed: every row the filters match, in the list’s order, no page.';

/**
 * A report as a CSV file: the report's own path with `/export`, its own parameters (the very
 * query or body schema of the report) and its own access; the rows the report answers, one a
 * line, with Spanish headers and, when `usd=true`, a USD column beside each ARS amount.
 */
function reportExport<const Id extends string, const R extends OperationDefinition>(
  operationId: Id,
  report: R,
  file: string,
) {
  const { operationId: _, path, summary, errors: __, response: ___, ...same } = report;
  return defineOperation({
    ...same,
    operationId,
    path: `${path}/export`,
    summary: `${summary}, as a CSV file`,
    description: `The report's rows as a CSV file (\`${file}-YYYY-MM-DD.csv\`, the academy's date): Spanish headers, amounts with a decimal comma, instants in the academy's zone, and a USD column beside each ARS amount when \`usd=true\`.`,
    response: CsvFile,
    produces: csv,
  }) as Omit<R, 'operationId' | 'path' | 'summary' | 'description' | 'errors' | 'response' | 'produces'> & {
    operationId: Id;
    path: string;
    summary: string;
    description: string;
    response: typeof CsvFile;
    produces: typeof csv;
  };
}

const { getAccountingSummary, getAccountingSegmentSummary, getAccountingQuotasUpfrontSummary } =
  accountingOperations;
const { getCoursesAccountingSummary, getTopicsAccountingSummary } = accountingOperations;
const { getIncomeByMonth, getDebtAging, getEnrollmentsByStatus } = reportsOperations;
const { getEnrollmentsAccountingStats, getEnrollmentsIncome } = enrollmentsOperations;

/** Every report of Informes (and a course's income), each as its CSV (docs/domain/exports.md). */
function reportExports() {
  return {
    exportAccountingSummary: reportExport('exportAccountingSummary', getAccountingSummary, 'resumen'),
    exportAccountingSegmentSummary: reportExport(
      'exportAccountingSegmentSummary',
      getAccountingSegmentSummary,
      'segmentos',
    ),
    exportAccountingQuotasUpfrontSummary: reportExport(
      'exportAccountingQuotasUpfrontSummary',
      getAccountingQuotasUpfrontSummary,
      'cuotas-y-contado',
    ),
    exportCoursesAccountingSummary: reportExport(
      'exportCoursesAccountingSummary',
      getCoursesAccountingSummary,
      'cursos',
    ),
    exportTopicsAccountingSummary: reportExport(
      'exportTopicsAccountingSummary',
      getTopicsAccountingSummary,
      'temas',
    ),
    exportIncomeByMonth: reportExport('exportIncomeByMonth', getIncomeByMonth, 'ingresos-por-mes'),
    exportDebtAging: reportExport('exportDebtAging', getDebtAging, 'deuda-por-antiguedad'),
    exportEnrollmentsByStatus: reportExport(
      'exportEnrollmentsByStatus',
      getEnrollmentsByStatus,
      'inscripciones-por-estado',
    ),
    exportEnrollmentsAccountingStats: reportExport(
      'exportEnrollmentsAccountingStats',
      getEnrollmentsAccountingStats,
      'cobranza',
    ),
    exportEnrollmentsIncome: reportExport(
      'exportEnrollmentsIncome',
      getEnrollmentsIncome,
      'ingresos-del-curso',
    ),
  };
}

export const exportsOperations = {
  exportPayments: defineOperation({
    operationId: 'exportPayments',
    method: 'GET',
    path: '/payments/export',
    tag: 'Payments',
    summary: 'The payments the list’s filters match, as a CSV file (payer, course, amounts, status, receipt)',
    description: attachment,
    query: Query({ ...paymentFilters, sort: Type.Optional(SortParam(paymentSortFields)) }),
    response: CsvFile,
    produces: csv,
    access: paymentListReaders,
  }),
  exportMoneyMovements: defineOperation({
    operationId: 'exportMoneyMovements',
    method: 'GET',
    path: '/money-movements/export',
    tag: 'Money movements',
    summary:
      'The money movements the list’s filters match, as a CSV file (with the payer and course of each)',
    description: attachment,
    query: Query({ ...moneyMovementFilters, sort: Type.Optional(SortParam(moneyMovementSortFields)) }),
    response: CsvFile,
    produces: csv,
    access: moneyMovementReaders,
  }),
  exportEnrollments: defineOperation({
    operationId: 'exportEnrollments',
    method: 'GET',
    path: '/courses/enrollments/export',
    tag: 'Enrollments',
    summary: 'The enrollments the list’s filters match, as a CSV file (student, course, plan, paid, debt)',
    description: attachment,
    query: Query({ ...enrollmentFilters, sort: Type.Optional(SortParam(enrollmentSortFields)) }),
    response: CsvFile,
    produces: csv,
    access: enrollmentListReaders,
  }),
  ...reportExports(),
} as const;
