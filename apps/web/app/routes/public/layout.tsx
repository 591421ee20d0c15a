import { Outlet } from 'react-router';
import { SiteLayout } from '../../layout/site-layout';

export default function PublicLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
