import { CommissionsPage } from '../../features/commissions';

export default function AdminCommissions() {
  return <CommissionsPage />;
}
