/** Binds the Courses operations of the contract to the courses service. */
import type { AppDependencies } from '../../app.js';
import { defineHandlers } from '../../http/handlers.js';
import { createTopicsRepository } from '../topics/topics.repository.js';
import { createCourseAccess } from './course-access.js';
import { createCoursesRepository } from './courses.repository.js';
import { createCoursesService } from './courses.service.js';

export function coursesHandlers({ database }: AppDependencies) {
  const courses = createCoursesRepository(database.db);
  const service = createCoursesService({
    courses,
    topics: createTopicsRepository(database.db),
    access: createCourseAccess(courses),
  });
  return defineHandlers({
    createCourse: ({ body }) => service.create(body),
    findAllCourses: ({ caller, query }) => service.findAll(caller, query),
    findCourseById: ({ caller, params }) => service.findById(caller, params.courseId),
    updateCourse: ({ params, body }) => service.update(params.courseId, body),
    closeCourseEnrollments: ({ params }) => service.closeEnrollments(params.courseId),
    getCourseInvitationUrl: ({ caller, params }) => service.invitationUrl(caller, params.courseId),
    findAllCourseTeachers: ({ query }) => service.findTeachers(query),
    findMyCourses: ({ caller, query }) => service.mine(caller, query),
    findCourseStudents: ({ caller, params, query }) => service.students(caller, params.courseId, query),
    getCoursesStats: ({ query }) => service.stats(query),
  });
}
