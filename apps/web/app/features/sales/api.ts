/** The sales area's hooks: the courses and plans on sale, a sale, an enrollment's open payment, a new link. */
import { useQuery } from '@tanstack/react-query';
import type { Input } from '../../lib/api-types';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useApiClient } from '../session';
import { coursesForSaleQuery, enrollmentPaymentsQuery, plansForSaleQuery, SALES_READS } from './queries';

/** Courses a seller may sell now: active, with the enrollment open. */
export function useCoursesForSale() {
  const query = useQuery(coursesForSaleQuery(useApiClient()));
  const courses = (query.data?.content ?? []).filter((course) => course.enrollmentOpen);
  return { ...query, courses };
}

/** A course's plans open to everyone (an alliance's own plans are sold by staff). */
export function usePlansForSale(courseId: string | null) {
  const query = useQuery({
    ...plansForSaleQuery(useApiClient(), courseId ?? ''),
    enabled: Boolean(courseId),
  });
  const plans = (query.data ?? []).filter((plan) => plan.active && !plan.allianceId);
  return { ...query, plans };
}

export const useCreateSale = () =>
  useApiMutation(
    (client, input: NonNullable<Input<'createReferredEnrollment'>>) => client.createReferredEnrollment(input),
    SALES_READS,
  );

export const useReissueLink = () =>
  useApiMutation((client, paymentId: string) => client.reissuePaymentLink({ paymentId }), SALES_READS);

/** The enrollment's payment still waiting to be paid (CREATED or PENDING), if any. */
export function useOpenPayment(enrollmentId: string, enabled: boolean) {
  const query = useQuery({ ...enrollmentPaymentsQuery(useApiClient(), enrollmentId), enabled });
  const open = query.data?.content.find(
    (payment) => payment.status === 'CREATED' || payment.status === 'PENDING',
  );
  return { ...query, open };
}
