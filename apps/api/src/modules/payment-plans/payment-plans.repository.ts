/** Queries on a course's payment plans and their tier overrides. No rules here: the service decides. */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  type CoursePaymentPlanRow,
  coursePaymentPlans,
  type PaymentPlanTierOverrideRow,
  paymentPlanTierOverrides,
} from '../../db/schema/index.js';

export type PlanValues = Omit<CoursePaymentPlanRow, 'id' | 'createdAt' | 'updatedAt'>;
export type OverrideAmounts = Pick<PaymentPlanTierOverrideRow, 'upfrontAmount' | 'periodAmount'>;

export function createPaymentPlansRepository(db: Executor) {
  return {
    async findById(id: string): Promise<CoursePaymentPlanRow | undefined> {
      const [row] = await db.select().from(coursePaymentPlans).where(eq(coursePaymentPlans.id, id)).limit(1);
      return row;
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

    async overridesOf(planIds: string[]): Promise<PaymentPlanTierOverrideRow[]> {
      if (planIds.length === 0) return [];
      return db
        .select()
        .from(paymentPlanTierOverrides)
        .where(inArray(paymentPlanTierOverrides.paymentPlanId, planIds))
        .orderBy(asc(paymentPlanTierOverrides.tier));
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

    /** Answers undefined when the plan already has an override for the tier (race-safe). */
    async insertOverride(
      paymentPlanId: string,
      tier: string,
      amounts: OverrideAmounts,
    ): Promise<PaymentPlanTierOverrideRow | undefined> {
      const [row] = await db
        .insert(paymentPlanTierOverrides)
        .values({ paymentPlanId, tier, ...amounts })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async updateOverride(
      paymentPlanId: string,
      tier: string,
      amounts: Partial<OverrideAmounts>,
    ): Promise<PaymentPlanTierOverrideRow | undefined> {
      const where = and(
        eq(paymentPlanTierOverrides.paymentPlanId, paymentPlanId),
        eq(paymentPlanTierOverrides.tier, tier),
      );
      if (amounts.upfrontAmount === undefined && amounts.periodAmount === undefined) {
        const [row] = await db.select().from(paymentPlanTierOverrides).where(where).limit(1);
        return row;
      }
      const [row] = await db.update(paymentPlanTierOverrides).set(amounts).where(where).returning();
      return row;
    },
  };
}

export type PaymentPlansRepository = ReturnType<typeof createPaymentPlansRepository>;
