import { describe, expect, it } from 'vitest';
import { attendanceStatsOf } from './attendance.service.js';

describe('attendanceStatsOf', () => {
  it('counts late as attended: rate = (present + late) / classes held, four decimals', () => {
    const stats = attendanceStatsOf(3, [
      { status: 'PRESENT', total: 1 },
      { status: 'LATE', total: 1 },
      { status: 'ABSENT', total: 1 },
    ]);
    expect(stats).toEqual({ classesHeld: 3, present: 1, late: 1, absent: 1, excused: 0, rate: 0.6667 });
  });

  it('has no rate before any class is held, and never passes 1 (records of classes not held yet)', () => {
    expect(attendanceStatsOf(0, []).rate).toBeNull();
    expect(attendanceStatsOf(1, [{ status: 'PRESENT', total: 2 }]).rate).toBe(1);
  });
});
