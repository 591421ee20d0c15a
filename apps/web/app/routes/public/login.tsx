import { LoginPage } from '../../features/session';
import { AppProviders } from '../../ui/mantine-providers';

export default function Login() {
  return (
    <AppProviders>
      <LoginPage />
    </AppProviders>
  );
}
