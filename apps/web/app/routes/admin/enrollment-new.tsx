import { NewEnrollmentPage } from '../../features/enrollments';

/** "Nueva inscripción": staff enrol a person (features/enrollments). */
export default function AdminEnrollmentNew() {
  return <NewEnrollmentPage />;
}
