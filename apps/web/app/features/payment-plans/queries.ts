/** A course's payment plans: query options and keys. */
import type { ApiClient } from '@catedra/client';
import { queryOptions } from '@tanstack/react-query';

export const planKeys = {
  /** The plans of a course as its admin tab lists them (every plan, every tier's price). */
  ofCourse: (courseId: string) => ['course', courseId, 'payment-plans'] as const,
};

export const coursePlansQuery = (client: ApiClient, courseId: string) =>
  queryOptions({
    queryKey: planKeys.ofCourse(courseId),
    queryFn: ({ signal }) => client.findCoursePaymentPlans({ courseId }, { signal }),
  });
