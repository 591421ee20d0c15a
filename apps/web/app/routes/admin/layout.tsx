import { Outlet } from 'react-router';
import { AdminGate, AdminShell } from '../../features/admin-shell';

export default function AdminLayout() {
  return (
    <AdminGate>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </AdminGate>
  );
}
