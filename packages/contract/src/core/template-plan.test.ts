import { describe, expect, it } from 'vitest';
import { planTemplate } from './template-plan.js';

const weekly = (weeks: number, weekday: number, localTime: string) =>
  Array.from({ length: weeks }, (_, weekOffset) => ({
    title: `Clase ${weekOffset + 1}`,
    weekOffset,
    weekday,
    localTime,
    durationMinutes: 90,
  }));

describe('planTemplate', () => {
  it('puts each class on its weekday of its week, at its local time across a DST change (Madrid)', () => {
    // Monday 2026-03-23 in Madrid; Tuesdays at 19:00 before and after the 29 March change.
    const plan = planTemplate(
      { classes: weekly(2, 2, '19:00'), exams: [] },
      new Date('2026-03-23T10:00:00+01:00'),
      'Europe/Madrid',
    );
    expect(plan.classes.map((item) => item.startsAt.toISOString())).toEqual([
      '2026-03-24T18:00:00.000Z',
      '2026-03-31T17:00:00.000Z',
    ]);
  });

  it('reads the first day in the given zone, and rolls a weekday before it to the next week', () => {
    // 2026-03-02T01:00Z is still Sunday 1 March in Buenos Aires; a Sunday class stays on that day.
    const plan = planTemplate(
      { classes: [...weekly(1, 7, '18:00'), ...weekly(1, 6, '10:00')], exams: [] },
      new Date('2026-03-02T01:00:00Z'),
      'America/Argentina/Buenos_Aires',
    );
    expect(plan.classes.map((item) => item.startsAt.toISOString())).toEqual([
      '2026-03-01T21:00:00.000Z',
      '2026-03-07T13:00:00.000Z',
    ]);
  });

  it('opens exams at local midnight of their week and closes them durationDays later, with default scores', () => {
    const plan = planTemplate(
      { classes: [], exams: [{ title: 'Parcial', weekOffset: 1, durationDays: 7 }] },
      new Date('2026-03-30T12:00:00-03:00'),
      'America/Santiago',
    );
    expect(plan.exams).toEqual([
      {
        title: 'Parcial',
        // Monday 6 April already in winter time (UTC-4); due Monday 13 April.
        opensAt: new Date('2026-04-06T04:00:00.000Z'),
        dueAt: new Date('2026-04-13T04:00:00.000Z'),
        maxScore: 100,
        passingScore: 60,
      },
    ]);
  });
});
