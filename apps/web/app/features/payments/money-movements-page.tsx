/**
 * Admin "Movimientos de dinero": findAllMoneyMovements with every filter, page and sort in
 * the address, the signed totals per currency of everything the filters match, and its CSV export.
 */

import { Checkbox } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../i18n';
import { amountColumn, DataList, dateTimeColumn, useApiList } from '../../ui/data-list';
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
import { TextLink } from '../../ui/text-link';
import { useApiClient } from '../session';
import {
  MOVEMENT_LIST_FIELDS,
  movementExportQuery,
  movementFilterQuery,
  movementListQuery,
} from './list-query';
import { type MoneyMovement, movementsQuery, movementsTotalsQuery } from './queries';
import { VendorFilter } from './vendor-filter';

const FILTER_NAMES = ['type', 'source', 'currency', 'fromDate', 'toDate', 'executed'] as const;

function useMovementList() {
  return useApiList(MOVEMENT_LIST_FIELDS, (client, state, request) =>
    movementsQuery(client, movementListQuery(state, request)),
  );
}

function Filters({ list }: { list: ReturnType<typeof useMovementList> }) {
  const messages = useMessages().payments;
  const text = messages.movements;
  return (
    <ListFilterPanel list={list} filters={FILTER_NAMES}>
      <EnumFilter
        label={text.type}
        placeholder={text.anyType}
        labels={messages.movementType}
        {...enumField(list, 'type')}
      />
      <VendorFilter label={text.source} placeholder={text.anySource} {...filterField(list, 'source')} />
      <EnumFilter label={text.currency} placeholder={text.anyCurrency} {...enumField(list, 'currency')} />
      <DateRangeFilter list={list} fromLabel={text.fromDate} toLabel={text.toDate} />
      <Checkbox
        label={text.executed}
        checked={list.values.executed === true}
        onChange={(event) => list.set({ executed: event.currentTarget.checked ? true : null })}
        mt={{ base: 0, md: 30 }}
      />
    </ListFilterPanel>
  );
}

export function MoneyMovementsPage() {
  const messages = useMessages().payments;
  const text = messages.movements;
  const client = useApiClient();
  const list = useMovementList();
  const totals = useQuery(movementsTotalsQuery(client, movementFilterQuery(list.applied)));
  return (
    <ListPage
      title={text.title}
      subtitle={text.subtitle}
      actions={
        <ExportButton
          fileName="movimientos"
          testId="movements-export"
          download={() => client.exportMoneyMovements(movementExportQuery(list.applied, list.keys))}
        />
      }
    >
      <Filters list={list} />
      <CurrencyTotals query={totals} countText={messages.totals.movementsCount} />
      <DataList<typeof MOVEMENT_LIST_FIELDS, MoneyMovement>
        list={list}
        noRecordsText={text.empty}
        testId="movements-table"
        columns={[
          dateTimeColumn('occurredAt', text.columns.occurredAt, { sortable: true }),
          { accessor: 'type', title: text.columns.type, render: (row) => messages.movementType[row.type] },
          { accessor: 'source', title: text.columns.source, render: (row) => messages.vendor[row.source] },
          amountColumn('amount', text.columns.amount, { sortable: true }),
          {
            accessor: 'executed',
            title: text.columns.executed,
            render: (row) => (row.executed ? text.yes : text.no),
          },
          { accessor: 'description', title: text.columns.description },
          {
            accessor: 'paymentId',
            title: text.columns.payment,
            render: (row) =>
              row.paymentId ? (
                <TextLink to={`/admin/payments/${row.paymentId}`}>{text.openPayment}</TextLink>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </ListPage>
  );
}
