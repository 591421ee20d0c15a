import { ReportsPage } from '../../features/reports';
import { chartStyleLinks } from '../../lib/chart-styles';

export const links = chartStyleLinks;

export default function AdminReports() {
  return <ReportsPage />;
}
