import { describe, expect, it } from 'vitest';
import type { CourseStudent } from '../../lib/api-types';
import { hasStarted, markableStudents, totalsOf } from './attendance-totals';

describe('attendance totals', () => {
  it('counts each status over the held classes; present and late attend', () => {
    expect(totalsOf(['PRESENT', 'LATE', 'ABSENT', null, 'EXCUSED', 'PRESENT'])).toEqual({
      PRESENT: 2,
      LATE: 1,
      ABSENT: 1,
      EXCUSED: 1,
      held: 6,
      rate: 0.5,
    });
  });

  it('has no rate before any class was held', () => {
    expect(totalsOf([]).rate).toBeNull();
  });

  it('lists only ACTIVE and FINISHED students, and marks only started classes', () => {
    const student = (status: CourseStudent['status']) => ({ status }) as CourseStudent;
    expect(
      markableStudents([student('ACTIVE'), student('PENDING'), student('FINISHED'), student('INACTIVE')]).map(
        (item) => item.status,
      ),
    ).toEqual(['ACTIVE', 'FINISHED']);
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(hasStarted('2026-05-01T12:00:00Z', now)).toBe(true);
    expect(hasStarted('2026-05-01T12:00:01Z', now)).toBe(false);
  });
});
