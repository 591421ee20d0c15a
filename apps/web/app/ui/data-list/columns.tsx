/**
 * The column kit of `<DataList>`: the columns every list writes the same way (a date, a date
 * and time, an amount in its currency), each in one call, so a screen's columns say only what
 * is particular to it; `editColumn` is a row's "Editar". Anything else a column needs (`sortable`, `width`…) goes in `options`.
 */
import type { MoneyAmount, MoneyCurrency } from '@catedra/contract/browser';
import { Button } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/formats';

type ColumnOptions<T> = Omit<DataTableColumn<T>, 'accessor' | 'title' | 'render'>;

/** The keys of a row whose value is an instant (an ISO string), possibly absent. */
type InstantKey<T> = { [K in keyof T]: T[K] extends string | Date | null | undefined ? K : never }[keyof T] &
  string;

function instantColumn<T>(
  show: (iso: string | Date, timeZone?: string) => string,
  accessor: InstantKey<T>,
  title: string,
  { timeZone, ...options }: ColumnOptions<T> & { timeZone?: string } = {},
): DataTableColumn<T> {
  return {
    accessor,
    title,
    ...options,
    render: (row) => {
      const value = row[accessor] as string | Date | null | undefined;
      return value ? show(value, timeZone) : '—';
    },
  } as DataTableColumn<T>;
}

/** A calendar date (`dd/mm/aaaa`), '—' when the row has none. */
export function dateColumn<T>(
  accessor: InstantKey<T>,
  title: string,
  options?: ColumnOptions<T> & { timeZone?: string },
) {
  return instantColumn(formatDate, accessor, title, options);
}

/** A date and time, '—' when the row has none. */
export function dateTimeColumn<T>(
  accessor: InstantKey<T>,
  title: string,
  options?: ColumnOptions<T> & { timeZone?: string },
) {
  return instantColumn(formatDateTime, accessor, title, options);
}

/** An amount in its currency, aligned right (the row's `currency` unless `currencyOf` says). */
export function amountColumn<T>(
  accessor: keyof T & string,
  title: string,
  {
    currencyOf = (row) => (row as { currency: MoneyCurrency }).currency,
    ...options
  }: ColumnOptions<T> & { currencyOf?: (row: T) => MoneyCurrency } = {},
): DataTableColumn<T> {
  return {
    accessor,
    title,
    textAlign: 'right',
    ...options,
    render: (row) => formatAmount(row[accessor] as MoneyAmount | null, currencyOf(row)),
  } as DataTableColumn<T>;
}

/** The "Editar" button at a row's right end, for those who may edit (`enabled`). */
export function editColumn<T>(label: string, onEdit: (row: T) => void, enabled = true): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (row) =>
      enabled && (
        <Button size="xs" variant="default" onClick={() => onEdit(row)}>
          {label}
        </Button>
      ),
  };
}
