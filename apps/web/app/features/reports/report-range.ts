/**
 * Informes' controls as the address keeps them — the range (`from`, `to`, whole days in the
 * academy's zone), the currency, "Ver en USD" and charts or tables — and what each panel asks
 * for from them. The default range is the current month up to today, and the income chart
 * covers at least the twelve months up to the range's end; both are computed from the
 * clock the page was opened with (`now`), so they are whatever today is.
 */
import { CURRENCIES, type MoneyCurrency as Currency, localDateOf } from '@catedra/contract/browser';
import { ACADEMY_TIME_ZONE, dayBoundary } from '../../lib/dates';
import { type Field, flag, oneOf } from '../../lib/list-state';
import { parseTypedDate } from '../../ui/date-fields';

export const REPORT_VIEWS = ['charts', 'tables'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** Months the income chart shows at least, ending with the range's last month. */
export const CHART_MONTHS = 12;

/** A calendar date (`YYYY-MM-DD`) that exists; anything else in the address is the default. */
function dateOnly(defaultValue: string): Field<string> {
  return {
    default: defaultValue,
    parse: (values) => {
      const value = values[0] ?? '';
      return parseTypedDate(value) === value ? value : undefined;
    },
    write: (value) => [value],
  };
}

/** The first day of a date's month: `2026-03-17` → `2026-03-01`. */
export const monthStartOf = (date: string) => `${date.slice(0, 7)}-01`;

/** A month (`YYYY-MM-DD` of its first day) moved by `months`, calendar arithmetic. */
export function addMonths(monthStart: string, months: number): string {
  const index = Number(monthStart.slice(0, 4)) * 12 + Number(monthStart.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The address's fields, their defaults the current month up to today (academy's zone) at `now`. */
export function reportFields(now: Date) {
  const today = localDateOf(now, ACADEMY_TIME_ZONE);
  return {
    from: dateOnly(monthStartOf(today)),
    to: dateOnly(today),
    currency: oneOf<Currency>(CURRENCIES, 'ARS'),
    usd: flag(false),
    view: oneOf<ReportView>(REPORT_VIEWS, 'charts'),
  };
}

export type ReportControls = {
  from: string;
  to: string;
  currency: Currency;
  usd: boolean | null;
};

/** What every panel asks with: a checked range, the currency and whether USD values go beside ARS. */
export type ReportRange = { from: string; to: string; currency: Currency; usd: boolean };

/** The range to ask for, or null when it cannot be asked (the start after the end). */
export function reportRangeOf(controls: ReportControls): ReportRange | null {
  if (controls.from > controls.to) return null;
  return {
    from: controls.from,
    to: controls.to,
    currency: controls.currency,
    // USD values exist beside ARS only (the `usd` option of the contract).
    usd: controls.currency === 'ARS' && controls.usd === true,
  };
}

/** The query options every summary takes: `usd` only when asked for. */
export function summaryQueryOf(range: ReportRange) {
  return {
    from: range.from,
    to: range.to,
    currency: range.currency,
    ...(range.usd ? { usd: true } : {}),
  };
}

/**
 * The income chart's range: the chosen range, stretched back to cover at least the
 * CHART_MONTHS months up to the range's last month (a month's range alone is one bar).
 */
export function chartRangeOf(range: ReportRange): ReportRange {
  const earliest = addMonths(monthStartOf(range.to), 1 - CHART_MONTHS);
  return { ...range, from: range.from < earliest ? range.from : earliest };
}

/**
 * The instant the collection rate is read at: the range's last instant (academy's zone), or
 * now when that is still to come — what was collected "up to" a moment that has not happened
 * is what has been collected so far.
 */
export function statsInstantOf(range: ReportRange, now: Date): string {
  const end = dayBoundary(range.to, 'end') ?? now.toISOString();
  return end < now.toISOString() ? end : now.toISOString();
}

/**
 * The day debt by age is read as of: the range's last day, or today when that is still to come.
 * What will be late on a day to come depends on payments not made yet, and nothing here
 * forecasts them (the API answers such a day from what is recorded now).
 */
export function debtAsOfOf(range: ReportRange, now: Date): string {
  const today = localDateOf(now, ACADEMY_TIME_ZONE);
  return range.to < today ? range.to : today;
}
