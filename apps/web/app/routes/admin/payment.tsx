import { PaymentPage } from '../../features/payments';
import type { Route } from './+types/payment';

export default function AdminPayment({ params }: Route.ComponentProps) {
  return <PaymentPage paymentId={params.paymentId} />;
}
