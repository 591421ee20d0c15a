/** Creating, changing and reading one payment plan of a course. */
import type { CoursePaymentPlanCreation, CoursePaymentPlanUpdate } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../../core/actor.js';
import { isUniqueViolation } from '../../../db/slugs.js';
import { AppError } from '../../../errors/app-error.js';
import { confinedAllianceOf } from '../../alliances/index.js';
import { toPlanDto } from '../plan-dtos.js';
import {
  assertAllianceExists,
  nameTaken,
  type PaymentPlansDeps,
  planAnswerOf,
  requireCourse,
  requirePlan,
} from './context.js';
import { normalizedAmounts } from './plan-amounts.js';

export function createPlan(deps: PaymentPlansDeps) {
  return async (courseId: string, input: Static<typeof CoursePaymentPlanCreation>) => {
    await requireCourse(deps, courseId);
    const amounts = normalizedAmounts({
      type: input.type,
      numberOfPeriods: input.numberOfPeriods ?? null,
      upfrontAmount: input.upfrontAmount ?? null,
      periodAmount: input.periodAmount ?? null,
    });
    await assertAllianceExists(deps, input.allianceId);
    const created = await deps.paymentPlans.insert({
      ...amounts,
      courseId,
      name: input.name.trim(),
      currency: input.currency,
      period: input.period ?? 'MONTHLY',
      active: input.active ?? true,
      allianceId: input.allianceId ?? null,
    });
    if (!created) throw nameTaken();
    return toPlanDto(created, []);
  };
}

/** Existing enrollments keep the snapshot they were made with: nothing here touches them. */
export function updatePlan(deps: PaymentPlansDeps) {
  return async (courseId: string, planId: string, patch: Static<typeof CoursePaymentPlanUpdate>) => {
    const current = await requirePlan(deps, courseId, planId);
    const merged = { ...current, ...patch };
    const amounts = normalizedAmounts(merged);
    if (patch.allianceId !== undefined) await assertAllianceExists(deps, patch.allianceId);
    try {
      const updated = await deps.paymentPlans.update(planId, {
        ...amounts,
        name: merged.name.trim(),
        currency: merged.currency,
        period: merged.period,
        active: merged.active,
        allianceId: merged.allianceId,
      });
      if (!updated) throw AppError.notFound('El plan de pago');
      return planAnswerOf(deps, updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  };
}

/** ALLIANCE_ADMIN reads plans open to all and its alliance's; any other is 404 to it. */
export function findPlanById(deps: PaymentPlansDeps) {
  return async (person: Person, courseId: string, planId: string) => {
    const plan = await requirePlan(deps, courseId, planId);
    const confinedTo = await confinedAllianceOf(person, deps.allianceOfUser);
    if (confinedTo !== undefined && plan.allianceId !== null && plan.allianceId !== confinedTo)
      throw AppError.notFound('El plan de pago');
    return planAnswerOf(deps, plan);
  };
}
