/**
 * The week calendar's layout (days × hours) in the viewer's zone: the week's seven days from its
 * Monday, the hours shown (working hours, widened to fit every call), and each call as a block
 * on its day, placed by its local start and length. Pure, so it is tested without a browser.
 */
import { addDays, localDateOf, zonedDateTimeToInstant } from '@catedra/contract/browser';

export type CallTime = { id: string; scheduledAt: string; durationMinutes: number };

export type Block<C extends CallTime> = {
  call: C;
  /** Minutes from the first hour shown to the start, and the block's length, both within its day. */
  offsetMinutes: number;
  lengthMinutes: number;
};

export type WeekGrid<C extends CallTime> = {
  /** The Monday and the Monday after, as the API's range (instants). */
  from: string;
  to: string;
  days: { date: string; blocks: Block<C>[] }[];
  firstHour: number;
  lastHour: number;
};

const DEFAULT_HOURS = { first: 8, last: 20 };

/** The instant a local day starts in the zone. */
export const dayStart = (date: string, timeZone: string) => zonedDateTimeToInstant(date, '00:00', timeZone);

/** Minutes since the local midnight of `date` of an instant (DST days counted by the clock on the wall). */
function localMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The range a week's calls are asked for: from its Monday's start to the next Monday's, in the zone. */
export function weekRange(monday: string, timeZone: string) {
  return {
    from: dayStart(monday, timeZone).toISOString(),
    to: dayStart(addDays(monday, 7), timeZone).toISOString(),
  };
}

export function weekGrid<C extends CallTime>(
  monday: string,
  timeZone: string,
  calls: readonly C[],
): WeekGrid<C> {
  const dates = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  let first = DEFAULT_HOURS.first;
  let last = DEFAULT_HOURS.last;
  const placed = calls.map((call) => {
    const start = new Date(call.scheduledAt);
    const date = localDateOf(start, timeZone);
    const startMinutes = localMinutes(start, timeZone);
    // A call past midnight is drawn up to the end of its first day.
    const endMinutes = Math.min(startMinutes + call.durationMinutes, 24 * 60);
    first = Math.min(first, Math.floor(startMinutes / 60));
    last = Math.max(last, Math.ceil(endMinutes / 60));
    return { call, date, startMinutes, endMinutes };
  });
  const days = dates.map((date) => ({
    date,
    blocks: placed
      .filter((item) => item.date === date)
      .sort((a, b) => a.startMinutes - b.startMinutes)
      .map((item) => ({
        call: item.call,
        offsetMinutes: item.startMinutes - first * 60,
        lengthMinutes: Math.max(item.endMinutes - item.startMinutes, 15),
      })),
  }));
  return { ...weekRange(monday, timeZone), days, firstHour: first, lastHour: last };
}
