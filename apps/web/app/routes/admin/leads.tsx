import { LeadsPage } from '../../features/leads';

export default function AdminLeads() {
  return <LeadsPage />;
}
