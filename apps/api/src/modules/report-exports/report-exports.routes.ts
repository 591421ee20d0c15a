/** Binds each report's CSV export to its report (computed as the JSON one) and its file. */
import { defineHandlers } from '../../http/handlers.js';
import { sendCsvDownload } from '../../http/send-csv.js';
import type { AccountingService } from '../accounting/index.js';
import type { PaymentsService } from '../payments/index.js';
import type { ReportsService } from '../reports/index.js';
import type { ReportExports } from './report-exports.service.js';

export function reportExportsHandlers({
  reportExports: files,
  accounting,
  reports,
  payments,
}: {
  reportExports: ReportExports;
  accounting: AccountingService;
  reports: ReportsService;
  payments: PaymentsService;
}) {
  return defineHandlers({
    exportAccountingSummary: async ({ query, reply }) =>
      sendCsvDownload(reply, files.summary(await accounting.summary(query), query)),
    exportAccountingSegmentSummary: async ({ query, reply }) =>
      sendCsvDownload(reply, files.segments(await accounting.segmentSummary(query), query)),
    exportAccountingQuotasUpfrontSummary: async ({ query, reply }) =>
      sendCsvDownload(reply, files.quotasUpfront(await accounting.quotasUpfrontSummary(query))),
    exportCoursesAccountingSummary: async ({ body, reply }) =>
      sendCsvDownload(reply, files.courses(await accounting.coursesSummary(body), body)),
    exportTopicsAccountingSummary: async ({ body, reply }) =>
      sendCsvDownload(reply, files.topics(await accounting.topicsSummary(body), body)),
    exportIncomeByMonth: async ({ query, reply }) =>
      sendCsvDownload(reply, files.incomeByMonth(await accounting.incomeByMonth(query), query)),
    exportDebtAging: async ({ query, reply }) =>
      sendCsvDownload(reply, files.debtAging(await reports.debtAging(query), query)),
    exportEnrollmentsByStatus: async ({ query, reply }) =>
      sendCsvDownload(reply, files.enrollmentsByStatus(await reports.enrollmentsByStatus(query))),
    exportEnrollmentsAccountingStats: async ({ query, reply }) =>
      sendCsvDownload(reply, files.accountingStats(await reports.accountingStats(query))),
    exportEnrollmentsIncome: async ({ query, reply }) =>
      sendCsvDownload(reply, files.enrollmentsIncome(await payments.enrollmentsIncome(query))),
  });
}
