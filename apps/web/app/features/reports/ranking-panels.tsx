/**
 * Informes' rankings and counts: the ten courses and the ten topics of highest net in the
 * range (each linking to its course, or to the topic's courses), and the enrollments by status.
 */
import { ENROLLMENT_STATUSES, type MoneyCurrency } from '@catedra/contract/browser';
import { BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { formatNumber } from '../../lib/formats';
import { useApiClient } from '../session';
import { barOf, chartAmount, topByNet } from './figures';
import {
  type CourseSummary,
  coursesSummaryQuery,
  enrollmentsByStatusQuery,
  type TopicSummary,
  topicsSummaryQuery,
} from './queries';
import { Amount, CHART_HEIGHT, FigureTable, ReportPanel } from './report-panel';
import type { ReportRange, ReportView } from './report-range';

type Ranked = { id: string; name: string; href: string } & Pick<
  CourseSummary,
  'income' | 'refunds' | 'chargebacks' | 'net' | 'count' | 'usd'
>;

const courseRow = (row: CourseSummary): Ranked => ({
  ...row,
  id: row.courseId,
  name: row.title,
  href: `/admin/courses/${row.courseId}`,
});

const topicRow = (row: TopicSummary): Ranked => ({
  ...row,
  id: row.topicId,
  name: row.name,
  href: `/admin/courses?courseTopicId=${row.topicId}`,
});

const compact = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 });

function RankingChart({ rows, currency, label }: { rows: Ranked[]; currency: MoneyCurrency; label: string }) {
  return (
    <BarChart
      h={Math.max(CHART_HEIGHT, rows.length * 36)}
      data={rows.map((row) => ({ name: row.name, net: barOf(row.net) }))}
      dataKey="name"
      orientation="vertical"
      maxBarWidth={28}
      series={[{ name: 'net', label, color: 'indigo.5' }]}
      valueFormatter={(value) => chartAmount(value, currency)}
      xAxisProps={{ tickFormatter: (value: number) => compact.format(value) }}
      yAxisProps={{ width: 160 }}
    />
  );
}

function RankingTable({
  rows,
  currency,
  nameTitle,
  testId,
}: {
  rows: Ranked[];
  currency: MoneyCurrency;
  nameTitle: string;
  testId: string;
}) {
  const text = useMessages().reports;
  return (
    <FigureTable<Ranked>
      label={nameTitle}
      testId={testId}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        {
          key: 'name',
          title: nameTitle,
          render: (row) => (
            <Anchor component={Link} to={row.href} size="sm">
              {row.name}
            </Anchor>
          ),
        },
        ...(['income', 'refunds', 'chargebacks', 'net'] as const).map((key) => ({
          key,
          title: text.summary[key],
          numeric: true,
          render: (row: Ranked) => <Amount amount={row[key]} currency={currency} usd={row.usd?.[key]} />,
        })),
        { key: 'count', title: text.summary.count, numeric: true, render: (row) => formatNumber(row.count) },
      ]}
    />
  );
}

export function TopCoursesPanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const text = useMessages().reports;
  const query = useQuery(coursesSummaryQuery(useApiClient(), range));
  const rows = (data: { courses: CourseSummary[] }) => topByNet(data.courses).map(courseRow);
  return (
    <ReportPanel
      title={text.top.coursesTitle}
      subtitle={text.top.subtitle}
      testId="report-courses"
      query={query}
      view={view}
      isEmpty={(data) => data.courses.length === 0}
      chart={(data) => <RankingChart rows={rows(data)} currency={range.currency} label={text.summary.net} />}
      table={(data) => (
        <RankingTable
          rows={rows(data)}
          currency={range.currency}
          nameTitle={text.top.course}
          testId="report-courses-table"
        />
      )}
    />
  );
}

export function TopTopicsPanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const text = useMessages().reports;
  const query = useQuery(topicsSummaryQuery(useApiClient(), range));
  const rows = (data: { topics: TopicSummary[] }) => topByNet(data.topics).map(topicRow);
  return (
    <ReportPanel
      title={text.top.topicsTitle}
      subtitle={text.top.subtitle}
      testId="report-topics"
      query={query}
      view={view}
      isEmpty={(data) => data.topics.length === 0}
      chart={(data) => <RankingChart rows={rows(data)} currency={range.currency} label={text.summary.net} />}
      table={(data) => (
        <RankingTable
          rows={rows(data)}
          currency={range.currency}
          nameTitle={text.top.topic}
          testId="report-topics-table"
        />
      )}
    />
  );
}

const STATUS_COLORS = { PENDING: 'yellow.6', ACTIVE: 'teal.6', FINISHED: 'indigo.5', INACTIVE: 'gray.6' };

export function EnrollmentsPanel({ view }: { view: ReportView }) {
  const messages = useMessages();
  const text = messages.reports;
  const query = useQuery(enrollmentsByStatusQuery(useApiClient()));
  // Every status, in the contract's order, zero where the answer has none.
  const counts = (data: { byStatus: { status: string; count: number }[] }) =>
    ENROLLMENT_STATUSES.map((status) => ({
      status,
      count: data.byStatus.find((row) => row.status === status)?.count ?? 0,
    }));
  return (
    <ReportPanel
      title={text.enrollments.title}
      subtitle={text.enrollments.subtitle}
      testId="report-enrollments"
      query={query}
      view={view}
      isEmpty={(data) => data.byStatus.every((row) => row.count === 0)}
      chart={(data) => (
        <Group justify="center">
          <DonutChart
            size={200}
            thickness={28}
            withLabels
            withLegend
            withTooltip
            tooltipDataSource="segment"
            valueFormatter={(value) => formatNumber(value)}
            data={counts(data)
              .filter((row) => row.count > 0)
              .map((row) => ({
                name: messages.enrollments.status[row.status],
                value: row.count,
                color: STATUS_COLORS[row.status],
              }))}
          />
        </Group>
      )}
      table={(data) => (
        <FigureTable
          label={text.enrollments.title}
          testId="report-enrollments-table"
          rows={counts(data)}
          rowKey={(row) => row.status}
          columns={[
            {
              key: 'status',
              title: text.enrollments.status,
              render: (row) => messages.enrollments.status[row.status],
            },
            {
              key: 'count',
              title: text.enrollments.count,
              numeric: true,
              render: (row) => formatNumber(row.count),
            },
          ]}
        />
      )}
    />
  );
}
