/**
 * What a background job is, as every module writes it: a name, a Spanish title for the
 * *Tareas* screen, an optional schedule in the academy's time zone, and a `run` that acts as
 * the system (`systemActor('job:<name>')`), reads the injected clock and answers its counts.
 * The job runner (pg-boss, decision 0012) runs each definition once across replicas; tests
 * and the in-process queue call `run` directly. A module exports its definitions from its
 * `index.ts`; `composition/jobs.ts` lists them all.
 */
import type { SystemActor } from '../../core/actor.js';

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
  run(context: JobRunContext<Data>): Promise<JobCounts>;
};

export type EnqueueOptions = {
  /** Not before this instant (a reminder held by quiet hours). */
  startAfter?: Date;
  /** At most one queued job with this key (per job name) at a time. */
  singletonKey?: string;
};

/** Asks the job runner to run a job (now, or after `startAfter`). */
export type JobQueue = {
  enqueue(name: string, data?: object, options?: EnqueueOptions): Promise<void>;
};
