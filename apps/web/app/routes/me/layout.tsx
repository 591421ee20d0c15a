import { Outlet } from 'react-router';
import { MeGate } from '../../features/student';
import { AreaLayout } from '../../ui/mantine-providers';

export default function MeLayout() {
  return (
    <AreaLayout size="lg">
      <MeGate>
        <Outlet />
      </MeGate>
    </AreaLayout>
  );
}
