/**
 * The payment plans of a course and their alliance tier overrides (specification section 7,
 * "Payment plans"; DESIGN.md section 4, "Selling and billing"). The public list of a
 * course's plans (with overrides applied for an alliance) and the import from another
 * course are course calls (see courses.ts).
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { MAX_PERIODS } from '../core/payment-schedule.js';
import {
  Body,
  Currency,
  Money,
  NonEmptyText,
  Params,
  PaymentPlanType,
  Period,
  PositiveMoney,
  Timestamps,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { TierCode } from './alliances.js';

const tag = 'Payment plans';

const NumberOfPeriods = Type.Integer({ minimum: 1, maximum: MAX_PERIODS });

/**
 * A plan's own amounts for one tier of one alliance: `tierId` names it (AllianceTier.id);
 * `allianceId` and the tier's `tier` code say which it is.
 */
export const PaymentPlanTierOverride = Type.Object({
  paymentPlanId: Uuid,
  tierId: Uuid,
  allianceId: Uuid,
  tier: TierCode,
  /** Null: the plan's own amount applies. */
  upfrontAmount: Type.Union([Money, Type.Null()]),
  periodAmount: Type.Union([Money, Type.Null()]),
  ...Timestamps,
});

export const CoursePaymentPlan = Type.Object({
  id: Uuid,
  courseId: Uuid,
  name: Type.String(),
  type: PaymentPlanType,
  currency: Currency,
  period: Period,
  /** Null for `upfront` (no periods) and `complete` (derived from the course's dates). */
  numberOfPeriods: Type.Union([NumberOfPeriods, Type.Null()]),
  /** The whole price (`upfront`) or the down payment (`hybrid`). */
  upfrontAmount: Type.Union([Money, Type.Null()]),
  /** The monthly instalment (`recurring`, `hybrid`, `complete`). */
  periodAmount: Type.Union([Money, Type.Null()]),
  active: Type.Boolean(),
  /** Set when the plan is only for that alliance's members. */
  allianceId: Type.Union([Uuid, Type.Null()]),
  tierOverrides: Type.Array(PaymentPlanTierOverride),
  ...Timestamps,
});

/** What a member of one alliance tier pays under a plan: its override first, else the tier's discount. */
export const PaymentPlanTierPrice = Type.Object({
  /** The tier (AllianceTier.id): the one an override of this price is saved for. */
  tierId: Uuid,
  allianceId: Uuid,
  tier: TierCode,
  tierName: Type.String(),
  upfrontAmount: Type.Union([Money, Type.Null()]),
  periodAmount: Type.Union([Money, Type.Null()]),
  /** Everything the tier pays over the plan (before any scholarship). */
  total: Money,
});

/**
 * A plan as a course's plan list shows it: with its number of monthly instalments (a
 * `complete` plan's derived from the course's dates; 0 for `upfront`), its total and the
 * price of each alliance tier it applies to.
 */
export const CoursePaymentPlanOffer = Type.Object({
  ...CoursePaymentPlan.properties,
  instalments: Type.Integer({ minimum: 0 }),
  total: Money,
  tierPrices: Type.Array(PaymentPlanTierPrice),
});

/** What an import did: the plans copied, and those skipped because the course has one of that name. */
export const PaymentPlansImport = Type.Object({
  imported: Type.Array(CoursePaymentPlan),
  skipped: Type.Array(Type.Object({ name: Type.String(), reason: Type.Literal('NAME_TAKEN') })),
});

/** Which amounts a type needs (upfront: upfrontAmount; recurring/complete: periodAmount; hybrid: both) is the server's check. */
export const CoursePaymentPlanCreation = Body({
  name: NonEmptyText(200),
  type: PaymentPlanType,
  currency: Currency,
  period: Type.Optional(Period),
  numberOfPeriods: Type.Optional(NumberOfPeriods),
  upfrontAmount: Type.Optional(PositiveMoney),
  periodAmount: Type.Optional(PositiveMoney),
  active: Type.Optional(Type.Boolean({ default: true })),
  allianceId: Type.Optional(Uuid),
});

