import { LeadsPage } from '../../features/leads';

/** "Mis interesados": a seller's own leads (external sellers too, who have no admin panel). */
export default function MyLeads() {
  return <LeadsPage mine />;
}
