/** The sales area's query options, keyed by the contract, through the typed client. */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type Sale = Output<'createReferredEnrollment'>;
export type SoldEnrollment = Output<'findEnrollmentById'>;
export type IssuedLink = Output<'reissuePaymentLink'>;
export type PlanOffer = Output<'findCoursePaymentPlans'>[number];
export type SalesListQuery = NonNullable<Input<'findAllEnrollments'>>;

/** What a sale or a new link makes stale: the seller's list and the payments he sees. */
export const SALES_READS = ['findAllEnrollments', 'findEnrollmentById', 'findAllPayments'] as const;

/** The seller's own referred enrollments (the API shows a seller only his anyway). */
export const mySalesQuery = (client: ApiClient, query: SalesListQuery) =>
  operationQuery(client, 'findAllEnrollments', query);

/** Active courses, newest first: the sale form offers those whose enrollment is open. */
export const coursesForSaleQuery = (client: ApiClient) =>
  operationQuery(client, 'findAllCourses', { active: true, size: 100, sort: ['startDate,desc'] });

export const plansForSaleQuery = (client: ApiClient, courseId: string) =>
  operationQuery(client, 'findCoursePaymentPlans', { courseId });

/** An enrollment's payments, newest first: its open one is the one whose link a seller sends. */
export const enrollmentPaymentsQuery = (client: ApiClient, enrollmentId: string) =>
  operationQuery(client, 'findAllPayments', { enrollmentId, size: 20, sort: ['createdAt,desc'] });
