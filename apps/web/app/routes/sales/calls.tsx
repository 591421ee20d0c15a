import { CallsPage } from '../../features/calls';

export default function MyCalls() {
  return <CallsPage mine />;
}
