/**
 * Tareas' query options (findAllJobs, findAllJobRuns). While a run is under way they are read
 * again every RUNNING_REFRESH_MS, so its progress bar moves; otherwise they are not polled.
 */
import type { ApiClient } from '@catedra/client';
import type { Input, Output } from '../../lib/api-types';
import { operationQuery } from '../../lib/query-keys';

export type JobSummary = Output<'findAllJobs'>[number];
export type JobRun = Output<'findAllJobRuns'>['content'][number];
export type JobRunsQuery = NonNullable<Input<'findAllJobRuns'>>;

export const RUNNING_REFRESH_MS = 2_000;

const whileRunning = (runs: readonly (JobRun | null)[] | undefined) =>
  runs?.some((run) => run?.status === 'RUNNING') ? RUNNING_REFRESH_MS : false;

export const jobsQuery = (client: ApiClient) => ({
  ...operationQuery(client, 'findAllJobs', undefined),
  refetchInterval: (query: { state: { data?: JobSummary[] } }) =>
    whileRunning(query.state.data?.map((job) => job.lastRun)),
});

export const jobRunsQuery = (client: ApiClient, query: JobRunsQuery) => ({
  ...operationQuery(client, 'findAllJobRuns', query),
  refetchInterval: (state: { state: { data?: { content: JobRun[] } } }) =>
    whileRunning(state.state.data?.content),
});
