import { Outlet } from 'react-router';
import { SalesGate, SalesNav } from '../../features/sales';
import { AreaLayout } from '../../ui/mantine-providers';

export default function SalesLayout() {
  return (
    // The public layout mounts no Mantine or query cache (issue 18): the sales area brings them.
    <AreaLayout size="xl">
      <SalesGate>
        <SalesNav />
        <Outlet />
      </SalesGate>
    </AreaLayout>
  );
}
