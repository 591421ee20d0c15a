/**
 * An enrollment's payment reminders on its admin page: every reminder (period, stage,
 * channel, status, when, why it failed or was skipped), newest first, and "Enviar
 * recordatorio" (the next owed period's, now, confirmed first).
 */
import { Badge, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { DataList, dateTimeColumn, pagingFields, useApiList } from '../../ui/data-list';
import { Section } from '../../ui/section';
import { useSession } from '../session';
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
  const list = useApiList(
    FIELDS,
    (client, _state, request) => enrollmentRemindersQuery(client, enrollmentId, request),
    { inMemory: true },
  );
  return (
    <Section title={text.title} testId="enrollment-reminders">
      <DataList<typeof FIELDS, PaymentReminder>
        list={list}
        compact
        noRecordsText={text.empty}
        testId="reminders-list"
        columns={[
          dateTimeColumn('createdAt', text.columns.createdAt, { sortable: true }),
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
          dateTimeColumn('sentAt', text.columns.when),
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
