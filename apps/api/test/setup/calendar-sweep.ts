/**
 * The days a "works on every day" test sweeps: 400 consecutive days from 2026-11-01 (every
 * weekday, month length and DST change of the zones the demo uses), each at another hour.
 * Which days break a seed is a matter of dates, not of the database server, so the whole
 * sweep runs once, on the embedded server; the `api-postgres` project runs every seventh day of
 * it (still every weekday and month), which proves the same code on the second server at a
 * seventh of the cost.
 */
import { addDays } from '@catedra/contract';
import { inject } from 'vitest';

export type SweepDay = { index: number; date: string };

const SWEEP_DAYS = 400;

export function calendarSweep(): SweepDay[] {
  const step = inject('databaseKind') === 'postgres' ? 7 : 1;
  return everyDay().filter(({ index }) => index % step === 0);
}

/**
 * The sweep's days on which month arithmetic can turn: the last three and the first two days of
 * every month (short months, 30 against 31), plus every seventh day, so every weekday and month
 * is still there. For a seed whose dates are all counted in one zone without daylight saving
 * time (the scale seed's Buenos Aires), these are the days a date can break on, at under a third
 * of the whole sweep's cost; the `api-postgres` project runs every fourth of them.
 */
export function monthTurnsSweep(): SweepDay[] {
  const step = inject('databaseKind') === 'postgres' ? 4 : 1;
  return everyDay()
    .filter(({ index, date }) => index % 7 === 0 || isNearMonthTurn(date))
    .filter((_, position) => position % step === 0);
}

function everyDay(): SweepDay[] {
  return Array.from({ length: SWEEP_DAYS }, (_, index) => ({ index, date: addDays('2026-11-01', index) }));
}

function isNearMonthTurn(date: string): boolean {
  return Number(date.slice(8, 10)) <= 2 || addDays(date, 3).slice(5, 7) !== date.slice(5, 7);
}
