/**
 * Admin "Tareas" (issue 20): the background jobs (when each runs, the next and last run, and
 * for SU "Ejecutar ahora" behind a confirmation) and their runs (status, origin, counts,
 * error, duration, and a progress bar while one runs), filtered in the address. Both lists
 * are read again every few seconds only while something runs.
 */
import { JOB_RUN_STATUSES } from '@catedra/contract/browser';
import { Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { format, useMessages } from '../../i18n';
import { mayCall } from '../../lib/access';
import { problemMessage } from '../../lib/api-problem';
import { ACADEMY_TIME_ZONE, formatDateTime } from '../../lib/dates';
import { option } from '../../lib/list-state';
import { ConfirmButton } from '../../ui/confirm-button';
import { DataList, dateTimeColumn, pagingFields, useApiList } from '../../ui/data-list';
import { EnumFilter, enumField, filterField, ListFilterPanel, ListPage } from '../../ui/list-page';
import { EmptyState, ErrorState, LoadingState } from '../../ui/query-state';
import { Section } from '../../ui/section';
import { notify } from '../../ui/toast';
import { useSession } from '../session';
import { useJobs, useRunJobNow } from './api';
import { type JobRun, type JobSummary, jobRunsQuery } from './queries';

type Texts = ReturnType<typeof useMessages>['jobs'];

// Not green: its light badge fails WCAG AA contrast (axe); teal is what Pagos uses for APPROVED.
const STATUS_COLOR = { RUNNING: 'blue', SUCCEEDED: 'teal', FAILED: 'red' } as const;

function StatusBadge({ run }: { run: Pick<JobRun, 'status'> }) {
  const text = useMessages().jobs;
  return (
    <Badge color={STATUS_COLOR[run.status]} variant="light">
      {text.status[run.status]}
    </Badge>
  );
}

/** "2 min 5 s", "3 s": from its start to its end (or to now, while it runs). */
function durationOf(run: JobRun, text: Texts): string {
  const end = run.finishedAt ? Date.parse(run.finishedAt) : Date.now();
  const seconds = Math.max(0, Math.round((end - Date.parse(run.startedAt)) / 1000));
  if (seconds < 60) return format(text.seconds, { n: String(seconds) });
  return format(text.minutes, { m: String(Math.floor(seconds / 60)), s: String(seconds % 60) });
}

function countsOf(run: JobRun, text: Texts): string {
  const entries = Object.entries(run.counts ?? {});
  if (entries.length === 0) return run.status === 'SUCCEEDED' ? text.nothingCounted : '—';
  return entries.map(([name, count]) => `${text.countLabels[name] ?? name}: ${count}`).join(' · ');
}

function RunProgress({ run }: { run: JobRun }) {
  const text = useMessages().jobs;
  if (run.status !== 'RUNNING') return null;
  const total = run.progressTotal ?? 0;
  const done = run.progressDone ?? 0;
  const label = total > 0 ? format(text.progress, { done: String(done), total: String(total) }) : undefined;
  return (
    <Stack gap={2} miw={120}>
      <Progress
        value={total > 0 ? (100 * done) / total : 100}
        animated
        striped={total === 0}
        aria-label={label ?? text.status.RUNNING}
      />
      {label && (
        <Text size="xs" c="dimmed">
          {label}
        </Text>
      )}
    </Stack>
  );
}

function RunNow({ job }: { job: JobSummary }) {
  const messages = useMessages();
  const text = messages.jobs;
  const run = useRunJobNow();
  return (
    <ConfirmButton
      size="xs"
      variant="light"
      color="blue"
      title={format(text.runNowTitle, { title: job.title })}
      message={text.runNowText}
      confirmLabel={text.runNowConfirm}
      loading={run.isPending}
      testId={`run-${job.name}`}
      onConfirm={async () => {
        try {
          await run.mutateAsync(job.name);
          notify.success(text.started);
        } catch (error) {
          notify.error(problemMessage(error, messages.academic.errors));
        }
      }}
    >
      {text.runNow}
    </ConfirmButton>
  );
}

function Jobs() {
  const text = useMessages().jobs;
  const { scopes } = useSession();
  const jobs = useJobs();
  const mayRun = mayCall('runJobNow', scopes);
  if (jobs.isPending) return <LoadingState />;
  if (jobs.isError) return <ErrorState error={jobs.error} onRetry={() => jobs.refetch()} />;
  if (jobs.data.length === 0) return <EmptyState>{text.emptyJobs}</EmptyState>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="jobs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.columns.job}</Table.Th>
            <Table.Th>{text.columns.schedule}</Table.Th>
            <Table.Th>{text.columns.lastRun}</Table.Th>
            {mayRun && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.data.map((job) => (
            <Table.Tr key={job.name} data-testid={`job-${job.name}`}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {job.title}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {job.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff={job.schedule ? 'monospace' : undefined}>
                  {job.schedule ?? text.onDemand}
                </Text>
                {job.nextRunAt && (
                  <Text size="xs" c="dimmed">
                    {text.columns.nextRun}: {formatDateTime(job.nextRunAt, job.timeZone)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {job.lastRun ? (
                  <Group gap="xs">
                    <StatusBadge run={job.lastRun} />
                    <Text size="sm">{formatDateTime(job.lastRun.startedAt, job.timeZone)}</Text>
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    {text.never}
                  </Text>
                )}
              </Table.Td>
              {mayRun && (
                <Table.Td ta="right">
                  <RunNow job={job} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const RUN_LIST_FIELDS = {
  jobName: option((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)),
  status: option(JOB_RUN_STATUSES),
  ...pagingFields('findAllJobRuns', { column: 'startedAt', direction: 'desc' }),
};

function Runs({ jobs }: { jobs: readonly JobSummary[] }) {
  const text = useMessages().jobs;
  const list = useApiList(RUN_LIST_FIELDS, (client, { jobName, status }, request) =>
    jobRunsQuery(client, {
      ...request,
      ...(jobName ? { jobName } : {}),
      ...(status ? { status: status as JobRun['status'] } : {}),
    }),
  );
  const titles = Object.fromEntries(jobs.map((job) => [job.name, job.title]));
  return (
    <Stack gap="sm">
      <ListFilterPanel list={list} filters={['jobName', 'status']}>
        <EnumFilter
          label={text.filters.job}
          placeholder={text.filters.anyJob}
          values={jobs.map((job) => job.name)}
          labels={titles}
          {...filterField(list, 'jobName')}
        />
        <EnumFilter
          label={text.filters.status}
          placeholder={text.filters.anyStatus}
          labels={text.status}
          {...enumField(list, 'status')}
        />
      </ListFilterPanel>
      <DataList<typeof RUN_LIST_FIELDS, JobRun>
        list={list}
        idAccessor="id"
        noRecordsText={text.emptyRuns}
        testId="job-runs-table"
        columns={[
          dateTimeColumn('startedAt', text.columns.startedAt, {
            sortable: true,
            noWrap: true,
            timeZone: ACADEMY_TIME_ZONE,
          }),
          {
            accessor: 'jobName',
            title: text.columns.job,
            render: (run) => titles[run.jobName] ?? run.jobName,
          },
          {
            accessor: 'trigger',
            title: text.columns.trigger,
            render: (run) =>
              run.attempt > 1
                ? `${text.trigger[run.trigger]} (${format(text.attempt, { n: String(run.attempt) })})`
                : text.trigger[run.trigger],
          },
          {
            accessor: 'status',
            title: text.columns.status,
            render: (run) => (
              <Stack gap={4}>
                <StatusBadge run={run} />
                <RunProgress run={run} />
              </Stack>
            ),
          },
          { accessor: 'counts', title: text.columns.counts, render: (run) => countsOf(run, text) },
          {
            accessor: 'finishedAt',
            title: text.columns.duration,
            noWrap: true,
            render: (run) => durationOf(run, text),
          },
          {
            accessor: 'error',
            title: text.columns.error,
            render: (run) =>
              run.error ? (
                <Text size="sm" c="red">
                  {run.error}
                </Text>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Stack>
  );
}

export function JobsPage() {
  const text = useMessages().jobs;
  const jobs = useJobs();
  return (
    <ListPage
      title={text.title}
      subtitle={format(text.subtitle, { zone: jobs.data?.[0]?.timeZone ?? ACADEMY_TIME_ZONE })}
    >
      <Section title={text.jobsTitle} testId="jobs">
        <Jobs />
      </Section>
      <Section title={text.runsTitle} testId="job-runs">
        <Runs jobs={jobs.data ?? []} />
      </Section>
    </ListPage>
  );
}
