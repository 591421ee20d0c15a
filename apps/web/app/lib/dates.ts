/**
 * Dates as people read them (es-AR). Instants are shown in a zone: the viewer's by default,
 * or the course's where the course's local time is what matters (a class "at 19:00 in
 * Santiago"). Calendar dates (`YYYY-MM-DD`, a course's start) have no zone and are never
 * shifted.
 */
import { addDays, isoWeekdayOf, localDateOf } from '@catedra/contract/browser';

const LOCALE = 'es-AR';

/**
 * The academy's own zone. Screens rendered on the server (identity: users, profile, mailbox)
 * pass it explicitly, so server and browser render the same text and hydration matches.
 */
export const ACADEMY_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The browser's zone; on the server (no reliable zone) the platform's own. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function formatDateTime(iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function formatTime(iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** `2026-03-02` → `2 mar 2026`, read as a calendar date (UTC noon, so no zone moves it). */
export function formatCalendarDate(date: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

/** A class is live from `leadMinutes` before its start until its end: the meeting link shows then. */
export function isLive(startsAt: string, durationMinutes: number, now: Date, leadMinutes = 15): boolean {
  const start = new Date(startsAt).getTime();
  return now.getTime() >= start - leadMinutes * 60_000 && now.getTime() < start + durationMinutes * 60_000;
}

/** The Monday (as `YYYY-MM-DD`) of the week an instant falls in, in the zone: the agenda's group. */
export function weekStartOf(instant: string | Date, timeZone: string): string {
  const date = localDateOf(new Date(instant), timeZone);
  return addDays(date, 1 - isoWeekdayOf(date));
}

/** Items grouped by the week of their instant, weeks in order, items in order within each. */
export function groupByWeek<T>(items: readonly T[], instantOf: (item: T) => string, timeZone: string) {
  const sorted = [...items].sort((a, b) => instantOf(a).localeCompare(instantOf(b)));
  const weeks = new Map<string, T[]>();
  for (const item of sorted) {
    const key = weekStartOf(instantOf(item), timeZone);
    weeks.set(key, [...(weeks.get(key) ?? []), item]);
  }
  return [...weeks.entries()].map(([weekStart, entries]) => ({ weekStart, items: entries }));
}

/**
 * A date-and-time picker's value (`YYYY-MM-DD HH:mm:ss`, the browser's zone) ↔ ISO instant.
 * `fromLocalInput` also reads `YYYY-MM-DDTHH:mm`.
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
}

export function fromLocalInput(value: string): string {
  // With a "T" the string is read in the local zone by every engine.
  return new Date(value.replace(' ', 'T')).toISOString();
}

/** The calendar date of an instant in a zone (the viewer's by default), e.g. `21 nov 2026`. */
export function formatDate(iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

/**
 * Whether a course that ends on `endDate` (a calendar date) is over: the last day has passed
 * in the academy's zone, so server and browser agree while rendering the same page.
 */
export function hasEnded(endDate: string, now: Date = new Date()): boolean {
  return endDate < localDateOf(now, ACADEMY_TIME_ZONE);
}
