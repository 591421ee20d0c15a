import { AlliancePage } from '../../features/alliances';

export default function AdminAllianceNew() {
  return <AlliancePage allianceId={null} />;
}
