/**
 * The plans a course offers, as the catalogue shows them: each with its number of
 * instalments, its total and every tier's price. Prices and totals come from the contract's
 * core/payment-schedule.ts, as the web previews them.
 */
import { amountsForTier, monthsSpanned, planTotal } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import type { AllianceTierRow, CoursePaymentPlanRow, CourseRow } from '../../../db/schema/index.js';
import { AppError } from '../../../errors/app-error.js';
import { seesWholeCatalogue } from '../../courses/index.js';
import type { OverrideRead } from '../payment-plans.repository.js';
import { toPlanDto } from '../plan-dtos.js';
import { type PaymentPlansDeps, requireCourse } from './context.js';
import type { PlanShape } from './plan-amounts.js';

/** The tiers whose price a plan shows: its alliance's; for a plan open to all, the given ones. */
function tiersFor(
  plan: CoursePaymentPlanRow,
  openTiers: AllianceTierRow[],
  tiersById: Map<string, AllianceTierRow[]>,
) {
  return plan.allianceId ? (tiersById.get(plan.allianceId) ?? []) : openTiers;
}

function offerOf(
  course: CourseRow,
  plan: CoursePaymentPlanRow,
  overrides: OverrideRead[],
  tiers: AllianceTierRow[],
) {
  const dto = toPlanDto(plan, overrides);
  const dates = { courseStartDate: course.startDate, courseEndDate: course.endDate };
  const totalOf = (amounts: Pick<PlanShape, 'upfrontAmount' | 'periodAmount'>) =>
    planTotal({ type: plan.type, numberOfPeriods: plan.numberOfPeriods, ...amounts, ...dates });
  const instalments =
    plan.type === 'upfront'
      ? 0
      : plan.type === 'complete'
        ? monthsSpanned(course.startDate, course.endDate)
        : (plan.numberOfPeriods ?? 0);
  return {
    ...dto,
    instalments,
    total: totalOf(plan),
    tierPrices: tiers.map((tier) => {
      // The override of this very tier: another alliance's tier of the same code is another tier.
      const override = dto.tierOverrides.find((item) => item.tierId === tier.id);
      const amounts = amountsForTier(plan, { discountPercent: tier.discountPercent, override });
      return {
        tierId: tier.id,
        allianceId: tier.allianceId,
        tier: tier.code,
        tierName: tier.name,
        ...amounts,
        total: totalOf(amounts),
      };
    }),
  };
}

/**
 * The public (and an alliance admin) see an active course's active plans open to all, plus
 * the alliance's own when `allianceId` is given; staff without `allianceId` see every plan,
 * with every alliance's tier prices.
 */
export function findOfferedPlans(deps: PaymentPlansDeps) {
  const { paymentPlans, alliances } = deps;
  return async (person: Person | null, courseId: string, allianceId: string | undefined) => {
    const course = await requireCourse(deps, courseId);
    const staff = seesWholeCatalogue(person);
    if (!course.active && !staff) throw AppError.notFound('El curso');
    const everything = staff && !allianceId;
    const plans = await paymentPlans.findByCourse(courseId, everything ? undefined : { allianceId });
    const overrides = await paymentPlans.overridesOf(plans.map((plan) => plan.id));
    const planAlliances = plans.flatMap((plan) => plan.allianceId ?? []);
    const tiers = everything
      ? await alliances.allTiers()
      : await alliances.tiersOf([...new Set([...planAlliances, ...(allianceId ? [allianceId] : [])])]);
    const tiersById = new Map<string, AllianceTierRow[]>();
    for (const tier of tiers)
      tiersById.set(tier.allianceId, [...(tiersById.get(tier.allianceId) ?? []), tier]);
    const openTiers = everything ? tiers : allianceId ? (tiersById.get(allianceId) ?? []) : [];
    return plans.map((plan) => offerOf(course, plan, overrides, tiersFor(plan, openTiers, tiersById)));
  };
}
