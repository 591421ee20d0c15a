import { AlliancesPage } from '../../features/alliances';

export default function AdminAlliances() {
  return <AlliancesPage />;
}
