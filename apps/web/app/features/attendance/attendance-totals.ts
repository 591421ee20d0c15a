/**
 * What the grid shows about its rows and columns, as the API counts it (attendance service,
 * `attendanceStatsOf`): a student's totals over the classes held so far, and the rate
 * (present + late) / held; a held class without a record counts in the denominator only.
 */
import type { AttendanceStatus, CourseStudent } from '../../lib/api-types';

export type AttendanceTotals = Record<AttendanceStatus, number> & { held: number; rate: number | null };

/** Only these are the course's students in the grid: others (PENDING, INACTIVE) cannot be marked. */
export const markableStudents = (students: CourseStudent[]) =>
  students.filter((student) => student.status === 'ACTIVE' || student.status === 'FINISHED');

/** A class can be marked once it has started. */
export const hasStarted = (startsAt: string, now: number) => new Date(startsAt).getTime() <= now;

export function totalsOf(statuses: (AttendanceStatus | null | undefined)[]): AttendanceTotals {
  const totals: AttendanceTotals = {
    PRESENT: 0,
    LATE: 0,
    ABSENT: 0,
    EXCUSED: 0,
    held: statuses.length,
    rate: null,
  };
  for (const status of statuses) if (status) totals[status] += 1;
  if (totals.held > 0) {
    totals.rate = Math.min(1, Math.round(((totals.PRESENT + totals.LATE) / totals.held) * 10_000) / 10_000);
  }
  return totals;
}
