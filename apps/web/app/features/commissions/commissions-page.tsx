/**
 * *Comisiones* (`/admin/commissions`, SELLER_ADMIN and above; MANAGER reads): every active
 * seller's figures for a range and a currency — enrollments referred, collected (the ledger),
 * commission accrued, clawed back and paid, balance — as bars (collected and accrued per seller)
 * and a table with the share paid as a ring, and the
 * seller's rate and payouts (each asked for again first). Range and currency in the address.
 */
import { localDateOf, SCOPE_GROUPS } from '@catedra/contract/browser';
import { Card, Group, RingProgress, Stack, Text, TextInput } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { format, useMessages } from '../../i18n';
import { ACADEMY_TIME_ZONE } from '../../lib/dates';
import { formatAmount, formatPercent } from '../../lib/formats';
import { oneOf, text } from '../../lib/list-state';
import { ActionDialog } from '../../ui/action-dialog';
import { barOf, MoneyBars } from '../../ui/charts';
import { amountColumn, DataList, pageQueryOf, pagingFields, useDataList } from '../../ui/data-list';
import { FilterPanel, ListPage } from '../../ui/list-page';
import { useApiClient, useSession } from '../session';
import { useRecordPayout, useSetRate } from './api';
import { leadsByStatusText, paidShare, rateOf } from './figures';
import { FiguresControls, thisMonth } from './figures-controls';
import { allFiguresQuery, type FiguresRange, type SellerFigures } from './queries';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The range and currency both commission screens keep in the address. */
export const RANGE_FIELDS = {
  from: text({ accept: isDate }),
  to: text({ accept: isDate }),
  currency: oneOf(['ARS', 'USD'] as const, 'ARS'),
};

export const FIGURES_FIELDS = {
  ...RANGE_FIELDS,
  ...pagingFields('findAllSellerFigures', { column: 'sellerName', direction: 'asc' }),
};

/** The range asked for: the address's, else this month (academy calendar). */
export function rangeOf(
  values: { from: string; to: string; currency: 'ARS' | 'USD' },
  today: string,
): FiguresRange {
  const month = thisMonth(today);
  return { from: values.from || month.from, to: values.to || month.to, currency: values.currency };
}

export function CommissionsPage() {
  const labels = useMessages().commissions;
  const client = useApiClient();
  const { scopes } = useSession();
  const manages = scopes.some((scope) => (SCOPE_GROUPS.salesAdmin as readonly string[]).includes(scope));
  const today = localDateOf(new Date(), ACADEMY_TIME_ZONE);
  const list = useDataList({
    fields: FIGURES_FIELDS,
    query: (state, request) => {
      return allFiguresQuery(client, rangeOf(state, today), pageQueryOf(request));
    },
  });
  const range = rangeOf(list.values, today);
  return (
    <ListPage title={labels.title} subtitle={labels.subtitle}>
      <FilterPanel
        active={0}
        onClear={() => list.set({ from: '', to: '', currency: 'ARS' })}
        clearable={false}
      >
        <FiguresControls range={range} onChange={(next) => list.set(next)} />
      </FilterPanel>
      <FiguresChart figures={list.result.data?.content ?? []} currency={range.currency} />
      <DataList<typeof FIGURES_FIELDS, SellerFigures>
        list={list}
        noRecordsText={labels.emptyFigures}
        testId="commissions-table"
        idAccessor="sellerId"
        columns={useFigureColumns(manages, range.currency)}
      />
    </ListPage>
  );
}

/** The page's sellers as bars: what each collected and the commission it accrued, in the range. */
function FiguresChart({ figures, currency }: { figures: SellerFigures[]; currency: 'ARS' | 'USD' }) {
  const labels = useMessages().commissions.figures;
  if (figures.length === 0) return null;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="commissions-chart">
      <MoneyBars
        horizontal
        currency={currency}
        dataKey="seller"
        series={[
          { name: 'collected', label: labels.collected, color: 'teal.6' },
          { name: 'accrued', label: labels.accrued, color: 'indigo.6' },
        ]}
        data={figures.map((row) => ({
          seller: row.sellerName,
          collected: barOf(row.collected),
          accrued: barOf(row.accrued),
        }))}
      />
    </Card>
  );
}

