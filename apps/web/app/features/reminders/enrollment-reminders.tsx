/**
 * An enrollment's payment reminders on its admin page: every reminder (period, stage,
 * channel, status, when, why it failed or was skipped), newest first, and "Enviar
 * recordatorio" (the next owed period's, now, confirmed first).
 */
import { Badge, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatDateTime } from '../../lib/dates';
import { DataList, pagingFields, useDataList } from '../../ui/data-list';
import { Section } from '../../ui/section';
import { useApiClient, useSession } from '../session';
import { useNotifyNextPayment } from './api';
import { enrollmentRemindersQuery, type PaymentReminder } from './queries';
import { ReminderAction } from './reminder-action';

const FIELDS = pagingFields('findEnrollmentReminders', { column: 'createdAt', direction: 'desc' });

const STATUS_COLORS: Record<PaymentReminder['status'], string> = {
  QUEUED: 'blue',
  SENDING: 'blue',
  SENT: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
  SKIPPED: 'gray',
};

function SendReminder({ enrollmentId }: { enrollmentId: string }) {
  const text = useMessages().reminders.enrollment;
  const notify = useNotifyNextPayment(enrollmentId);
  return (
    <ReminderAction
      words={text.send}
      call={() => notify.mutateAsync()}
      success={(sent) => {
        if (sent.periodNumber === null) return text.nothing;
        const period = String(sent.periodNumber);
        if (sent.messaging && sent.email) return format(text.sentBoth, { period });
        return format(text.sentSome, {
          period,
          whatsapp: sent.messaging ? text.yes : text.no,
          email: sent.email ? text.yes : text.no,
        });
      }}
      testId="send-reminder"
    />
  );
}

export function EnrollmentReminders({ enrollmentId }: { enrollmentId: string }) {
  const messages = useMessages().reminders;
  const text = messages.enrollment;
  const { scopes } = useSession();
  const client = useApiClient();
  const list = useDataList({
    fields: FIELDS,
    inMemory: true,
    query: (_state, request) => enrollmentRemindersQuery(client, enrollmentId, request),
  });
  return (
    <Section title={text.title} testId="enrollment-reminders">
      <DataList<typeof FIELDS, PaymentReminder>
        list={list}
        compact
        noRecordsText={text.empty}
        testId="reminders-list"
        columns={[
          {
            accessor: 'createdAt',
            title: text.columns.createdAt,
            sortable: true,
            render: (row) => formatDateTime(row.createdAt),
          },
          { accessor: 'periodNumber', title: text.columns.period, sortable: true },
          {
            accessor: 'stage',
            title: text.columns.stage,
            render: (row) => (row.trigger === 'STAFF' ? text.staffStage : row.stage),
          },
          {
            accessor: 'channel',
            title: text.columns.channel,
            render: (row) => messages.channel[row.channel],
          },
          {
            accessor: 'status',
            title: text.columns.status,
            render: (row) => (
              <Badge variant="light" color={STATUS_COLORS[row.status]} data-testid="reminder-status">
                {messages.status[row.status]}
              </Badge>
            ),
          },
          {
            accessor: 'sentAt',
            title: text.columns.when,
            render: (row) => (row.sentAt ? formatDateTime(row.sentAt) : '—'),
          },
          {
            accessor: 'error',
            title: text.columns.error,
            render: (row) => (
              <Text size="sm" c="dimmed">
                {row.error ?? ''}
              </Text>
            ),
          },
        ]}
      />
      {mayCall('notifyNextEnrollmentPayment', scopes) && <SendReminder enrollmentId={enrollmentId} />}
    </Section>
  );
}
