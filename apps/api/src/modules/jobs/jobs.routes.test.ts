/**
 * The Tareas operations through the HTTP API (in-process runner, the test default): SU lists
 * the jobs, runs one now and follows its run to its counts; MANAGER_ADMIN only reads; others
 * are refused.
 */
import type { Scope } from '@catedra/contract';
import { describe, expect, it, vi } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { bearer, tokenFor, useTestApp } from '../../../test/setup/test-app.js';

const clock = testClock('2026-08-01T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });

async function signedIn(scopes: Scope[]) {
  const user = await createUser(t.database.db, { scopes });
  return { user, headers: bearer(await tokenFor(t.config, user, clock)) };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const runNow = (name: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/jobs/${name}/runs`, headers, ...(payload ? { payload } : {}) });

describe('Tareas', () => {
  it('lists every job with its schedule in the academy zone and its last run', async () => {
    const su = await signedIn(['SU']);
    const answer = await get('/jobs', su.headers);
    expect(answer.statusCode).toBe(200);
    const jobs = answer.json() as { name: string; schedule: string | null; timeZone: string }[];
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['enrollments-finish', 'enrollment-figures', 'payments-sync', 'commerce-mail']),
    );
    const sync = jobs.find((job) => job.name === 'payments-sync')!;
    expect(sync).toMatchObject({ schedule: '*/30 * * * *', timeZone: 'America/Argentina/Buenos_Aires' });
  });

  it('SU runs a job now: 202 with its run, RUNNING, then SUCCEEDED with its counts', async () => {
    const su = await signedIn(['SU']);
    const course = await createCourse(t.database.db);
    const answer = await runNow('enrollments-finish', su.headers, { courseId: course.id });
    expect(answer.statusCode).toBe(202);
    const run = answer.json();
    expect(run).toMatchObject({
      jobName: 'enrollments-finish',
      trigger: 'MANUAL',
      status: 'RUNNING',
      requestedBy: su.user.id,
      data: { courseId: course.id },
      attempt: 1,
      startedAt: '2026-08-01T15:00:00.000Z',
    });
    await vi.waitFor(async () => {
      const runs = (
        await get('/jobs/runs?jobName=enrollments-finish&status=SUCCEEDED&size=200', su.headers)
      ).json();
      expect(runs.content).toContainEqual(expect.objectContaining({ id: run.id, counts: { finished: 0 } }));
    });
    const listed = (await get('/jobs', su.headers)).json() as {
      name: string;
      lastRun: { id: string } | null;
    }[];
    expect(listed.find((job) => job.name === 'enrollments-finish')!.lastRun!.id).toBe(run.id);
  });

  it('a job that does not exist is 404', async () => {
    const su = await signedIn(['SU']);
    const answer = await runNow('no-existe', su.headers);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('NOT_FOUND');
  });

  it('MANAGER_ADMIN reads the jobs and their runs but does not run one; other staff get 403', async () => {
    const manager = await signedIn(['MANAGER_ADMIN']);
    expect((await get('/jobs', manager.headers)).statusCode).toBe(200);
    expect((await get('/jobs/runs?sort=startedAt,asc', manager.headers)).statusCode).toBe(200);
    const refused = await runNow('enrollments-finish', manager.headers);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    const commercial = await signedIn(['COMMERCIAL_ADMIN']);
    expect((await get('/jobs', commercial.headers)).statusCode).toBe(403);
    expect((await get('/jobs/runs', commercial.headers)).statusCode).toBe(403);
    expect((await runNow('enrollments-finish', commercial.headers)).statusCode).toBe(403);
    expect((await get('/jobs', {})).statusCode).toBe(401);
  });

  it('filters runs by status and refuses an unknown sort', async () => {
    const su = await signedIn(['SU']);
    const failed = (await get('/jobs/runs?status=FAILED&size=200', su.headers)).json();
    expect(failed.content.every((run: { status: string }) => run.status === 'FAILED')).toBe(true);
    expect((await get('/jobs/runs?sort=jobName,asc', su.headers)).statusCode).toBe(400);
  });
});
