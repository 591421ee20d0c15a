import { InviteUserPage } from '../../features/users';

export default function AdminUserNew() {
  return <InviteUserPage />;
}
