/**
 * Informes' rankings and counts: the ten courses and the ten topics of highest net in the
 * range (each linking to its course, or to the topic's courses), and the enrollments by status.
 */
import { ENROLLMENT_STATUSES } from '@catedra/contract/browser';
import { Anchor } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMessages } from '../../i18n';
import { formatNumber } from '../../lib/formats';
import { barOf, MoneyBars, PartsDonut } from '../../ui/charts';
import { topByNet } from './figures';
import {
  type CourseSummary,
  coursesSummaryQuery,
  enrollmentsByStatusQuery,
  type ReportCsv,
  reportCsv,
  type TopicSummary,
  topicsSummaryQuery,
} from './queries';
import { FigureTable, ReportPanel, TotalsTable, useReport } from './report-panel';
import type { ReportRange, ReportView } from './report-range';

type Ranked = { id: string; name: string; href: string } & Pick<
  CourseSummary,
  'income' | 'refunds' | 'chargebacks' | 'fees' | 'net' | 'count' | 'usd'
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

/** The ten of highest net of a ranking's answer, as a chart of their net or as a table. */
function TopPanel<T>({
  range,
  view,
  query,
  rowsOf,
  title,
  nameTitle,
  testId,
  csv,
}: {
  range: ReportRange;
  view: ReportView;
  query: UseQueryResult<T>;
  csv: ReportCsv;
  rowsOf: (data: T) => Ranked[];
  title: string;
  nameTitle: string;
  testId: string;
}) {
  const text = useMessages().reports;
  const top = (data: T) => topByNet(rowsOf(data));
  return (
    <ReportPanel
      title={title}
      subtitle={text.top.subtitle}
      testId={testId}
      query={query}
      view={view}
      csv={csv}
      isEmpty={(data) => rowsOf(data).length === 0}
      chart={(data) => (
        <MoneyBars
          horizontal
          currency={range.currency}
          data={top(data).map((row) => ({ name: row.name, net: barOf(row.net) }))}
          dataKey="name"
          series={[{ name: 'net', label: text.summary.net, color: 'indigo.5' }]}
        />
      )}
      table={(data) => (
        <TotalsTable<Ranked>
          label={nameTitle}
          testId={`${testId}-table`}
          rows={top(data)}
          rowKey={(row) => row.id}
          currency={range.currency}
          first={{
            key: 'name',
            title: nameTitle,
            render: (row) => (
              <Anchor component={Link} to={row.href} size="sm">
                {row.name}
              </Anchor>
            ),
          }}
        />
      )}
    />
  );
}

export function TopCoursesPanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const text = useMessages().reports;
  return (
    <TopPanel
      {...useReport(range, coursesSummaryQuery, reportCsv.courses)}
      range={range}
      view={view}
      rowsOf={(data) => data.courses.map(courseRow)}
      title={text.top.coursesTitle}
      nameTitle={text.top.course}
      testId="report-courses"
    />
  );
}

export function TopTopicsPanel({ range, view }: { range: ReportRange; view: ReportView }) {
  const text = useMessages().reports;
  return (
    <TopPanel
      {...useReport(range, topicsSummaryQuery, reportCsv.topics)}
      range={range}
      view={view}
      rowsOf={(data) => data.topics.map(topicRow)}
      title={text.top.topicsTitle}
      nameTitle={text.top.topic}
      testId="report-topics"
    />
  );
}

const STATUS_COLORS = { PENDING: 'yellow.6', ACTIVE: 'teal.6', FINISHED: 'indigo.5', INACTIVE: 'gray.6' };

export function EnrollmentsPanel({ view }: { view: ReportView }) {
  const messages = useMessages();
  const text = messages.reports;
  const report = useReport(undefined, enrollmentsByStatusQuery, reportCsv.enrollmentsByStatus);
  // Every status, in the contract's order, zero where the answer has none.
  const counts = (data: { byStatus: { status: string; count: number }[] }) =>
    ENROLLMENT_STATUSES.map((status) => ({
      status,
      count: data.byStatus.find((row) => row.status === status)?.count ?? 0,
    }));
  return (
    <ReportPanel
      {...report}
      title={text.enrollments.title}
      subtitle={text.enrollments.subtitle}
      testId="report-enrollments"
      view={view}
      isEmpty={(data) => data.byStatus.every((row) => row.count === 0)}
      chart={(data) => (
        <PartsDonut
          withLegend
          valueFormatter={(value) => formatNumber(value)}
          data={counts(data)
            .filter((row) => row.count > 0)
            .map((row) => ({
              name: messages.enrollments.status[row.status],
              value: row.count,
              color: STATUS_COLORS[row.status],
            }))}
        />
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
