import { useRouteLoaderData } from 'react-router';
import { CheckoutPage } from '../../features/payments';
import type { loader as rootLoader } from '../../root';
import { AppProviders } from '../../ui/mantine-providers';
import type { Route } from './+types/checkout';

export default function Checkout({ params }: Route.ComponentProps) {
  // The root loader always runs: PAYPAL_SDK_URL comes with the public configuration.
  const root = useRouteLoaderData<typeof rootLoader>('root')!;
  return (
    <AppProviders>
      <CheckoutPage linkToken={params.token} paypalSdkUrl={root.config.paypalSdkUrl} />
    </AppProviders>
  );
}
