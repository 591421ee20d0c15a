/** A course's payment plans: query options, keyed by the contract. */
import type { ApiClient } from '@catedra/client';
import { operationQuery } from '../../lib/query-keys';

/** The plans of a course as its admin tab lists them (every plan, every tier's price). */
export const coursePlansQuery = (client: ApiClient, courseId: string) =>
  operationQuery(client, 'findCoursePaymentPlans', { courseId });
