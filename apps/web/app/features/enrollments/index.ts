/** Enrollments: the admin list, the inactive list, an enrollment's page, the student's own and a course's plans. */
export { StatusBadge as EnrollmentStatusBadge } from './badges';
export { CoursePlans } from './course-plans';
export { EnrollmentPage } from './enrollment-page';
export { EnrollmentsPage } from './enrollments-page';
export { InactiveEnrollmentsPage } from './inactive-enrollments-page';
export { MyDuePeriods, MyEnrollmentsPage } from './my-enrollments-page';
export { NewEnrollmentPage, type NewEnrollmentState } from './new-enrollment-page';
