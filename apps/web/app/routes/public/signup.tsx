import { SignupPage } from '../../features/account';
import { AppProviders } from '../../ui/mantine-providers';

export default function Signup() {
  return (
    <AppProviders>
      <SignupPage />
    </AppProviders>
  );
}
