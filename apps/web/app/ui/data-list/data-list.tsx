/**
 * The table of every admin list: mantine-datatable with server-side paging and sorting on
 * the state of `useDataList`, the one set of page sizes, and the same loading, failed and
 * empty states everywhere. Columns the operation sorts by (the contract's whitelist) are
 * sortable without saying so.
 *
 * On a narrow screen the table scrolls sideways inside its frame (never the page), with its
 * first column (the row's name) pinned and at least FIRST_COLUMN_MIN_WIDTH wide, so a title
 * does not wrap one word a line; the other columns keep a cell on one line unless they say
 * `noWrap: false`. Filters fold away on a phone with `ListFilters`.
 */
import type { MantineStyleProp } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { format, useMessages } from '../../i18n';
import type { ListFields, SortStatus } from '../../lib/list-state';
import { paginationLabels } from '../pagination-labels';
import { ErrorState } from '../query-state';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './paging';
import type { DataListControls } from './use-data-list';

/** Wide enough for a course or class title to read as a phrase on a 390-px phone. */
const FIRST_COLUMN_MIN_WIDTH = '10rem';

function readableColumns<T>(columns: DataTableColumn<T>[], sortable: Set<string>): DataTableColumn<T>[] {
  return columns.map((column, index) => ({
    ...column,
    sortable: column.sortable ?? sortable.has(String(column.accessor)),
    ...(index === 0
      ? {
          titleStyle: { minWidth: FIRST_COLUMN_MIN_WIDTH },
          cellsStyle: () => ({ minWidth: FIRST_COLUMN_MIN_WIDTH }),
        }
      : column.ellipsis
        ? {}
        : { noWrap: column.noWrap ?? true }),
  })) as DataTableColumn<T>[];
}

export type DataListProps<F extends ListFields, T> = {
  list: DataListControls<F, T>;
  columns: DataTableColumn<T>[];
  noRecordsText: string;
  /** What to show instead of the generic failure for some errors (a 403, a 404 that is a state). */
  renderError?: (error: Error) => ReactNode | undefined;
  idAccessor?: string;
  onRowClick?: (record: T) => void;
  /** The page a row opens when clicked (its record's page): `(payment) => \`/admin/payments/${payment.id}\``. */
  rowHref?: (record: T) => string;
  rowStyle?: (record: T) => MantineStyleProp;
  testId?: string;
  /** Tables inside a card or a dialog: no page-size choice, just pages. */
  compact?: boolean;
};

function paginationLabelProps(messages: Parameters<typeof paginationLabels>[0]) {
  const labels = paginationLabels(messages);
  return { getPaginationControlProps: labels.getControlProps };
}

export function DataList<F extends ListFields, T>({
  list,
  columns,
  noRecordsText,
  renderError,
  idAccessor,
  onRowClick: onClick,
  rowHref,
  rowStyle,
  testId,
  compact = false,
}: DataListProps<F, T>) {
  const messages = useMessages();
  const navigate = useNavigate();
  const onRowClick = onClick ?? (rowHref && ((record: T) => navigate(rowHref(record))));
  const { result, values, set, keys, fields } = list;
  const state: Record<string, unknown> = values;
  const page = (state[keys.page] as number | undefined) ?? 1;
  const size = (state[keys.size] as number | undefined) ?? DEFAULT_PAGE_SIZE;
  const sort = state[keys.sort] as SortStatus | undefined;
  const sortField = fields[keys.sort] as { columns?: readonly string[] } | undefined;
  const sortable = new Set(sortField?.columns ?? []);
  const change = (key: string, value: unknown) => set({ [key]: value } as Parameters<typeof set>[0]);

  if (result.isError) {
    return (
      renderError?.(result.error) ?? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} testId="load-error" />
      )
    );
  }
  const records = result.data?.content ?? [];
  const withSizes = !compact && keys.size in fields;
  // mantine-datatable types paging and sorting as all-or-nothing groups of props; each
  // group is whole here, and which ones apply is known only at run time.
  const props = {
    withTableBorder: true,
    borderRadius: 'md',
    highlightOnHover: Boolean(onRowClick),
    minHeight: records.length ? undefined : 200,
    fetching: result.isFetching,
    records,
    idAccessor,
    totalRecords: result.data?.page.totalElements ?? 0,
    recordsPerPage: size,
    page,
    onPageChange: (value: number) => change(keys.page, value),
    ...(withSizes && {
      recordsPerPageOptions: [...PAGE_SIZES],
      onRecordsPerPageChange: (value: number) => change(keys.size, value),
      recordsPerPageLabel: messages.lists.perPage,
    }),
    // mantine-datatable names the arrows in English by default; the theme's Spanish names.
    ...paginationLabelProps(messages.lists),
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      format(messages.lists.records, { from, to, total: totalRecords }),
    ...(sort && {
      sortStatus: sort,
      onSortStatusChange: (status: { columnAccessor: unknown; direction: 'asc' | 'desc' }) =>
        change(keys.sort, { columnAccessor: String(status.columnAccessor), direction: status.direction }),
    }),
    noRecordsText,
    onRowClick: onRowClick && (({ record }: { record: T }) => onRowClick(record)),
    rowStyle: rowStyle ?? (onRowClick && (() => ({ cursor: 'pointer' }))),
    'data-testid': testId,
    pinFirstColumn: true,
    columns: readableColumns(columns, sortable),
  } as DataTableProps<T>;
  return <DataTable<T> {...props} />;
}
