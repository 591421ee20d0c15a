/** Binds the accounting summaries (and the reports area's income by month) to the accounting service. */
import { defineHandlers } from '../../http/handlers.js';
import type { AccountingService } from './accounting.service.js';

export function accountingHandlers({ accounting }: { accounting: AccountingService }) {
  return defineHandlers({
    getAccountingSummary: ({ query }) => accounting.summary(query),
    getAccountingSegmentSummary: ({ query }) => accounting.segmentSummary(query),
    getAccountingQuotasUpfrontSummary: ({ query }) => accounting.quotasUpfrontSummary(query),
    getCoursesAccountingSummary: ({ body }) => accounting.coursesSummary(body),
    getTopicsAccountingSummary: ({ body }) => accounting.topicsSummary(body),
    getIncomeByMonth: ({ query }) => accounting.incomeByMonth(query),
  });
}
