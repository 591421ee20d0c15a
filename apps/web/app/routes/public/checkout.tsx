import { CheckoutPage } from '../../features/payments';
import type { Route } from './+types/checkout';

export default function Checkout({ params }: Route.ComponentProps) {
  return <CheckoutPage linkToken={params.token} />;
}
