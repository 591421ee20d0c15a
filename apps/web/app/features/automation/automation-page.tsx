/**
 * Admin "Automatización" (issue 20, docs/domain/automation.md): whether the automation webhook
 * is configured (its host, never its secret), SU's test row, and every delivery — a test row or
 * an enrollment that became ACTIVE — with its status, filters in the address, and "Reenviar"
 * (confirmed) on a FAILED or KEPT one.
 */
import { AUTOMATION_DELIVERY_KINDS, AUTOMATION_DELIVERY_STATUSES } from '@catedra/contract/browser';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatDateTime } from '../../lib/dates';
import { option } from '../../lib/list-state';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataList, type PageRequest, pagingFields, useDataList } from '../../ui/data-list';
import { useApiForm } from '../../ui/form';
import { Icon } from '../../ui/icons';
import { EnumFilter, FilterPanel, filterPanelOf, ListPage } from '../../ui/list-page';
import { QueryState } from '../../ui/query-state';
import { Section } from '../../ui/section';
import { notify } from '../../ui/toast';
import { useApiClient, useSession } from '../session';
import { useResendDelivery, useSendTestRow } from './api';
import {
  type AutomationDelivery,
  automationDeliveriesQuery,
  automationSettingsQuery,
  type DeliveryListQuery,
} from './queries';

export const DELIVERY_LIST_FIELDS = {
  status: option(AUTOMATION_DELIVERY_STATUSES),
  kind: option(AUTOMATION_DELIVERY_KINDS),
  ...pagingFields('findAllAutomationDeliveries', { column: 'createdAt', direction: 'desc' }),
};

type DeliveryFilters = { status: string | null; kind: string | null };
const EMPTY_FILTERS: DeliveryFilters = { status: null, kind: null };

/** The address's filters (those set) and page, as findAllAutomationDeliveries takes them. */
const deliveryListQuery = ({ status, kind }: DeliveryFilters, request: PageRequest) =>
  ({ ...(status && { status }), ...(kind && { kind }), ...request }) as DeliveryListQuery;

// Neither yellow nor orange: their light badges fail WCAG AA contrast (axe).
const STATUS_COLOR: Record<AutomationDelivery['status'], string> = {
  PENDING: 'blue',
  DELIVERED: 'teal',
  FAILED: 'red',
  KEPT: 'gray',
};

