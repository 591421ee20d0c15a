import { describe, expect, it } from 'vitest';
import { weekGrid, weekRange } from './week-grid';

const BA = 'America/Argentina/Buenos_Aires';

describe('the week calendar of calls', () => {
  it('asks for the week from its Monday to the next, in the viewer’s zone', () => {
    expect(weekRange('2096-03-05', BA)).toEqual({
      from: '2096-03-05T03:00:00.000Z',
      to: '2096-03-12T03:00:00.000Z',
    });
  });

  it('puts each call on its local day, at its local time and length', () => {
    const grid = weekGrid('2096-03-05', BA, [
      { id: 'a', scheduledAt: '2096-03-07T18:00:00.000Z', durationMinutes: 45 },
      // 01:30 UTC on the 8th is 22:30 on the 7th in Buenos Aires.
      { id: 'b', scheduledAt: '2096-03-08T01:30:00.000Z', durationMinutes: 30 },
    ]);
    expect(grid.days.map((day) => day.date)).toEqual([
      '2096-03-05',
      '2096-03-06',
      '2096-03-07',
      '2096-03-08',
      '2096-03-09',
      '2096-03-10',
      '2096-03-11',
    ]);
    const wednesday = grid.days[2]!;
    expect(wednesday.blocks.map((block) => block.call.id)).toEqual(['a', 'b']);
    // The hours widen to fit the late call: 08:00 to 23:00.
    expect([grid.firstHour, grid.lastHour]).toEqual([8, 23]);
    expect(wednesday.blocks[0]).toMatchObject({ offsetMinutes: (15 - 8) * 60, lengthMinutes: 45 });
    expect(wednesday.blocks[1]).toMatchObject({ offsetMinutes: (22 - 8) * 60 + 30, lengthMinutes: 30 });
  });

  it('shows another zone’s viewer the same call at his own time', () => {
    const grid = weekGrid('2096-03-05', 'Europe/Madrid', [
      { id: 'a', scheduledAt: '2096-03-07T18:00:00.000Z', durationMinutes: 60 },
    ]);
    expect(grid.days[2]!.blocks[0]).toMatchObject({ offsetMinutes: (19 - 8) * 60 });
  });

  it('an early call widens the day upwards, and a call past midnight ends with its day', () => {
    const grid = weekGrid('2096-03-05', 'UTC', [
      { id: 'a', scheduledAt: '2096-03-05T06:30:00.000Z', durationMinutes: 30 },
      { id: 'b', scheduledAt: '2096-03-06T23:30:00.000Z', durationMinutes: 120 },
    ]);
    expect([grid.firstHour, grid.lastHour]).toEqual([6, 24]);
    expect(grid.days[0]!.blocks[0]).toMatchObject({ offsetMinutes: 30 });
    expect(grid.days[1]!.blocks[0]).toMatchObject({ lengthMinutes: 30 });
  });
});
