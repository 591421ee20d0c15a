/**
 * Admin "Pagos": findAllPayments with every filter, page and sort in the address, and the
 * totals per currency of everything the filters match; its CSV export; the way to "Cobros sin aplicar" with
 * how many wait for a decision.
 */

import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { amountColumn, DataList, dateColumn, useApiList } from '../../ui/data-list';
import {
  CurrencyTotals,
  DateRangeFilter,
  EnumFilter,
  ExportButton,
  enumField,
  filterField,
  ListFilterPanel,
  ListPage,
} from '../../ui/list-page';
import { PersonFilter, SELLER_SCOPES } from '../../ui/people';
import { useApiClient, useSession } from '../session';
import { PaymentStatusBadge } from './badges';
import { PAYMENT_LIST_FIELDS, paymentExportQuery, paymentFilterQuery, paymentListQuery } from './list-query';
import { paymentMeansText } from './paid-periods';
import { type PaymentListItem, paymentsQuery, paymentsTotalsQuery } from './queries';
import { UnappliedChargesAlert, UnappliedChargesLink } from './unapplied-charges';
import { VendorFilter } from './vendor-filter';

const FILTER_NAMES = [
  'fromDate',
  'toDate',
  'status',
  'vendorId',
  'segment',
  'userId',
  'referrerSellerId',
] as const;

function usePaymentList() {
  return useApiList(PAYMENT_LIST_FIELDS, (client, state, request) =>
    paymentsQuery(client, paymentListQuery(state, request)),
  );
}

function Filters({ list }: { list: ReturnType<typeof usePaymentList> }) {
  const messages = useMessages().payments;
  const text = messages.list;
  return (
    <ListFilterPanel list={list} filters={FILTER_NAMES} cols={{ base: 1, xs: 2, md: 4 }}>
      <DateRangeFilter list={list} fromLabel={text.fromDate} toLabel={text.toDate} />
      <EnumFilter
        label={text.status}
        placeholder={text.anyStatus}
        labels={messages.status}
        {...enumField(list, 'status')}
        testId="payment-status-filter"
      />
      <VendorFilter label={text.vendor} placeholder={text.anyVendor} {...filterField(list, 'vendorId')} />
      <EnumFilter
        label={text.segment}
        placeholder={text.anySegment}
        labels={messages.segment}
        {...enumField(list, 'segment')}
      />
      <PersonFilter invalidMessage={text.invalidId} label={text.payer} {...filterField(list, 'userId')} />
      <PersonFilter
        invalidMessage={text.invalidId}
        label={text.referrer}
        scope={SELLER_SCOPES}
        {...filterField(list, 'referrerSellerId')}
      />
    </ListFilterPanel>
  );
}

export function PaymentsPage() {
  const messages = useMessages().payments;
  const text = messages.list;
  const { scopes } = useSession();
  const client = useApiClient();
  const list = usePaymentList();
  const totals = useQuery(paymentsTotalsQuery(client, paymentFilterQuery(list.applied)));
  return (
    <ListPage
      title={text.title}
      subtitle={text.subtitle}
      actions={
        <Group gap="lg">
          <UnappliedChargesLink />
          <ExportButton
            fileName="pagos"
            testId="payments-export"
            download={() => client.exportPayments(paymentExportQuery(list.applied, list.keys))}
          />
          {mayCall('getExchangeRate', scopes) && (
            <Anchor component={Link} to="/admin/payments/exchange-rate">
              {text.exchangeLink}
            </Anchor>
          )}
        </Group>
      }
    >
      <UnappliedChargesAlert />
      <Filters list={list} />
      <CurrencyTotals query={totals} countText={messages.totals.count} />
      <DataList<typeof PAYMENT_LIST_FIELDS, PaymentListItem>
        list={list}
        noRecordsText={text.empty}
        rowHref={(payment) => `/admin/payments/${payment.id}`}
        testId="payments-table"
        columns={[
          {
            accessor: 'payer',
            title: text.columns.payer,
            render: (row) => (
              <Anchor component={Link} to={`/admin/payments/${row.id}`} size="sm" fw={600}>
                {row.payerName}
              </Anchor>
            ),
          },
          amountColumn('amount', text.columns.amount, { sortable: true }),
          {
            accessor: 'status',
            title: text.columns.status,
            sortable: true,
            render: (row) => <PaymentStatusBadge status={row.status} />,
          },
          {
            accessor: 'vendorId',
            title: text.columns.vendor,
            render: (row) => paymentMeansText(row, messages),
          },
          {
            accessor: 'segment',
            title: text.columns.segment,
            render: (row) => messages.segment[row.segment],
          },
          dateColumn('createdAt', text.columns.createdAt, { sortable: true }),
          dateColumn('paidAt', text.columns.paidAt, { sortable: true }),
        ]}
      />
    </ListPage>
  );
}
