/**
 * The reads a write makes stale, shared by the features whose writes reach another's data
 * (a payment changes an enrollment's periods): invalidation names operations, never keys.
 */

/** Every enrollment read a write on an enrollment makes stale (lists, page, periods, history). */
export const ENROLLMENT_READS = [
  'findAllEnrollments',
  'findAllInactiveEnrollments',
  'findEnrollmentById',
  'getEnrollmentPeriodsStatus',
  'findEnrollmentStatusChanges',
] as const;
