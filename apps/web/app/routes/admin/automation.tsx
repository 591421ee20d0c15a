import { AutomationPage } from '../../features/automation';

export default function AdminAutomation() {
  return <AutomationPage />;
}
