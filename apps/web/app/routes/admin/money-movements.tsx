import { MoneyMovementsPage } from '../../features/payments';

export default function AdminMoneyMovements() {
  return <MoneyMovementsPage />;
}
