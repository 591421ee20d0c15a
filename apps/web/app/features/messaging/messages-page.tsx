/**
 * Admin "Mensajes": every WhatsApp message (the sandbox outbox included), newest first, its
 * filters, page and sort in the address; a failure shows the provider's reason, and a
 * depleted WhatsApp balance ("no credit") gets an alert above the list.
 */
import { MESSAGE_STATUSES } from '@catedra/contract/browser';
import { Alert, Badge, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { defaultsOf } from '../../lib/list-state';
import { formatPhone } from '../../lib/phones';
import { DataList, useDataList } from '../../ui/data-list';
import { DateField } from '../../ui/date-fields';
import { Icon } from '../../ui/icons';
import {
  EnumFilter,
  emptyFiltersOf,
  FilterPanel,
  filterField,
  filterPanelOf,
  ListPage,
} from '../../ui/list-page';
import { useApiClient } from '../session';
import { useTemplates } from './api';
import { MESSAGE_LIST_FIELDS, messageListQuery } from './list-query';
import { NewMessageForm } from './new-message-form';
import { type MessageStatus, type SentMessage, sentMessagesQuery } from './queries';

const FILTER_NAMES = ['to', 'status', 'templateId', 'fromDate', 'toDate'] as const;
const EMPTY_FILTERS = emptyFiltersOf(defaultsOf(MESSAGE_LIST_FIELDS), FILTER_NAMES);

const STATUS_COLORS: Record<MessageStatus, string> = {
  ENQUEUED: 'gray',
  SENT: 'blue',
  DELIVERED: 'teal',
  READ: 'green',
  FAILED: 'red',
};

function useMessageList() {
  const client = useApiClient();
  return useDataList({
    fields: MESSAGE_LIST_FIELDS,
    query: (state, request) => sentMessagesQuery(client, messageListQuery(state, request)),
  });
}

function Filters({ list }: { list: ReturnType<typeof useMessageList> }) {
  const text = useMessages().messaging;
  const templates = useTemplates();
  const { values: filters, set } = list;
  const templateIds = (templates.data ?? []).map((template) => template.templateId);
  const titles = Object.fromEntries(
    (templates.data ?? []).map((template) => [template.templateId, template.title]),
  );
  return (
    <FilterPanel
      {...filterPanelOf(list, EMPTY_FILTERS)}
      clearLabel={text.filters.clear}
      search={
        <TextInput
          label={text.filters.to}
          placeholder={text.filters.toPlaceholder}
          leftSection={<Icon name="search" size={16} />}
          value={filters.to}
          onChange={(event) => set({ to: event.currentTarget.value })}
          inputMode="tel"
          maw={420}
          data-testid="messages-filter-to"
        />
      }
    >
      <EnumFilter
        label={text.filters.status}
        placeholder={text.filters.anyStatus}
        values={MESSAGE_STATUSES}
        labels={text.status}
        {...filterField(list, 'status')}
      />
      <EnumFilter
        label={text.filters.template}
        placeholder={text.filters.anyTemplate}
        values={templateIds}
        labels={titles}
        {...filterField(list, 'templateId')}
        searchable
      />
      <DateField label={text.filters.fromDate} {...filterField(list, 'fromDate')} />
      <DateField label={text.filters.toDate} value={filters.toDate} onChange={(toDate) => set({ toDate })} />
    </FilterPanel>
  );
}

function StatusCell({ message }: { message: SentMessage }) {
  const text = useMessages().messaging;
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={STATUS_COLORS[message.status]} variant="light">
        {text.status[message.status]}
      </Badge>
      {message.noCredit && (
        <Badge color="red" variant="filled" data-testid="no-credit">
          {text.noCredit}
        </Badge>
      )}
      {message.error && (
        <Text size="xs" c={message.status === 'FAILED' ? 'red.8' : 'dimmed'} data-testid="message-error">
          {message.status === 'FAILED'
            ? message.error
            : format(text.retrying, { attempt: message.attempts + 1, error: message.error })}
        </Text>
      )}
    </Stack>
  );
}

export function MessagesPage() {
  const text = useMessages().messaging;
  const list = useMessageList();
  const templates = useTemplates();
  const [composing, setComposing] = useState(false);
  const titleOf = (templateId: string) =>
    templates.data?.find((template) => template.templateId === templateId)?.title ?? templateId;
  const noCredit = list.result.data?.content.some((message) => message.noCredit) ?? false;

  return (
    <ListPage
      title={text.title}
      subtitle={text.subtitle}
      actions={
        <Button leftSection={<Icon name="message" size={16} />} onClick={() => setComposing(true)}>
          {text.newMessage}
        </Button>
      }
    >
      <Filters list={list} />
      {noCredit && (
        <Alert color="red" variant="filled" title={text.noCreditTitle} data-testid="no-credit-alert">
          {text.noCreditText}
        </Alert>
      )}
      <DataList<typeof MESSAGE_LIST_FIELDS, SentMessage>
        list={list}
        noRecordsText={text.empty}
        testId="messages-table"
        columns={[
          {
            accessor: 'createdAt',
            title: text.columns.createdAt,
            render: (row) => formatDateTime(row.createdAt),
          },
          { accessor: 'to', title: text.columns.to, render: (row) => formatPhone(row.to) },
          {
            accessor: 'templateId',
            title: text.columns.template,
            render: (row) => (row.templateId ? titleOf(row.templateId) : text.freeText),
          },
          {
            accessor: 'text',
            title: text.columns.text,
            render: (row) => (
              <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>
                {row.text}
              </Text>
            ),
          },
          {
            accessor: 'status',
            title: text.columns.status,
            render: (row) => <StatusCell message={row} />,
          },
          {
            accessor: 'linkClicks',
            title: text.columns.clicks,
            textAlign: 'right',
            render: (row) => (row.linkClicks === null ? '—' : String(row.linkClicks)),
          },
        ]}
      />
      {composing && <NewMessageForm onClose={() => setComposing(false)} />}
    </ListPage>
  );
}
