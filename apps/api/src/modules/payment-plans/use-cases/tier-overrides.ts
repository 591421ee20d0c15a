/** A plan's own price for one tier of one alliance: adding it and changing it. */
import type { CourseTierPaymentPlanCreation, CourseTierPaymentPlanUpdate } from '@catedra/contract';
import type { Static } from 'typebox';
import { isForeignKeyViolation } from '../../../db/slugs.js';
import { AppError } from '../../../errors/app-error.js';
import { toOverrideDto } from '../plan-dtos.js';
import { type PaymentPlansDeps, requirePlan } from './context.js';

/**
 * The tier (one tier of one alliance, by its id) must be of the plan's alliance, or of any
 * alliance for a plan open to all. Its alliance is locked FOR SHARE and the tier read
 * again after the lock, so a concurrent removal of the tier either sees this override
 * (and is refused) or has removed it (and this is); the foreign key backs it.
 */
export function createOverride(deps: PaymentPlansDeps) {
  return async (courseId: string, planId: string, input: Static<typeof CourseTierPaymentPlanCreation>) => {
    const plan = await requirePlan(deps, courseId, planId);
    const tierUnknown = () =>
      new AppError(
        'TIER_UNKNOWN',
        plan.allianceId ? 'El nivel no es de la alianza del plan' : 'No existe ese nivel de alianza',
      );
    const amounts = {
      upfrontAmount: input.upfrontAmount ?? null,
      periodAmount: input.periodAmount ?? null,
    };
    const created = await deps.unitOfWork
      .run(async (tx) => {
        const tier = await tx.alliances.findTier(input.tierId);
        if (!tier || (plan.allianceId !== null && tier.allianceId !== plan.allianceId)) throw tierUnknown();
        await tx.alliances.lock(tier.allianceId, 'share');
        // Read after the lock: a removal committed meanwhile is seen.
        if (!(await tx.alliances.findTier(input.tierId))) throw tierUnknown();
        if (!(await tx.paymentPlans.insertOverride(planId, input.tierId, amounts))) return undefined;
        return tx.paymentPlans.findOverride(planId, input.tierId);
      })
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw tierUnknown();
        throw error;
      });
    if (!created)
      throw new AppError('TIER_OVERRIDE_EXISTS', 'El plan ya tiene un precio propio para ese nivel');
    return toOverrideDto(created);
  };
}

/** `tierId`: the path's `{tier}`, the tier's id. */
export function updateOverride(deps: PaymentPlansDeps) {
  const { paymentPlans } = deps;
  return async (
    courseId: string,
    planId: string,
    tierId: string,
    patch: Static<typeof CourseTierPaymentPlanUpdate>,
  ) => {
    await requirePlan(deps, courseId, planId);
    const updated = (await paymentPlans.updateOverride(planId, tierId, patch))
      ? await paymentPlans.findOverride(planId, tierId)
      : undefined;
    if (!updated) throw AppError.notFound('El precio del nivel');
    return toOverrideDto(updated);
  };
}
