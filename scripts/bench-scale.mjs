#!/usr/bin/env node
/**
 * `npm run bench -- --scale`: the enrollments list at an academy's scale, on the data
 * `npm run db:seed-scale` wrote (100,000 enrollments, 1,000,000 periods) in the configured
 * database: DATABASE_URL (the target is PostgreSQL), else the embedded one in DATA_DIR
 * (default ./data). Starts the built API alone on that database and measures, in the same
 * run and at BENCH_CONCURRENCY (8) clients:
 *
 * - the baseline: `GET /users/token`, the server's cheapest authenticated call;
 * - a staff member's page of 20 enrollments of a course, ACTIVE and in debt, by debt;
 * - the same page filtered by the text of the enrollments' comments.
 *
 * The baseline runs before and after the lists (their mean is the reference), and each list
 * is printed with calls/s, p50 and p99 and its share of the baseline's calls/s. The issue's
 * target on PostgreSQL: each list at ≥ 60% of the baseline and p99 ≤ 25 ms. Nothing is asserted.
 *
 * Nothing changes the course during the run, so after its first call each list is a page served
 * again (ARCHITECTURE.md, "Pages served again"): what staff reopening a page meet. A page read
 * after a change costs one more query, as a first call does.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { concurrency, fmt, json, measure, requests, sleep } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.BENCH_API_PORT ?? '5611';
const apiUrl = `http://localhost:${apiPort}`;
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');

async function startApi() {
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: apiPort, LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
  });
  const started = performance.now();
  while (true) {
    if (api.exitCode !== null) throw new Error('the API stopped while starting');
    if (performance.now() - started > 180_000) throw new Error('the API did not answer in 180 s');
    try {
      if ((await fetch(`${apiUrl}/health-check`)).ok) return api;
    } catch {}
    await sleep(100);
  }
}

const api = await startApi();
try {
  const { token } = await json(`${apiUrl}/users/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'su@demo.catedra.ar', password: 'demo1234' }),
  });
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const scaleCourses = await json(`${apiUrl}/courses?q=curso%20de%20escala&size=50`, auth);
  if (scaleCourses.page.totalElements === 0) {
    throw new Error('No scale data here: run `npm run db:seed-scale` on the same database first.');
  }
  // The busiest course page a collections person would open: ACTIVE, in debt, most debt first.
  const course = scaleCourses.content[0];
  const listPath = `/courses/enrollments?courseId=${course.id}&status=ACTIVE&onlyInDebt=true&sort=debt,desc&size=20`;
  const firstPage = await json(`${apiUrl}${listPath}`, auth);
  const withComments = `${listPath}&commentQuery=${encodeURIComponent('prometió pagar')}`;
  const withCommentsPage = await json(`${apiUrl}${withComments}`, auth);

  const apiPid = api.pid;
  const baseline = () => fetch(`${apiUrl}/users/token`, auth);
  const list = () => fetch(`${apiUrl}${listPath}`, auth);
  const listWithComments = () => fetch(`${apiUrl}${withComments}`, auth);
  // Warm-up, unreported: V8 optimizes the server's and this client's hot paths over the first
  // few thousand calls, and the first baseline would otherwise measure that, not the server.
  for (const call of [baseline, list, listWithComments]) await measure('warm-up', call, apiPid);
  const results = [await measure('baseline GET /users/token (before)', baseline, apiPid)];
  results.push(await measure('enrollments: course, ACTIVE, in debt, by debt', list, apiPid));
  results.push(await measure('enrollments: … and commentQuery', listWithComments, apiPid));
  results.push(await measure('baseline GET /users/token (after)', baseline, apiPid));
  const baselinePerSecond = (results[0].perSecond + results.at(-1).perSecond) / 2;

  console.log(
    `\nScale: course "${course.title}" — ${firstPage.page.totalElements} enrollments ACTIVE and in debt, ` +
      `${withCommentsPage.page.totalElements} of them with the comment text`,
  );
  console.log(`Database: ${process.env.DATABASE_URL ? 'DATABASE_URL' : `embedded in ${dataDir}`}`);
  console.log(`${requests} calls each, ${concurrency} at a time (ms)`);
  console.log(
    `  ${'call'.padEnd(48)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'calls/s'.padStart(8)} ${'of baseline'.padStart(12)} ${'API CPU ms/call'.padStart(16)}`,
  );
  for (const row of results) {
    const share = `${((row.perSecond / baselinePerSecond) * 100).toFixed(0)} %`;
    console.log(
      `  ${row.name.padEnd(48)} ${fmt(row.p50).padStart(7)} ${fmt(row.p99).padStart(7)} ${row.perSecond.toFixed(0).padStart(8)} ${share.padStart(12)} ${fmt(row.cpuMsPerCall).padStart(16)}`,
    );
  }
  console.log('  (target on PostgreSQL: each list ≥ 60 % of the baseline, p99 ≤ 25 ms)\n');
} finally {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}
