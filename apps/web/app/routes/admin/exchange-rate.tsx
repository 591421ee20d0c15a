import { ExchangeRatePage } from '../../features/payments';

export default function AdminExchangeRate() {
  return <ExchangeRatePage />;
}
