/**
 * The days a "works on every day" test sweeps: 400 consecutive days from 2026-11-01 (every
 * weekday, month length, leap day and DST change of the zones the demo uses), each at another
 * hour. Which days break a seed is a matter of dates, not of the database server, so the whole
 * sweep runs once, on the embedded server; the `api-postgres` project runs every seventh day of
 * it (still every weekday and month), which proves the same code on the second server at a
 * seventh of the cost.
 */
import { addDays } from '@catedra/contract';
import { inject } from 'vitest';

export type SweepDay = { index: number; date: string };

export function calendarSweep(): SweepDay[] {
  const step = inject('databaseKind') === 'postgres' ? 7 : 1;
  const days: SweepDay[] = [];
  for (let index = 0; index < 400; index += step) days.push({ index, date: addDays('2026-11-01', index) });
  return days;
}
