import { EnrollmentsPage } from '../../features/enrollments';
import { CourseRemindersButton } from '../../features/reminders';

/** The enrollments list; with a course picked, the reminders feature's "Enviar recordatorios del curso". */
export default function AdminEnrollments() {
  return <EnrollmentsPage courseActions={(courseId) => <CourseRemindersButton courseId={courseId} />} />;
}
