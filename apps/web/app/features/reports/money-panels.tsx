/**
 * Informes' money panels: the period's summary, income per month (a chart), quotas against
 * upfront and the segments, debt by age and the collection rate. Each reads its own call.
 * Charts take Mantine's theme colours (`teal.6`, …) and its chart CSS variables for text and
 * grid, so they read in the dark scheme as in the light one.
 */
import type { MoneyCurrency } from '@catedra/contract/browser';
import { Group, Paper, RingProgress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { ACADEMY_TIME_ZONE, formatCalendarDate, formatDateTime } from '../../lib/dates';
import { formatNumber, formatPercent } from '../../lib/formats';
import { barOf, chartAmount, MoneyBars, PartsDonut } from '../../ui/charts';
import { isQuiet, monthLabel } from './figures';
import {
  accountingStatsQuery,
  type DebtBucket,
  debtAgingQuery,
  type IncomeMonth,
  incomeByMonthQuery,
  quotasUpfrontQuery,
  reportCsv,
  type SegmentSummary,
  segmentSummaryQuery,
  summaryQuery,
} from './queries';
import { Amount, FigureTable, ReportPanel, TOTAL_AMOUNTS, TotalsTable, useReport } from './report-panel';
import { chartRangeOf, type ReportRange, type ReportView } from './report-range';

export function SummaryPanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const text = useMessages().reports;
  const report = useReport(range, summaryQuery, reportCsv.summary);
  return (
    <ReportPanel
      {...report}
      title={text.summary.title}
      testId="report-summary"
      view={view}
      // Zeros are an answer here: the cards say the period had nothing.
      isEmpty={() => false}
      table={(data) => (
        <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing="sm">
          {TOTAL_AMOUNTS.map((key) => (
            <Paper key={key} withBorder radius="md" p="sm" data-testid={`summary-${key}`}>
              <Text size="xs" c="dimmed">
                {text.summary[key]}
              </Text>
              <Text fw={700} fz="lg">
                <Amount amount={data[key]} currency={data.currency} usd={data.usd?.[key]} />
              </Text>
            </Paper>
          ))}
          <Paper withBorder radius="md" p="sm" data-testid="summary-count">
            <Text size="xs" c="dimmed">
              {text.summary.count}
            </Text>
            <Text fw={700} fz="lg">
              {formatNumber(data.count)}
            </Text>
          </Paper>
        </SimpleGrid>
      )}
    />
  );
}

export function IncomePanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const text = useMessages().reports;
  const report = useReport(range, incomeByMonthQuery, reportCsv.incomeByMonth);
  const chartRange = chartRangeOf(range);
  const { currency } = range;
  return (
    <ReportPanel
      {...report}
      title={text.income.title}
      subtitle={format(text.income.subtitle, {
        from: formatCalendarDate(chartRange.from),
        to: formatCalendarDate(chartRange.to),
      })}
      testId="report-income"
      view={view}
      isEmpty={(data) => data.months.every(isQuiet)}
      chart={(data) => (
        <MoneyBars
          currency={currency}
          data={data.months.map((month) => ({
            month: monthLabel(month.month),
            income: barOf(month.income),
            refunds: barOf(month.refunds),
            chargebacks: barOf(month.chargebacks),
            net: barOf(month.net),
          }))}
          dataKey="month"
          series={[
            { name: 'income', label: text.summary.income, color: 'teal.6' },
            { name: 'refunds', label: text.summary.refunds, color: 'orange.6' },
            { name: 'chargebacks', label: text.summary.chargebacks, color: 'red.6' },
            { name: 'net', label: text.summary.net, color: 'indigo.5' },
          ]}
        />
      )}
      table={(data) => (
        <TotalsTable<IncomeMonth>
          label={text.income.title}
          testId="report-income-table"
          rows={data.months}
          rowKey={(row) => row.month}
          currency={currency}
          first={{ key: 'month', title: text.income.month, render: (row) => monthLabel(row.month) }}
        />
      )}
    />
  );
}

