/** An enrollment's status, alert and period status as coloured badges, the same on every screen. */
import { Badge } from '@mantine/core';
import { useMessages } from '../../i18n';
import type { Enrollment, EnrollmentPeriod } from './queries';

// Neither yellow nor orange: their light badges fail WCAG AA contrast (axe).
export const STATUS_COLOR = {
  PENDING: 'violet',
  ACTIVE: 'teal',
  FINISHED: 'indigo',
  INACTIVE: 'gray',
} as const;
export const ALERT_COLOR = {
  NONE: 'gray',
  DEBT: 'red',
  NO_ATTENDANCE: 'pink',
  PAYMENT_FAILED: 'grape',
} as const;
export const PERIOD_COLOR = {
  PAID: 'teal',
  PARTIAL: 'cyan',
  DUE: 'blue',
  OVERDUE: 'red',
  WAIVED: 'gray',
} as const;

export function StatusBadge({ status }: { status: Enrollment['status'] }) {
  const messages = useMessages().enrollments;
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="enrollment-status">
      {messages.status[status]}
    </Badge>
  );
}

export function AlertBadge({ alert }: { alert: Enrollment['alert'] }) {
  const messages = useMessages().enrollments;
  if (alert === 'NONE') return null;
  return (
    <Badge color={ALERT_COLOR[alert]} variant="light" data-testid="enrollment-alert">
      {messages.alert[alert]}
    </Badge>
  );
}

export function PeriodStatusBadge({ status }: { status: EnrollmentPeriod['status'] }) {
  const messages = useMessages().enrollments;
  return (
    <Badge color={PERIOD_COLOR[status]} variant="light" data-testid="period-status">
      {messages.periodStatus[status]}
    </Badge>
  );
}
