/**
 * A lead's calls on its page (`/admin/leads/:leadId` and the sellers' copy): the list, newest
 * first, and "Programar llamada" opening the schedule dialog with the lead as the invitee
 * (SELLER and the sellers' admins; SELLER_EXTERNAL and MARKETING have no calls: nothing shows).
 */
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { Icon } from '../../ui/icons';
import { SmallList } from '../../ui/small-list';
import { useSession } from '../session';
import { useCalls } from './api';
import { CallForm } from './call-form';
import { callAccessOf } from './queries';

export function LeadCalls({ lead }: { lead: { id: string; fullName: string; email: string | null } }) {
  const text = useMessages().calls;
  const { scopes } = useSession();
  const access = callAccessOf(scopes);
  const [scheduling, setScheduling] = useState(false);
  const calls = useCalls({ leadId: lead.id, size: 50, sort: ['scheduledAt,desc'] });
  if (!access.reads) return null;
  const rows = calls.data?.content ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="lead-calls">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {text.leadCalls.title}
        </Title>
        {access.schedules && (
          <Button
            size="xs"
            leftSection={<Icon name="plus" size={14} />}
            disabled={!lead.email}
            onClick={() => setScheduling(true)}
            data-testid="lead-schedule-call"
          >
            {text.leadCalls.schedule}
          </Button>
        )}
      </Group>
      {access.schedules && !lead.email && (
        <Alert color="indigo" variant="light" mb="sm">
          {text.leadCalls.needsEmail}
        </Alert>
      )}
      <SmallList pending={calls.isPending} rows={rows} emptyText={text.leadCalls.empty}>
        {(rows) => (
          <Stack gap="xs">
            {rows.map((call) => (
              <Group key={call.id} justify="space-between" data-testid="lead-call">
                <Text size="sm">
                  {formatDateTime(call.scheduledAt)} · {format(text.minutes, { count: call.durationMinutes })}{' '}
                  · {call.sellerName}
                </Text>
                <Badge variant="light">{text.statuses[call.status]}</Badge>
              </Group>
            ))}
          </Stack>
        )}
      </SmallList>
      {scheduling && lead.email && (
        <CallForm
          call={null}
          managesAll={access.managesAll}
          lead={{ id: lead.id, fullName: lead.fullName, email: lead.email }}
          opened
          onClose={() => setScheduling(false)}
        />
      )}
    </Card>
  );
}
