import { PaymentsPage } from '../../features/payments';

export default function AdminPayments() {
  return <PaymentsPage />;
}
