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
 * Nothing changes the course during those, so after its first call each list is a page served
 * again (ARCHITECTURE.md, "Pages served again"): what staff reopening a page meet. A page read
 * after a change costs one more query, as a first call does.
 *
 * Then the mixed workload, where the cache must earn its keep: 8 readers on the same filtered
 * page while 1 writer changes that course's enrollments every ~50 ms, in turn a comment, an
 * inactivation, its reactivation, a staff payment and its approval (each a change the page
 * reads, so each gives the course a new list version). The readers are printed as above, as a
 * share of the baseline, with how many writes were made and refused.
 *
 * The writes stay in the scale data (each run approves a few more periods).
 *
 * Last, `EXPLAIN (ANALYZE, BUFFERS)` of the list's prepared statement (its text and values from
 * the built API, `listStatementOf`) with the busiest page's values, and a line saying whether
 * it scans enrollments or enrollment_periods whole. The plan shown is the one for those values.
 *
 * Then money at scale (bench-scale-money.mjs): the payments and money-movements lists (a
 * filtered first page and its page 500) and the report calls at a year's range, each against
 * the plain SQL aggregate over the raw movements, and both lists' EXPLAIN. BENCH_ONLY (a regular
 * expression) keeps the parts and rows whose names match (`enrollments`, `payments`,
 * `movements`, a report's operationId, `explain`).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { concurrency, fmt, json, measure, printPlan, requests, signInAsDemoSu, sleep } from './bench-lib.mjs';
import { benchMoney } from './bench-scale-money.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.BENCH_API_PORT ?? '5611';
const apiUrl = `http://localhost:${apiPort}`;
const dataDir = process.env.DATA_DIR ?? path.join(root, 'data');
// The embedded database's port, when there is no DATABASE_URL (the EXPLAIN connects to it).
const dbPort = process.env.BENCH_DB_PORT ?? '5632';
// BENCH_ONLY (a regular expression): only the parts and rows whose names match — `enrollments`
// (the part above), a list or report name (`payments`, `movements`, `getDebtAging`), `explain`.
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;

async function startApi() {
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: dbPort,
      PORT: apiPort,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
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

/**
 * Runs `readers` while one writer changes the course's enrollments (those of its first page)
 * every ~50 ms, in turn: a comment, an inactivation, its reactivation, a staff payment of the
 * oldest owed period and its approval. Answers the readers' result and what the writer did.
 */
async function underWrites(enrollments, auth, readers) {
  const send = async (method, url, body) => {
    const response = await fetch(`${apiUrl}${url}`, {
      method,
      headers: { ...auth.headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const steps = [
    [
      'comments',
      (e) =>
        send('POST', '/courses/enrollments/comment', {
          enrollmentId: e.id,
          text: 'Llamado: prometió pagar el viernes',
        }),
    ],
    [
      'inactivations',
      (e) =>
        send('PATCH', `/courses/enrollments/${e.id}`, {
          status: 'INACTIVE',
          inactiveReason: 'bench: baja de prueba',
        }),
    ],
    [
      'reactivations',
      (e) => send('PUT', `/courses/enrollments/${e.id}/reactivation`, { reason: 'bench: vuelve' }),
    ],
    [
      'payments',
      async (e) => (e.payment = await send('POST', '/payments', { enrollmentId: e.id, userId: e.userId })),
    ],
    ['approvals', (e) => send('PUT', `/payments/${e.payment.id}/status/APPROVED`, {})],
  ];
  const stats = { writes: 0, refused: 0, firstRefusal: null, byKind: {} };
  let done = false;
  const writer = (async () => {
    for (let turn = 0; !done; turn += 1) {
      // Each enrollment goes through the whole cycle before the next one starts.
      const enrollment = enrollments[Math.floor(turn / steps.length) % enrollments.length];
      const [kind, step] = steps[turn % steps.length];
      const started = performance.now();
      try {
        await step(enrollment);
        stats.writes += 1;
        stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
      } catch (error) {
        stats.refused += 1;
        stats.firstRefusal ??= error.message.slice(0, 200);
      }
      await sleep(Math.max(0, 50 - (performance.now() - started)));
    }
  })();
  try {
    return { result: await readers(), ...stats };
  } finally {
    done = true;
    await writer;
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the busiest page's query as the API sends it: the list's
 * prepared text and the values of one call, taken from the built API.
 */
async function explainList(courseId) {
  const { listStatementOf } = await import('../apps/api/dist/modules/enrollments/enrollments.repository.js');
  const filters = { courseId, status: 'ACTIVE', onlyInDebt: true };
  const page = { page: 0, size: 20, offset: 0, sort: [{ field: 'debt', direction: 'desc' }] };
  const { text, values } = listStatementOf(filters, undefined, page, new Date());
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query({
      name: 'bench_list_explain',
      text: `explain (analyze, buffers) ${text}`,
      values,
    });
    printPlan(
      'EXPLAIN (ANALYZE, BUFFERS) of the list query (course, ACTIVE, in debt, by debt; page 1):',
      rows.map((row) => row['QUERY PLAN']),
      ['enrollments', 'enrollment_periods'],
    );
  } finally {
    await client.end();
  }
}

/** The database the API runs on: DATABASE_URL, else the embedded one's (its password is in DATA_DIR). */
function databaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${dbPort}/postgres`;
}

/** The enrollments list of a scale course, alone and under writes, and its EXPLAIN. */
async function benchEnrollments(auth, apiPid) {
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

  const baseline = () => fetch(`${apiUrl}/users/token`, auth);
  const list = () => fetch(`${apiUrl}${listPath}`, auth);
  const listWithComments = () => fetch(`${apiUrl}${withComments}`, auth);
  // Warm-up, unreported: V8 optimizes the server's and this client's hot paths over the first
  // few thousand calls, and the first baseline would otherwise measure that, not the server.
  for (const call of [baseline, list, listWithComments]) await measure('warm-up', call, apiPid);
  const results = [await measure('baseline GET /users/token (before)', baseline, apiPid)];
  results.push(await measure('enrollments: course, ACTIVE, in debt, by debt', list, apiPid));
  results.push(await measure('enrollments: … and commentQuery', listWithComments, apiPid));
  const mixed = await underWrites(firstPage.content, auth, () =>
    measure('mixed: the same page, 1 writer every 50 ms', list, apiPid),
  );
  results.push(mixed.result);
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
  console.log('  (target on PostgreSQL: each list ≥ 60 % of the baseline, p99 ≤ 25 ms)');
  console.log(
    `  mixed: ${mixed.writes} writes on the course while the readers ran (${Object.entries(mixed.byKind)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(
        ', ',
      )}), ${mixed.refused} refused${mixed.firstRefusal ? ` (first: ${mixed.firstRefusal})` : ''}\n`,
  );
  await explainList(course.id);
}

const api = await startApi();
try {
  const auth = await signInAsDemoSu(apiUrl);
  if (!only || only.test('enrollments')) await benchEnrollments(auth, api.pid);
  await benchMoney({ api: { url: apiUrl, pid: api.pid, auth }, databaseUrl: databaseUrl(), only });
} finally {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}
