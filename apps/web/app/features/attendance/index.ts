/** The attendance grid of a course (students × classes). */
export { AttendanceGrid } from './attendance-grid';
export { nextStatus } from './next-status';
