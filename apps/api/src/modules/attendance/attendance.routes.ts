/** Binds the Attendance operations of the contract (both families of calls) to the attendance service. */
import type { AppDependencies } from '../../app.js';
import { defineHandlers } from '../../http/handlers.js';
import { createClassesRepository } from '../classes/classes.repository.js';
import { createCourseAccess } from '../courses/course-access.js';
import { createCoursesRepository } from '../courses/courses.repository.js';
import { createAttendanceRepository } from './attendance.repository.js';
import { createAttendanceService } from './attendance.service.js';

export function attendanceHandlers({ database }: AppDependencies) {
  const courses = createCoursesRepository(database.db);
  const service = createAttendanceService({
    attendance: createAttendanceRepository(database.db),
    classes: createClassesRepository(database.db),
    courses,
    access: createCourseAccess(courses),
  });
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
