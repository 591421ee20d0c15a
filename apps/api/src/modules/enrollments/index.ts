/** The enrollments module's public surface. */
export { checkEnrollmentFigures, periodStatus, periodsFigures } from './enrollment-figures.js';
export {
  createEnrollmentsRepository,
  type EnrollmentsRepository,
  refreshFiguresSql,
} from './enrollments.repository.js';
export { enrollmentsHandlers } from './enrollments.routes.js';
export { createEnrollmentsService, type EnrollmentsService, type Referral } from './enrollments.service.js';
