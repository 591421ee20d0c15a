import { RecoverRequestPage } from '../../features/account';
import { AppProviders } from '../../ui/mantine-providers';

export default function Recover() {
  return (
    <AppProviders>
      <RecoverRequestPage />
    </AppProviders>
  );
}
