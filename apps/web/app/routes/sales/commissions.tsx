import { MyCommissionsPage } from '../../features/commissions';

export default function MyCommissions() {
  return <MyCommissionsPage />;
}
