#!/usr/bin/env node
/**
 * `npm run bench`: measures Cátedra as a user meets it, on a fresh embedded database with the
 * demo data, from the built files (`npm run bench` builds first):
 *
 * - start-up: from launch until the API's /health-check and the web's home page answer, on a
 *   first start (database created, migrated, seeded) and on a restart;
 * - latency and throughput of the calls people make most (catalogue, search, the admin's
 *   user list, a course's classes, server-rendered pages), with a fixed concurrency;
 * - memory: the resident size of the API, the web server and the embedded database after
 *   the load;
 * - the yardstick (`scripts/bench-yardstick.mjs`): a bare Fastify + pg route doing one indexed
 *   query on the same database in the same run, measured before and after the API's calls;
 *   every call is also printed as a share of its calls per second.
 *
 * `npm run bench -- --scale` measures the enrollments list on the scale data instead
 * (scripts/bench-scale.mjs); `npm run bench -- --notifications` measures payment notification
 * processing (scripts/bench-notifications.mjs); `npm run bench -- --reminders` measures a payment
 * reminders run over 10,000 due periods (scripts/bench-reminders.mjs); `npm run bench -- --exports` measures the CSV
 * exports at 1,000,000 rows (scripts/bench-exports.mjs); `npm run bench -- --pages` measures the JavaScript
 * each public page makes Chromium download (scripts/bench-pages.mjs).
 *
 * Figures are printed (and written as JSON to BENCH_OUT when set); nothing is asserted, so a
 * slow machine reports slow numbers instead of failing. Environment: BENCH_REQUESTS (per
 * call, default 300), BENCH_CONCURRENCY (default 8), BENCH_API_PORT / BENCH_WEB_PORT /
 * BENCH_DB_PORT / BENCH_YARDSTICK_PORT (5601 / 3601 / 5631 / 5602), BENCH_ONLY (a regular
 * expression: measure only the calls whose names match, e.g. `users`), BENCH_DATABASE_URL (a
 * PostgreSQL database to run on instead of the embedded one, e.g. an empty one of the machine's
 * server: the stack migrates it and seeds the demo data, and the yardstick queries it too).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { concurrency, fmt, json, measure, processTable, requests, sleep } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.BENCH_API_PORT ?? '5601';
const webPort = process.env.BENCH_WEB_PORT ?? '3601';
const dbPort = process.env.BENCH_DB_PORT ?? '5631';
const yardstickPort = process.env.BENCH_YARDSTICK_PORT ?? '5602';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
if (process.argv.includes('--scale')) {
  // The scale mode measures the data `npm run db:seed-scale` wrote; see bench-scale.mjs.
  await import('./bench-scale.mjs');
  process.exit(0);
}
if (process.argv.includes('--notifications')) {
  // Verified sandbox notifications, distinct and duplicated; see bench-notifications.mjs.
  await import('./bench-notifications.mjs');
  process.exit(0);
}
if (process.argv.includes('--reminders')) {
  // Payment reminders over 10,000 due periods: queue, send, messages/s, memory; see bench-reminders.mjs.
  await import('./bench-reminders.mjs');
  process.exit(0);
}
if (process.argv.includes('--exports')) {
  // CSV exports of 1,000,000 payments and movements: first byte, memory; see bench-exports.mjs.
  await import('./bench-exports.mjs');
  process.exit(0);
}
if (process.argv.includes('--pages')) {
  // Compressed bytes of JavaScript per public page, in Chromium; see bench-pages.mjs.
  await import('./bench-pages.mjs');
  process.exit(0);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-bench-'));

/** Starts the stack as `npm start` does (without building) and answers when both parts answer. */
async function startStack() {
  const started = performance.now();
  const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // A database of one's own gets the demo data as the embedded one does.
      ...(databaseUrl ? { SEED_DEMO: 'true' } : {}),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: dbPort,
      PORT: apiPort,
      WEB_PORT: webPort,
      LOG_LEVEL: 'warn',
    },
  });
  for (const url of [`${apiUrl}/health-check`, `${webUrl}/`]) {
    while (true) {
      if (stack.exitCode !== null) throw new Error('the stack stopped while starting');
      if (performance.now() - started > 180_000) throw new Error(`${url} did not answer in 180 s`);
      try {
        if ((await fetch(url)).ok) break;
      } catch {}
      await sleep(50);
    }
  }
  return { stack, seconds: (performance.now() - started) / 1000 };
}

async function stopStack(stack) {
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  stack.kill('SIGTERM');
  await exited;
}

/** The bare Fastify + pg route, on the stack's database (the embedded one's password is in the data directory). */
async function startYardstick() {
  const password = databaseUrl ? '' : readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const yardstick = spawn(process.execPath, [path.join(root, 'scripts/bench-yardstick.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      YARDSTICK_DATABASE_URL: databaseUrl || `postgres://postgres:${password}@127.0.0.1:${dbPort}/postgres`,
      YARDSTICK_PORT: yardstickPort,
    },
  });
  while (true) {
    if (yardstick.exitCode !== null) throw new Error('the yardstick stopped while starting');
    try {
      await fetch(`http://127.0.0.1:${yardstickPort}/users/00000000-0000-0000-0000-000000000000`);
      return yardstick;
    } catch {}
    await sleep(50);
  }
}

function apiProcessOf(stack) {
  return processTable().find((row) => row.ppid === stack.pid && row.args.includes('apps/api/dist/main.js'));
}

