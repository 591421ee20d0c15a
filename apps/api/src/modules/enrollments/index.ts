/** The enrollments module's public surface. */
export {
  createDebtAccess,
  type DebtAccess,
  type DebtRestrictionValue,
  debtRestrictionOf,
  isNewContent,
} from './debt-access.js';
export {
  checkEnrollmentFigures,
  type DebtAgeBucket,
  periodStatus,
  periodsFigures,
} from './enrollment-figures.js';
export { enrollmentJobs } from './enrollment-jobs.js';
export { checkEnrollmentRollups, type EnrollmentRollupDifference } from './enrollment-rollups.js';
export { refreshFiguresSql } from './enrollments.repository.js';
export { enrollmentsHandlers } from './enrollments.routes.js';
export { createEnrollmentsService, type EnrollmentsService, type Referral } from './enrollments.service.js';
export {
  allocationPlan,
  applyPaymentShares,
  checkoutContextOf,
  enrollmentOfPayment,
  lockEnrollment,
  markPaymentFailed,
  markPaymentReceived,
  type PeriodShare,
  periodsOf,
  reversalPlan,
  takeBackPaymentShares,
} from './payment-shares.js';
export { referredEnrollmentCounts } from './referrals.js';
export {
  type DebtAgeRow,
  debtByAge,
  enrollmentStatsBefore,
  enrollmentsByStatus,
} from './reports.js';
export { scheduleAt } from './use-cases/pricing.js';
