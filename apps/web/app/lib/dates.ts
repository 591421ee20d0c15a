/**
 * Dates as people read them (es-AR, 24-hour). The rule for whose time a screen shows: a
 * course's classes (and the exams and previews planned with them) are shown in the course's
 * zone, and the screen says so (`Horarios en hora de Buenos Aires (GMT−3), la zona del
 * curso.`), so a student abroad and the teacher read the same "19:00". Other instants (a
 * sign-in, an exam window in a staff list) are shown in the viewer's zone; screens rendered
 * on the server pass the academy's. Calendar dates (`YYYY-MM-DD`, a course's start) have no
 * zone and are never shifted. A zone is always shown through `timeZoneLabel`.
 */
import {
  addDays,
  isoWeekdayOf,
  localDateOf,
  offsetMinutesAt,
  zonedDateTimeToInstant,
} from '@catedra/contract/browser';

const LOCALE = 'es-AR';
/** es-AR's default is 12-hour ("7:00 p. m."); an Argentine reads "19:00". */
const HOUR_CYCLE = 'h23';

/**
 * The academy's own zone. Screens rendered on the server (identity: users, profile, mailbox)
 * pass it explicitly, so server and browser render the same text and hydration matches.
 */
export const ACADEMY_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** The browser's zone; on the server (no reliable zone) the platform's own. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The one es-AR date style of every screen, as the date inputs and the receipt write it:
 * `26/11/2026`, and `26/11/2026 01:19` with the time (24-hour, no comma between).
 */
const NUMERIC_DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

function numericDate(instant: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat(LOCALE, { timeZone, ...NUMERIC_DATE }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** `26/11/2026 01:19`: an instant's date and time in a zone (the viewer's by default). */
export function formatDateTime(iso: string | Date, timeZone?: string): string {
  const instant = new Date(iso);
  return `${numericDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

/** `19:00`, always 24-hour. */
export function formatTime(iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: HOUR_CYCLE,
  }).format(new Date(iso));
}

/** `lun 4`: the day within a week, as the class agenda groups it. */
export function formatWeekdayAndDay(iso: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone, weekday: 'short', day: 'numeric' }).format(
    new Date(iso),
  );
}

/** `04/05`: the short day and month of a grid's column, the date style without the year. */
export function formatDayAndMonth(iso: string | Date, timeZone?: string): string {
  return numericDate(new Date(iso), timeZone).slice(0, 5);
}

/** Spanish names of the zones' cities where they differ from the IANA spelling. */
const SPANISH_CITY_NAMES: Record<string, string> = {
  New_York: 'Nueva York',
  Mexico_City: 'Ciudad de México',
  Sao_Paulo: 'San Pablo',
  Bogota: 'Bogotá',
  Asuncion: 'Asunción',
  London: 'Londres',
  Paris: 'París',
  Berlin: 'Berlín',
  Rome: 'Roma',
  Lisbon: 'Lisboa',
  Tokyo: 'Tokio',
  Havana: 'La Habana',
  Panama: 'Panamá',
};

/** `GMT−3`, `GMT+5:30`, `GMT` (with a true minus sign, as typeset text writes it). */
export function formatGmtOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'GMT';
  const sign = offsetMinutes < 0 ? '\u2212' : '+';
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `GMT${sign}${Math.floor(absolute / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/**
 * The one way a zone is shown, in pickers and on screens: its city in Spanish and its offset
 * at `at` (daylight saving moves it), e.g. `Hora de Buenos Aires (GMT−3)`. The IANA name
 * stays the value underneath.
 */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  const offset = formatGmtOffset(offsetMinutesAt(timeZone, at));
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return `Hora universal (${offset})`;
  const city = timeZone.split('/').at(-1) ?? timeZone;
  return `Hora de ${SPANISH_CITY_NAMES[city] ?? city.replaceAll('_', ' ')} (${offset})`;
}

/** The same label inside a sentence: `Horarios en hora de Buenos Aires (GMT−3)`. */
export function timeZoneInSentence(timeZone: string, at: Date = new Date()): string {
  const label = timeZoneLabel(timeZone, at);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** A zone picker's options: the IANA name as the value, its label as the text. */
export function timeZoneOptions(zoneIds: readonly string[], at: Date = new Date()) {
  return zoneIds.map((id) => ({ value: id, label: timeZoneLabel(id, at) }));
}

/** `2026-03-02` → `02/03/2026`, read as a calendar date (UTC noon, so no zone moves it). */
export function formatCalendarDate(date: string): string {
  return numericDate(new Date(`${date.slice(0, 10)}T12:00:00Z`), 'UTC');
}

/** `3 de noviembre`: a calendar date (`YYYY-MM-DD`) in a sentence, without its year. */
export function formatDayInSentence(date: string): string {
  return new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
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

/** The calendar date of an instant in a zone (the viewer's by default), e.g. `21/11/2026`. */
export function formatDate(iso: string | Date, timeZone?: string): string {
  return numericDate(new Date(iso), timeZone);
}

/**
 * Whether a course that ends on `endDate` (a calendar date) is over: the last day has passed
 * in the academy's zone, so server and browser agree while rendering the same page.
 */
export function hasEnded(endDate: string, now: Date = new Date()): boolean {
  return endDate < localDateOf(now, ACADEMY_TIME_ZONE);
}

/** A calendar day as the address and the API write it, `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The first or last instant of a `YYYY-MM-DD` day in the academy's zone, as the API's date-time. */
export function dayBoundary(date: string, edge: 'start' | 'end'): string | undefined {
  if (!isCalendarDate(date)) return undefined;
  const start = zonedDateTimeToInstant(date, '00:00', ACADEMY_TIME_ZONE);
  if (edge === 'start') return start.toISOString();
  const next = zonedDateTimeToInstant(addDays(date, 1), '00:00', ACADEMY_TIME_ZONE);
  return new Date(next.getTime() - 1).toISOString();
}
