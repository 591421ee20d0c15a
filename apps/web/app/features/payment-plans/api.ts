/** A course's payment plans: reads, saving a plan or a tier's price, importing from another course. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Input, Output } from '../../lib/api-types';
import { invalidateMatching, operationQuery } from '../../lib/query-keys';
import { useApiClient } from '../session';
import type { PlanBody, PlanPatch } from './plan-form';
import { coursePlansQuery } from './queries';

/** An alliance as the plans' tier prices name it. */
export type Alliance = Output<'findAllAlliances'>['content'][number];

/**
 * Every alliance (up to 200), for the tier prices and "solo para la alianza": the same call,
 * hence the same cached answer, as the alliances screen's picker list.
 */
export function useAllAlliances() {
  return useQuery(operationQuery(useApiClient(), 'findAllAlliances', { size: 200, sort: ['name,asc'] }));
}

export function useCoursePlans(courseId: string) {
  return useQuery(coursePlansQuery(useApiClient(), courseId));
}

/** Every write refreshes the course's plans (totals and tier prices are computed by the API). */
function usePlansMutation<I, R>(courseId: string, call: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => invalidateMatching(queryClient, { courseId }, 'findCoursePaymentPlans'),
  });
}

export function useSavePlan(courseId: string) {
  const client = useApiClient();
  return usePlansMutation(courseId, (input: { planId?: string; creation: PlanBody; update: PlanPatch }) =>
    input.planId
      ? client.updateCoursePaymentPlan({
          courseId,
          paymentPlanId: input.planId,
          coursePaymentPlanUpdate: input.update,
        })
      : client.createCoursePaymentPlan({ courseId, coursePaymentPlanCreation: input.creation }),
  );
}

type OverrideAmounts = Input<'updatePaymentPlanTierOverride'>['courseTierPaymentPlanCreation'];

export function useSaveTierPrice(courseId: string) {
  const client = useApiClient();
  return usePlansMutation(
    courseId,
    // `tierId` names one tier of one alliance (the path's {tier} is that id).
    (input: { planId: string; tierId: string; exists: boolean; amounts: OverrideAmounts }) =>
      input.exists
        ? client.updatePaymentPlanTierOverride({
            courseId,
            paymentPlanId: input.planId,
            tier: input.tierId,
            courseTierPaymentPlanCreation: input.amounts,
          })
        : client.createPaymentPlanTierOverride({
            courseId,
            paymentPlanId: input.planId,
            courseTierPaymentPlanCreation: { tierId: input.tierId, ...input.amounts },
          }),
  );
}

export function useImportPlans(courseId: string) {
  const client = useApiClient();
  return usePlansMutation(courseId, (sourceCourseId: string) =>
    client.importCoursePaymentPlans({ courseId, sourceCourseId }),
  );
}

/** Courses to import from, found by text (findAllCourses' `q`). */
export function useCourseMatches(q: string) {
  const client = useApiClient();
  return useQuery(
    operationQuery(client, 'findAllCourses', { ...(q && { q }), size: 10, sort: ['startDate,desc'] }),
  );
}
