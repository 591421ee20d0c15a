/**
 * Background jobs (issue 20, decision 0012): the jobs the runner schedules and runs, each run
 * with its counts, progress and error (the Tareas screen), and "run now". SU and
 * MANAGER_ADMIN read them; only SU runs one.
 */
import Type from 'typebox';
import { JOB_RUN_STATUSES, JOB_RUN_TRIGGERS } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Page, PagedQuery, Params, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Jobs';

export const JobName = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  maxLength: 100,
  description: 'A job, by its kebab-case name (`enrollments-finish`)',
});
export const JobRunStatus = Type.Enum(JOB_RUN_STATUSES);
export const JobRunTrigger = Type.Enum(JOB_RUN_TRIGGERS);

export const JobRun = Type.Object({
  id: Uuid,
  jobName: JobName,
  trigger: JobRunTrigger,
  /** Who ran it now (MANUAL); null for the system. */
  requestedBy: Type.Union([Uuid, Type.Null()]),
  /** What it was asked to do (`{ courseId }`), `{}` for a scheduled run. */
  data: Type.Record(Type.String(), Type.Unknown()),
  /** 1 for the first attempt, 2 for its first retry… */
  attempt: Type.Integer({ minimum: 1 }),
  status: JobRunStatus,
  /** What it did, by name (`{ finished: 3 }`); null while it runs. */
  counts: Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()]),
  progressDone: Type.Union([Type.Integer(), Type.Null()]),
  progressTotal: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  startedAt: DateTime,
  finishedAt: Type.Union([DateTime, Type.Null()]),
});

export const Job = Type.Object({
  name: JobName,
  /** Spanish, for the screen. */
  title: Type.String(),
  /** Cron expression (5 fields) in `timeZone`; null for a job that only runs on demand. */
  schedule: Type.Union([Type.String(), Type.Null()]),
  timeZone: Type.String(),
  /** When its schedule runs it next, where the runner can tell. */
  nextRunAt: Type.Union([DateTime, Type.Null()]),
  lastRun: Type.Union([JobRun, Type.Null()]),
});

export const JobRunRequest = Body({
  /** The course to run it for, for the jobs that take one (the others ignore it). */
  courseId: Type.Optional(Uuid),
});

export const jobsOperations = {
  findAllJobs: defineOperation({
    operationId: 'findAllJobs',
    method: 'GET',
    path: '/jobs',
    tag,
    summary: 'The background jobs: schedule, next run and last run of each',
    response: Type.Array(Job),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management },
  }),
  findAllJobRuns: defineOperation({
    operationId: 'findAllJobRuns',
    method: 'GET',
    path: '/jobs/runs',
    tag,
    summary: "The jobs' runs (by default newest first), with counts, progress and error",
    query: PagedQuery({ jobName: Type.Optional(JobName), status: Type.Optional(JobRunStatus) }, [
      'startedAt',
    ]),
    response: Page(JobRun),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.management },
  }),
  runJobNow: defineOperation({
    operationId: 'runJobNow',
    method: 'POST',
    path: '/jobs/{jobName}/runs',
    tag,
    summary: 'Run a job now (answers 202 with its run, RUNNING)',
    description:
      'The run is recorded at once and done by the job runner (a worker process or the API): follow it with findAllJobRuns. 404 for a job that does not exist.',
    params: Params({ jobName: JobName }),
    body: { name: 'jobRunRequest', schema: JobRunRequest, required: false },
    successStatus: 202,
    response: JobRun,
    access: { kind: 'scopes', scopes: ['SU'] },
  }),
} as const;