export const CoursePaymentPlanUpdate = Body({
  name: Type.Optional(NonEmptyText(200)),
  type: Type.Optional(PaymentPlanType),
  currency: Type.Optional(Currency),
  period: Type.Optional(Period),
  numberOfPeriods: Type.Optional(Type.Union([NumberOfPeriods, Type.Null()])),
  upfrontAmount: Type.Optional(Type.Union([PositiveMoney, Type.Null()])),
  periodAmount: Type.Optional(Type.Union([PositiveMoney, Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  allianceId: Type.Optional(Type.Union([Uuid, Type.Null()])),
});

/** A tier's own price is charged too: above zero, or null for the plan's price less the discount. */
const overrideAmounts = {
  upfrontAmount: Type.Optional(Type.Union([PositiveMoney, Type.Null()])),
  periodAmount: Type.Optional(Type.Union([PositiveMoney, Type.Null()])),
};

/**
 * courseTierPaymentPlanCreation when creating an override: the body names the tier by its id
 * (AllianceTier.id), one tier of one alliance — never a code, which several alliances may share.
 */
export const CourseTierPaymentPlanCreation = Body({ tierId: Uuid, ...overrideAmounts });

/** courseTierPaymentPlanCreation when updating the override of the path's tier (its id). */
export const CourseTierPaymentPlanUpdate = Body(overrideAmounts);

const planParams = Params({ courseId: Uuid, paymentPlanId: Uuid });

/** Staff who read plans: commercial staff, MANAGER, and sellers who build payment links with them. */
const planReaders = [
  ...SCOPE_GROUPS.commercialStaff,
  'MANAGER',
  'SELLER_ADMIN',
  'SELLER',
  'SELLER_EXTERNAL',
  'ALLIANCE_ADMIN',
] as const;

export const paymentPlansOperations = {
  createCoursePaymentPlan: defineOperation({
    operationId: 'createCoursePaymentPlan',
    method: 'POST',
    path: '/courses/{courseId}/payment-plans',
    tag,
    summary: 'Add a payment plan to a course',
    params: Params({ courseId: Uuid }),
    body: { name: 'coursePaymentPlanCreation', schema: CoursePaymentPlanCreation, required: true },
    response: CoursePaymentPlan,
    successStatus: 201,
    errors: ['PAYMENT_PLAN_FIELD_REQUIRED', 'PAYMENT_PLAN_NAME_TAKEN', 'ALLIANCE_UNKNOWN'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  findCoursePaymentPlanById: defineOperation({
    operationId: 'findCoursePaymentPlanById',
    method: 'GET',
    path: '/courses/{courseId}/payment-plans/{paymentPlanId}',
    tag,
    summary: 'Get a payment plan of a course, with its tier overrides',
    params: planParams,
    response: CoursePaymentPlan,
    access: {
      kind: 'scopes',
      scopes: planReaders,
      owner: 'ALLIANCE_ADMIN: plans open to all or to its own alliance',
    },
  }),
  updateCoursePaymentPlan: defineOperation({
    operationId: 'updateCoursePaymentPlan',
    method: 'PUT',
    path: '/courses/{courseId}/payment-plans/{paymentPlanId}',
    tag,
    summary: 'Update a payment plan (existing enrollments keep their snapshot)',
    params: planParams,
    body: { name: 'coursePaymentPlanUpdate', schema: CoursePaymentPlanUpdate, required: true },
    response: CoursePaymentPlan,
    errors: ['PAYMENT_PLAN_FIELD_REQUIRED', 'PAYMENT_PLAN_NAME_TAKEN', 'ALLIANCE_UNKNOWN'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  createPaymentPlanTierOverride: defineOperation({
    operationId: 'createPaymentPlanTierOverride',
    method: 'POST',
    path: '/courses/{courseId}/payment-plans/{paymentPlanId}/tier-overrides',
    tag,
    summary: 'Create the override of a payment plan’s amounts for an alliance tier',
    params: planParams,
    body: { name: 'courseTierPaymentPlanCreation', schema: CourseTierPaymentPlanCreation, required: true },
    response: PaymentPlanTierOverride,
    successStatus: 201,
    errors: ['TIER_UNKNOWN', 'TIER_OVERRIDE_EXISTS'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  updatePaymentPlanTierOverride: defineOperation({
    operationId: 'updatePaymentPlanTierOverride',
    method: 'POST',
    path: '/courses/{courseId}/payment-plans/{paymentPlanId}/tier-overrides/{tier}',
    tag,
    summary:
      'Update the override of a payment plan’s amounts for the tier (a POST, as the specification has it)',
    params: Params({
      courseId: Uuid,
      paymentPlanId: Uuid,
      tier: Type.String({
        format: 'uuid',
        description: 'The tier’s id (AllianceTier.id): one tier of one alliance',
      }),
    }),
    body: { name: 'courseTierPaymentPlanCreation', schema: CourseTierPaymentPlanUpdate, required: true },
    response: PaymentPlanTierOverride,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
} as const;