export function useFigureColumns(
  manages: boolean,
  currency: 'ARS' | 'USD',
): DataTableColumn<SellerFigures>[] {
  const messages = useMessages();
  const labels = messages.commissions.figures;
  const statuses = messages.leads.status;
  return [
    { accessor: 'sellerName', title: labels.seller },
    {
      accessor: 'ratePercent',
      title: labels.rate,
      render: (row) =>
        row.ratePercent === null ? labels.noRate : formatPercent(Number(row.ratePercent) / 100, 2),
    },
    {
      accessor: 'leads',
      title: labels.leads,
      render: (row) => (
        <Text size="sm" title={leadsByStatusText(row.leads.byStatus, statuses) || labels.noLeads}>
          {row.leads.total}
        </Text>
      ),
    },
    {
      accessor: 'conversionRate',
      title: labels.conversion,
      render: (row) => formatPercent(row.leads.conversionRate, 1),
    },
    { accessor: 'enrollmentsReferred', title: labels.enrollments },
    amountColumn('collected', labels.collected),
    amountColumn('accrued', labels.accrued),
    amountColumn('clawedBack', labels.clawedBack),
    amountColumn('paid', labels.paid),
    amountColumn('balance', labels.balance),
    {
      accessor: 'paidShare',
      title: labels.paidShare,
      render: (row) => {
        const share = paidShare(row);
        return (
          <Group gap={4} wrap="nowrap">
            <RingProgress size={44} thickness={5} sections={[{ value: share, color: 'teal' }]} aria-hidden />
            <Text size="xs">{formatPercent(share / 100)}</Text>
          </Group>
        );
      },
    },
    ...(manages
      ? [
          {
            accessor: 'actions',
            title: labels.actions,
            render: (row: SellerFigures) => <SellerActions figures={row} currency={currency} />,
          } as DataTableColumn<SellerFigures>,
        ]
      : []),
  ];
}

function SellerActions({ figures, currency }: { figures: SellerFigures; currency: 'ARS' | 'USD' }) {
  const labels = useMessages().commissions;
  const setRate = useSetRate();
  const payout = useRecordPayout();
  const [rate, setRateText] = useState(figures.ratePercent ?? '');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const typedRate = rateOf(rate);
  const typedAmount = /^\d{1,12}([.,]\d{1,2})?$/.test(amount.trim()) ? amount.trim().replace(',', '.') : null;
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionDialog
        size="xs"
        label={labels.setRate.button}
        title={format(labels.setRate.title, { name: figures.sellerName })}
        text={labels.setRate.text}
        confirmLabel={labels.setRate.confirm}
        successText={labels.setRate.done}
        ready={typedRate !== null}
        testId="commission-rate"
        onConfirm={() =>
          setRate.mutateAsync({
            sellerId: figures.sellerId,
            commissionRateCreation: { ratePercent: typedRate! },
          })
        }
      >
        <TextInput
          label={labels.setRate.label}
          value={rate}
          onChange={(event) => setRateText(event.currentTarget.value)}
          error={rate && typedRate === null ? labels.setRate.invalid : undefined}
          rightSection="%"
          data-testid="commission-rate-input"
        />
      </ActionDialog>
      <ActionDialog
        size="xs"
        label={labels.payout.button}
        title={format(labels.payout.title, { name: figures.sellerName })}
        text={`${format(labels.payout.text, { currency })} ${labels.figures.balance}: ${formatAmount(figures.balance, currency)}.`}
        confirmLabel={labels.payout.confirm}
        successText={labels.payout.done}
        ready={typedAmount !== null}
        testId="commission-payout"
        onConfirm={() =>
          payout.mutateAsync({
            commissionPayoutCreation: {
              sellerId: figures.sellerId,
              currency,
              amount: typedAmount!,
              ...(note.trim() ? { note: note.trim() } : {}),
            },
          })
        }
      >
        <Stack>
          <TextInput
            label={labels.payout.amount}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            data-testid="commission-payout-amount"
          />
          <TextInput
            label={labels.payout.note}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        </Stack>
      </ActionDialog>
    </Group>
  );
}
