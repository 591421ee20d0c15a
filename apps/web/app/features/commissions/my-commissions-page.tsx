/**
 * "Mis comisiones" (`/ventas/comisiones`): the seller's own figures for a range and a currency
 * (as SELLER_ADMIN sees them on *Comisiones*) and his commission lines, newest first.
 */
import { localDateOf } from '@catedra/contract/browser';
import { Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useMessages } from '../../i18n';
import { ACADEMY_TIME_ZONE } from '../../lib/dates';
import { formatAmount, formatPercent } from '../../lib/formats';
import {
  amountColumn,
  DataList,
  dateTimeColumn,
  pageQueryOf,
  pagingFields,
  useDataList,
} from '../../ui/data-list';
import { FilterPanel, ListPage } from '../../ui/list-page';
import { ValueBadge } from '../../ui/value-badge';
import { useApiClient, useSession } from '../session';
import { RANGE_FIELDS, rangeOf } from './commissions-page';
import { leadsByStatusText, paidShare } from './figures';
import { FiguresControls } from './figures-controls';
import { type CommissionLine, figuresQuery, linesQuery } from './queries';

export const MY_COMMISSIONS_FIELDS = {
  ...RANGE_FIELDS,
  ...pagingFields('findAllCommissionLines', { column: 'occurredAt', direction: 'desc' }),
};

const KIND_COLORS: Record<CommissionLine['kind'], string> = {
  ACCRUAL: 'teal',
  CLAWBACK: 'red',
  PAYOUT: 'blue',
};

export function MyCommissionsPage() {
  const messages = useMessages();
  const labels = messages.commissions;
  const client = useApiClient();
  const { user } = useSession();
  const sellerId = user?.id ?? '';
  const today = localDateOf(new Date(), ACADEMY_TIME_ZONE);
  const list = useDataList({
    fields: MY_COMMISSIONS_FIELDS,
    query: (state, request) => {
      const range = rangeOf(state, today);
      return linesQuery(client, {
        sellerId,
        currency: range.currency,
        fromDate: range.from,
        toDate: range.to,
        ...pageQueryOf(request),
      });
    },
  });
  const range = rangeOf(list.values, today);
  const figures = useQuery({ ...figuresQuery(client, sellerId, range), enabled: Boolean(sellerId) });
  const data = figures.data;
  const f = labels.figures;
  return (
    <ListPage title={labels.mineTitle} subtitle={labels.mineSubtitle}>
      <FilterPanel active={0} onClear={() => undefined} clearable={false}>
        <FiguresControls range={range} onChange={(next) => list.set(next)} />
      </FilterPanel>
      {data && (
        <Paper withBorder radius="lg" p="md" data-testid="my-figures">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure
              label={f.rate}
              value={data.ratePercent === null ? f.noRate : formatPercent(Number(data.ratePercent) / 100, 2)}
            />
            <Figure label={f.leads} value={String(data.leads.total)} />
            <Figure label={f.conversion} value={formatPercent(data.leads.conversionRate, 1)} />
            <Figure label={f.enrollments} value={String(data.enrollmentsReferred)} />
            <Figure label={f.collected} value={formatAmount(data.collected, data.currency)} />
            <Figure label={f.accrued} value={formatAmount(data.accrued, data.currency)} />
            <Figure label={f.clawedBack} value={formatAmount(data.clawedBack, data.currency)} />
            <Figure label={f.paid} value={formatAmount(data.paid, data.currency)} />
            <Figure label={f.balance} value={formatAmount(data.balance, data.currency)} />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md" data-testid="my-leads-by-status">
            {`${f.leadsHint} ${leadsByStatusText(data.leads.byStatus, messages.leads.status) || f.noLeads}`}
          </Text>
          <Stack gap={4} mt="md">
            <Text size="sm">{`${f.paidShare}: ${formatPercent(paidShare(data) / 100)}`}</Text>
            <Progress value={paidShare(data)} color="teal" aria-label={f.paidShare} />
          </Stack>
        </Paper>
      )}
      <Title order={2} size="h4">
        {labels.lines.title}
      </Title>
      <DataList<typeof MY_COMMISSIONS_FIELDS, CommissionLine>
        list={list}
        noRecordsText={labels.lines.empty}
        testId="commission-lines"
        columns={useLineColumns()}
      />
    </ListPage>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function useLineColumns(): DataTableColumn<CommissionLine>[] {
  const labels = useMessages().commissions.lines;
  return [
    dateTimeColumn('occurredAt', labels.when),
    {
      accessor: 'kind',
      title: labels.kind,
      render: (row) => (
        <ValueBadge value={row.kind} colors={KIND_COLORS} labels={labels.kinds} testId="commission-kind" />
      ),
    },
    amountColumn('amount', labels.amount),
    {
      accessor: 'base',
      title: labels.base,
      render: (row) => (row.base === null ? '—' : formatAmount(row.base, row.currency)),
    },
    {
      accessor: 'ratePercent',
      title: labels.rate,
      render: (row) => (row.ratePercent === null ? '—' : formatPercent(Number(row.ratePercent) / 100, 2)),
    },
    { accessor: 'note', title: labels.note, render: (row) => row.note ?? '' },
  ];
}
