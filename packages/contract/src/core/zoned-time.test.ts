import { describe, expect, it } from 'vitest';
import { addDays, isoWeekdayOf, localDateOf, zonedDateTimeToInstant } from './zoned-time.js';

const at = (localDate: string, localTime: string, zone: string) =>
  zonedDateTimeToInstant(localDate, localTime, zone).toISOString();

describe('zonedDateTimeToInstant', () => {
  it('keeps 19:00 in Madrid at 19:00 local across the March change (UTC+1 → UTC+2)', () => {
    expect(at('2026-03-28', '19:00', 'Europe/Madrid')).toBe('2026-03-28T18:00:00.000Z');
    expect(at('2026-03-30', '19:00', 'Europe/Madrid')).toBe('2026-03-30T17:00:00.000Z');
  });

  it('keeps 19:00 in Madrid at 19:00 local across the October change (UTC+2 → UTC+1)', () => {
    expect(at('2026-10-24', '19:00', 'Europe/Madrid')).toBe('2026-10-24T17:00:00.000Z');
    expect(at('2026-10-26', '19:00', 'Europe/Madrid')).toBe('2026-10-26T18:00:00.000Z');
  });

  it('keeps 19:00 in Santiago at 19:00 local when summer time ends in April (UTC-3 → UTC-4)', () => {
    expect(at('2026-04-03', '19:00', 'America/Santiago')).toBe('2026-04-03T22:00:00.000Z');
    expect(at('2026-04-06', '19:00', 'America/Santiago')).toBe('2026-04-06T23:00:00.000Z');
  });

  it('keeps 19:00 in Santiago at 19:00 local when summer time starts in September (UTC-4 → UTC-3)', () => {
    expect(at('2026-09-04', '19:00', 'America/Santiago')).toBe('2026-09-04T23:00:00.000Z');
    expect(at('2026-09-07', '19:00', 'America/Santiago')).toBe('2026-09-07T22:00:00.000Z');
  });

  it('moves a time that does not exist (spring-forward gap) forward by the gap', () => {
    // Madrid jumps from 02:00 to 03:00: 02:30 becomes 03:30 (UTC+2).
    expect(at('2026-03-29', '02:30', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z');
    // Santiago jumps from 00:00 to 01:00: 00:30 becomes 01:30 (UTC-3).
    expect(at('2026-09-06', '00:30', 'America/Santiago')).toBe('2026-09-06T04:30:00.000Z');
  });

  it('uses UTC-3 all year in Buenos Aires (no daylight saving)', () => {
    expect(at('2026-01-15', '19:00', 'America/Argentina/Buenos_Aires')).toBe('2026-01-15T22:00:00.000Z');
    expect(at('2026-07-15', '19:00', 'America/Argentina/Buenos_Aires')).toBe('2026-07-15T22:00:00.000Z');
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years, and names ISO weekdays', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isoWeekdayOf('2026-03-02')).toBe(1);
    expect(isoWeekdayOf('2026-03-08')).toBe(7);
  });

  it('reads the local date of an instant in a zone', () => {
    expect(localDateOf(new Date('2026-03-02T02:00:00Z'), 'America/Argentina/Buenos_Aires')).toBe(
      '2026-03-01',
    );
    expect(localDateOf(new Date('2026-03-02T02:00:00Z'), 'Europe/Madrid')).toBe('2026-03-02');
  });
});
