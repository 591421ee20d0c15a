import { MyEnrollmentsPage } from '../../features/enrollments';
import { PayNowButton } from '../../features/payments';

export default function MeEnrollments() {
  return <MyEnrollmentsPage payNow={(enrollmentId) => <PayNowButton enrollmentId={enrollmentId} />} />;
}
