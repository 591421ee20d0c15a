import { UnappliedChargesPage } from '../../features/payments';

export default function AdminUnappliedCharges() {
  return <UnappliedChargesPage />;
}
