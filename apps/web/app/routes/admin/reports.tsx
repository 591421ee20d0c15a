import chartsStyles from '@mantine/charts/styles.css?url';
import { ReportsPage } from '../../features/reports';
import type { Route } from './+types/reports';

/** The charts' styles load with this screen only: no other page draws a chart. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: chartsStyles }];

export default function AdminReports() {
  return <ReportsPage />;
}
