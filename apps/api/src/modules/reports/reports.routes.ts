/** Binds the cross-module reports to their service. */
import { defineHandlers } from '../../http/handlers.js';
import type { ReportsService } from './reports.service.js';

export function reportsHandlers({ reports }: { reports: ReportsService }) {
  return defineHandlers({
    getDebtAging: ({ query }) => reports.debtAging(query),
    getEnrollmentsAccountingStats: ({ query }) => reports.accountingStats(query),
    getEnrollmentsByStatus: ({ query }) => reports.enrollmentsByStatus(query),
  });
}
