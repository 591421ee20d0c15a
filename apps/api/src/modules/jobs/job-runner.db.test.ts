/**
 * The pg-boss runner on the run's database (embedded, or TEST_DATABASE_URL's): schedules in the
 * academy's zone, runs recorded with counts, failures recorded (and retried), progress, run
 * now, and one run across two runners. Each test uses job names of its own (pg-boss's queues
 * are shared by the file's runners on one database).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../db/database.js';
import { jobRuns } from '../../db/schema/index.js';
import { systemClock } from '../../time/clock.js';
import type { JobDefinition } from './job-definition.js';
import { createJobRunner } from './job-runner.js';
import { createRunRecorder } from './run-recorder.js';

const silent = { error: () => {}, warn: () => {} };
let database: DatabaseConnection;
const runners: { stop(): Promise<void> }[] = [];

beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), { maxConnections: 4 });
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await database.close();
});

let unique = 0;
function nameOf(base: string) {
  unique += 1;
  return `test-${base}-${process.pid}-${Date.now()}-${unique}`;
}

async function startedRunner(definitions: JobDefinition<never>[], options: { work?: boolean } = {}) {
  const runner = createJobRunner({
    connectionString: database.url,
    recorder: createRunRecorder({ db: database.db, clock: systemClock }),
    timeZone: 'America/Argentina/Buenos_Aires',
    work: options.work ?? true,
    log: silent,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 1,
    maxConnections: 2,
  });
  runner.define(definitions);
  await runner.start();
  runners.push(runner);
  return runner;
}

/** A job that counts its runs in this process (each taking `ms`). */
function countingJob(name: string, ms = 0) {
  let runs = 0;
  const definition: JobDefinition<never> = {
    name,
    title: 'Cuenta sus ejecuciones',
    run: async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { runs };
    },
  };
  return { definition, ran: () => runs };
}

const runsOf = (jobName: string) =>
  database.db.select().from(jobRuns).where(eq(jobRuns.jobName, jobName)).orderBy(jobRuns.attempt);

describe('the pg-boss job runner', () => {
  it("registers a schedule in the academy's time zone and tells its next run", async () => {
    const name = nameOf('scheduled');
    const runner = await startedRunner([
      { name, title: 'Programada', schedule: '0 9 * * *', run: async () => ({}) },
    ]);
    const [schedule] = await runner.boss.getSchedules(name);
    expect(schedule).toMatchObject({ name, cron: '0 9 * * *', timezone: 'America/Argentina/Buenos_Aires' });
    const next = runner.nextRunAt(name)!;
    // 09:00 in Buenos Aires (UTC-3, no DST) is 12:00 UTC.
    expect(next.toISOString()).toMatch(/T12:00:00\.000Z$/);
    expect(next.getTime()).toBeGreaterThan(Date.now());
  });

  it('records a queued run with its counts and its progress', async () => {
    const name = nameOf('counts');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runner = await startedRunner([
      {
        name,
        title: 'Cuenta',
        run: async ({ data, progress, actor }) => {
          await progress(1, 3);
          await gate;
          await progress(3, 3);
          return {
            done: 3,
            asked: Number((data as { n?: number }).n ?? 0),
            system: actor.kind === 'system' ? 1 : 0,
          };
        },
      },
    ]);
    await runner.queue.enqueue(name, { n: 7 });
    await vi.waitFor(
      async () =>
        expect((await runsOf(name))[0]).toMatchObject({
          status: 'RUNNING',
          progressDone: 1,
          progressTotal: 3,
        }),
      { timeout: 10_000, interval: 100 },
    );
    release();
    await vi.waitFor(
      async () =>
        expect(await runsOf(name)).toEqual([
          expect.objectContaining({
            trigger: 'QUEUED',
            status: 'SUCCEEDED',
            counts: { done: 3, asked: 7, system: 1 },
            progressDone: 3,
            progressTotal: 3,
            requestedBy: null,
            attempt: 1,
          }),
        ]),
      { timeout: 10_000, interval: 100 },
    );
    expect((await runsOf(name))[0]!.finishedAt).not.toBeNull();
  });

  it('records a failing run FAILED with its error, and each retry as a run', async () => {
    const name = nameOf('failing');
    let attempts = 0;
    const runner = await startedRunner([
      {
        name,
        title: 'Falla',
        retryLimit: 1,
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('el proveedor no contestó');
          return { ok: 1 };
        },
      },
    ]);
    await runner.queue.enqueue(name);
    await vi.waitFor(
      async () =>
        expect((await runsOf(name)).map((run) => [run.attempt, run.status, run.error])).toEqual([
          [1, 'FAILED', 'el proveedor no contestó'],
          [2, 'SUCCEEDED', null],
        ]),
      { timeout: 20_000, interval: 200 },
    );
  });

  it('runs a job now: its run is recorded at once (MANUAL) and finished by a worker', async () => {
    const name = nameOf('manual');
    const runner = await startedRunner([
      { name, title: 'Manual', run: async ({ data }) => ({ got: Object.keys(data).length }) },
    ]);
    const run = await runner.runNow(
      name,
      { courseId: '0190e0c0-0000-7000-8000-000000000000' },
      null as never,
    );
    expect(run).toMatchObject({ jobName: name, trigger: 'MANUAL', status: 'RUNNING' });
    await vi.waitFor(
      async () =>
        expect(await runsOf(name)).toEqual([
          expect.objectContaining({ id: run.id, status: 'SUCCEEDED', counts: { got: 1 } }),
        ]),
      { timeout: 10_000, interval: 100 },
    );
  });

  it('two runners on one database run a job once', async () => {
    const name = nameOf('once');
    const { definition, ran } = countingJob(name, 300);
    const first = await startedRunner([definition]);
    await startedRunner([definition]);
    for (let index = 0; index < 5; index += 1) await first.queue.enqueue(name, { index });
    await vi.waitFor(
      async () => expect((await runsOf(name)).filter((run) => run.status === 'SUCCEEDED')).toHaveLength(5),
      { timeout: 20_000, interval: 200 },
    );
    expect(ran()).toBe(5);
    expect(await runsOf(name)).toHaveLength(5);
  });

  it('a process that only sends (RUN_WORKERS=false) runs nothing: a worker elsewhere does, once per key', async () => {
    const { definition, ran } = countingJob(nameOf('sender'));
    const sender = await startedRunner([definition], { work: false });
    // Two wakes with one key while none runs are one job; jobs without a key are one each.
    await sender.queue.enqueue(definition.name, {}, { singletonKey: 'wake' });
    await sender.queue.enqueue(definition.name, {}, { singletonKey: 'wake' });
    await sender.queue.enqueue(definition.name);
    await sender.queue.enqueue(definition.name);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ran()).toBe(0);
    await startedRunner([definition]);
    await vi.waitFor(() => expect(ran()).toBe(3), { timeout: 10_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ran()).toBe(3);
  });
});
