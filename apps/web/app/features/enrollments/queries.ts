/** The enrollments area's query options, keyed by the contract, through the typed client. */
import type { Input, Output } from '../../lib/api-types';

export type Enrollment = Output<'findEnrollmentById'>;
export type PeriodsStatus = Output<'getEnrollmentPeriodsStatus'>;
export type EnrollmentPeriod = PeriodsStatus['periods'][number];
export type EnrollmentComment = Output<'findAllEnrollmentComments'>[number];
export type EnrollmentStatusChange = Output<'findEnrollmentStatusChanges'>[number];
export type PaymentPlan = Output<'findCoursePaymentPlans'>[number];
export type EnrollmentListQuery = NonNullable<Input<'findAllEnrollments'>>;
export type InactiveListQuery = NonNullable<Input<'findAllInactiveEnrollments'>>;

export { ENROLLMENT_READS } from '../../lib/stale-reads';
