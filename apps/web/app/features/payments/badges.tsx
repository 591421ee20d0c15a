/** A payment's status as a coloured badge, the same on every screen. */
import { useMessages } from '../../i18n';
import { ValueBadge } from '../../ui/value-badge';
import type { PaymentStatus } from './queries';

// Neither yellow nor orange: their light badges fail WCAG AA contrast (axe).
const STATUS_COLOR: Record<PaymentStatus, string> = {
  CREATED: 'gray',
  PENDING: 'violet',
  APPROVED: 'teal',
  REJECTED: 'red',
  CANCELLED: 'gray',
  EXPIRED: 'gray',
  REFUNDED: 'indigo',
  CHARGED_BACK: 'grape',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const messages = useMessages().payments;
  return <ValueBadge value={status} colors={STATUS_COLOR} labels={messages.status} testId="payment-status" />;
}
