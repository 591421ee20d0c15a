/**
 * Local calendar dates and wall-clock times in an IANA zone, turned into instants. A class
 * "every Tuesday at 19:00 in Santiago" must stay at 19:00 local across daylight-saving
 * changes, so each date is resolved with the offset the zone has on that date. Shared by
 * the API (which applies templates) and the web app (which previews them), so both agree.
 */

const MINUTE = 60_000;

/**
 * Building an `Intl.DateTimeFormat` costs far more than formatting with one (it loads the
 * zone's rules), and schedules, templates and lists convert many dates in few zones: each
 * formatter is built once per zone and kept.
 */
function formatterCache(options: Intl.DateTimeFormatOptions) {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const offsetFormatter = formatterCache({ timeZoneName: 'longOffset' });
const dateFormatter = formatterCache({ year: 'numeric', month: '2-digit', day: '2-digit' });

/** The zone's offset from UTC at an instant, in minutes: `GMT-03:00` → -180; `GMT` → 0. */
export function offsetMinutesAt(timeZone: string, at: Date): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
const DAY = 24 * 60 * MINUTE;

function parseDate(localDate: string): [number, number, number] {
  const [year, month, day] = localDate.split('-').map(Number);
  return [year!, month!, day!];
}

/** `YYYY-MM-DD` plus n days (calendar arithmetic, no zone involved). */
export function addDays(localDate: string, days: number): string {
  const [year, month, day] = parseDate(localDate);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(localDate: string): number {
  const [year, month, day] = parseDate(localDate);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** The calendar date an instant falls on in the zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const parts = dateFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The instant at which the zone's clocks show `localTime` on `localDate`. The offset is
 * guessed at the wall time read as UTC, then corrected once with the offset at the guess;
 * if the two disagree again the wall time falls in a spring-forward gap (it never exists),
 * and it is moved forward by the gap: 02:30 on Madrid's change day becomes 03:30.
 * In a fall-back overlap (the wall time happens twice) the later occurrence is chosen.
 */
export function zonedDateTimeToInstant(localDate: string, localTime: string, timeZone: string): Date {
  const [year, month, day] = parseDate(localDate);
  const [hours, minutes] = localTime.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hours!, minutes!);
  const first = offsetMinutesAt(timeZone, new Date(wall));
  const second = offsetMinutesAt(timeZone, new Date(wall - first * MINUTE));
  if (first === second) return new Date(wall - first * MINUTE);
  const corrected = wall - second * MINUTE;
  if (offsetMinutesAt(timeZone, new Date(corrected)) === second) return new Date(corrected);
  // A gap: the offset before the change (the smaller one) puts the time after the gap.
  return new Date(wall - Math.min(first, second) * MINUTE);
}
