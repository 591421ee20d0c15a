import { UsersPage } from '../../features/users';

export default function AdminUsers() {
  return <UsersPage />;
}
