/** The enrollments area's query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type Enrollment = Output<'findEnrollmentById'>;
export type PeriodsStatus = Output<'getEnrollmentPeriodsStatus'>;
export type EnrollmentPeriod = PeriodsStatus['periods'][number];
export type EnrollmentComment = Output<'findAllEnrollmentComments'>[number];
export type EnrollmentStatusChange = Output<'findEnrollmentStatusChanges'>[number];
export type PaymentPlan = Output<'findCoursePaymentPlans'>[number];
export type EnrollmentListQuery = NonNullable<Input<'findAllEnrollments'>>;
export type InactiveListQuery = NonNullable<Input<'findAllInactiveEnrollments'>>;

export { ENROLLMENT_READS } from '../../lib/stale-reads';

export const enrollmentsQuery = (client: ApiClient, query: EnrollmentListQuery) =>
  operationQuery(client, 'findAllEnrollments', query);

export const inactiveEnrollmentsQuery = (client: ApiClient, query: InactiveListQuery) =>
  operationQuery(client, 'findAllInactiveEnrollments', query);

export const enrollmentQuery = (client: ApiClient, enrollmentId: string) =>
  operationQuery(client, 'findEnrollmentById', { enrollmentId });

export const periodsStatusQuery = (client: ApiClient, enrollmentId: string) =>
  operationQuery(client, 'getEnrollmentPeriodsStatus', { enrollmentId });

export const statusChangesQuery = (client: ApiClient, enrollmentId: string) =>
  operationQuery(client, 'findEnrollmentStatusChanges', { enrollmentId });

export const commentsQuery = (client: ApiClient, enrollmentId: string) =>
  operationQuery(client, 'findAllEnrollmentComments', { enrollmentId });
