import { AttributionPage } from '../../features/leads';

export default function AdminLeadAttribution() {
  return <AttributionPage />;
}
