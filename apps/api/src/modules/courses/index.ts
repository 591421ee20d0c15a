/** The courses module's public surface, with the course access rules other modules apply. */
export {
  type CourseAccess,
  canManageCourse,
  canRecordAttendance,
  createCourseAccess,
  hasAnyScope,
  isAcademicStaff,
  readsClassesAsStaff,
  readsExamsAsStaff,
  readsRoster,
  seesWholeCatalogue,
  teaches,
  type Viewer,
} from './course-access.js';
export { type CourseFilters, type CoursesRepository, createCoursesRepository } from './courses.repository.js';
export { coursesHandlers } from './courses.routes.js';
export { type CoursesService, createCoursesService, toCourseDto } from './courses.service.js';
