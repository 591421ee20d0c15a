import { MyDuePeriods } from '../../features/enrollments';
import { MyPaymentsPage, PayNowButton } from '../../features/payments';

export default function MePayments() {
  return (
    <MyPaymentsPage
      due={<MyDuePeriods payNow={(enrollmentId) => <PayNowButton enrollmentId={enrollmentId} />} />}
    />
  );
}
