/**
 * One click on a cell of the attendance grid moves it along this cycle; after EXCUSED the
 * record is removed (back to unmarked), so a wrong click is undone by clicking on.
 */
import type { AttendanceStatus } from '../../lib/api-types';

export const ATTENDANCE_CYCLE: readonly AttendanceStatus[] = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'];

export function nextStatus(current: AttendanceStatus | null): AttendanceStatus | null {
  if (current === null) return ATTENDANCE_CYCLE[0]!;
  const index = ATTENDANCE_CYCLE.indexOf(current);
  return index === ATTENDANCE_CYCLE.length - 1 ? null : ATTENDANCE_CYCLE[index + 1]!;
}
