import { MyDuePeriods } from '../../features/enrollments';
import { MyPaymentsPage } from '../../features/payments';

export default function MePayments() {
  return <MyPaymentsPage due={<MyDuePeriods />} />;
}
