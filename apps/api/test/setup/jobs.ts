/**
 * Runs a background job now, in the test, as its runner would (as the system, on the given
 * clock), and answers its counts: how tests get the upkeep that reads no longer do (issue 20).
 */
import { systemActor } from '../../src/core/actor.js';
import type { JobDefinition } from '../../src/modules/jobs/index.js';
import type { Clock } from '../../src/time/clock.js';
import { dependenciesOf, type TestApp } from './test-app.js';

export async function runJob(t: TestApp, clock: Clock, name: string, data: Record<string, unknown> = {}) {
  const definition = dependenciesOf(t, { clock }).jobs.definitions.find((job) => job.name === name);
  if (!definition) throw new Error(`no job is named ${name}`);
  return (definition as JobDefinition).run({
    data,
    actor: systemActor(`job:${name}`),
    now: () => clock.now(),
    progress: async () => {},
  });
}
