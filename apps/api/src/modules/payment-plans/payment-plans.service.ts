/**
 * The rules about a course's payment plans (docs/domain/alliances-and-plans.md): the amounts each type
 * needs, names unique within the course, tier overrides only for tiers the plan can meet,
 * the offer the catalogue shows with each tier's price, and the import from another course.
 * Each use case is a file of `use-cases/`, built here once with the module's dependencies;
 * this factory only wires them under the names the routes call.
 */
import type { PaymentPlansDeps } from './use-cases/context.js';
import { importPlans } from './use-cases/import-plans.js';
import { findOfferedPlans } from './use-cases/offered-plans.js';
import { createPlan, findPlanById, updatePlan } from './use-cases/plans.js';
import { createOverride, updateOverride } from './use-cases/tier-overrides.js';

export function createPaymentPlansService(deps: PaymentPlansDeps) {
  return {
    create: createPlan(deps),
    update: updatePlan(deps),
    findById: findPlanById(deps),
    createOverride: createOverride(deps),
    updateOverride: updateOverride(deps),
    findOffered: findOfferedPlans(deps),
    importFrom: importPlans(deps),
  };
}

export type PaymentPlansService = ReturnType<typeof createPaymentPlansService>;
