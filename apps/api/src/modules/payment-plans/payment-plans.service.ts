/**
 * The rules about a course's payment plans (docs/domain/alliances-and-plans.md): the amounts each type
 * needs, names unique within the course, tier overrides only for tiers the plan can meet,
 * the offer the catalogue shows with each tier's price, and the import from another course.
 * Prices and totals come from the contract's core/payment-schedule.ts, as the web previews them.
 */
import {
  amountsForTier,
  type CoursePaymentPlanCreation,
  type CoursePaymentPlanUpdate,
  type CourseTierPaymentPlanCreation,
  type CourseTierPaymentPlanUpdate,
  monthsSpanned,
  planTotal,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import type { AllianceTierRow, CoursePaymentPlanRow, CourseRow } from '../../db/schema/index.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/slugs.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import { type AllianceLookups, confinedAllianceOf } from '../alliances/index.js';
import { type CourseLookups, seesWholeCatalogue } from '../courses/index.js';
import type { OverrideRead, PaymentPlansRepository, PlanValues } from './payment-plans.repository.js';

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

type PlanShape = Pick<PlanValues, 'type' | 'numberOfPeriods' | 'upfrontAmount' | 'periodAmount'>;

/** What each type needs (DESIGN.md section 4); a `complete` plan's count comes from the course. */
const REQUIRED: Record<PlanShape['type'], (keyof Omit<PlanShape, 'type'>)[]> = {
  upfront: ['upfrontAmount'],
  recurring: ['periodAmount', 'numberOfPeriods'],
  hybrid: ['upfrontAmount', 'periodAmount', 'numberOfPeriods'],
  complete: ['periodAmount'],
};

/** 400 naming the first field the type needs and lacks; the fields it does not use are cleared. */
function normalizedAmounts(plan: PlanShape): PlanShape {
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

const nameTaken = () => new AppError('PAYMENT_PLAN_NAME_TAKEN', 'El curso ya tiene un plan con ese nombre');

type Repos = { paymentPlans: PaymentPlansRepository; alliances: AllianceLookups };

export function createPaymentPlansService(deps: {
  paymentPlans: PaymentPlansRepository;
  alliances: AllianceLookups;
  courses: Pick<CourseLookups, 'findById'>;
  unitOfWork: UnitOfWork<Repos>;
  allianceOfUser: (userId: string) => Promise<string | null>;
}) {
  const { paymentPlans, alliances, courses, unitOfWork, allianceOfUser } = deps;

  async function requireCourse(courseId: string): Promise<CourseRow> {
    const course = await courses.findById(courseId);
    if (!course) throw AppError.notFound('El curso');
    return course;
  }

  async function requirePlan(courseId: string, planId: string): Promise<CoursePaymentPlanRow> {
    const plan = await paymentPlans.findById(planId);
    if (!plan || plan.courseId !== courseId) throw AppError.notFound('El plan de pago');
    return plan;
  }

  async function assertAllianceExists(allianceId: string | null | undefined) {
    if (allianceId && !(await alliances.findById(allianceId)))
      throw AppError.invalidField('ALLIANCE_UNKNOWN', 'body.allianceId', 'no existe');
  }

  async function toDto(plan: CoursePaymentPlanRow) {
    return toPlanDto(plan, await paymentPlans.overridesOf([plan.id]));
  }

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

  return {
    async create(courseId: string, input: Static<typeof CoursePaymentPlanCreation>) {
      await requireCourse(courseId);
      const amounts = normalizedAmounts({
        type: input.type,
        numberOfPeriods: input.numberOfPeriods ?? null,
        upfrontAmount: input.upfrontAmount ?? null,
        periodAmount: input.periodAmount ?? null,
      });
      await assertAllianceExists(input.allianceId);
      const created = await paymentPlans.insert({
        ...amounts,
        courseId,
        name: input.name.trim(),
        currency: input.currency,
        period: input.period ?? 'MONTHLY',
        active: input.active ?? true,
        allianceId: input.allianceId ?? null,
      });
      if (!created) throw nameTaken();
      return toPlanDto(created, []);
    },

    /** Existing enrollments keep the snapshot they were made with: nothing here touches them. */
    async update(courseId: string, planId: string, patch: Static<typeof CoursePaymentPlanUpdate>) {
      const current = await requirePlan(courseId, planId);
      const merged = { ...current, ...patch };
      const amounts = normalizedAmounts(merged);
      if (patch.allianceId !== undefined) await assertAllianceExists(patch.allianceId);
      try {
        const updated = await paymentPlans.update(planId, {
          ...amounts,
          name: merged.name.trim(),
          currency: merged.currency,
          period: merged.period,
          active: merged.active,
          allianceId: merged.allianceId,
        });
        if (!updated) throw AppError.notFound('El plan de pago');
        return toDto(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    /** ALLIANCE_ADMIN reads plans open to all and its alliance's; any other is 404 to it. */
    async findById(caller: Caller, courseId: string, planId: string) {
      const plan = await requirePlan(courseId, planId);
      const confinedTo = await confinedAllianceOf(caller, allianceOfUser);
      if (confinedTo !== undefined && plan.allianceId !== null && plan.allianceId !== confinedTo)
        throw AppError.notFound('El plan de pago');
      return toDto(plan);
    },

    /**
     * The tier (one tier of one alliance, by its id) must be of the plan's alliance, or of any
     * alliance for a plan open to all. Its alliance is locked FOR SHARE and the tier read
     * again after the lock, so a concurrent removal of the tier either sees this override
     * (and is refused) or has removed it (and this is); the foreign key backs it.
     */
    async createOverride(
      courseId: string,
      planId: string,
      input: Static<typeof CourseTierPaymentPlanCreation>,
    ) {
      const plan = await requirePlan(courseId, planId);
      const tierUnknown = () =>
        new AppError(
          'TIER_UNKNOWN',
          plan.allianceId ? 'El nivel no es de la alianza del plan' : 'No existe ese nivel de alianza',
        );
      const amounts = {
        upfrontAmount: input.upfrontAmount ?? null,
        periodAmount: input.periodAmount ?? null,
      };
      const created = await unitOfWork
        .run(async (tx) => {
          const tier = await tx.alliances.findTier(input.tierId);
          if (!tier || (plan.allianceId !== null && tier.allianceId !== plan.allianceId)) throw tierUnknown();
          await tx.alliances.lock(tier.allianceId, 'share');
          // Read after the lock: a removal committed meanwhile is seen.
          if (!(await tx.alliances.findTier(input.tierId))) throw tierUnknown();
          if (!(await tx.paymentPlans.insertOverride(planId, input.tierId, amounts))) return undefined;
          return tx.paymentPlans.findOverride(planId, input.tierId);
        })
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) throw tierUnknown();
          throw error;
        });
      if (!created)
        throw new AppError('TIER_OVERRIDE_EXISTS', 'El plan ya tiene un precio propio para ese nivel');
      return toOverrideDto(created);
    },

    /** `tierId`: the path's `{tier}`, the tier's id. */
    async updateOverride(
      courseId: string,
      planId: string,
      tierId: string,
      patch: Static<typeof CourseTierPaymentPlanUpdate>,
    ) {
      await requirePlan(courseId, planId);
      const updated = (await paymentPlans.updateOverride(planId, tierId, patch))
        ? await paymentPlans.findOverride(planId, tierId)
        : undefined;
      if (!updated) throw AppError.notFound('El precio del nivel');
      return toOverrideDto(updated);
    },

    /**
     * The plans a course offers. The public (and an alliance admin) see an active course's
     * active plans open to all, plus the alliance's own when `allianceId` is given; staff
     * without `allianceId` see every plan, with every alliance's tier prices.
     */
    async findOffered(caller: Caller | null, courseId: string, allianceId: string | undefined) {
      const course = await requireCourse(courseId);
      const staff = seesWholeCatalogue(caller);
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
    },

    /**
     * Copies the source's plans and their overrides in one transaction. A plan whose name the
     * course already has is skipped (the unique name decides, race-safe) and reported.
     */
    async importFrom(courseId: string, sourceCourseId: string) {
      await requireCourse(courseId);
      if (sourceCourseId === courseId)
        throw new AppError('IMPORT_FROM_SAME_COURSE', 'El curso de origen es el mismo curso');
      if (!(await courses.findById(sourceCourseId))) throw AppError.notFound('El curso de origen');
      return unitOfWork.run(async (tx) => {
        const sources = await tx.paymentPlans.findByCourse(sourceCourseId);
        const sourceOverrides = await tx.paymentPlans.overridesOf(sources.map((plan) => plan.id));
        const imported = [];
        const skipped = [];
        for (const { id, createdAt, updatedAt, ...source } of sources) {
          const copy = await tx.paymentPlans.insert({ ...source, courseId });
          if (!copy) {
            skipped.push({ name: source.name, reason: 'NAME_TAKEN' as const });
            continue;
          }
          // Each override prices the same tier of the same alliance as the source's.
          for (const override of sourceOverrides.filter((item) => item.paymentPlanId === id)) {
            await tx.paymentPlans.insertOverride(copy.id, override.tierId, {
              upfrontAmount: override.upfrontAmount,
              periodAmount: override.periodAmount,
            });
          }
          imported.push(toPlanDto(copy, await tx.paymentPlans.overridesOf([copy.id])));
        }
        return { imported, skipped };
      });
    },
  };
}

export type PaymentPlansService = ReturnType<typeof createPaymentPlansService>;
