import { describe, expect, it } from 'vitest';
import { fromDateOf, previewOf } from './template-preview';

const template = {
  classes: [
    { title: 'Clase 1', weekOffset: 0, weekday: 2, localTime: '19:00', durationMinutes: 90 },
    { title: 'Clase 2', weekOffset: 1, weekday: 2, localTime: '19:00', durationMinutes: 90 },
  ],
  exams: [{ title: 'TP 1', weekOffset: 1, durationDays: 7 }],
};

describe('template preview', () => {
  it('reads the chosen date and time in the chosen zone', () => {
    expect(fromDateOf('2026-03-23', '10:00', 'Europe/Madrid').toISOString()).toBe('2026-03-23T09:00:00.000Z');
  });

  it('keeps classes at 19:00 local across the Madrid DST change, as the API does', () => {
    const preview = previewOf(template, '2026-03-23', '10:00', 'Europe/Madrid');
    expect(preview.classes.map((item) => item.startsAt.toISOString())).toEqual([
      '2026-03-24T18:00:00.000Z',
      '2026-03-31T17:00:00.000Z',
    ]);
    expect(preview.exams[0]).toMatchObject({ title: 'TP 1', maxScore: 100, passingScore: 60 });
    expect(preview.exams[0]!.opensAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('has no DST in Buenos Aires: 19:00 is always 22:00 UTC', () => {
    const preview = previewOf(template, '2026-03-23', '00:00', 'America/Argentina/Buenos_Aires');
    expect(preview.classes.map((item) => item.startsAt.toISOString())).toEqual([
      '2026-03-24T22:00:00.000Z',
      '2026-03-31T22:00:00.000Z',
    ]);
  });
});
