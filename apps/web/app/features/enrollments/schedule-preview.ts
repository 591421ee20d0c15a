/**
 * The new schedule an enrollment would get with another number of periods, computed in the
 * browser with the contract's `respreadSchedule` (the same rule the API applies) on the
 * periods the page shows: kept periods unchanged, the unpaid rest split over the new ones.
 * The anchor is the first period's due date (the enrollment's day, on which monthly periods
 * fall); `today` is the course zone's date the API judged the periods on (the periods
 * status's `today`): no new period is due before it.
 */
import { byDueDate, respreadSchedule, ScheduleError } from '@catedra/contract/browser';
import type { EnrollmentPeriod } from './queries';

export type PreviewRow = { number: number; dueDate: string; amount: string; kept: boolean };

export type SchedulePreview =
  | { kind: 'ok'; rows: PreviewRow[] }
  | { kind: 'impossible' }
  | { kind: 'nothingLeft' };

export function previewRespread(
  periods: readonly EnrollmentPeriod[],
  totalPeriods: number,
  today: string,
): SchedulePreview {
  if (periods.length === 0) return { kind: 'nothingLeft' };
  const held = periods.map((period) => ({
    number: period.number,
    dueDate: period.dueDate,
    amount: period.amount,
    paidAmount: period.paidAmount,
    waived: period.status === 'WAIVED',
  }));
  const anchor = [...periods].sort((a, b) => a.number - b.number)[0]!.dueDate;
  try {
    const { kept, added } = respreadSchedule(held, totalPeriods, anchor, today);
    const rows = [
      ...kept.map((period) => ({
        number: period.number,
        dueDate: period.dueDate,
        amount: period.amount,
        kept: true,
      })),
      ...added.map((period) => ({
        number: period.number,
        dueDate: period.dueDate,
        amount: period.amount,
        kept: false,
      })),
    ];
    return {
      kind: 'ok',
      rows: rows.sort(byDueDate),
    };
  } catch (error) {
    if (!(error instanceof ScheduleError)) throw error;
    const untouched = held.some((period) => !period.waived && period.paidAmount === '0.00');
    return untouched ? { kind: 'impossible' } : { kind: 'nothingLeft' };
  }
}
