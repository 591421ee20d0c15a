import { MyEnrollmentsPage } from '../../features/enrollments';

export default function MeEnrollments() {
  return <MyEnrollmentsPage />;
}
