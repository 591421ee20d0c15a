/**
 * What an enrollment costs: the person's alliance and tier, the plan it may take, the tier's
 * price and the schedule of periods it owes. Used by a creation and by a change of price.
 * Module-private.
 */
import { amountsForTier, buildSchedule, type PlanAmounts } from '@catedra/contract';
import type { CoursePaymentPlanRow, CourseRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import type { EnrollmentsRepository } from '../enrollments.repository.js';

export type Pricing = { allianceId: string | null; tier: string | null; scholarshipPercent: number };

/** The amounts a member of the tier pays under the plan (override first, else the tier's discount). */
async function priceOf(repository: EnrollmentsRepository, plan: CoursePaymentPlanRow, pricing: Pricing) {
  const amounts = { upfrontAmount: plan.upfrontAmount, periodAmount: plan.periodAmount };
  if (!pricing.allianceId || !pricing.tier) return amounts;
  const tier = await repository.findTier(pricing.allianceId, pricing.tier);
  if (!tier) throw new AppError('TIER_NOT_IN_ALLIANCE', 'El nivel no pertenece a la alianza de la persona');
  // The override of this alliance's tier: another alliance's tier of the same code is not it.
  const override = await repository.findTierOverride(plan.id, tier.id);
  return amountsForTier(amounts, { discountPercent: tier.discountPercent, override });
}

/** The plan, when it is one the person may take in this course. */
export function requirePlanFor(
  plan: CoursePaymentPlanRow | undefined,
  course: CourseRow,
  allianceId: string | null,
) {
  if (!plan) throw AppError.notFound('El plan de pago');
  if (plan.courseId !== course.id) {
    throw new AppError('PAYMENT_PLAN_OF_OTHER_COURSE', 'El plan de pago es de otro curso');
  }
  if (!plan.active) throw new AppError('PAYMENT_PLAN_INACTIVE', 'El plan de pago no está activo');
  if (plan.allianceId && plan.allianceId !== allianceId) {
    throw new AppError('PAYMENT_PLAN_OF_OTHER_ALLIANCE', 'El plan es solo para miembros de otra alianza');
  }
  return plan;
}

/** The snapshot columns and the schedule of a plan for an enrollment made on `enrolledOn`. */
export async function scheduleFor(
  repository: EnrollmentsRepository,
  plan: CoursePaymentPlanRow,
  course: CourseRow,
  pricing: Pricing,
  enrolledOn: string,
) {
  return scheduleAt(await priceOf(repository, plan, pricing), plan, course, pricing, enrolledOn);
}

/**
 * The snapshot columns and the schedule of a plan at the amounts the person pays, for an
 * enrollment made on `enrolledOn` (the demo data prices its own enrollments, then asks this).
 */
export function scheduleAt(
  amounts: PlanAmounts,
  plan: CoursePaymentPlanRow,
  course: CourseRow,
  pricing: Pricing,
  enrolledOn: string,
) {
  const periods = buildSchedule({
    type: plan.type,
    ...amounts,
    numberOfPeriods: plan.numberOfPeriods,
    courseStartDate: course.startDate,
    courseEndDate: course.endDate,
    enrolledOn,
    scholarshipPercent: pricing.scholarshipPercent,
  });
  const snapshot = {
    paymentPlanId: plan.id,
    planType: plan.type,
    currency: plan.currency,
    ...amounts,
    numberOfPeriods: periods.length,
    scholarshipPercent: pricing.scholarshipPercent,
    allianceId: pricing.allianceId,
    tier: pricing.tier,
  };
  return { snapshot, periods };
}

/** The user's alliance (when it exists) and the tier asked for, which must be one of it. */
export async function pricingOf(
  repository: EnrollmentsRepository,
  userId: string,
  tier: string | undefined,
  scholarshipPercent: number,
) {
  const user = await repository.findUser(userId);
  if (!user) throw AppError.invalidField('USER_UNKNOWN', 'body.userId', 'no es un usuario existente');
  const allianceId =
    user.allianceId && (await repository.allianceExists(user.allianceId)) ? user.allianceId : null;
  if (tier && !allianceId) {
    throw new AppError('TIER_NOT_IN_ALLIANCE', 'La persona no pertenece a una alianza con ese nivel');
  }
  // No tier asked for: a member is priced at his own tier (DESIGN.md section 4, tier overrides).
  const pricedTier = tier ?? (allianceId ? user.allianceTier : null);
  return { user, pricing: { allianceId, tier: pricedTier, scholarshipPercent } };
}

/** 400 on `field` when it names a user that does not exist (nothing given passes). */
export async function requireUser(
  repository: EnrollmentsRepository,
  userId: string | undefined | null,
  field: string,
) {
  if (userId && !(await repository.findUser(userId))) {
    throw AppError.invalidField('USER_UNKNOWN', field, 'no es un usuario existente');
  }
}
