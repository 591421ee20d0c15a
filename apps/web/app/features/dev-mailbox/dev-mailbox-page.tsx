/**
 * Admin "Correo de desarrollo" (SU): the e-mails the API stored instead of sending while no
 * SMTP server is configured, newest first, filterable by recipient (the filter and the page
 * live in the address). The API answers 404 when SMTP is configured; that gets an
 * explanation rather than an error.
 */
import { Alert, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { isApiStatus } from '../../lib/api-problem';
import { ACADEMY_TIME_ZONE, formatDateTime } from '../../lib/dates';
import { pageNumber, pageSize, text as textFilter } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { Icon } from '../../ui/icons';
import { ErrorState } from '../../ui/query-state';
import { type MailboxMessage, useDevMailbox } from './api';
import { MessageView } from './message-view';

const PAGE_SIZES = [10, 20, 50];
const LIST_FIELDS = { to: textFilter(), page: pageNumber(), size: pageSize(PAGE_SIZES, 20) };

export function DevMailboxPage() {
  const messages = useMessages();
  const text = messages.devMailbox;
  const { values, applied, set } = useListState(LIST_FIELDS);
  const [open, setOpen] = useState<MailboxMessage | null>(null);
  const mailbox = useDevMailbox({
    to: applied.to.trim() || undefined,
    page: applied.page - 1,
    size: applied.size,
  });

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {text.title}
        </Title>
        <Text c="dimmed">{text.subtitle}</Text>
      </Stack>
      {isApiStatus(mailbox.error, 404) ? (
        <Alert color="blue" variant="light" title={text.smtpTitle} data-testid="mailbox-smtp">
          {text.smtp}
        </Alert>
      ) : isApiStatus(mailbox.error, 403) ? (
        <ErrorState testId="load-error" message={messages.forms.forbidden} />
      ) : mailbox.isError ? (
        <ErrorState testId="load-error" message={text.loadFailed} onRetry={() => void mailbox.refetch()} />
      ) : (
        <>
          <TextInput
            label={text.filter}
            placeholder={text.filterPlaceholder}
            leftSection={<Icon name="search" size={16} />}
            value={values.to}
            onChange={(event) => set({ to: event.currentTarget.value })}
            maw={420}
            data-testid="mailbox-filter"
          />
          <DataTable<MailboxMessage>
            withTableBorder
            borderRadius="lg"
            highlightOnHover
            minHeight={mailbox.data?.content.length ? undefined : 220}
            fetching={mailbox.isFetching}
            records={mailbox.data?.content ?? []}
            totalRecords={mailbox.data?.page.totalElements ?? 0}
            recordsPerPage={values.size}
            page={values.page}
            onPageChange={(page) => set({ page })}
            recordsPerPageOptions={PAGE_SIZES}
            onRecordsPerPageChange={(size) => set({ size })}
            recordsPerPageLabel=""
            paginationText={({ from, to: last, totalRecords }) =>
              format(messages.users.records, { from, to: last, total: totalRecords })
            }
            noRecordsText={text.empty}
            onRowClick={({ record }) => setOpen(record)}
            rowStyle={() => ({ cursor: 'pointer' })}
            data-testid="mailbox-table"
            columns={[
              {
                accessor: 'createdAt',
                title: text.columns.createdAt,
                width: 170,
                render: (mail) => formatDateTime(mail.createdAt, ACADEMY_TIME_ZONE),
              },
              { accessor: 'to', title: text.columns.to },
              { accessor: 'subject', title: text.columns.subject },
            ]}
          />
        </>
      )}
      <MessageView message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
