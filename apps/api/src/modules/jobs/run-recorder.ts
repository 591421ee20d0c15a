/**
 * Runs a job definition inside its recorded run (job_runs): RUNNING with its progress while it
 * goes, then SUCCEEDED with its counts or FAILED with its error (the failure is rethrown, so
 * the runner may retry it: each attempt is a run of its own). Both runners use it, pg-boss's
 * and the in-process one.
 */
import { systemActor } from '../../core/actor.js';
import type { Executor } from '../../db/database.js';
import type { JobRunRow, JobRunTrigger } from '../../db/schema/index.js';
import type { Clock } from '../../time/clock.js';
import type { JobCounts, JobDefinition } from './job-definition.js';
import { createJobRunsRepository } from './job-runs.repository.js';

/** A run's progress is written at most this often (the last step always). */
export const PROGRESS_EVERY_MS = 1_000;

export type RunRequest = {
  trigger: JobRunTrigger;
  requestedBy: string | null;
  data: Record<string, unknown>;
  attempt: number;
};

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
}

export function createRunRecorder(deps: { db: Executor; clock: Clock }) {
  const runs = createJobRunsRepository(deps.db);
  const now = () => deps.clock.now();

  function begin(jobName: string, request: RunRequest): Promise<JobRunRow> {
    return runs.begin({ jobName, ...request }, now());
  }

  /** Writes `done of total`, at most once a PROGRESS_EVERY_MS (wall time: a throttle, not a rule). */
  function progressOf(runId: string | undefined) {
    let lastWrite = Number.NEGATIVE_INFINITY;
    return async (done: number, total: number) => {
      const wall = performance.now();
      if (!runId || (done < total && wall - lastWrite < PROGRESS_EVERY_MS)) return;
      lastWrite = wall;
      await runs.progress(runId, done, total);
    };
  }

  /**
   * Runs `definition` as the system in the run `runId` (begun by the caller), or, without one,
   * in a run begun here; a quiet definition's run that did nothing is not recorded.
   */
  async function execute(
    definition: JobDefinition<never>,
    request: RunRequest,
    runId?: string,
  ): Promise<JobCounts> {
    const quiet = definition.recordIdleRuns === false && request.trigger !== 'MANUAL' && !runId;
    const startedAt = now();
    const id = runId ?? (quiet ? undefined : (await begin(definition.name, request)).id);
    const run = definition as JobDefinition<Record<string, unknown>>;
    try {
      const counts = await run.run({
        data: request.data,
        actor: systemActor(`job:${definition.name}`),
        now,
        progress: progressOf(id),
      });
      if (id) await runs.succeed(id, counts, now());
      else if (Object.values(counts).some((count) => count !== 0)) {
        await runs.insertFinished({
          jobName: definition.name,
          ...request,
          status: 'SUCCEEDED',
          counts,
          error: null,
          startedAt,
          finishedAt: now(),
        });
      }
      return counts;
    } catch (error) {
      if (id) await runs.fail(id, errorText(error), now());
      else {
        await runs.insertFinished({
          jobName: definition.name,
          ...request,
          status: 'FAILED',
          counts: null,
          error: errorText(error),
          startedAt,
          finishedAt: now(),
        });
      }
      throw error;
    }
  }

  /** A run that could not even start (its job refused by the queue). */
  function fail(runId: string, error: string) {
    return runs.fail(runId, error, now());
  }

  return { begin, execute, fail };
}

export type RunRecorder = ReturnType<typeof createRunRecorder>;
