/** The public catalogue: the home page's course list, a course's page and the teachers. */
export { useTopics } from './api';
export { CatalogueSection } from './catalogue-section';
export { CourseCard, teacherNames } from './course-card';
export { CourseNotFound, CoursePage } from './course-page';
export { TeacherList } from './teacher-list';
