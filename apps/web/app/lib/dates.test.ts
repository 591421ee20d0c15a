import { describe, expect, it } from 'vitest';
import {
  ACADEMY_TIME_ZONE,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatDayAndMonth,
  formatGmtOffset,
  formatTime,
  fromLocalInput,
  groupByWeek,
  hasEnded,
  isLive,
  timeZoneLabel,
  toLocalInput,
  weekStartOf,
} from './dates';

describe('isLive', () => {
  const start = '2026-05-05T22:00:00.000Z';
  it('is live from 15 minutes before the start until the end', () => {
    expect(isLive(start, 90, new Date('2026-05-05T21:44:00Z'))).toBe(false);
    expect(isLive(start, 90, new Date('2026-05-05T21:45:00Z'))).toBe(true);
    expect(isLive(start, 90, new Date('2026-05-05T23:29:00Z'))).toBe(true);
    expect(isLive(start, 90, new Date('2026-05-05T23:30:00Z'))).toBe(false);
  });
});

describe('weeks', () => {
  it('starts a week on the Monday of the local date, not the UTC one', () => {
    // Sunday 23:30 in Buenos Aires is already Monday in UTC.
    expect(weekStartOf('2026-05-11T02:30:00Z', 'America/Argentina/Buenos_Aires')).toBe('2026-05-04');
    expect(weekStartOf('2026-05-11T02:30:00Z', 'UTC')).toBe('2026-05-11');
  });

  it('groups items by week, in order', () => {
    const items = [
      { at: '2026-05-13T12:00:00Z' },
      { at: '2026-05-05T12:00:00Z' },
      { at: '2026-05-06T12:00:00Z' },
    ];
    const weeks = groupByWeek(items, (item) => item.at, 'UTC');
    expect(weeks.map((week) => [week.weekStart, week.items.length])).toEqual([
      ['2026-05-04', 2],
      ['2026-05-11', 1],
    ]);
  });
});

describe('formats', () => {
  it('never shifts a calendar date', () => {
    // Read as a date, not as UTC midnight: west of Greenwich it must not become 1 March.
    expect(formatCalendarDate('2026-03-02')).toBe('02/03/2026');
  });

  it('round-trips a datetime-local value', () => {
    const iso = fromLocalInput('2026-05-05T19:00');
    expect(toLocalInput(iso)).toBe('2026-05-05 19:00:00');
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
});

describe('academy zone', () => {
  it('writes a calendar date with no time zone shift', () => {
    expect(formatCalendarDate('2012-03-01')).toBe('01/03/2012');
  });

  it('shows an instant on its Buenos Aires day, whatever the runtime zone', () => {
    // 02:30 UTC on the 21st is still the 20th in Buenos Aires: server and browser agree.
    expect(formatDate('2026-11-21T02:30:00Z', ACADEMY_TIME_ZONE)).toBe('20/11/2026');
    expect(formatDateTime('2026-11-21T02:30:00Z', ACADEMY_TIME_ZONE)).toBe('20/11/2026 23:30');
  });

  it('writes every date in the one es-AR style, day and month with two digits, 24-hour time', () => {
    expect(formatDateTime('2026-11-26T04:19:00Z', ACADEMY_TIME_ZONE)).toBe('26/11/2026 01:19');
    expect(formatDateTime('2026-01-05T22:05:00Z', 'UTC')).toBe('05/01/2026 22:05');
    expect(formatDate(new Date('2026-11-26T12:00:00Z'), 'UTC')).toBe('26/11/2026');
    expect(formatCalendarDate('2026-11-26T00:00:00.000Z')).toBe('26/11/2026');
    expect(formatDayAndMonth('2026-05-04T22:00:00Z', ACADEMY_TIME_ZONE)).toBe('04/05');
  });
});

describe('hasEnded', () => {
  it('is over once its last day has passed in Buenos Aires, whatever the UTC date', () => {
    // 02:30 UTC on the 12th is still the 11th in Buenos Aires (UTC−3).
    expect(hasEnded('2026-11-11', new Date('2026-11-12T02:30:00Z'))).toBe(false);
    expect(hasEnded('2026-11-11', new Date('2026-11-12T03:30:00Z'))).toBe(true);
    expect(hasEnded('2027-03-21', new Date('2026-11-21T12:00:00Z'))).toBe(false);
  });
});

describe('24-hour times and zone labels', () => {
  const evening = '2026-03-02T22:00:00Z'; // 19:00 in Buenos Aires

  it('shows times in 24 hours, never "p. m."', () => {
    expect(formatTime(evening, 'America/Argentina/Buenos_Aires')).toBe('19:00');
    expect(formatDateTime(evening, 'America/Argentina/Buenos_Aires')).toContain('19:00');
    expect(formatDateTime(evening, 'America/Argentina/Buenos_Aires')).not.toMatch(/m\./);
    expect(formatTime('2026-03-02T03:05:00Z', 'UTC')).toBe('03:05');
  });

  it('writes offsets as GMT with a minus sign and minutes only when there are some', () => {
    expect(formatGmtOffset(-180)).toBe('GMT\u22123');
    expect(formatGmtOffset(330)).toBe('GMT+5:30');
    expect(formatGmtOffset(0)).toBe('GMT');
  });

  it('names a zone by its city in Spanish and its offset at the moment', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires', new Date(evening))).toBe(
      'Hora de Buenos Aires (GMT\u22123)',
    );
    expect(timeZoneLabel('Europe/Madrid', new Date('2026-01-15T12:00:00Z'))).toBe('Hora de Madrid (GMT+1)');
    expect(timeZoneLabel('Europe/Madrid', new Date('2026-07-15T12:00:00Z'))).toBe('Hora de Madrid (GMT+2)');
    expect(timeZoneLabel('America/New_York', new Date(evening))).toBe('Hora de Nueva York (GMT\u22125)');
    expect(timeZoneLabel('UTC', new Date(evening))).toBe('Hora universal (GMT)');
  });
});
