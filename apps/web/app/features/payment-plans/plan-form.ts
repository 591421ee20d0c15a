/**
 * The payment-plan form's rules, without React: which amounts each type asks for (the same
 * table the API checks), an amount as a person writes it ("125.000,50") turned into the
 * API's decimal string, the body sent, and the schedule a student enrolling today would get
 * — built by the contract's `buildSchedule`, exactly as the API will build it.
 */
import type { PaymentPlanKind } from '@catedra/contract';
import { buildSchedule, localDateOf, type ScheduledPeriod, ScheduleError } from '@catedra/contract/browser';
import type { Input, Output } from '../../lib/api-types';
import { amountFromInput, amountToInput } from '../../lib/typed-decimals';

export type PlanOffer = Output<'findCoursePaymentPlans'>[number];
export type PlanBody = Input<'createCoursePaymentPlan'>['coursePaymentPlanCreation'];
export type PlanPatch = Input<'updateCoursePaymentPlan'>['coursePaymentPlanUpdate'];

export type PlanFormValues = {
  name: string;
  type: PaymentPlanKind;
  currency: 'ARS' | 'USD';
  numberOfPeriods: number | string;
  upfrontAmount: string;
  periodAmount: string;
  active: boolean;
  allianceId: string | null;
};

type PlanField = 'upfrontAmount' | 'periodAmount' | 'numberOfPeriods';

/** What each type needs (DESIGN.md section 4); a `complete` plan's count comes from the course's dates. */
export const FIELDS_OF_TYPE: Record<PaymentPlanKind, readonly PlanField[]> = {
  upfront: ['upfrontAmount'],
  recurring: ['periodAmount', 'numberOfPeriods'],
  hybrid: ['upfrontAmount', 'periodAmount', 'numberOfPeriods'],
  complete: ['periodAmount'],
};

export const PLAN_TYPES: readonly PaymentPlanKind[] = ['upfront', 'recurring', 'hybrid', 'complete'];

export const usesField = (type: PaymentPlanKind, field: PlanField) => FIELDS_OF_TYPE[type].includes(field);

const periodsOf = (value: number | string): number | null => {
  const count = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(count) && count >= 1 && count <= 120 ? count : null;
};

export type PlanFormTexts = { required: string; amountInvalid: string; periodsInvalid: string };

/** The messages of the fields the type needs and lacks (the API checks again). */
export function planFormErrors(values: PlanFormValues, texts: PlanFormTexts): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = texts.required;
  for (const field of FIELDS_OF_TYPE[values.type]) {
    const raw = String(values[field]).trim();
    if (!raw) errors[field] = texts.required;
    else if (field === 'numberOfPeriods' ? !periodsOf(raw) : !amountFromInput(raw))
      errors[field] = field === 'numberOfPeriods' ? texts.periodsInvalid : texts.amountInvalid;
  }
  return errors;
}

/** The amounts the type uses, null for the others (an edit that changes the type clears them). */
function amountsOf(values: PlanFormValues) {
  return {
    upfrontAmount: usesField(values.type, 'upfrontAmount') ? amountFromInput(values.upfrontAmount) : null,
    periodAmount: usesField(values.type, 'periodAmount') ? amountFromInput(values.periodAmount) : null,
    numberOfPeriods: usesField(values.type, 'numberOfPeriods') ? periodsOf(values.numberOfPeriods) : null,
  };
}

export function planCreation(values: PlanFormValues): PlanBody {
  const { upfrontAmount, periodAmount, numberOfPeriods } = amountsOf(values);
  return {
    name: values.name.trim(),
    type: values.type,
    currency: values.currency,
    active: values.active,
    ...(upfrontAmount && { upfrontAmount }),
    ...(periodAmount && { periodAmount }),
    ...(numberOfPeriods && { numberOfPeriods }),
    ...(values.allianceId && { allianceId: values.allianceId }),
  };
}

export function planUpdate(values: PlanFormValues): PlanPatch {
  return {
    name: values.name.trim(),
    type: values.type,
    currency: values.currency,
    active: values.active,
    ...amountsOf(values),
    allianceId: values.allianceId,
  };
}

export function planFormValues(plan: PlanOffer | null): PlanFormValues {
  return {
    name: plan?.name ?? '',
    type: plan?.type ?? 'hybrid',
    currency: plan?.currency ?? 'ARS',
    numberOfPeriods: plan?.numberOfPeriods ?? '',
    upfrontAmount: amountToInput(plan?.upfrontAmount ?? null),
    periodAmount: amountToInput(plan?.periodAmount ?? null),
    active: plan?.active ?? true,
    allianceId: plan?.allianceId ?? null,
  };
}

export type CourseDates = { startDate: string; endDate: string; timezoneId: string };

/**
 * The periods a student enrolling `now` would get under the form's plan (no tier, no
 * scholarship), on the course zone's calendar date; null while an amount is missing.
 */
export function previewSchedule(
  values: PlanFormValues,
  course: CourseDates,
  now: Date,
): ScheduledPeriod[] | null {
  const amounts = amountsOf(values);
  try {
    return buildSchedule({
      type: values.type,
      ...amounts,
      courseStartDate: course.startDate,
      courseEndDate: course.endDate,
      enrolledOn: localDateOf(now, course.timezoneId),
      scholarshipPercent: 0,
    });
  } catch (error) {
    if (error instanceof ScheduleError) return null;
    throw error;
  }
}

/** The plans grouped by type, in the order of PLAN_TYPES, empty groups left out. */
export function plansByType<P extends { type: PaymentPlanKind }>(plans: readonly P[]) {
  return PLAN_TYPES.map((type) => ({ type, plans: plans.filter((plan) => plan.type === type) })).filter(
    (group) => group.plans.length > 0,
  );
}
