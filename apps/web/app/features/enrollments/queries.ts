/** The enrollments area's query options and keys, through the typed client. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';
import type { Input, Output } from '../../lib/api-types';

export type Enrollment = Output<'findEnrollmentById'>;
export type PeriodsStatus = Output<'getEnrollmentPeriodsStatus'>;
export type EnrollmentPeriod = PeriodsStatus['periods'][number];
export type EnrollmentComment = Output<'findAllEnrollmentComments'>[number];
export type EnrollmentStatusChange = Output<'findEnrollmentStatusChanges'>[number];
export type PaymentPlan = Output<'findCoursePaymentPlans'>[number];
export type EnrollmentListQuery = NonNullable<Input<'findAllEnrollments'>>;
export type InactiveListQuery = NonNullable<Input<'findAllInactiveEnrollments'>>;

export const enrollmentKeys = {
  all: ['enrollments'] as const,
  list: (query: EnrollmentListQuery) => ['enrollments', 'list', query] as const,
  inactive: (query: InactiveListQuery) => ['enrollments', 'inactive', query] as const,
  one: (enrollmentId: string) => ['enrollments', 'one', enrollmentId] as const,
  periods: (enrollmentId: string) => ['enrollments', 'periods', enrollmentId] as const,
  statusChanges: (enrollmentId: string) => ['enrollments', 'status-changes', enrollmentId] as const,
  comments: (enrollmentId: string) => ['enrollment-comments', enrollmentId] as const,
  plans: (courseId: string) => ['course', courseId, 'payment-plans'] as const,
};

export const enrollmentsQuery = (client: ApiClient, query: EnrollmentListQuery) =>
  queryOptions({
    queryKey: enrollmentKeys.list(query),
    queryFn: ({ signal }) => client.findAllEnrollments(query, { signal }),
  });

export const inactiveEnrollmentsQuery = (client: ApiClient, query: InactiveListQuery) =>
  queryOptions({
    queryKey: enrollmentKeys.inactive(query),
    queryFn: ({ signal }) => client.findAllInactiveEnrollments(query, { signal }),
  });

export const enrollmentQuery = (client: ApiClient, enrollmentId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.one(enrollmentId),
    queryFn: ({ signal }) => client.findEnrollmentById({ enrollmentId }, { signal }),
  });

export const periodsStatusQuery = (client: ApiClient, enrollmentId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.periods(enrollmentId),
    queryFn: ({ signal }) => client.getEnrollmentPeriodsStatus({ enrollmentId }, { signal }),
  });

export const statusChangesQuery = (client: ApiClient, enrollmentId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.statusChanges(enrollmentId),
    queryFn: ({ signal }) => client.findEnrollmentStatusChanges({ enrollmentId }, { signal }),
  });

export const commentsQuery = (client: ApiClient, enrollmentId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.comments(enrollmentId),
    queryFn: ({ signal }) => client.findAllEnrollmentComments({ enrollmentId }, { signal }),
  });

export const coursePlansQuery = (client: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.plans(courseId),
    queryFn: ({ signal }) => client.findCoursePaymentPlans({ courseId }, { signal }),
  });
