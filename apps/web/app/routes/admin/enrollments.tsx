import { EnrollmentsPage } from '../../features/enrollments';

export default function AdminEnrollments() {
  return <EnrollmentsPage />;
}
