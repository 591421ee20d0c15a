/** Binds the Attendance operations of the contract (both families of calls) to the attendance service. */
import { defineHandlers } from '../../http/handlers.js';
import type { AttendanceService } from './attendance.service.js';

export function attendanceHandlers({ attendance: service }: { attendance: AttendanceService }) {
  return defineHandlers({
    createCourseAttendance: ({ caller, params, body }) =>
      service.record(caller, { ...params, classId: body.classId }, body),
    createClassAttendance: ({ caller, params, body }) => service.record(caller, params, body),
    deleteCourseAttendance: ({ params }) => service.deleteOfUser(params.courseId, params.userId),
    deleteClassAttendance: ({ caller, params }) => service.deleteOne(caller, params),
    findAllCourseAttendances: ({ caller, params, query }) =>
      service.findOfUser(caller, params.courseId, query),
    findCourseAttendanceSheet: ({ caller, params, query }) =>
      service.sheet(caller, params.courseId, query.userIds),
    getCourseAttendanceStats: ({ caller, params, query }) =>
      service.stats(caller, params.courseId, params.userId, query.classId),
  });
}
