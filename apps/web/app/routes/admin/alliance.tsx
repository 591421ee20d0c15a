import { AlliancePage } from '../../features/alliances';
import type { Route } from './+types/alliance';

export default function AdminAlliance({ params }: Route.ComponentProps) {
  return <AlliancePage allianceId={params.allianceId} />;
}
