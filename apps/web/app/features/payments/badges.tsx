/** A payment's status as a coloured badge, the same on every screen. */
import { Badge } from '@mantine/core';
import { useMessages } from '../../i18n';
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
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="payment-status">
      {messages.status[status]}
    </Badge>
  );
}
