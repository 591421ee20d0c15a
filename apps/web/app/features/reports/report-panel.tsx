/**
 * One dashboard panel: its title, a skeleton while its call is under way, its own error (with
 * a retry) when the call fails — the other panels stay —, "Sin datos en este período" when
 * the answer holds nothing, else its chart or its table (the page's "Gráficos | Tablas").
 * And the small pieces the panels share: a figures table and an amount with its USD value.
 */

import type { ApiClient } from '@catedra/client';
import type { MoneyAmount, MoneyCurrency } from '@catedra/contract/browser';
import { Box, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { format, useMessages } from '../../i18n';
import { formatAmount, formatNumber } from '../../lib/formats';
import { CHART_HEIGHT } from '../../ui/charts';
import { ExportButton } from '../../ui/list-page';
import { EmptyState, ErrorState } from '../../ui/query-state';
import { useApiClient } from '../session';
import type { ReportCsv } from './queries';
import type { ReportView } from './report-range';

/**
 * A panel's call and its "Exportar CSV", both with the panel's parameters:
 * `<ReportPanel {...useReport(range, summaryQuery, reportCsv.summary)} …>`.
 */
export function useReport<P, T, K extends QueryKey>(
  params: P,
  query: (client: ApiClient, params: P) => UseQueryOptions<T, Error, T, K>,
  csv: (client: ApiClient, params: P) => ReportCsv,
): { query: UseQueryResult<T>; csv: ReportCsv } {
  const client = useApiClient();
  return { query: useQuery(query(client, params)), csv: csv(client, params) };
}

export function ReportPanel<T>({
  title,
  subtitle,
  testId,
  query,
  isEmpty,
  emptyText,
  view,
  chart,
  table,
  csv,
}: {
  title: string;
  subtitle?: string;
  testId: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText?: string;
  view: ReportView;
  /** The chart; a panel whose figures are already text (the summary) has none. */
  chart?: (data: T) => ReactNode;
  table: (data: T) => ReactNode;
  /** "Exportar CSV": the report's export with the panel's parameters. */
  csv?: ReportCsv;
}) {
  const text = useMessages().reports;
  const body = () => {
    if (query.isPending)
      return (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={title} data-testid={`${testId}-loading`}>
          <Skeleton height={chart ? CHART_HEIGHT : 120} radius="md" />
        </Stack>
      );
    if (query.isError)
      return <ErrorState error={query.error} onRetry={() => query.refetch()} testId={`${testId}-error`} />;
    if (isEmpty(query.data)) return <EmptyState>{emptyText ?? text.empty}</EmptyState>;
    return view === 'charts' && chart ? chart(query.data) : table(query.data);
  };
  return (
    <Paper withBorder radius="lg" p="md" data-testid={testId} aria-busy={query.isFetching}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          {csv && (
            // The title wraps beside it; the button keeps its label whole (it would shrink and clip).
            <Box style={{ flexShrink: 0 }}>
              <ExportButton {...csv} testId={`${testId}-export`} />
            </Box>
          )}
        </Group>
        {body()}
      </Stack>
    </Paper>
  );
}

export type FigureColumn<R> = {
  key: string;
  title: string;
  render: (row: R) => ReactNode;
  /** Figures are right-aligned; names and labels not. */
  numeric?: boolean;
};

/**
 * A small table of figures (a report's rows are few: no paging, no sorting). On a narrow
 * screen it scrolls sideways in its own box, which the keyboard can reach (as a Markdown
 * table does), named by `label`.
 */
export function FigureTable<R>({
  label,
  rows,
  columns,
  rowKey,
  footer,
  testId,
}: {
  label: string;
  rows: readonly R[];
  columns: FigureColumn<R>[];
  rowKey: (row: R) => string;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <Box component="section" tabIndex={0} aria-label={label} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="xs" miw={columns.length * 110} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && <Table.Tfoot>{footer}</Table.Tfoot>}
      </Table>
    </Box>
  );
}

/**
 * An amount as the API wrote it, and under it its USD value when the report was asked for one
 * (`usd` undefined: not asked; null: no rate for a day of it).
 */
export function Amount({
  amount,
  currency,
  usd,
}: {
  amount: MoneyAmount;
  currency: MoneyCurrency;
  usd?: MoneyAmount | null;
}) {
  const text = useMessages().reports;
  return (
    <>
      <span>{formatAmount(amount, currency)}</span>
      {usd !== undefined && (
        <Text component="span" display="block" size="xs" c="dimmed" data-usd>
          {usd === null ? text.noRate : format(text.usdBeside, { amount: formatAmount(usd, 'USD') })}
        </Text>
      )}
    </>
  );
}

/** The amounts of a totals row, in the order every panel shows them. */
export const TOTAL_AMOUNTS = ['income', 'refunds', 'chargebacks', 'fees', 'net'] as const;

/** A row of totals: income … net (each with its USD value, if asked) and the payments' count. */
type Totals = Record<(typeof TOTAL_AMOUNTS)[number], MoneyAmount> & {
  count: number;
  usd?: Partial<Record<(typeof TOTAL_AMOUNTS)[number], MoneyAmount | null>>;
};

/** A table of totals per row (a month, a segment, a course), after the column that names the row. */
export function TotalsTable<R extends Totals>({
  first,
  currency,
  ...table
}: {
  label: string;
  testId: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  first: FigureColumn<R>;
  currency: MoneyCurrency;
}) {
  const text = useMessages().reports.summary;
  return (
    <FigureTable<R>
      {...table}
      columns={[
        first,
        ...TOTAL_AMOUNTS.map((key) => ({
          key,
          title: text[key],
          numeric: true,
          render: (row: R) => <Amount amount={row[key]} currency={currency} usd={row.usd?.[key]} />,
        })),
        { key: 'count', title: text.count, numeric: true, render: (row: R) => formatNumber(row.count) },
      ]}
    />
  );
}