export function QuotasPanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const text = useMessages().reports;
  const report = useReport(range, quotasUpfrontQuery, reportCsv.quotasUpfront);
  const { currency } = range;
  const kinds = (data: { quotas: Kind; upfront: Kind }) => [
    { kind: 'quotas' as const, color: 'indigo.6', ...data.quotas },
    { kind: 'upfront' as const, color: 'teal.6', ...data.upfront },
  ];
  type Kind = { amount: string; count: number };
  return (
    <ReportPanel
      {...report}
      title={text.quotas.title}
      testId="report-quotas"
      view={view}
      isEmpty={(data) => data.quotas.count + data.upfront.count === 0}
      chart={(data) => (
        <PartsDonut
          labelsType="percent"
          valueFormatter={(value) => chartAmount(value, currency)}
          data={kinds(data).map((row) => ({
            name: text.quotas[row.kind],
            value: barOf(row.amount),
            color: row.color,
          }))}
        >
          <Stack gap={4}>
            {kinds(data).map((row) => (
              <Text key={row.kind} size="sm">
                <Text component="span" fw={600}>
                  {text.quotas[row.kind]}:
                </Text>{' '}
                <Amount amount={row.amount} currency={currency} /> ({text.quotas.count.toLowerCase()}:{' '}
                {formatNumber(row.count)})
              </Text>
            ))}
          </Stack>
        </PartsDonut>
      )}
      table={(data) => (
        <FigureTable
          label={text.quotas.title}
          testId="report-quotas-table"
          rows={kinds(data)}
          rowKey={(row) => row.kind}
          columns={[
            { key: 'kind', title: text.quotas.kind, render: (row) => text.quotas[row.kind] },
            {
              key: 'amount',
              title: text.quotas.amount,
              numeric: true,
              render: (row) => <Amount amount={row.amount} currency={currency} />,
            },
            {
              key: 'count',
              title: text.quotas.count,
              numeric: true,
              render: (row) => formatNumber(row.count),
            },
          ]}
        />
      )}
    />
  );
}

export function SegmentsPanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const messages = useMessages();
  const text = messages.reports;
  const report = useReport(range, segmentSummaryQuery, reportCsv.segments);
  type Segment = SegmentSummary['segments'][number];
  return (
    <ReportPanel
      {...report}
      title={text.quotas.segmentsTitle}
      testId="report-segments"
      view={view}
      isEmpty={(data) => data.segments.every(isQuiet)}
      table={(data) => (
        <TotalsTable<Segment>
          label={text.quotas.segmentsTitle}
          testId="report-segments-table"
          rows={data.segments}
          rowKey={(row) => row.segment}
          currency={range.currency}
          first={{
            key: 'segment',
            title: text.quotas.segment,
            render: (row) => messages.payments.segment[row.segment],
          }}
        />
      )}
    />
  );
}

export function DebtPanel({
  range,
  view,
  asOf,
}: {
  range: ReportRange;
  view: ReportView;
  /** The range's last day, or today if that is still to come (`debtAsOfOf`). */
  asOf: string;
}) {
  const text = useMessages().reports;
  const { currency, usd } = range;
  const report = useReport({ asOf, currency, usd }, debtAgingQuery, reportCsv.debtAging);
  return (
    <ReportPanel
      {...report}
      title={text.debt.title}
      subtitle={format(text.debt.subtitle, { date: formatCalendarDate(asOf) })}
      testId="report-debt"
      view={view}
      isEmpty={(data) => data.buckets.every((bucket) => bucket.periods === 0)}
      emptyText={text.debt.none}
      chart={(data) => (
        <MoneyBars
          currency={currency}
          data={data.buckets.map((bucket) => ({
            bucket: text.debt.buckets[bucket.bucket],
            amount: barOf(bucket.amount),
          }))}
          dataKey="bucket"
          series={[{ name: 'amount', label: text.debt.amount, color: 'red.6' }]}
        />
      )}
      table={(data) => (
        <FigureTable<DebtBucket>
          label={text.debt.title}
          testId="report-debt-table"
          rows={data.buckets}
          rowKey={(row) => row.bucket}
          columns={[
            { key: 'bucket', title: text.debt.bucket, render: (row) => text.debt.buckets[row.bucket] },
            {
              key: 'amount',
              title: text.debt.amount,
              numeric: true,
              render: (row) => <Amount amount={row.amount} currency={currency} usd={row.usd} />,
            },
            {
              key: 'periods',
              title: text.debt.periods,
              numeric: true,
              render: (row) => formatNumber(row.periods),
            },
            {
              key: 'enrollments',
              title: text.debt.enrollments,
              numeric: true,
              render: (row) => formatNumber(row.enrollments),
            },
          ]}
          footer={
            <Table.Tr>
              <Table.Th>{text.debt.total}</Table.Th>
              <Table.Th ta="right">
                <Amount amount={data.total} currency={currency} />
              </Table.Th>
              <Table.Th />
              <Table.Th />
            </Table.Tr>
          }
        />
      )}
    />
  );
}

