/**
 * Admin "Pagos": findAllPayments with every filter, page and sort in the address, and the
 * totals per currency of everything the filters match; the way to "Cobros sin aplicar" with
 * how many wait for a decision.
 */

import { PAYMENT_SEGMENTS, PAYMENT_STATUSES, PAYMENT_VENDORS } from '@catedra/contract/browser';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { formatDate } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';
import { defaultsOf } from '../../lib/list-state';
import { queryKeyOf } from '../../lib/query-keys';
import { DataList, ListFilters, useDataList } from '../../ui/data-list';
import { DateField } from '../../ui/date-fields';
import { PersonFilter, UserName } from '../../ui/people';
import { useApiClient, useSession } from '../session';
import { PaymentStatusBadge } from './badges';
import { CurrencyTotals } from './currency-totals';
import { PAYMENT_LIST_FIELDS, paymentFilterQuery, paymentListQuery } from './list-query';
import { type Payment, paymentsQuery } from './queries';
import { totalsOf } from './totals';
import { UnappliedChargesAlert, UnappliedChargesLink } from './unapplied-charges';

const FILTER_NAMES = [
  'fromDate',
  'toDate',
  'status',
  'vendorId',
  'segment',
  'userId',
  'referrerSellerId',
] as const;
const EMPTY_FILTERS = Object.fromEntries(
  FILTER_NAMES.map((name) => [name, defaultsOf(PAYMENT_LIST_FIELDS)[name]]),
) as Pick<ReturnType<typeof defaultsOf<typeof PAYMENT_LIST_FIELDS>>, (typeof FILTER_NAMES)[number]>;

function usePaymentList() {
  const client = useApiClient();
  return useDataList({
    fields: PAYMENT_LIST_FIELDS,
    query: (state, request) => paymentsQuery(client, paymentListQuery(state, request)),
  });
}

function Filters({ list }: { list: ReturnType<typeof usePaymentList> }) {
  const messages = useMessages().payments;
  const text = messages.list;
  const { values: filters, set } = list;
  const active = FILTER_NAMES.filter((name) => filters[name] !== EMPTY_FILTERS[name]).length;
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <ListFilters active={active}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <DateField
              label={text.fromDate}
              value={filters.fromDate}
              onChange={(fromDate) => set({ fromDate })}
            />
            <DateField label={text.toDate} value={filters.toDate} onChange={(toDate) => set({ toDate })} />
            <Select
              label={text.status}
              placeholder={text.anyStatus}
              data={PAYMENT_STATUSES.map((value) => ({ value, label: messages.status[value] }))}
              value={filters.status}
              onChange={(status) => set({ status })}
              clearable
              data-testid="payment-status-filter"
            />
            <Select
              label={text.vendor}
              placeholder={text.anyVendor}
              data={PAYMENT_VENDORS.map((value) => ({ value, label: messages.vendor[value] }))}
              value={filters.vendorId}
              onChange={(vendorId) => set({ vendorId })}
              clearable
            />
            <Select
              label={text.segment}
              placeholder={text.anySegment}
              data={PAYMENT_SEGMENTS.map((value) => ({ value, label: messages.segment[value] }))}
              value={filters.segment}
              onChange={(segment) => set({ segment })}
              clearable
            />
            <PersonFilter
              invalidMessage={text.invalidId}
              label={text.payer}
              value={filters.userId}
              onChange={(userId) => set({ userId })}
            />
            <PersonFilter
              invalidMessage={text.invalidId}
              label={text.referrer}
              value={filters.referrerSellerId}
              onChange={(referrerSellerId) => set({ referrerSellerId })}
            />
          </SimpleGrid>
        </ListFilters>
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={() => set(EMPTY_FILTERS)}>
            {text.clearFilters}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function usePaymentTotals(list: ReturnType<typeof usePaymentList>) {
  const client = useApiClient();
  const filters = paymentFilterQuery(list.applied);
  return useQuery({
    queryKey: queryKeyOf('findAllPayments', filters, 'totals'),
    queryFn: ({ signal }) =>
      totalsOf(
        (page, size) => client.findAllPayments({ ...filters, page, size }, { signal }),
        (payment) => payment,
      ),
  });
}

export function PaymentsPage() {
  const messages = useMessages().payments;
  const text = messages.list;
  const navigate = useNavigate();
  const { scopes } = useSession();
  const list = usePaymentList();
  const totals = usePaymentTotals(list);
  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {text.title}
          </Title>
          <Text c="dimmed">{text.subtitle}</Text>
        </Stack>
        <Group gap="lg">
          <UnappliedChargesLink />
          {mayCall('getExchangeRate', scopes) && (
            <Anchor component={Link} to="/admin/payments/exchange-rate">
              {text.exchangeLink}
            </Anchor>
          )}
        </Group>
      </Group>
      <UnappliedChargesAlert />
      <Filters list={list} />
      <CurrencyTotals query={totals} countText={messages.totals.count} />
      <DataList<typeof PAYMENT_LIST_FIELDS, Payment>
        list={list}
        idAccessor="id"
        noRecordsText={text.empty}
        onRowClick={(payment) => navigate(`/admin/payments/${payment.id}`)}
        testId="payments-table"
        columns={[
          {
            accessor: 'payer',
            title: text.columns.payer,
            render: (row) => (
              <Anchor component={Link} to={`/admin/payments/${row.id}`} size="sm" fw={600}>
                <UserName userId={row.userId} />
              </Anchor>
            ),
          },
          {
            accessor: 'amount',
            title: text.columns.amount,
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (row) => formatAmount(row.amount, row.currency),
          },
          {
            accessor: 'status',
            title: text.columns.status,
            sortable: true,
            render: (row) => <PaymentStatusBadge status={row.status} />,
          },
          {
            accessor: 'vendorId',
            title: text.columns.vendor,
            render: (row) => (row.vendorId ? messages.vendor[row.vendorId] : '—'),
          },
          {
            accessor: 'segment',
            title: text.columns.segment,
            render: (row) => messages.segment[row.segment],
          },
          {
            accessor: 'createdAt',
            title: text.columns.createdAt,
            sortable: true,
            noWrap: true,
            render: (row) => formatDate(row.createdAt),
          },
          {
            accessor: 'paidAt',
            title: text.columns.paidAt,
            sortable: true,
            noWrap: true,
            render: (row) => (row.paidAt ? formatDate(row.paidAt) : '—'),
          },
        ]}
      />
    </Stack>
  );
}
