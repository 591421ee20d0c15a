import { InactiveEnrollmentsPage } from '../../features/enrollments';

export default function AdminInactiveEnrollments() {
  return <InactiveEnrollmentsPage />;
}
