/**
 * Alliances and payment plans for tests, made through their repositories (search text and
 * tiers as in production). Names and slugs are unique per call.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/database.js';
import type { CoursePaymentPlanRow } from '../../src/db/schema/index.js';
import {
  createAlliancesRepository,
  type TierInput,
} from '../../src/modules/alliances/alliances.repository.js';
import { createPaymentPlansRepository } from '../../src/modules/payment-plans/payment-plans.repository.js';

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

/** The id of the alliance's tier of that code (one tier of one alliance). */
export async function tierIdOf(db: Database, allianceId: string, code: string) {
  const tier = (await createAlliancesRepository(db).tiersOf([allianceId])).find((item) => item.code === code);
  if (!tier) throw new Error(`tierIdOf: the alliance has no tier ${code}`);
  return tier.id;
}

/** The plan's override for the tier of that code of the alliance. */
export async function createTierOverride(
  db: Database,
  paymentPlanId: string,
  tier: { allianceId: string; code: string },
  amounts: { upfrontAmount?: string | null; periodAmount?: string | null } = {},
) {
  const repository = createPaymentPlansRepository(db);
  const tierId = await tierIdOf(db, tier.allianceId, tier.code);
  await repository.insertOverride(paymentPlanId, tierId, {
    upfrontAmount: amounts.upfrontAmount ?? null,
    periodAmount: amounts.periodAmount ?? null,
  });
  return repository.findOverride(paymentPlanId, tierId);
}
