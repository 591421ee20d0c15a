import { SandboxPage } from '../../features/payments';
import type { Route } from './+types/checkout-sandbox';

export default function CheckoutSandbox({ params }: Route.ComponentProps) {
  return <SandboxPage reference={params.reference} />;
}
