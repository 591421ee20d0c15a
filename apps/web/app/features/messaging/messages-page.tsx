import { Alert, Badge, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { formatPhone } from '../../lib/phones';
import { DataList, dateTimeColumn, useApiList } from '../../ui/data-list';
import { Icon } from '../../ui/icons';
import {
  DateRangeFilter,
  EnumFilter,
  enumField,
  filterField,
  ListFilterPanel,
  ListPage,
  SearchField,
} from '../../ui/list-page';
import { useTemplates } from './api';
import { MESSAGE_LIST_FIELDS, messageListQuery } from './list-query';
import { NewMessageForm } from './new-message-form';
import { type MessageStatus, type SentMessage, sentMessagesQuery } from './queries';

const FILTER_NAMES = ['to', 'status', 'templateId', 'fromDate', 'toDate'] as const;

const STATUS_COLORS: Record<MessageStatus, string> = {
  ENQUEUED: 'gray',
  SENT: 'blue',
  DELIVERED: 'teal',
  READ: 'green',
  FAILED: 'red',
};

function useMessageList() {
  return useApiList(MESSAGE_LIST_FIELDS, (client, state, request) =>
    sentMessagesQuery(client, messageListQuery(state, request)),
  );
}

function Filters({ list }: { list: ReturnType<typeof useMessageList> }) {
  const text = useMessages().messaging;
  const templates = useTemplates();
  const templateIds = (templates.data ?? []).map((template) => template.templateId);
  const titles = Object.fromEntries(
    (templates.data ?? []).map((template) => [template.templateId, template.title]),
  );
  return (
    <ListFilterPanel
      list={list}
      filters={FILTER_NAMES}
      search={
        <SearchField
          label={text.filters.to}
          placeholder={text.filters.toPlaceholder}
          {...filterField(list, 'to')}
          inputMode="tel"
          maw={420}
          testId="messages-filter-to"
        />
      }
    >
      <EnumFilter
        label={text.filters.status}
        placeholder={text.filters.anyStatus}
        labels={text.status}
        {...enumField(list, 'status')}
      />
      <EnumFilter
        label={text.filters.template}
        placeholder={text.filters.anyTemplate}
        values={templateIds}
        labels={titles}
        {...filterField(list, 'templateId')}
        searchable
      />
      <DateRangeFilter list={list} fromLabel={text.filters.fromDate} toLabel={text.filters.toDate} />
    </ListFilterPanel>
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
          dateTimeColumn('createdAt', text.columns.createdAt),
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
