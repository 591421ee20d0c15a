/**
 * What "Nueva inscripción" offers and previews, without React: the plans a person may take
 * (the active ones open to all, plus his alliance's own), the price of the tier chosen (the
 * API's tier price: override first, else the tier's discount), and the schedule and total the
 * enrollment will owe, built with the contract's `buildSchedule` — the function the API
 * builds the enrollment's periods with — on the course zone's date of today.
 */
import { addMoney, buildSchedule, localDateOf, type ScheduledPeriod } from '@catedra/contract/browser';
import { mayCall } from '../../lib/access';
import type { PaymentPlan } from './queries';

/**
 * Whether the viewer enrols other people (the form and its button on Inscripciones): the
 * staff who change enrollments, the API's ENROLLING_STAFF.
 */
export const mayEnrolOthers = (scopes: readonly string[]) => mayCall('updateEnrollment', scopes);

export type EnrollmentKind = 'regular' | 'scholarship' | 'manual';

export type ManualMethod = 'TRANSFER' | 'CASH';

export type CourseDates = { startDate: string; endDate: string; timezoneId: string };

/** The plans a person of `allianceId` (none: null) may be enrolled under. */
export function plansFor(plans: readonly PaymentPlan[], allianceId: string | null): PaymentPlan[] {
  return plans.filter((plan) => plan.active && (plan.allianceId === null || plan.allianceId === allianceId));
}

/** The amounts the tier `tier` of the person's alliance pays under the plan; the plan's own without a tier. */
export function amountsOf(plan: PaymentPlan, allianceId: string | null, tier: string | null) {
  const price = tier
    ? plan.tierPrices.find((each) => each.allianceId === allianceId && each.tier === tier)
    : null;
  return price
    ? { upfrontAmount: price.upfrontAmount, periodAmount: price.periodAmount }
    : { upfrontAmount: plan.upfrontAmount, periodAmount: plan.periodAmount };
}

export type EnrollmentPreview = {
  periods: ScheduledPeriod[];
  /** What the enrollment will owe in all, scholarship applied. */
  total: string;
};

/**
 * The schedule the API will give the enrollment if made now: the tier's amounts, the plan's
 * periods from the course zone's today, the scholarship (0 unless that kind).
 */
export function previewEnrollment(input: {
  plan: PaymentPlan;
  course: CourseDates;
  allianceId: string | null;
  tier: string | null;
  scholarshipPercent: number;
  now: Date;
}): EnrollmentPreview {
  const { plan, course } = input;
  const periods = buildSchedule({
    type: plan.type,
    ...amountsOf(plan, input.allianceId, input.tier),
    numberOfPeriods: plan.numberOfPeriods,
    courseStartDate: course.startDate,
    courseEndDate: course.endDate,
    enrolledOn: localDateOf(input.now, course.timezoneId),
    scholarshipPercent: input.scholarshipPercent,
  });
  const owed = periods.filter((period) => !period.waived).map((period) => period.amount);
  return { periods, total: owed.length ? addMoney(...owed) : '0.00' };
}

/** A scholarship is a whole percentage from 1 to 100 (0 is a regular enrollment). */
export const isScholarshipPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100;
