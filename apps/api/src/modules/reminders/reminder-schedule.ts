/**
 * When reminders go (docs/domain/reminders.md), as pure functions of the clock's instant and
 * the academy's zone, so tests move the clock anywhere.
 *
 * - Stages: a period's stage is due on its due date plus the stage's offset (calendar days,
 *   judged in the academy's zone). A stage whose day passed while nothing ran is sent late,
 *   once, for up to LATE_WINDOW_DAYS; when a later stage is also due, the earlier ones are
 *   recorded SKIPPED (superseded) and only the latest is sent.
 * - Quiet hours: automatic WhatsApp reminders go out 09:00–21:00 academy time, not on Sundays
 *   nor holidays; otherwise they wait for the next allowed moment.
 */
import {
  addDays,
  isoWeekdayOf,
  localDateOf,
  offsetMinutesAt,
  zonedDateTimeToInstant,
} from '@catedra/contract';

/** How long after its day a missed stage is still sent (older ones predate the reminders). */
export const LATE_WINDOW_DAYS = 7;
export const WHATSAPP_OPENS_AT = '09:00';
const OPENING_MINUTE = 9 * 60;
const CLOSING_MINUTE = 21 * 60;
const SUNDAY = 7;
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export type StagesDue = {
  /** The stage to send now (the latest due), or null when none is due. */
  send: number | null;
  /** The earlier due stages it supersedes, recorded SKIPPED. */
  skip: number[];
};

/**
 * Which of a period's stages are due on `today` (a date in the academy's zone). `since`, the
 * day the enrollment was made: a stage before it was never missed (there was nothing to
 * remind), so it is neither sent nor recorded.
 */
export function stagesDue(dueDate: string, offsets: readonly number[], today: string, since = ''): StagesDue {
  const late = addDays(today, -LATE_WINDOW_DAYS);
  const oldest = since > late ? since : late;
  const due = [...new Set(offsets)]
    .filter((offset) => {
      const day = addDays(dueDate, offset);
      return day <= today && day >= oldest;
    })
    .sort((a, b) => a - b);
  if (due.length === 0) return { send: null, skip: [] };
  return { send: due[due.length - 1]!, skip: due.slice(0, -1) };
}

/** The range of due dates that may have a stage due today (what the queueing query reads). */
export function dueDateRange(offsets: readonly number[], today: string): { from: string; to: string } {
  const earliest = Math.min(...offsets);
  const latest = Math.max(...offsets);
  return { from: addDays(today, -latest - LATE_WINDOW_DAYS), to: addDays(today, -earliest) };
}

/** The academy's calendar day of an instant. */
export const academyDayOf = (instant: Date, timeZone: string) => localDateOf(instant, timeZone);

function minuteOfDay(instant: Date, timeZone: string): number {
  const local = instant.getTime() + offsetMinutesAt(timeZone, instant) * MINUTE;
  return (((local / MINUTE) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
}

/** A day automatic WhatsApp reminders may go out on: not a Sunday nor a holiday. */
export function isSendingDay(day: string, isHoliday: (day: string) => boolean): boolean {
  return isoWeekdayOf(day) !== SUNDAY && !isHoliday(day);
}

/**
 * The first moment from `now` an automatic WhatsApp reminder may go out: `now` itself inside
 * 09:00–21:00 of a sending day, else 09:00 of the next sending day (today's, before 09:00).
 */
export function nextWhatsAppMoment(now: Date, timeZone: string, isHoliday: (day: string) => boolean): Date {
  const today = localDateOf(now, timeZone);
  const minute = minuteOfDay(now, timeZone);
  if (isSendingDay(today, isHoliday)) {
    if (minute >= OPENING_MINUTE && minute < CLOSING_MINUTE) return now;
    if (minute < OPENING_MINUTE) return zonedDateTimeToInstant(today, WHATSAPP_OPENS_AT, timeZone);
  }
  let day = addDays(today, 1);
  // A year of holidays and Sundays in a row cannot happen; the bound only guards a bad table.
  for (let step = 0; step < 366 && !isSendingDay(day, isHoliday); step++) day = addDays(day, 1);
  return zonedDateTimeToInstant(day, WHATSAPP_OPENS_AT, timeZone);
}
