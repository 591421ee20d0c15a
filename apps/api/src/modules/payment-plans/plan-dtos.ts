/** A payment plan and a tier override as the contract answers them. */
import type { CoursePaymentPlanRow } from '../../db/schema/index.js';
import type { OverrideRead } from './payment-plans.repository.js';

export function toOverrideDto(row: OverrideRead) {
  return {
    paymentPlanId: row.paymentPlanId,
    tierId: row.tierId,
    allianceId: row.allianceId,
    tier: row.tier,
    upfrontAmount: row.upfrontAmount,
    periodAmount: row.periodAmount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPlanDto(row: CoursePaymentPlanRow, overrides: OverrideRead[]) {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    type: row.type,
    currency: row.currency,
    period: row.period,
    numberOfPeriods: row.numberOfPeriods,
    upfrontAmount: row.upfrontAmount,
    periodAmount: row.periodAmount,
    active: row.active,
    allianceId: row.allianceId,
    tierOverrides: overrides.filter((item) => item.paymentPlanId === row.id).map(toOverrideDto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
