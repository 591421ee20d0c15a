import { CommissionsPage } from '../../features/commissions';
import { chartStyleLinks } from '../../lib/chart-styles';

export const links = chartStyleLinks;

export default function AdminCommissions() {
  return <CommissionsPage />;
}
