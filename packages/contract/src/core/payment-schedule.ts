/**
 * What a student owes under a payment plan, and when (DESIGN.md section 4, "Selling and
 * billing"). Pure functions on decimal strings (core/money.ts) and calendar dates
 * (`YYYY-MM-DD`): the API builds an enrollment's periods with them, and the web app previews
 * the schedule a new student would get with the very same code.
 *
 * The rules, in one place:
 * - **Tier price.** A tier override's amount wins; where it has none, the plan's amount less
 *   the tier's discount, rounded half up to the cent.
 * - **Periods.** Every amount due is a period. `upfront`: one period, the whole price, due on
 *   enrollment. `recurring` and `complete`: `numberOfPeriods` instalments, the first due on
 *   enrollment. `hybrid`: the down payment due on enrollment, then `numberOfPeriods`
 *   instalments from one month later. `complete` takes its count from the course's dates:
 *   one instalment per calendar month the course touches, at most `MAX_PERIODS`.
 * - **Due dates.** Monthly on the enrollment's day of the month, clamped to the month's end
 *   (enrolled 31 Jan → 28/29 Feb → 31 Mar): always from the anchor day, never from the
 *   previous, clamped, date. The enrollment's date is the course zone's calendar date.
 * - **Scholarship.** The total less `scholarshipPercent` of it (rounded half up) is what is
 *   owed. Every period but the last is its amount less the scholarship, rounded down to the
 *   cent (never against the student); the last takes what remains, so the periods add up to
 *   the total exactly and none is negative. 100% owes nothing: every period is waived.
 */
import type { PAYMENT_PLAN_TYPES } from './enumerations.js';
import {
  addMoney,
  fromCents,
  type MoneyAmount,
  MoneyError,
  percentageOf,
  splitMoney,
  subtractMoney,
  toCents,
} from './money.js';

export type PaymentPlanKind = (typeof PAYMENT_PLAN_TYPES)[number];

/**
 * The most instalments a plan or an enrollment has: ten years of months. Plans and enrollments
 * take at most this `numberOfPeriods` (the database checks it too), a payment pays at most this
 * many periods, and a `complete` plan on a longer course stops here.
 */
export const MAX_PERIODS = 120;

/** The amounts of a plan (or of an enrollment's snapshot of it). */
export interface PlanAmounts {
  upfrontAmount: MoneyAmount | null;
  periodAmount: MoneyAmount | null;
}

/** How an alliance member's tier changes a plan's price. */
export interface TierPricing {
  /** The tier's discount, 0–100 ("12.5" allowed). */
  discountPercent: string | number;
  /** The plan's explicit override for the tier, if any; a null amount falls back to the discount. */
  override?: PlanAmounts | null;
}

/** The amounts a member of the tier pays: the override first, else the tier's discount on the plan. */
export function amountsForTier(plan: PlanAmounts, tier: TierPricing | null | undefined): PlanAmounts {
  if (!tier) return plan;
  const discounted = (amount: MoneyAmount | null) =>
    amount === null ? null : subtractMoney(amount, percentageOf(amount, tier.discountPercent));
  return {
    upfrontAmount: tier.override?.upfrontAmount ?? discounted(plan.upfrontAmount),
    periodAmount: tier.override?.periodAmount ?? discounted(plan.periodAmount),
  };
}

export interface ScheduleInput extends PlanAmounts {
  type: PaymentPlanKind;
  /** Instalments of `recurring` and `hybrid` plans (the hybrid's down payment not counted). */
  numberOfPeriods: number | null;
  /** The course's dates, for `complete` plans. */
  courseStartDate: string;
  courseEndDate: string;
  /** The calendar date of the enrollment in the course's zone (`localDateOf(now, zone)`). */
  enrolledOn: string;
  /** 0–100, whole. */
  scholarshipPercent: number;
}

export interface ScheduledPeriod {
  number: number;
  dueDate: string;
  amount: MoneyAmount;
  /** True when nothing is owed for it (a 100% scholarship). */
  waived: boolean;
}

export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

/** The schedule of periods of a new enrollment. */
export function buildSchedule(input: ScheduleInput): ScheduledPeriod[] {
  const nominal = nominalAmounts(input);
  const amounts = applyScholarship(nominal, input.scholarshipPercent);
  const waived = input.scholarshipPercent === 100;
  return amounts.map((amount, index) => ({
    number: index + 1,
    // Period 1 is due on enrollment (a hybrid's down payment too); the rest monthly after it.
    dueDate: monthlyDueDate(input.enrolledOn, index),
    amount,
    waived,
  }));
}

