/** The paginated history of a user's scope changes: when, what, and who did it. */
import { Card, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { ACADEMY_TIME_ZONE } from '../../lib/dates';
import { dateTimeColumn } from '../../ui/data-list';
import { fullName } from '../session';
import { useScopeChanges } from './api';
import { ReadFailure } from './read-failure';

const PAGE_SIZE = 10;

export function ScopeHistory({ userId }: { userId: string }) {
  const messages = useMessages();
  const text = messages.users;
  const [page, setPage] = useState(1);
  const history = useScopeChanges(userId, page - 1, PAGE_SIZE);

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="scope-history">
      <Stack gap="sm">
        <Text fw={700}>{text.historyTitle}</Text>
        {history.isError ? (
          <ReadFailure query={history} noAccessText={text.historyNoAccess} />
        ) : (
          <DataTable
            withTableBorder
            borderRadius="md"
            minHeight={history.data?.content.length ? undefined : 150}
            fetching={history.isFetching}
            records={history.data?.content ?? []}
            totalRecords={history.data?.page.totalElements ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            paginationText={({ from, to, totalRecords }) =>
              format(text.records, { from, to, total: totalRecords })
            }
            noRecordsText={text.historyEmpty}
            columns={[
              dateTimeColumn('changedAt', text.historyColumns.when, { timeZone: ACADEMY_TIME_ZONE }),
              {
                accessor: 'scope',
                title: text.historyColumns.what,
                render: (change) =>
                  format(change.action === 'GRANTED' ? text.granted : text.revoked, {
                    scope: messages.scopes[change.scope].label,
                  }),
              },
              {
                accessor: 'changedBy',
                title: text.historyColumns.who,
                render: (change) =>
                  change.changedBy
                    ? `${fullName(change.changedBy)} (${change.changedBy.email})`
                    : text.system,
              },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}
