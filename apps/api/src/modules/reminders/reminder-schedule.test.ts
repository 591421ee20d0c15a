import { describe, expect, it } from 'vitest';
import { dueDateRange, LATE_WINDOW_DAYS, nextWhatsAppMoment, stagesDue } from './reminder-schedule.js';

const DEFAULT = [-3, 0, 3];
const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const noHolidays = () => false;

describe('stagesDue', () => {
  it('is each stage on its own day, and nothing before the first', () => {
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-06')).toEqual({ send: null, skip: [] });
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-07').send).toBe(-3);
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-10').send).toBe(0);
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-13').send).toBe(3);
  });

  it('counts calendar days across month ends: a due 31st, short months and a leap February', () => {
    // Due on the 31st: D+3 is the 3rd of the next month.
    expect(stagesDue('2026-03-31', DEFAULT, '2026-04-03')).toEqual({ send: 3, skip: [-3, 0] });
    // A due date clamped to February's end: D-3 on the 25th, D+3 on March 3rd.
    expect(stagesDue('2026-02-28', DEFAULT, '2026-02-25').send).toBe(-3);
    expect(stagesDue('2026-02-28', DEFAULT, '2026-03-02').send).toBe(0);
    expect(stagesDue('2026-02-28', DEFAULT, '2026-03-03').send).toBe(3);
    // 2028 is a leap year: Feb 29 is a day of its own.
    expect(stagesDue('2028-03-02', DEFAULT, '2028-02-28').send).toBe(-3);
    expect(stagesDue('2028-03-02', DEFAULT, '2028-02-29').send).toBe(-3);
    // New year's eve's due date: D+3 in January of the next year.
    expect(stagesDue('2026-12-31', DEFAULT, '2027-01-03').send).toBe(3);
  });

  it('sends a stage missed while the system was down late, once, and records what a later one supersedes', () => {
    // Down from D-3 to D-1: D-3 goes late on D-1.
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-09')).toEqual({ send: -3, skip: [] });
    // Down for two days over D0 (the 10th and 11th): on the 12th D0 goes late, once.
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-12')).toEqual({ send: 0, skip: [-3] });
    // Down for longer, up to D+3: only D+3 goes, the earlier ones are superseded.
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-14')).toEqual({ send: 3, skip: [-3, 0] });
  });

  it('neither sends nor records a stage before the enrollment was made: nothing was missed', () => {
    // Enrolled on the due date itself: D0 only, no D-3 recorded as superseded.
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-10', '2026-12-10')).toEqual({ send: 0, skip: [] });
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-13', '2026-12-09')).toEqual({ send: 3, skip: [0] });
    expect(stagesDue('2026-12-10', DEFAULT, '2026-12-08', '2026-12-08')).toEqual({ send: null, skip: [] });
  });

  it('leaves stages older than the late window alone (they predate the reminders)', () => {
    const last = `2026-12-${13 + LATE_WINDOW_DAYS}`;
    expect(stagesDue('2026-12-10', DEFAULT, last).send).toBe(3);
    expect(stagesDue('2026-12-10', DEFAULT, `2026-12-${14 + LATE_WINDOW_DAYS}`)).toEqual({
      send: null,
      skip: [],
    });
  });

  it('takes the stages as the settings say, in any order, repeated ones once', () => {
    expect(stagesDue('2026-12-10', [7, -5, 7], '2026-12-05')).toEqual({ send: -5, skip: [] });
    expect(stagesDue('2026-12-10', [1, -5], '2026-12-11')).toEqual({ send: 1, skip: [-5] });
  });
});

describe('dueDateRange', () => {
  it('covers every due date with a stage due today or inside the late window', () => {
    expect(dueDateRange(DEFAULT, '2026-12-10')).toEqual({
      from: '2026-11-30',
      to: '2026-12-13',
    });
  });
});

