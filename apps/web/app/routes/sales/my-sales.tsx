import { MySalesPage } from '../../features/sales';

export default function MySales() {
  return <MySalesPage />;
}
