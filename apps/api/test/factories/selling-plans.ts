/**
 * Alliances and payment plans for tests, made through their repositories (search text and
 * tiers as in production). Names and slugs are unique per call.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database.js';
import type { CoursePaymentPlanRow } from '../../src/db/schema/index.js';
import type { TierInput } from '../../src/modules/alliances/alliances.repository.js';
import { createAlliancesRepository } from '../../src/modules/alliances/index.js';
import { createPaymentPlansRepository } from '../../src/modules/payment-plans/index.js';

const unique = () => randomUUID().slice(0, 8);

export async function createAlliance(
  db: Database,
  overrides: { name?: string; active?: boolean; tiers?: TierInput[] } = {},
) {
  const suffix = unique();
  const repository = createAlliancesRepository(db);
  const row = await repository.insert({
    name: overrides.name ?? `Alianza ${suffix}`,
    slug: `alianza-${suffix}`,
    contactEmail: `alianza-${suffix}@example.com`,
    active: overrides.active ?? true,
  });
  await repository.replaceTiers(
    row!.id,
    overrides.tiers ?? [
      { code: 'GOLD', name: 'Oro', discountPercent: 20 },
      { code: 'SILVER', name: 'Plata', discountPercent: 10 },
    ],
  );
  return row!;
}

export async function createPaymentPlan(
  db: Database,
  courseId: string,
  overrides: Partial<Omit<CoursePaymentPlanRow, 'id' | 'courseId' | 'createdAt' | 'updatedAt'>> = {},
) {
  const row = await createPaymentPlansRepository(db).insert({
    courseId,
    name: `Plan ${unique()}`,
    type: 'hybrid',
    currency: 'ARS',
    period: 'MONTHLY',
    numberOfPeriods: 3,
    upfrontAmount: '10000.00',
    periodAmount: '5000.00',
    active: true,
    allianceId: null,
    ...overrides,
  });
  return row!;
}

export async function createTierOverride(
  db: Database,
  paymentPlanId: string,
  tier: string,
  amounts: { upfrontAmount?: string | null; periodAmount?: string | null } = {},
) {
  return createPaymentPlansRepository(db).insertOverride(paymentPlanId, tier, {
    upfrontAmount: amounts.upfrontAmount ?? null,
    periodAmount: amounts.periodAmount ?? null,
  });
}
