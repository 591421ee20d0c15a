/**
 * What a background job is, as every module writes it: a name, a Spanish title for the
 * *Tareas* screen, an optional schedule in the academy's time zone, and a `run` that acts as
 * the system (`systemActor('job:<name>')`), reads the injected clock and answers its counts.
 * The job runner (pg-boss, decision 0012) runs each definition once across replicas; tests
 * and the in-process queue call `run` directly. A module exports its definitions from its
 * `index.ts`; `composition/jobs.ts` lists them all.
 */
import type { SystemActor } from '../../core/actor.js';
import type { JobRunRow } from '../../db/schema/index.js';

/** What a run reports: named counts (`{ queued: 12, sent: 11, failed: 1 }`), shown on Tareas. */
export type JobCounts = Record<string, number>;

export type JobRunContext<Data extends object = Record<string, unknown>> = {
  /** What the run was asked to do (`{ courseId }`); `{}` for a scheduled run. */
  data: Data;
  /** The system, named after the job: what histories record as the author of its writes. */
  actor: SystemActor;
  /** The injected clock's now (decision 0008): never `new Date()` in a job. */
  now(): Date;
  /** How far a long run is (`done` of `total`), shown on Tareas as it goes. */
  progress(done: number, total: number): Promise<void>;
};

export type JobDefinition<Data extends object = Record<string, unknown>> = {
  /** kebab-case, unique: `payment-reminders`, `enrollments-finish`. */
  name: string;
  /** Spanish, for the Tareas screen: "Recordatorios de pago". */
  title: string;
  /** A cron expression (5 fields) in the academy's time zone; none for on-demand jobs. */
  schedule?: string;
  /** Attempts after a failure, with exponential backoff (default 0: a failed run waits for the next). */
  retryLimit?: number;
  /**
   * false: a run of the schedule or of an enqueue that did nothing (all counts 0) leaves no row
   * on Tareas (a sweep woken after every commit); its failures and manual runs are still kept.
   */
  recordIdleRuns?: boolean;
  run(context: JobRunContext<Data>): Promise<JobCounts>;
};

export type EnqueueOptions = {
  /** Not before this instant (a reminder held by quiet hours). */
  startAfter?: Date;
  /**
   * At most one job with this key (per job name) waiting, and one running, at a time: a
   * sweep woken again while it waits is the same wake (pg-boss's `stately` queue). Scheduled
   * runs share one key of their own; without a key every enqueue is a run.
   */
  singletonKey?: string;
};

/** Asks the job runner to run a job (now, or after `startAfter`). */
export type JobQueue = {
  enqueue(name: string, data?: object, options?: EnqueueOptions): Promise<void>;
};

/**
 * What runs the jobs: pg-boss's runner (job-runner.ts) in the API and the worker, the
 * in-process one (in-process-runner.ts) in tests. Both record every run in job_runs.
 */
export type JobRunner = {
  queue: JobQueue;
  /** Registers the definitions (before `start`): a queue each, their schedules, their workers. */
  define(definitions: readonly JobDefinition<never>[]): void;
  /** A person's "Ejecutar ahora": its run, recorded RUNNING at once, done by a worker. */
  runNow(name: string, data: Record<string, unknown>, requestedBy: string): Promise<JobRunRow>;
  /** When the job's schedule runs it next, where the runner can tell. */
  nextRunAt(name: string): Date | null;
  start(): Promise<void>;
  /** No new run; waits for those under way. */
  stop(): Promise<void>;
};
