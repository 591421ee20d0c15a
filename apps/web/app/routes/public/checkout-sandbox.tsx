import { SandboxPage } from '../../features/payments';
import { AppProviders } from '../../ui/mantine-providers';
import type { Route } from './+types/checkout-sandbox';

export default function CheckoutSandbox({ params }: Route.ComponentProps) {
  return (
    <AppProviders>
      <SandboxPage reference={params.reference} />
    </AppProviders>
  );
}
