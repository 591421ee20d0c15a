import { Outlet } from 'react-router';
import { AdminGate, AdminShell } from '../../features/admin-shell';
import { AppProviders } from '../../ui/mantine-providers';

export default function AdminLayout() {
  return (
    <AppProviders>
      <AdminGate>
        <AdminShell>
          <Outlet />
        </AdminShell>
      </AdminGate>
    </AppProviders>
  );
}
