/**
 * An enrollment's status history: each inactivation and reactivation with its reason, who
 * made it and when (in the viewer's zone). Shown only once something is in it.
 */
import { Stack, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { UserName } from '../../ui/people';
import { Section } from '../../ui/section';
import { useStatusChanges } from './api';

export function StatusHistory({ enrollmentId }: { enrollmentId: string }) {
  const messages = useMessages().enrollments;
  const changes = useStatusChanges(enrollmentId);
  if (!changes.data || changes.data.length === 0) return null;
  return (
    <Section title={messages.page.statusHistory} testId="status-history">
      {changes.data.map((change) => (
        <Stack gap={0} key={`${change.changedAt}-${change.toStatus}`} data-testid="status-change">
          <Text size="sm" fw={600}>
            {change.fromStatus
              ? format(messages.page.statusChange, {
                  from: messages.status[change.fromStatus],
                  to: messages.status[change.toStatus],
                })
              : messages.status[change.toStatus]}
          </Text>
          <Text size="sm">{format(messages.page.statusChangeReason, { reason: change.reason || '—' })}</Text>
          <Text size="xs" c="dimmed" component="div">
            {formatDateTime(change.changedAt)}
            {change.changedBy && (
              <>
                {' · '}
                <UserName userId={change.changedBy} />
              </>
            )}
          </Text>
        </Stack>
      ))}
    </Section>
  );
}
