import { ProfilePage } from '../../features/profile';
import { RequireSession } from '../../layout/require-session';

export default function MyProfile() {
  return (
    <RequireSession>
      <ProfilePage />
    </RequireSession>
  );
}
