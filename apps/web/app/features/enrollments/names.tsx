/**
 * The student's and the course's names of an enrollment, which the enrollment answer carries
 * only as ids: the shared widgets of `ui/people`, under the names this feature speaks of.
 */
export { CourseTitle, UserName as StudentName, useCourseTitle } from '../../ui/people';
