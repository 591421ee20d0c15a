/** Queries on a course's payment plans and their tier overrides. No rules here: the service decides. */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { firstRow, insertOnce } from '../../db/rows.js';
import {
  allianceTiers,
  type CoursePaymentPlanRow,
  coursePaymentPlans,
  type PaymentPlanTierOverrideRow,
  paymentPlanTierOverrides,
} from '../../db/schema/index.js';

export type PlanValues = Omit<CoursePaymentPlanRow, 'id' | 'createdAt' | 'updatedAt'>;
export type OverrideAmounts = Pick<PaymentPlanTierOverrideRow, 'upfrontAmount' | 'periodAmount'>;
/** An override with the tier it prices: its alliance and its code. */
export type OverrideRead = PaymentPlanTierOverrideRow & { allianceId: string; tier: string };

const overrideColumns = {
  paymentPlanId: paymentPlanTierOverrides.paymentPlanId,
  tierId: paymentPlanTierOverrides.tierId,
  upfrontAmount: paymentPlanTierOverrides.upfrontAmount,
  periodAmount: paymentPlanTierOverrides.periodAmount,
  createdAt: paymentPlanTierOverrides.createdAt,
  updatedAt: paymentPlanTierOverrides.updatedAt,
  allianceId: allianceTiers.allianceId,
  tier: allianceTiers.code,
};

/** One plan's override for one tier. */
const overrideKey = (paymentPlanId: string, tierId: string) =>
  and(eq(paymentPlanTierOverrides.paymentPlanId, paymentPlanId), eq(paymentPlanTierOverrides.tierId, tierId));

export function createPaymentPlansRepository(db: Executor) {
  /** Overrides with the tier each prices (overrideColumns). */
  const overridesWithTier = () =>
    db
      .select(overrideColumns)
      .from(paymentPlanTierOverrides)
      .innerJoin(allianceTiers, eq(allianceTiers.id, paymentPlanTierOverrides.tierId));

  return {
    async findById(id: string): Promise<CoursePaymentPlanRow | undefined> {
      return firstRow(db, coursePaymentPlans, eq(coursePaymentPlans.id, id));
    },

    /**
     * A course's plans, oldest first: every one, or (`offered`) the active plans open to all
     * plus the active plans of that alliance.
     */
    async findByCourse(
      courseId: string,
      offered?: { allianceId: string | undefined },
    ): Promise<CoursePaymentPlanRow[]> {
      const forAlliance = offered?.allianceId
        ? or(isNull(coursePaymentPlans.allianceId), eq(coursePaymentPlans.allianceId, offered.allianceId))
        : isNull(coursePaymentPlans.allianceId);
      return db
        .select()
        .from(coursePaymentPlans)
        .where(
          and(
            eq(coursePaymentPlans.courseId, courseId),
            offered ? and(eq(coursePaymentPlans.active, true), forAlliance) : undefined,
          ),
        )
        .orderBy(asc(coursePaymentPlans.createdAt), asc(coursePaymentPlans.id));
    },

    /** The overrides of these plans with the tier each prices, by tier code then alliance. */
    async overridesOf(planIds: string[]): Promise<OverrideRead[]> {
      if (planIds.length === 0) return [];
      return overridesWithTier()
        .where(inArray(paymentPlanTierOverrides.paymentPlanId, planIds))
        .orderBy(asc(allianceTiers.code), asc(allianceTiers.allianceId));
    },

    async findOverride(paymentPlanId: string, tierId: string): Promise<OverrideRead | undefined> {
      const [row] = await overridesWithTier().where(overrideKey(paymentPlanId, tierId)).limit(1);
      return row;
    },

    /** Answers undefined when the course already has a plan of that name (race-safe). */
    async insert(values: PlanValues): Promise<CoursePaymentPlanRow | undefined> {
      const [row] = await db.insert(coursePaymentPlans).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Throws the unique violation when the new name is taken. */
    async update(id: string, values: Partial<PlanValues>): Promise<CoursePaymentPlanRow | undefined> {
      const [row] = await db
        .update(coursePaymentPlans)
        .set(values)
        .where(eq(coursePaymentPlans.id, id))
        .returning();
      return row;
    },

    /**
     * Answers false when the plan already has an override for the tier (race-safe); a tier
     * that no longer exists is refused by the foreign key.
     */
    async insertOverride(paymentPlanId: string, tierId: string, amounts: OverrideAmounts): Promise<boolean> {
      return insertOnce(db, paymentPlanTierOverrides, { paymentPlanId, tierId, ...amounts });
    },

    /** Answers false when the plan has no override for the tier. */
    async updateOverride(
      paymentPlanId: string,
      tierId: string,
      amounts: Partial<OverrideAmounts>,
    ): Promise<boolean> {
      const where = overrideKey(paymentPlanId, tierId);
      const nothingToChange = amounts.upfrontAmount === undefined && amounts.periodAmount === undefined;
      const rows = nothingToChange
        ? await db
            .select({ tierId: paymentPlanTierOverrides.tierId })
            .from(paymentPlanTierOverrides)
            .where(where)
        : await db
            .update(paymentPlanTierOverrides)
            .set(amounts)
            .where(where)
            .returning({ tierId: paymentPlanTierOverrides.tierId });
      return rows.length > 0;
    },
  };
}

export type PaymentPlansRepository = ReturnType<typeof createPaymentPlansRepository>;