/** Resident memory (MB) of the stack's processes: its children and their children. */
function memoryOf(stack) {
  const table = processTable();
  const children = table.filter((row) => row.ppid === stack.pid);
  const find = (rows, text) => rows.find((row) => row.args.includes(text));
  const api = find(children, 'apps/api/dist/main.js');
  // The database: the API's keeper process, the PostgreSQL server and its backends. Shared
  // memory counts once per process that touched it, so this overstates a little.
  const keeper =
    api &&
    find(
      table.filter((row) => row.ppid === api.pid),
      'embedded-server',
    );
  const postmaster = keeper && table.find((row) => row.ppid === keeper.pid);
  const backends = postmaster ? table.filter((row) => row.ppid === postmaster.pid) : [];
  const database = [keeper, postmaster, ...backends].filter(Boolean);
  return {
    api: api?.rssMb ?? null,
    web: find(children, 'apps/web/server.mjs')?.rssMb ?? null,
    embeddedDatabase: database.length ? database.reduce((sum, row) => sum + row.rssMb, 0) : null,
  };
}

try {
  const first = await startStack();
  await stopStack(first.stack);
  const { stack, seconds: restartSeconds } = await startStack();

  const { token } = await json(`${apiUrl}/users/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'su@demo.catedra.ar', password: 'demo1234' }),
  });
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const cookie = { headers: { Cookie: `catedra_token=${token}` } };
  const course = (await json(`${apiUrl}/courses?slug=programacion-web-full-stack`)).content[0];
  const me = await json(`${apiUrl}/users/token`, auth);
  const yardstick = await startYardstick();
  const yardstickCall = () => fetch(`http://127.0.0.1:${yardstickPort}/users/${me.userId}`);
  const yardstickName = 'yardstick: bare Fastify + pg by id';

  const apiPid = apiProcessOf(stack)?.pid;
  const results = [await measure(`${yardstickName} (before)`, yardstickCall, yardstick.pid)];
  for (const [name, call] of [
    ['GET /users/token (cheapest, auth)', () => fetch(`${apiUrl}/users/token`, auth)],
    ['GET /users/{id} (own profile)', () => fetch(`${apiUrl}/users/${me.userId}`, auth)],
    ['GET /users?size=20 (page of users)', () => fetch(`${apiUrl}/users?size=20`, auth)],
    ['GET /health-check', () => fetch(`${apiUrl}/health-check`)],
    ['GET /courses (catalogue page)', () => fetch(`${apiUrl}/courses?size=20`)],
    ['GET /courses?q=datos (search)', () => fetch(`${apiUrl}/courses?q=datos`)],
    ['GET /users?q=ana (admin search)', () => fetch(`${apiUrl}/users?q=ana&size=20`, auth)],
    ['GET /courses/{id}/classes (50)', () => fetch(`${apiUrl}/courses/${course.id}/classes?size=50`, auth)],
    ['SSR / (home, visitor)', () => fetch(`${webUrl}/`)],
    ['SSR /admin/users (signed in)', () => fetch(`${webUrl}/admin/users`, cookie)],
  ]) {
    if (!only || only.test(name))
      results.push(await measure(name, call, name.startsWith('SSR') ? null : apiPid));
  }
  results.push(await measure(`${yardstickName} (after)`, yardstickCall, yardstick.pid));
  const memory = memoryOf(stack);
  await stopStack(yardstick);
  await stopStack(stack);
  // Other load on the machine moves both; the ratio is taken to their mean.
  const yardstickPerSecond = (results[0].perSecond + results.at(-1).perSecond) / 2;
  const yardstickCpuMs =
    results[0].cpuMsPerCall === null ? null : (results[0].cpuMsPerCall + results.at(-1).cpuMsPerCall) / 2;
  for (const row of results) {
    row.ratio = row.perSecond / yardstickPerSecond;
    row.cpuRatio = yardstickCpuMs && row.cpuMsPerCall ? yardstickCpuMs / row.cpuMsPerCall : null;
  }

  console.log(`\nDatabase: ${databaseUrl ? 'BENCH_DATABASE_URL' : 'embedded'}`);
  console.log(`Start-up (until /health-check and the home page answer)`);
  console.log(`  first start (create, migrate, seed): ${first.seconds.toFixed(1)} s`);
  console.log(`  restart:                             ${restartSeconds.toFixed(1)} s`);
  console.log(`\nLatency, ${requests} calls each, ${concurrency} at a time (ms)`);
  console.log(
    `  ${'call'.padEnd(44)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'calls/s'.padStart(8)} ${'of yardstick'.padStart(13)} ${'server CPU ms/call'.padStart(19)} ${'of yardstick'.padStart(13)}`,
  );
  const percent = (ratio) => (ratio === null ? '—' : `${(ratio * 100).toFixed(0)} %`);
  for (const row of results) {
    console.log(
      `  ${row.name.padEnd(44)} ${fmt(row.p50).padStart(7)} ${fmt(row.p95).padStart(7)} ${fmt(row.p99).padStart(7)} ${fmt(row.max).padStart(7)} ${row.perSecond.toFixed(0).padStart(8)} ${percent(row.ratio).padStart(13)} ${(row.cpuMsPerCall === null ? '—' : row.cpuMsPerCall.toFixed(3)).padStart(19)} ${percent(row.cpuRatio).padStart(13)}`,
    );
  }
  console.log(
    `  (of yardstick: calls/s as a share of the yardstick's; CPU: the yardstick's server CPU per call over this call's)`,
  );
  console.log(`\nResident memory after the load (MB)`);
  console.log(
    `  API ${fmt(memory.api)} · web ${fmt(memory.web)} · embedded database ${fmt(memory.embeddedDatabase)}\n`,
  );
  if (process.env.BENCH_OUT) {
    const report = {
      requests,
      concurrency,
      startup: { first: first.seconds, restart: restartSeconds },
      yardstickPerSecond,
      results,
      memory,
    };
    writeFileSync(process.env.BENCH_OUT, `${JSON.stringify(report, null, 2)}\n`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
