/**
 * The job runner on pg-boss 12 (decision 0012), on the app's PostgreSQL in a schema of its own
 * (`pgboss`): a queue per job definition, its schedule in the academy's time zone, and, where
 * this process runs workers, a worker per queue. pg-boss hands each job to one worker across
 * every process on the database (`FOR UPDATE SKIP LOCKED`), so a scheduled job runs once however
 * many replicas run; each run is recorded in our job_runs (run-recorder.ts), because pg-boss
 * deletes its finished jobs.
 *
 * A job's data carries how it came (`trigger`), who asked (`requestedBy`), the run already
 * recorded for a manual one (`runId`) and what the definition is given (`data`).
 */
import { type Job, PgBoss } from 'pg-boss';
import { v7 as uuidv7 } from 'uuid';
import type { JobRunRow, JobRunTrigger } from '../../db/schema/index.js';
import type { JobDefinition, JobRunner } from './job-definition.js';
import type { RunRecorder } from './run-recorder.js';

/** pg-boss's own schema: its tables never mix with ours (drizzle's migrations ignore it). */
export const PG_BOSS_SCHEMA = 'pgboss';

type Envelope = {
  trigger: JobRunTrigger;
  requestedBy?: string | null;
  runId?: string;
  data?: Record<string, unknown>;
};

export type JobRunnerOptions = {
  connectionString: string;
  recorder: RunRecorder;
  /** The academy's time zone: every schedule's cron is read in it. */
  timeZone: string;
  /** Work the queues and keep the schedules here (RUN_WORKERS); else this process only sends. */
  work: boolean;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  schema?: string;
  /** How often an idle worker asks for a job (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
  /** The first retry's wait; it doubles with each (retryBackoff). */
  retryDelaySeconds?: number;
  /** pg-boss's own connections (beside the app's pool). */
  maxConnections?: number;
};

export function createJobRunner(options: JobRunnerOptions): JobRunner & { boss: PgBoss } {
  const { recorder, timeZone } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? PG_BOSS_SCHEMA,
    max: options.maxConnections ?? 3,
    application_name: 'catedra-jobs',
    schedule: options.work,
    supervise: options.work,
  });
  // A database that goes away is pg-boss's to ride out; it must not end the process.
  boss.on('error', (error) => options.log.error({ err: error }, 'job runner error'));
  const byName = new Map<string, JobDefinition<never>>();
  let started = false;

  function definitionOf(name: string): JobDefinition<never> {
    const definition = byName.get(name);
    if (!definition) throw new Error(`no job is named ${name}`);
    return definition;
  }

  async function handle(definition: JobDefinition<never>, job: Job<Envelope>) {
    const envelope = job.data ?? { trigger: 'QUEUED' };
    const request = {
      trigger: envelope.trigger ?? 'QUEUED',
      requestedBy: envelope.requestedBy ?? null,
      data: envelope.data ?? {},
      attempt: job.retryCount + 1,
    };
    // A manual run was recorded when it was asked for; its retries are runs of their own.
    const runId = job.retryCount === 0 ? envelope.runId : undefined;
    return recorder.execute(definition, request, runId);
  }

  async function register(definition: JobDefinition<never>) {
    // `stately`: one job waiting and one running per singleton key. Scheduled runs share the
    // empty key (they never pile up); an enqueue without a key gets a key of its own.
    await boss.createQueue(definition.name, {
      policy: 'stately',
      retryLimit: definition.retryLimit ?? 0,
      retryBackoff: true,
      retryDelay: options.retryDelaySeconds ?? 60,
    });
    // createQueue keeps an existing queue as it was: a changed retry limit is applied here.
    await boss.updateQueue(definition.name, {
      retryLimit: definition.retryLimit ?? 0,
      retryBackoff: true,
      retryDelay: options.retryDelaySeconds ?? 60,
    });
    if (!options.work) return;
    if (definition.schedule) {
      await boss.schedule(definition.name, definition.schedule, { trigger: 'SCHEDULE' } satisfies Envelope, {
        tz: timeZone,
      });
    } else {
      await boss.unschedule(definition.name);
    }
    await boss.work<Envelope>(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([job]) => handle(definition, job!),
    );
  }

  return {
    boss,
    queue: {
      async enqueue(name, data = {}, enqueueOptions = {}) {
        definitionOf(name);
        await boss.send(
          name,
          { trigger: 'QUEUED', data: data as Record<string, unknown> } satisfies Envelope,
          {
            ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
            singletonKey: enqueueOptions.singletonKey ?? `once:${uuidv7()}`,
          },
        );
      },
    },
    define(definitions) {
      for (const definition of definitions) byName.set(definition.name, definition);
    },
    async runNow(name, data, requestedBy): Promise<JobRunRow> {
      definitionOf(name);
      const run = await recorder.begin(name, { trigger: 'MANUAL', requestedBy, data, attempt: 1 });
      const envelope: Envelope = { trigger: 'MANUAL', requestedBy, runId: run.id, data };
      // A key of its own: a queued sweep never swallows a person's run.
      const sent = await boss.send(name, envelope, { singletonKey: `manual:${run.id}` });
      if (sent === null) {
        await recorder.fail(run.id, 'pg-boss no aceptó la tarea');
      }
      return run;
    },
    nextRunAt(name) {
      const schedule = byName.get(name)?.schedule;
      if (!schedule || !started) return null;
      return boss.previewSchedule(schedule, { tz: timeZone, count: 1 })[0] ?? null;
    },
    async start() {
      await boss.start();
      if (options.work) {
        // Schedules of jobs that no longer exist (or lost their schedule) stop firing.
        for (const schedule of await boss.getSchedules()) {
          if (!byName.get(schedule.name)?.schedule) await boss.unschedule(schedule.name, schedule.key);
        }
      }
      for (const definition of byName.values()) await register(definition);
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
