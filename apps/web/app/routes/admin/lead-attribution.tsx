import { AttributionPage } from '../../features/leads';
import { chartStyleLinks } from '../../lib/chart-styles';

export const links = chartStyleLinks;

export default function AdminLeadAttribution() {
  return <AttributionPage />;
}
