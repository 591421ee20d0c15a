/**
 * What a student enrolling now would commit to under a course's plan: the periods and their
 * total, built by the contract's `buildSchedule` — the rule the API applies when it creates
 * the enrollment — on the course zone's date, without tier or scholarship (a student enrolling
 * himself has neither). A hybrid plan's first period is its down payment.
 */
import {
  addMoney,
  buildSchedule,
  localDateOf,
  type MoneyAmount,
  type ScheduledPeriod,
  ScheduleError,
} from '@catedra/contract/browser';
import type { PaymentPlan } from './queries';

export type CourseDates = { startDate: string; endDate: string; timezoneId: string };

export type EnrolPreview = {
  periods: (ScheduledPeriod & { downPayment: boolean })[];
  total: MoneyAmount;
};

/** Null when the plan cannot be scheduled (an amount missing): the API would refuse it too. */
export function enrolPreview(plan: PaymentPlan, course: CourseDates, now: Date): EnrolPreview | null {
  try {
    const periods = buildSchedule({
      type: plan.type,
      upfrontAmount: plan.upfrontAmount,
      periodAmount: plan.periodAmount,
      numberOfPeriods: plan.numberOfPeriods,
      courseStartDate: course.startDate,
      courseEndDate: course.endDate,
      enrolledOn: localDateOf(now, course.timezoneId),
      scholarshipPercent: 0,
    });
    return {
      periods: periods.map((period) => ({
        ...period,
        downPayment: plan.type === 'hybrid' && period.number === 1,
      })),
      total: addMoney('0.00', ...periods.map((period) => period.amount)),
    };
  } catch (error) {
    if (error instanceof ScheduleError) return null;
    throw error;
  }
}
