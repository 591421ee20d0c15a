/**
 * Selling data for tests, written straight to the tables: alliances with tiers, payment
 * plans and tier overrides (the plans and alliances services are another module's).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import {
  alliances,
  allianceTiers,
  coursePaymentPlans,
  paymentPlanTierOverrides,
} from '../../src/db/schema/index.js';
import { createCourse } from './academic.js';
import { insertOne } from './insert-one.js';

const unique = () => randomUUID().slice(0, 8);

export async function createAlliance(db: Database, tiers: { code: string; discountPercent: string }[] = []) {
  const suffix = unique();
  const [alliance] = await db
    .insert(alliances)
    .values({ name: `Alianza ${suffix}`, slug: `alianza-${suffix}`, contactEmail: `a-${suffix}@example.com` })
    .returning();
  if (tiers.length > 0) {
    await db
      .insert(allianceTiers)
      .values(
        tiers.map((tier, position) => ({ allianceId: alliance!.id, name: tier.code, position, ...tier })),
      );
  }
  return alliance!;
}

export async function createPaymentPlan(
  db: Database,
  courseId: string,
  overrides: Partial<typeof coursePaymentPlans.$inferInsert> = {},
) {
  return insertOne(db, coursePaymentPlans, {
    courseId,
    name: `Plan ${unique()}`,
    type: 'recurring',
    currency: 'ARS',
    numberOfPeriods: 3,
    periodAmount: '1000.00',
    ...overrides,
  });
}

/** A new course with one payment plan (the plan's `overrides`), for a test that only enrols in it. */
export async function createCourseWithPlan(
  db: Database,
  overrides: Partial<typeof coursePaymentPlans.$inferInsert> = {},
) {
  const course = await createCourse(db);
  return { course, plan: await createPaymentPlan(db, course.id, overrides) };
}

/** The id of the alliance's tier of that code (one tier of one alliance). */
export async function tierIdOf(db: Database, allianceId: string, code: string) {
  const [tier] = await db
    .select({ id: allianceTiers.id })
    .from(allianceTiers)
    .where(and(eq(allianceTiers.allianceId, allianceId), eq(allianceTiers.code, code)));
  return tier!.id;
}

/** The plan's override for the tier of that code of the alliance. */
export async function createTierOverride(
  db: Database,
  paymentPlanId: string,
  tier: { allianceId: string; code: string },
  amounts: { upfrontAmount?: string; periodAmount?: string },
) {
  const tierId = await tierIdOf(db, tier.allianceId, tier.code);
  await db.insert(paymentPlanTierOverrides).values({ paymentPlanId, tierId, ...amounts });
}
