import { NewSalePage } from '../../features/sales';

export default function NewSale() {
  return <NewSalePage />;
}
