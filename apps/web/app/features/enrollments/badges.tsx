/** An enrollment's status, alert and period status as coloured badges, the same on every screen. */
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { ValueBadge } from '../../ui/value-badge';
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
    <ValueBadge value={status} colors={STATUS_COLOR} labels={messages.status} testId="enrollment-status" />
  );
}

export function AlertBadge({ alert }: { alert: Enrollment['alert'] }) {
  const messages = useMessages().enrollments;
  if (alert === 'NONE') return null;
  return <ValueBadge value={alert} colors={ALERT_COLOR} labels={messages.alert} testId="enrollment-alert" />;
}

export function PeriodStatusBadge({ status }: { status: EnrollmentPeriod['status'] }) {
  const messages = useMessages().enrollments;
  return (
    <ValueBadge value={status} colors={PERIOD_COLOR} labels={messages.periodStatus} testId="period-status" />
  );
}

/** A small dimmed word beside a badge ("manual", "complementaria"), shown only when it applies. */
export function BadgeNote({ when, children }: { when: boolean; children: ReactNode }) {
  if (!when) return null;
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
