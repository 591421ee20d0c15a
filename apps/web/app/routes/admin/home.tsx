import { AdminHome } from '../../features/admin-shell';

export default function AdminStart() {
  return <AdminHome />;
}
