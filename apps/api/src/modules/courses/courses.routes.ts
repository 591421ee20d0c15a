/** Binds the Courses operations of the contract to the courses service. */
import { defineHandlers } from '../../http/handlers.js';
import type { CoursesService } from './courses.service.js';

export function coursesHandlers({ courses: service }: { courses: CoursesService }) {
  return defineHandlers({
    createCourse: ({ body }) => service.create(body),
    findAllCourses: ({ caller, query }) => service.findAll(caller, query),
    findCourseById: ({ caller, params }) => service.findById(caller, params.courseId),
    updateCourse: ({ params, body }) => service.update(params.courseId, body),
    updateCourseDebtPolicy: ({ params, body }) =>
      service.setDebtAccessDays(params.courseId, body.debtAccessDays),
    closeCourseEnrollments: ({ params }) => service.setEnrollmentOpen(params.courseId, false),
    reopenCourseEnrollments: ({ params }) => service.setEnrollmentOpen(params.courseId, true),
    getCourseInvitationUrl: ({ caller, params }) => service.invitationUrl(caller, params.courseId),
    findAllCourseTeachers: ({ query }) => service.findTeachers(query),
    findMyCourses: ({ caller, query }) => service.mine(caller, query),
    findCourseStudents: ({ caller, params, query }) => service.students(caller, params.courseId, query),
    getCoursesStats: ({ query }) => service.stats(query),
  });
}
