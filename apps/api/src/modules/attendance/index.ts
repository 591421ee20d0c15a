/** The attendance module's public surface. */
export { attendanceHandlers } from './attendance.routes.js';
export {
  type AttendanceService,
  attendanceStatsOf,
  createAttendanceService,
  toAttendanceDto,
} from './attendance.service.js';
