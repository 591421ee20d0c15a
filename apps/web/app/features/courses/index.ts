/**
 * Course administration, and the course-level reads other academic features build on (the
 * course itself and its roster): they import these from here, never the other way round.
 */
export { useCourse, useCourseStudents, useTimezones } from './api';
export { CourseWorkspace, type WorkspaceTab } from './course-workspace';
export { CoursesPage } from './courses-page';
export { DebtAccessSection } from './debt-access-section';
export { COURSE_READS, invalidateCourse } from './queries';
