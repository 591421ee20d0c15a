/**
 * The in-process runner of tests: a job runs right after it is enqueued; enqueues with one
 * `singletonKey` while it runs make one more run after it (as pg-boss's stately queue keeps one
 * waiting); keyless enqueues are a run each; a manual run is recorded before it runs.
 */
import { describe, expect, it } from 'vitest';
import { createInProcessJobRunner } from './in-process-runner.js';
import type { JobDefinition } from './job-definition.js';
import type { RunRecorder } from './run-recorder.js';

function fakeRecorder() {
  const begun: string[] = [];
  const recorder = {
    begin: async (jobName: string) => {
      begun.push(jobName);
      return { id: `run-${begun.length}`, jobName } as never;
    },
    execute: (definition: JobDefinition<never>) =>
      (definition as JobDefinition).run({
        data: {},
        actor: { kind: 'system', name: `job:${definition.name}` },
        now: () => new Date(0),
        progress: async () => {},
      }),
    fail: async () => {},
  } as unknown as RunRecorder;
  return { recorder, begun };
}

describe('the in-process job runner', () => {
  it('coalesces enqueues by key while one runs, and runs keyless ones each', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { recorder, begun } = fakeRecorder();
    const runner = createInProcessJobRunner({ recorder });
    runner.define([
      {
        name: 'sweep',
        title: 'Barrido',
        run: async () => {
          runs += 1;
          await gate;
          return { runs };
        },
      },
    ]);
    for (let index = 0; index < 4; index += 1)
      await runner.queue.enqueue('sweep', {}, { singletonKey: 'wake' });
    release();
    await runner.settled();
    expect(runs).toBe(2);
    await runner.queue.enqueue('sweep');
    await runner.queue.enqueue('sweep');
    await runner.settled();
    expect(runs).toBe(4);
    const run = await runner.runNow('sweep', {}, 'user-1');
    expect(run).toMatchObject({ id: 'run-1', jobName: 'sweep' });
    await runner.settled();
    expect([runs, begun]).toEqual([5, ['sweep']]);
    await expect(runner.queue.enqueue('nope')).rejects.toThrow('no job is named nope');
  });
});
