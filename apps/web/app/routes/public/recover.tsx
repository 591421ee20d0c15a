import { RecoverRequestPage } from '../../features/account';

export default function Recover() {
  return <RecoverRequestPage />;
}