export function CollectionPanel({
  range,
  view,
  instant,
}: {
  range: ReportRange;
  view: ReportView;
  /** When the rate is read: the range's end, or now if that is still to come. */
  instant: string;
}) {
  const text = useMessages().reports;
  const report = useReport(instant, accountingStatsQuery, reportCsv.accountingStats);
  const { currency } = range;
  const rowOf = (data: NonNullable<typeof report.query.data>) =>
    data.byCurrency.find((row) => row.currency === currency);
  return (
    <ReportPanel
      {...report}
      title={text.collection.title}
      subtitle={format(text.collection.subtitle, { date: formatDateTime(instant, ACADEMY_TIME_ZONE) })}
      testId="report-collection"
      view={view}
      isEmpty={(data) => !rowOf(data) && data.activeEnrollments === 0}
      chart={(data) => {
        const row = rowOf(data);
        const rate = row?.collectionRate ?? null;
        return (
          <Group align="center" gap="xl">
            <RingProgress
              size={160}
              thickness={16}
              roundCaps={rate !== null && rate > 0}
              sections={rate ? [{ value: Math.min(100, rate * 100), color: 'teal.6' }] : []}
              label={
                <Text ta="center" fw={700} fz="lg" data-testid="collection-rate">
                  {formatPercent(rate)}
                </Text>
              }
              aria-label={`${text.collection.rate}: ${formatPercent(rate)}`}
            />
            <CollectionFigures row={row} active={data.activeEnrollments} currency={currency} />
          </Group>
        );
      }}
      table={(data) => {
        const row = rowOf(data);
        return (
          <Stack gap="xs">
            <Text size="sm">
              {text.collection.rate}:{' '}
              <Text component="span" fw={700} data-testid="collection-rate">
                {formatPercent(row?.collectionRate ?? null)}
              </Text>
            </Text>
            <CollectionFigures row={row} active={data.activeEnrollments} currency={currency} />
          </Stack>
        );
      }}
    />
  );
}

function CollectionFigures({
  row,
  active,
  currency,
}: {
  row:
    | { expectedThisMonth: string; collected: string; debt: string; collectionRate: number | null }
    | undefined;
  active: number;
  currency: MoneyCurrency;
}) {
  const text = useMessages().reports.collection;
  const figures = row
    ? [
        { key: 'expected', label: text.expected, amount: row.expectedThisMonth },
        { key: 'collected', label: text.collected, amount: row.collected },
        { key: 'debt', label: text.debt, amount: row.debt },
      ]
    : [];
  return (
    <Stack gap={4} data-testid="collection-figures">
      {figures.map((figure) => (
        <Text key={figure.key} size="sm">
          {figure.label}: <Amount amount={figure.amount} currency={currency} />
        </Text>
      ))}
      <Text size="sm">
        {text.active}: {formatNumber(active)}
      </Text>
      {(!row || row.collectionRate === null) && (
        <Text size="sm" c="dimmed">
          {text.nothingExpected}
        </Text>
      )}
    </Stack>
  );
}
