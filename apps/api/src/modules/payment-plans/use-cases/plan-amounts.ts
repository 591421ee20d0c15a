/** The amounts each type of plan needs (DESIGN.md section 4). Module-private. */

import { AppError } from '../../../errors/app-error.js';
import type { PlanValues } from '../payment-plans.repository.js';

export type PlanShape = Pick<PlanValues, 'type' | 'numberOfPeriods' | 'upfrontAmount' | 'periodAmount'>;

/** What each type needs; a `complete` plan's count comes from the course. */
const REQUIRED: Record<PlanShape['type'], (keyof Omit<PlanShape, 'type'>)[]> = {
  upfront: ['upfrontAmount'],
  recurring: ['periodAmount', 'numberOfPeriods'],
  hybrid: ['upfrontAmount', 'periodAmount', 'numberOfPeriods'],
  complete: ['periodAmount'],
};

/** 400 naming the first field the type needs and lacks; the fields it does not use are cleared. */
export function normalizedAmounts(plan: PlanShape): PlanShape {
  for (const field of REQUIRED[plan.type]) {
    if (plan[field] === null || plan[field] === undefined)
      throw AppError.invalidField(
        'PAYMENT_PLAN_FIELD_REQUIRED',
        `body.${field}`,
        `es obligatorio en un plan ${plan.type}`,
      );
  }
  const uses = (field: keyof Omit<PlanShape, 'type'>) => REQUIRED[plan.type].includes(field);
  return {
    type: plan.type,
    numberOfPeriods: uses('numberOfPeriods') ? plan.numberOfPeriods : null,
    upfrontAmount: uses('upfrontAmount') ? plan.upfrontAmount : null,
    periodAmount: uses('periodAmount') ? plan.periodAmount : null,
  };
}
