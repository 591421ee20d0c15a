/**
 * The job runner of tests (decision 0012, "How tests run jobs"): runs a job in this process
 * right after it is asked for, recording its run in job_runs as pg-boss's runner does. No
 * schedules and no retries; a job enqueued with a `singletonKey` while one with that key runs
 * runs once more after it, however many times it was enqueued (as pg-boss's `stately` queue
 * keeps one waiting). `settled()` waits for what was started.
 */
import type { JobDefinition, JobRunner } from './job-definition.js';
import type { RunRecorder, RunRequest } from './run-recorder.js';

export function createInProcessJobRunner(deps: {
  recorder: RunRecorder;
  onError?: (name: string, error: unknown) => void;
}): JobRunner & { settled(): Promise<void> } {
  const byName = new Map<string, JobDefinition<never>>();
  const running = new Set<Promise<unknown>>();
  /** Singleton runs under way, by job and key; `again` when woken meanwhile. */
  const singletons = new Map<string, { again: boolean }>();
  let stopped = false;

  function definitionOf(name: string): JobDefinition<never> {
    const definition = byName.get(name);
    if (!definition) throw new Error(`no job is named ${name}`);
    return definition;
  }

  function launch(definition: JobDefinition<never>, request: RunRequest, runId?: string) {
    const run: Promise<unknown> = deps.recorder
      .execute(definition, request, runId)
      .catch((error: unknown) => deps.onError?.(definition.name, error))
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  function launchSingleton(definition: JobDefinition<never>, request: RunRequest, key: string) {
    const slot = `${definition.name}:${key}`;
    const underWay = singletons.get(slot);
    if (underWay) {
      underWay.again = true;
      return;
    }
    const state = { again: false };
    singletons.set(slot, state);
    const loop = async () => {
      do {
        state.again = false;
        await launch(definition, request);
      } while (state.again && !stopped);
      singletons.delete(slot);
    };
    const whole: Promise<unknown> = loop().finally(() => running.delete(whole));
    running.add(whole);
  }

  return {
    queue: {
      async enqueue(name, data = {}, options = {}) {
        const definition = definitionOf(name);
        if (stopped) return;
        const request: RunRequest = {
          trigger: 'QUEUED',
          requestedBy: null,
          data: data as Record<string, unknown>,
          attempt: 1,
        };
        if (options.singletonKey !== undefined) launchSingleton(definition, request, options.singletonKey);
        else launch(definition, request);
      },
    },
    define(definitions) {
      for (const definition of definitions) byName.set(definition.name, definition);
    },
    async runNow(name, data, requestedBy) {
      const definition = definitionOf(name);
      const request: RunRequest = { trigger: 'MANUAL', requestedBy, data, attempt: 1 };
      const run = await deps.recorder.begin(name, request);
      launch(definition, request, run.id);
      return run;
    },
    nextRunAt: () => null,
    async start() {
      stopped = false;
    },
    async stop() {
      stopped = true;
      while (running.size > 0) await Promise.all(running);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
