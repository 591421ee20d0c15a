import { RecoverPasswordPage } from '../../features/account';
import { AppProviders } from '../../ui/mantine-providers';
import type { Route } from './+types/recover-token';

export default function RecoverWithToken({ params }: Route.ComponentProps) {
  // Keyed by token: a second link opened in the same tab starts a fresh form.
  return (
    <AppProviders>
      <RecoverPasswordPage key={params.token} token={params.token} />
    </AppProviders>
  );
}
