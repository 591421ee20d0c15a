/**
 * Admin "Correo de desarrollo" (SU): the e-mails the API stored instead of sending while no
 * SMTP server is configured, newest first, filterable by recipient (the filter and the page
 * live in the address). The API answers 404 when SMTP is configured; that gets an
 * explanation rather than an error.
 */
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useMessages } from '../../i18n';
import { isApiStatus } from '../../lib/api-problem';
import { ACADEMY_TIME_ZONE } from '../../lib/dates';
import { text as textFilter } from '../../lib/list-state';
import { DataList, dateTimeColumn, pagingFields, useDataList } from '../../ui/data-list';
import { PageHeader, SearchField } from '../../ui/list-page';
import { ListLoadError } from '../../ui/query-state';
import { useApiClient } from '../session';
import { MessageView } from './message-view';
import { devMailboxQuery, type MailboxMessage } from './queries';

const LIST_FIELDS = {
  to: textFilter(),
  ...pagingFields('findAllDevMailboxMessages', { column: 'createdAt', direction: 'desc' }),
};

export function DevMailboxPage() {
  const messages = useMessages();
  const text = messages.devMailbox;
  const client = useApiClient();
  const [open, setOpen] = useState<MailboxMessage | null>(null);
  const mailbox = useDataList({
    fields: LIST_FIELDS,
    query: ({ to }, request) => devMailboxQuery(client, { to: to.trim() || undefined, ...request }),
  });
  const { values, set } = mailbox;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <SearchField
        label={text.filter}
        placeholder={text.filterPlaceholder}
        value={values.to}
        onChange={(to) => set({ to })}
        maw={420}
        testId="mailbox-filter"
      />
      <DataList
        list={mailbox}
        noRecordsText={text.empty}
        onRowClick={(mail: MailboxMessage) => setOpen(mail)}
        testId="mailbox-table"
        renderError={(error) =>
          isApiStatus(error, 404) ? (
            // The API keeps no mailbox while SMTP is configured: a state, not a failure.
            <Alert color="blue" variant="light" title={text.smtpTitle} data-testid="mailbox-smtp">
              {text.smtp}
            </Alert>
          ) : (
            <ListLoadError error={error} message={text.loadFailed} onRetry={() => mailbox.result.refetch()} />
          )
        }
        columns={[
          dateTimeColumn('createdAt', text.columns.createdAt, { width: 170, timeZone: ACADEMY_TIME_ZONE }),
          { accessor: 'to', title: text.columns.to },
          { accessor: 'subject', title: text.columns.subject },
        ]}
      />
      <MessageView message={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
