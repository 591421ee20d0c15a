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

import type { CoursesRepository } from './courses.repository.js';

export type { CourseFilters } from './courses.repository.js';
/** What other modules may read of courses (the composition root hands them the repository). */
export type CourseLookups = Pick<CoursesRepository, 'findById' | 'currentEnrollmentOf'>;
export { coursesHandlers } from './courses.routes.js';
export { type CoursesService, createCoursesService, toCourseDto } from './courses.service.js';
