/** The student area `/me`: my courses, a course's classes, exams and attendance. */
export { useMyCourses } from './api';
export { MeGate } from './me-gate';
export { MyAreaPage } from './my-area-page';
export { MyCoursePage } from './my-course-page';
