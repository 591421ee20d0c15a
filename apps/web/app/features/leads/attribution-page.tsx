/**
 * Atribución de marketing (`/admin/leads/attribution`): for a range of days, a currency and
 * the first or last touch, the enrollments and their net income per marketing referrer and
 * per UTM source, as bars of income and a table. The choices live in the address.
 */
import { CURRENCIES } from '@catedra/contract/browser';
import {
  Alert,
  Card,
  Group,
  Loader,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../i18n';
import { problemMessage } from '../../lib/api-problem';
import { isCalendarDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { barOf, MoneyBars } from '../../ui/charts';
import { DateField } from '../../ui/date-fields';
import { PageHeader } from '../../ui/list-page';
import { useApiClient } from '../session';
import { type Attribution, attributionQuery } from './queries';

type Row = Attribution['byReferrer'][number];
type Currency = (typeof CURRENCIES)[number];

function AttributionTable({
  title,
  rows,
  currency,
  testId,
}: {
  title: string;
  rows: Row[];
  currency: Currency;
  testId: string;
}) {
  const text = useMessages().leads.attribution;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{text.empty}</Text>
      ) : (
        <>
          <MoneyBars
            horizontal
            currency={currency}
            dataKey="label"
            series={[{ name: 'income', label: text.income, color: 'teal.6' }]}
            data={rows.map((row) => ({ label: row.label ?? text.none, income: barOf(row.income) }))}
          />
          <Table data-testid={testId} striped mt="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text.key}</Table.Th>
                <Table.Th ta="right">{text.enrollments}</Table.Th>
                <Table.Th ta="right">{text.income}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key ?? 'none'}>
                  <Table.Td>
                    <Text size="sm">{row.label ?? text.none}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{row.enrollments}</Table.Td>
                  <Table.Td ta="right">{formatAmount(row.income, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}

export function AttributionPage() {
  const messages = useMessages();
  const text = messages.leads.attribution;
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const fromDate = isCalendarDate(params.get('fromDate') ?? '') ? params.get('fromDate')! : '';
  const toDate = isCalendarDate(params.get('toDate') ?? '') ? params.get('toDate')! : '';
  const currency: Currency = params.get('currency') === 'USD' ? 'USD' : 'ARS';
  const touch = params.get('touch') === 'LAST' ? 'LAST' : 'FIRST';
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const ready = Boolean(fromDate && toDate);
  const report = useQuery({
    ...attributionQuery(client, { fromDate, toDate, currency, touch }),
    enabled: ready,
  });

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={text.title} subtitle={text.subtitle} />
      <Card withBorder radius="lg" padding="md">
        <Group align="flex-end" wrap="wrap">
          <DateField label={text.fromDate} value={fromDate} onChange={(value) => set('fromDate', value)} />
          <DateField label={text.toDate} value={toDate} onChange={(value) => set('toDate', value)} />
          <Select
            label={text.currency}
            data={[...CURRENCIES]}
            value={currency}
            allowDeselect={false}
            onChange={(value) => set('currency', value ?? 'ARS')}
            w={120}
          />
          <SegmentedControl
            value={touch}
            onChange={(value) => set('touch', value)}
            data={[
              { value: 'FIRST', label: text.touches.FIRST },
              { value: 'LAST', label: text.touches.LAST },
            ]}
            aria-label={text.touch}
          />
        </Group>
      </Card>
      {!ready ? (
        <Text c="dimmed">{text.pickRange}</Text>
      ) : report.isError ? (
        <Alert color="red" variant="light">
          {problemMessage(report.error, messages.forms)}
        </Alert>
      ) : !report.data ? (
        <Loader />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AttributionTable
            title={text.byReferrer}
            rows={report.data.byReferrer}
            currency={currency}
            testId="attribution-referrers"
          />
          <AttributionTable
            title={text.bySource}
            rows={report.data.bySource}
            currency={currency}
            testId="attribution-sources"
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
