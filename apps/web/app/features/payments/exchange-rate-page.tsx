/** "Tipo de cambio": the current USD→ARS rate, setting a new one (admins), and every rate set before. */
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatDateTime } from '../../lib/dates';
import { formatNumber } from '../../lib/formats';
import { rateFromInput } from '../../lib/typed-decimals';
import { DataList, dateTimeColumn, pagingFields, useDataList } from '../../ui/data-list';
import { useApiForm } from '../../ui/form';
import { PageHeader } from '../../ui/list-page';
import { QueryState } from '../../ui/query-state';
import { useApiClient, useSession } from '../session';
import { useExchangeRate, useSetExchangeRate } from './api';
import { type ExchangeRateListItem, exchangeHistoryQuery } from './queries';

const HISTORY_FIELDS = pagingFields('findExchangeRateHistory', { column: 'createdAt', direction: 'desc' });

function CurrentRate() {
  const text = useMessages().payments.exchange;
  const rate = useExchangeRate();
  return (
    <Paper withBorder radius="lg" p="md" data-testid="current-rate">
      <Text size="sm" c="dimmed">
        {text.current}
      </Text>
      {rate.isError ? (
        <Text>{text.missing}</Text>
      ) : (
        <QueryState query={rate}>
          {(current) => (
            <Stack gap={2}>
              <Text fw={700} fz="xl">
                {format(text.currentValue, { rate: formatNumber(current.rate, 6) })}
              </Text>
              <Text size="xs" c="dimmed">
                {format(text.setAt, { date: formatDateTime(current.createdAt) })}
              </Text>
            </Stack>
          )}
        </QueryState>
      )}
    </Paper>
  );
}

function SetRate() {
  const text = useMessages().payments.exchange;
  const save = useSetExchangeRate();
  const { form, onSubmit, submitting } = useApiForm({
    initialValues: { rate: '' },
    validate: { rate: (value) => (rateFromInput(value) ? null : text.rateInvalid) },
    submit: (values) => save.mutateAsync(rateFromInput(values.rate)!),
    onSuccess: () => form.reset(),
    fallback: { fields: ['rate'], message: () => text.rateInvalid },
  });
  return (
    <form onSubmit={onSubmit}>
      <Group align="flex-end">
        <TextInput
          label={text.newRate}
          inputMode="decimal"
          w={{ base: '100%', sm: 280 }}
          {...form.getInputProps('rate')}
          data-testid="new-rate"
        />
        <Button type="submit" loading={submitting} data-testid="save-rate">
          {text.save}
        </Button>
      </Group>
    </form>
  );
}

export function ExchangeRatePage() {
  const text = useMessages().payments.exchange;
  const { scopes } = useSession();
  const client = useApiClient();
  const history = useDataList({
    fields: HISTORY_FIELDS,
    query: (_state, request) => exchangeHistoryQuery(client, request),
  });
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <CurrentRate />
      {mayCall('setExchangeRate', scopes) && <SetRate />}
      <Title order={2} fz="lg">
        {text.history}
      </Title>
      <DataList<typeof HISTORY_FIELDS, ExchangeRateListItem>
        list={history}
        noRecordsText={text.historyEmpty}
        testId="rate-history"
        columns={[
          dateTimeColumn('createdAt', text.columns.createdAt, { sortable: true }),
          {
            accessor: 'rate',
            title: text.columns.rate,
            textAlign: 'right',
            render: (row) => formatNumber(row.rate, 6),
          },
          {
            accessor: 'setBy',
            title: text.columns.setBy,
            render: (row) => row.setByName ?? '—',
          },
        ]}
      />
    </Stack>
  );
}
