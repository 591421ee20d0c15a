/** The enrollment comments module's public surface. */
export { enrollmentCommentsHandlers } from './enrollment-comments.routes.js';
export {
  createEnrollmentCommentsService,
  type EnrollmentCommentsService,
} from './enrollment-comments.service.js';
