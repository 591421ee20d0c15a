import { CreateUserPage } from '../../features/users';

export default function AdminUserNew() {
  return <CreateUserPage />;
}