function SettingsSection() {
  const text = useMessages().automation.settings;
  const settings = useQuery(automationSettingsQuery(useApiClient()));
  return (
    <Section title={text.title} testId="automation-settings">
      <QueryState query={settings}>
        {(state) => (
          <Stack gap={4}>
            <Text size="sm" fw={600} data-testid="automation-configured">
              {state.configured ? format(text.configured, { host: state.host ?? '' }) : text.notConfigured}
            </Text>
            {state.configured && <Text size="sm">{state.signed ? text.signed : text.unsigned}</Text>}
            <Text size="sm" c="dimmed">
              {format(text.retries, {
                attempts: state.maxAttempts,
                seconds: Math.round(state.timeoutMs / 1000),
              })}
            </Text>
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

type Cell = { column: string; value: string };

/** What the automation's answer to the test row means, in Spanish. */
function useTestOutcome() {
  const text = useMessages().automation.test;
  return ({ delivered, status }: { delivered: boolean; status: number | null }) => {
    if (delivered) return format(text.delivered, { status: status ?? '' });
    if (status === null) return text.unreachable;
    return status === 429 || status >= 500 ? text.unreachable : format(text.refused, { status });
  };
}

function TestRowForm({ configured }: { configured: boolean }) {
  const text = useMessages().automation.test;
  const send = useSendTestRow();
  const outcomeText = useTestOutcome();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { form, onSubmit, submitting, fieldsRef } = useApiForm({
    initialValues: { sheet: '', cells: [{ column: '', value: '' }] as Cell[] },
    validate: {
      cells: {
        column: (value, values, path) => {
          const index = Number(path.split('.')[1]);
          if (!value.trim()) return text.columnRequired;
          const earlier = values.cells.slice(0, index).map((cell) => cell.column.trim());
          return earlier.includes(value.trim()) ? text.columnRepeated : null;
        },
      },
    },
    submit: (values) =>
      send.mutateAsync({
        ...(values.sheet.trim() ? { sheet: values.sheet.trim() } : {}),
        values: Object.fromEntries(values.cells.map((cell) => [cell.column.trim(), cell.value])),
      }),
    onSuccess: (result) => {
      // Said in the form, beside what was sent (a toast would go before it is read).
      setOutcome(configured || result.delivered ? outcomeText(result) : text.kept);
    },
  });
  const cells = form.getValues().cells;
  return (
    <Section title={text.title} testId="automation-test-row">
      <Text size="sm" c="dimmed">
        {text.intro}
      </Text>
      <form onSubmit={onSubmit}>
        <Stack gap="sm" ref={fieldsRef}>
          <TextInput
            label={text.sheet}
            maw={320}
            {...form.getInputProps('sheet')}
            data-testid="test-row-sheet"
          />
          {cells.map((_, index) => (
            // Cells have no id; their position is what the API's error paths use too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                label={text.column}
                {...form.getInputProps(`cells.${index}.column`)}
                w="40%"
                data-testid={`test-row-column-${index}`}
              />
              <TextInput
                label={text.value}
                {...form.getInputProps(`cells.${index}.value`)}
                style={{ flex: 1 }}
                data-testid={`test-row-value-${index}`}
              />
              {cells.length > 1 && (
                <Tooltip label={format(text.removeRow, { number: index + 1 })}>
                  <ActionIcon
                    mt={26}
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={format(text.removeRow, { number: index + 1 })}
                    onClick={() => form.removeListItem('cells', index)}
                  >
                    <Icon name="trash" size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="xs"
              leftSection={<Icon name="plus" size={14} />}
              onClick={() => form.insertListItem('cells', { column: '', value: '' })}
              data-testid="test-row-add"
            >
              {text.addRow}
            </Button>
            <Button type="submit" loading={submitting} data-testid="test-row-send">
              {text.send}
            </Button>
          </Group>
          {outcome && (
            <Alert variant="light" color="blue" role="status" data-testid="test-row-outcome">
              {outcome}
            </Alert>
          )}
        </Stack>
      </form>
    </Section>
  );
}

function ResendButton({ delivery }: { delivery: AutomationDelivery }) {
  const text = useMessages().automation;
  const resend = useResendDelivery();
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color="blue"
      title={text.resend.title}
      message={text.resend.message}
      confirmLabel={text.resend.confirm}
      onConfirm={async () => {
        const sent = await resend.mutateAsync(delivery.id);
        notify.success(format(text.resend.done, { status: text.statuses[sent.status] }));
      }}
      testId="delivery-resend"
    >
      {text.resend.label}
    </ConfirmButton>
  );
}

/** The row's cells as "column: value", one a line. */
function RowCells({ delivery }: { delivery: AutomationDelivery }) {
  const entries = Object.entries(delivery.row);
  return (
    <Stack gap={0} maw={360}>
      {delivery.sheet && <Code>{delivery.sheet}</Code>}
      {entries.map(([column, value]) => (
        <Text key={column} size="xs" truncate="end">
          <b>{column}</b>: {value === null ? '—' : String(value)}
        </Text>
      ))}
    </Stack>
  );
}

function LastResult({ delivery }: { delivery: AutomationDelivery }) {
  const text = useMessages().automation.list;
  return (
    <Stack gap={0}>
      {delivery.lastHttpStatus !== null && (
        <Text size="xs">{format(text.httpStatus, { status: delivery.lastHttpStatus })}</Text>
      )}
      {delivery.lastError && (
        <Text size="xs" c="red.8">
          {delivery.lastError}
        </Text>
      )}
      {delivery.deliveredAt && (
        <Text size="xs">{format(text.deliveredAt, { date: formatDateTime(delivery.deliveredAt) })}</Text>
      )}
      {delivery.status === 'PENDING' && delivery.nextAttemptAt && (
        <Text size="xs" c="dimmed">
          {format(text.nextAttempt, { date: formatDateTime(delivery.nextAttemptAt) })}
        </Text>
      )}
    </Stack>
  );
}

function Deliveries() {
  const text = useMessages().automation;
  const { scopes } = useSession();
  const mayResend = mayCall('resendAutomationDelivery', scopes);
  const client = useApiClient();
  const list = useDataList({
    fields: DELIVERY_LIST_FIELDS,
    query: (state, request) => automationDeliveriesQuery(client, deliveryListQuery(state, request)),
  });
  const { values: filters, set } = list;
  const columns = text.list.columns;
  return (
    <Stack gap="sm">
      <FilterPanel {...filterPanelOf(list, EMPTY_FILTERS)}>
        {(['status', 'kind'] as const).map((name) => (
          <EnumFilter<string>
            key={name}
            label={text.list[name]}
            placeholder={text.list.any[name]}
            values={name === 'status' ? AUTOMATION_DELIVERY_STATUSES : AUTOMATION_DELIVERY_KINDS}
            labels={name === 'status' ? text.statuses : text.kinds}
            value={filters[name]}
            onChange={(value) => set({ [name]: value })}
            testId={`delivery-${name}-filter`}
          />
        ))}
      </FilterPanel>
      <DataList<typeof DELIVERY_LIST_FIELDS, AutomationDelivery>
        list={list}
        idAccessor="id"
        noRecordsText={text.list.empty}
        testId="deliveries-table"
        columns={[
          {
            accessor: 'createdAt',
            title: columns.createdAt,
            sortable: true,
            render: (delivery) => formatDateTime(delivery.createdAt),
          },
          {
            accessor: 'kind',
            title: columns.kind,
            render: (delivery) => (
              <Stack gap={0}>
                <Text size="sm">{text.kinds[delivery.kind]}</Text>
                {delivery.enrollmentId && (
                  <Anchor component={Link} to={`/admin/enrollments/${delivery.enrollmentId}`} size="xs">
                    {text.list.openEnrollment}
                  </Anchor>
                )}
              </Stack>
            ),
          },
          { accessor: 'row', title: columns.row, render: (delivery) => <RowCells delivery={delivery} /> },
          {
            accessor: 'status',
            title: columns.status,
            render: (delivery) => (
              <Badge color={STATUS_COLOR[delivery.status]} variant="light" data-testid="delivery-status">
                {text.statuses[delivery.status]}
              </Badge>
            ),
          },
          { accessor: 'attempts', title: columns.attempts, textAlign: 'right' },
          { accessor: 'last', title: columns.last, render: (delivery) => <LastResult delivery={delivery} /> },
          {
            accessor: 'actions',
            title: columns.actions,
            render: (delivery) =>
              mayResend && (delivery.status === 'FAILED' || delivery.status === 'KEPT') ? (
                <ResendButton delivery={delivery} />
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}

export function AutomationPage() {
  const text = useMessages().automation;
  const { scopes } = useSession();
  const settings = useQuery(automationSettingsQuery(useApiClient()));
  return (
    <ListPage title={text.title} subtitle={text.subtitle}>
      <SettingsSection />
      {mayCall('testSendSpreadsheetRow', scopes) && (
        <TestRowForm configured={settings.data?.configured ?? false} />
      )}
      <Section title={text.list.title} testId="automation-deliveries">
        <Deliveries />
      </Section>
    </ListPage>
  );
}
