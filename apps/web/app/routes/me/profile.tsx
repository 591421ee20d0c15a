import { ProfilePage } from '../../features/profile';
import { RequireSession } from '../../layout/require-session';
import { AppProviders } from '../../ui/mantine-providers';

export default function MyProfile() {
  return (
    <AppProviders>
      <RequireSession>
        <ProfilePage />
      </RequireSession>
    </AppProviders>
  );
}
