/**
 * A job queue that runs the named job in this process, right after `enqueue` (without
 * awaiting it, as a queue would): what unit tests and modules use until they are wired to
 * the job runner. Delays (`startAfter`) are ignored; `settled()` waits for what was started.
 */
import { systemActor } from '../../core/actor.js';
import type { Clock } from '../../time/clock.js';
import type { JobDefinition, JobQueue } from './job-definition.js';

export function createInlineJobQueue(
  definitions: readonly JobDefinition<never>[],
  clock: Clock,
  onError: (name: string, error: unknown) => void = () => {},
): JobQueue & { settled(): Promise<void> } {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const running = new Set<Promise<unknown>>();
  return {
    async enqueue(name, data = {}) {
      const definition = byName.get(name) as JobDefinition<object> | undefined;
      if (!definition) throw new Error(`no job is named ${name}`);
      const run = definition
        .run({
          data,
          actor: systemActor(`job:${name}`),
          now: () => clock.now(),
          progress: async () => {},
        })
        .catch((error: unknown) => onError(name, error))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