/** The plan total a schedule adds up to before a scholarship. */
export function planTotal(input: Omit<ScheduleInput, 'enrolledOn' | 'scholarshipPercent'>): MoneyAmount {
  return addMoney(...nominalAmounts(input));
}

/**
 * `complete` plans: one instalment per calendar month from the course's start to its end, at
 * most `MAX_PERIODS` (a course of forty years would otherwise get 481).
 */
export function monthsSpanned(startDate: string, endDate: string): number {
  const [startYear, startMonth] = yearMonth(startDate);
  const [endYear, endMonth] = yearMonth(endDate);
  return Math.min(MAX_PERIODS, Math.max(1, (endYear - startYear) * 12 + (endMonth - startMonth) + 1));
}

/**
 * The due date `monthsLater` months after the anchor date, on the anchor's day of the month
 * or the month's last day when it is shorter (31 Jan + 1 → 28/29 Feb, + 2 → 31 Mar).
 */
export function monthlyDueDate(anchorDate: string, monthsLater: number): string {
  const [year, month, day] = anchorDate.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + monthsLater;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const targetDay = Math.min(day, lastDay);
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(targetDay)}`;
}

/**
 * Oldest owed period first: by due date, then by number. The one order in which a payment
 * fills periods, the next period owed is named and unpaid figures run (API and web alike).
 */
export function byDueDate(
  a: { dueDate: string; number: number },
  b: { dueDate: string; number: number },
): number {
  return a.dueDate.localeCompare(b.dueDate) || a.number - b.number;
}

/** What is owed on a period: its amount less what was paid; nothing on a waived one. */
export function owedOn(period: {
  amount: MoneyAmount;
  paidAmount: MoneyAmount;
  waived: boolean;
}): MoneyAmount {
  return period.waived ? '0.00' : subtractMoney(period.amount, period.paidAmount);
}

/** A period as an enrollment holds it, for the re-spread. */
export interface HeldPeriod {
  number: number;
  dueDate: string;
  amount: MoneyAmount;
  paidAmount: MoneyAmount;
  waived: boolean;
}

export interface Respread {
  /** Periods kept exactly as they were (paid in whole or in part, or waived). */
  kept: HeldPeriod[];
  /** The new periods that replace the untouched ones. */
  added: ScheduledPeriod[];
  /** The untouched periods' numbers, now gone or reused by `added`. */
  removedNumbers: number[];
}

/**
 * Changes a schedule to `totalPeriods` periods: periods with a payment (or waived) stay as
 * they are; the untouched ones are replaced by as many new periods as needed, splitting their
 * total exactly (the last new period takes the remainder). New periods fall monthly on
 * `anchorDate`'s day (the enrollment's), the first on the first such date that is neither
 * before the first replaced period's due date nor before `today` (the course zone's date):
 * what is re-spread is never born overdue, whatever was overdue before. They reuse the
 * replaced numbers in order, then continue after the highest number. Refused when nothing is
 * untouched or when the new count would not leave at least one new period.
 */
export function respreadSchedule(
  periods: readonly HeldPeriod[],
  totalPeriods: number,
  anchorDate: string,
  today: string,
): Respread {
  const touched = (period: HeldPeriod) => period.waived || toCents(period.paidAmount) > 0n;
  const kept = periods.filter(touched);
  const untouched = periods.filter((period) => !touched(period));
  if (untouched.length === 0) throw new ScheduleError('Nothing is left unpaid to spread');
  const newCount = totalPeriods - kept.length;
  if (!Number.isSafeInteger(newCount) || newCount < 1) {
    throw new ScheduleError(`At least ${kept.length + 1} periods are needed: ${kept.length} have payments`);
  }
  const firstDueDate = [...untouched].sort(byDueDate)[0]!.dueDate;
  let startOffset = Math.max(monthsBetween(anchorDate, firstDueDate), monthsBetween(anchorDate, today));
  if (monthlyDueDate(anchorDate, startOffset) < today) startOffset += 1;
  const removedNumbers = untouched.map((period) => period.number).sort((a, b) => a - b);
  let nextNumber = Math.max(...periods.map((period) => period.number)) + 1;
  const numbers = Array.from({ length: newCount }, (_, index) => removedNumbers[index] ?? nextNumber++);
  const amounts = splitMoney(addMoney(...untouched.map((period) => period.amount)), newCount);
  const added = amounts.map((amount, index) => ({
    number: numbers[index]!,
    dueDate: monthlyDueDate(anchorDate, startOffset + index),
    amount,
    waived: false,
  }));
  return { kept, added, removedNumbers };
}

/** What an enrollment holds that decides its complementary period. */
export interface ComplementaryInput extends PlanAmounts {
  /** 0–100, whole. */
  scholarshipPercent: number;
  /** Its periods, in any order. */
  periods: readonly { number: number; dueDate: string }[];
  /** The enrollment's day: its first period's due date (the course zone's enrollment date without periods). */
  anchorDate: string;
  /** The course zone's date today. */
  today: string;
}

/**
 * The period a complementary extension adds after the last one: the snapshot's period amount
 * (an upfront plan's price) less the scholarship, due a month after the last period on the
 * anchor's day, or today when that date has passed. Null without plan amounts (nothing to
 * extend). The API adds it and the web app states it before confirming, with this one rule.
 */
export function complementaryPeriod(input: ComplementaryInput): ScheduledPeriod | null {
  const base = input.periodAmount ?? input.upfrontAmount;
  if (!base) return null;
  const last = [...input.periods].sort((a, b) => a.number - b.number).at(-1);
  const monthly = monthlyDueDate(
    input.anchorDate,
    last ? monthsBetween(input.anchorDate, last.dueDate) + 1 : 0,
  );
  return {
    number: (last?.number ?? 0) + 1,
    dueDate: monthly < input.today ? input.today : monthly,
    amount: subtractMoney(base, percentageOf(base, input.scholarshipPercent)),
    waived: input.scholarshipPercent === 100,
  };
}

function nominalAmounts(input: Omit<ScheduleInput, 'enrolledOn' | 'scholarshipPercent'>): MoneyAmount[] {
  const required = (amount: MoneyAmount | null, field: string) => {
    if (amount === null) throw new ScheduleError(`A ${input.type} plan needs ${field}`);
    return amount;
  };
  const count = (value: number | null) => {
    if (value === null || !Number.isSafeInteger(value) || value < 1) {
      throw new ScheduleError(`A ${input.type} plan needs numberOfPeriods of at least 1`);
    }
    return value;
  };
  switch (input.type) {
    case 'upfront':
      return [required(input.upfrontAmount, 'upfrontAmount')];
    case 'recurring':
      return repeat(required(input.periodAmount, 'periodAmount'), count(input.numberOfPeriods));
    case 'hybrid':
      return [
        required(input.upfrontAmount, 'upfrontAmount'),
        ...repeat(required(input.periodAmount, 'periodAmount'), count(input.numberOfPeriods)),
      ];
    case 'complete':
      return repeat(
        required(input.periodAmount, 'periodAmount'),
        monthsSpanned(input.courseStartDate, input.courseEndDate),
      );
  }
}

function applyScholarship(amounts: MoneyAmount[], scholarshipPercent: number): MoneyAmount[] {
  if (!Number.isInteger(scholarshipPercent) || scholarshipPercent < 0 || scholarshipPercent > 100) {
    throw new MoneyError(`A scholarship is a whole percentage from 0 to 100, not ${scholarshipPercent}`);
  }
  if (scholarshipPercent === 0) return amounts;
  const total = addMoney(...amounts);
  const owed = toCents(subtractMoney(total, percentageOf(total, scholarshipPercent)));
  const keptShare = BigInt(100 - scholarshipPercent);
  // Rounded down, so what is left for the last period is never below its own share.
  const leading = amounts.slice(0, -1).map((amount) => (toCents(amount) * keptShare) / 100n);
  const last = owed - leading.reduce((sum, cents) => sum + cents, 0n);
  return [...leading, last].map(fromCents);
}

function monthsBetween(fromDate: string, toDate: string): number {
  const [fromYear, fromMonth] = yearMonth(fromDate);
  const [toYear, toMonth] = yearMonth(toDate);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

function yearMonth(date: string): [number, number] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return [year, month];
}

function repeat(amount: MoneyAmount, times: number): MoneyAmount[] {
  return Array.from({ length: times }, () => amount);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
