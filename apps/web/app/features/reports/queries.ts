/**
 * Informes' query options, keyed by the contract, through the typed client: one call per
 * panel, so one failing call leaves the others on screen.
 */
import type { ApiClient } from '@catedra/client';
import type { Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';
import { chartRangeOf, type ReportRange, summaryQueryOf } from './report-range';

export type AccountingSummary = Output<'getAccountingSummary'>;
export type IncomeByMonth = Output<'getIncomeByMonth'>;
export type IncomeMonth = IncomeByMonth['months'][number];
export type SegmentSummary = Output<'getAccountingSegmentSummary'>;
export type QuotasUpfront = Output<'getAccountingQuotasUpfrontSummary'>;
export type DebtAging = Output<'getDebtAging'>;
export type DebtBucket = DebtAging['buckets'][number];
export type AccountingStats = Output<'getEnrollmentsAccountingStats'>;
export type CourseSummary = Output<'getCoursesAccountingSummary'>['courses'][number];
export type TopicSummary = Output<'getTopicsAccountingSummary'>['topics'][number];
export type EnrollmentsByStatus = Output<'getEnrollmentsByStatus'>;
/** The USD values an ARS figure may carry (`usd=true`). */
export type UsdValues = NonNullable<AccountingSummary['usd']>;

export const summaryQuery = (client: ApiClient, range: ReportRange) =>
  operationQuery(client, 'getAccountingSummary', summaryQueryOf(range));

export const incomeByMonthQuery = (client: ApiClient, range: ReportRange) =>
  operationQuery(client, 'getIncomeByMonth', summaryQueryOf(chartRangeOf(range)));

export const segmentSummaryQuery = (client: ApiClient, range: ReportRange) =>
  operationQuery(client, 'getAccountingSegmentSummary', summaryQueryOf(range));

export const quotasUpfrontQuery = (client: ApiClient, range: ReportRange) =>
  operationQuery(client, 'getAccountingQuotasUpfrontSummary', summaryQueryOf(range));

/** What debt by age is asked with: its day (`debtAsOfOf`), the currency and the USD option. */
export type DebtQuery = { asOf: string; currency: ReportRange['currency']; usd: boolean };

const debtAgingInput = (debt: DebtQuery) => ({
  asOf: debt.asOf,
  currency: debt.currency,
  ...(debt.usd ? { usd: true } : {}),
});

export const debtAgingQuery = (client: ApiClient, debt: DebtQuery) =>
  operationQuery(client, 'getDebtAging', debtAgingInput(debt));

/** Expected, collected, debt and collection rate at an instant (the range's end, or now). */
export const accountingStatsQuery = (client: ApiClient, date: string) =>
  operationQuery(client, 'getEnrollmentsAccountingStats', { date });

export const coursesSummaryQuery = (client: ApiClient, range: ReportRange) =>
  operationQuery(client, 'getCoursesAccountingSummary', { courseSummaryDTO: summaryQueryOf(range) });

export const topicsSummaryQuery = (client: ApiClient, range: ReportRange) =>
  operationQuery(client, 'getTopicsAccountingSummary', { topicSummaryDTO: summaryQueryOf(range) });

/** Enrollments by status, of every course: a count of now, not of the range. */
export const enrollmentsByStatusQuery = (client: ApiClient) =>
  operationQuery(client, 'getEnrollmentsByStatus', {});

/** A panel's "Exportar CSV": the report's export with the panel's own parameters, and the file's name. */
export type ReportCsv = { fileName: string; download: () => Promise<Blob> };

/** Each panel's CSV: the same call as its query, to the report's export (the API's file names). */
export const reportCsv = {
  summary: (client: ApiClient, range: ReportRange): ReportCsv => ({
    fileName: 'resumen',
    download: () => client.exportAccountingSummary(summaryQueryOf(range)),
  }),
  incomeByMonth: (client: ApiClient, range: ReportRange): ReportCsv => ({
    fileName: 'ingresos-por-mes',
    download: () => client.exportIncomeByMonth(summaryQueryOf(chartRangeOf(range))),
  }),
  segments: (client: ApiClient, range: ReportRange): ReportCsv => ({
    fileName: 'segmentos',
    download: () => client.exportAccountingSegmentSummary(summaryQueryOf(range)),
  }),
  quotasUpfront: (client: ApiClient, range: ReportRange): ReportCsv => ({
    fileName: 'cuotas-y-contado',
    download: () => client.exportAccountingQuotasUpfrontSummary(summaryQueryOf(range)),
  }),
  debtAging: (client: ApiClient, debt: DebtQuery): ReportCsv => ({
    fileName: 'deuda-por-antiguedad',
    download: () => client.exportDebtAging(debtAgingInput(debt)),
  }),
  accountingStats: (client: ApiClient, date: string): ReportCsv => ({
    fileName: 'cobranza',
    download: () => client.exportEnrollmentsAccountingStats({ date }),
  }),
  courses: (client: ApiClient, range: ReportRange): ReportCsv => ({
    fileName: 'cursos',
    download: () => client.exportCoursesAccountingSummary({ courseSummaryDTO: summaryQueryOf(range) }),
  }),
  topics: (client: ApiClient, range: ReportRange): ReportCsv => ({
    fileName: 'temas',
    download: () => client.exportTopicsAccountingSummary({ topicSummaryDTO: summaryQueryOf(range) }),
  }),
  enrollmentsByStatus: (client: ApiClient): ReportCsv => ({
    fileName: 'inscripciones-por-estado',
    download: () => client.exportEnrollmentsByStatus({}),
  }),
};