describe('nextWhatsAppMoment (quiet hours)', () => {
  // Buenos Aires is UTC-3 all year.
  const ba = (local: string) => new Date(`${local}-03:00`);
  /** The next WhatsApp moment in Buenos Aires after a local time there. */
  const nextInBuenosAires = (local: string, isHoliday: (day: string) => boolean = noHolidays) =>
    nextWhatsAppMoment(ba(local), BUENOS_AIRES, isHoliday);

  it('is now between 09:00 and 21:00 of a weekday', () => {
    const now = ba('2026-11-26T10:15:00');
    expect(nextWhatsAppMoment(now, BUENOS_AIRES, noHolidays)).toEqual(now);
    expect(nextInBuenosAires('2026-11-26T09:00:00')).toEqual(ba('2026-11-26T09:00:00'));
    expect(nextInBuenosAires('2026-11-28T20:59:00')).toEqual(ba('2026-11-28T20:59:00'));
  });

  it('waits for 09:00 before opening and for the next day after 21:00', () => {
    expect(nextInBuenosAires('2026-11-26T08:59:00')).toEqual(ba('2026-11-26T09:00:00'));
    expect(nextInBuenosAires('2026-11-26T21:00:00')).toEqual(ba('2026-11-27T09:00:00'));
    // After midnight UTC but still the evening in Buenos Aires.
    expect(nextWhatsAppMoment(new Date('2026-11-27T01:30:00Z'), BUENOS_AIRES, noHolidays)).toEqual(
      ba('2026-11-27T09:00:00'),
    );
  });

  it('never on Sundays: Saturday night and Sunday wait for Monday', () => {
    expect(nextInBuenosAires('2026-11-28T22:00:00')).toEqual(ba('2026-11-30T09:00:00'));
    expect(nextInBuenosAires('2026-11-29T12:00:00')).toEqual(ba('2026-11-30T09:00:00'));
  });

  it('never on holidays, nor on a Sunday right after one', () => {
    const holidays = new Set(['2026-12-08', '2026-12-25', '2026-12-26']);
    const isHoliday = (day: string) => holidays.has(day);
    expect(nextInBuenosAires('2026-12-08T11:00:00', isHoliday)).toEqual(ba('2026-12-09T09:00:00'));
    // Friday 25th and Saturday 26th are holidays, the 27th is a Sunday: Monday 28th.
    expect(nextInBuenosAires('2026-12-24T21:30:00', isHoliday)).toEqual(ba('2026-12-28T09:00:00'));
  });

  it('follows the wall clock of a zone with daylight saving time (Madrid, Santiago)', () => {
    // Madrid springs forward on Sunday 2026-03-29: Saturday night waits for Monday 09:00 CEST (07:00Z).
    expect(nextWhatsAppMoment(new Date('2026-03-28T21:30:00Z'), 'Europe/Madrid', noHolidays)).toEqual(
      new Date('2026-03-30T07:00:00Z'),
    );
    // Madrid falls back on Sunday 2026-10-25: Monday 09:00 CET is 08:00Z.
    expect(nextWhatsAppMoment(new Date('2026-10-24T19:30:00Z'), 'Europe/Madrid', noHolidays)).toEqual(
      new Date('2026-10-26T08:00:00Z'),
    );
    // 08:30 in Madrid in summer (06:30Z) waits for 09:00 local (07:00Z), not 09:00Z.
    expect(nextWhatsAppMoment(new Date('2026-07-01T06:30:00Z'), 'Europe/Madrid', noHolidays)).toEqual(
      new Date('2026-07-01T07:00:00Z'),
    );
    // Santiago is UTC-3 in its summer (January) and UTC-4 in winter (July).
    expect(nextWhatsAppMoment(new Date('2027-01-05T11:00:00Z'), 'America/Santiago', noHolidays)).toEqual(
      new Date('2027-01-05T12:00:00Z'),
    );
    expect(nextWhatsAppMoment(new Date('2026-07-07T12:00:00Z'), 'America/Santiago', noHolidays)).toEqual(
      new Date('2026-07-07T13:00:00Z'),
    );
  });
});
