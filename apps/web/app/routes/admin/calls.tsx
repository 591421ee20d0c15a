import { CallsPage } from '../../features/calls';

export default function AdminCalls() {
  return <CallsPage />;
}
