/**
 * What the benchmark scripts share: timing a call under concurrency, the server's CPU per
 * call, and the process table (for memory). Nothing here asserts: slow machines report slow
 * numbers.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const requests = Number(process.env.BENCH_REQUESTS ?? 300);
export const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`);
  return response.json();
}

/**
 * CPU time (ms) a process has used, from /proc (Linux; null elsewhere). Calls per second
 * move with whatever else loads the machine; the server's CPU per call much less.
 */
export function cpuMsOf(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!pid || !existsSync(stat)) return null;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `count` calls of `call` (default BENCH_REQUESTS), `concurrency` at a time, after `warmUp`
 * calls one at a time; `pid` is the server's.
 */
export async function measure(name, call, pid, count = requests, warmUp = 20) {
  for (let i = 0; i < warmUp; i += 1) await call();
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const cpuBefore = cpuMsOf(pid);
  async function worker() {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const response = await call();
      latencies.push(performance.now() - t0);
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      await response.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuMsOf(pid);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    name,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1),
    perSecond: latencies.length / seconds,
    cpuMsPerCall: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length,
  };
}

export function processTable() {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, rss, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), rssMb: Number(rss) / 1024, args: args.join(' ') };
    });
}

export const fmt = (value) => (value === null ? '—' : value.toFixed(1));

/**
 * Starts the built API alone (`apps/api/dist/main.js`) on a fresh embedded database in
 * `dataDir` (demo data seeded), and answers its process once /health-check answers.
 */
export async function startBuiltApi({ root, port, dbPort, dataDir, env = {} }) {
  const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: dbPort,
      PORT: port,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const started = performance.now();
  while (true) {
    if (api.exitCode !== null) throw new Error('the API stopped while starting');
    if (performance.now() - started > 180_000) throw new Error('the API did not answer in 180 s');
    try {
      if ((await fetch(`http://localhost:${port}/health-check`)).ok) return api;
    } catch {}
    await sleep(100);
  }
}

export async function stopApi(api) {
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

/** A process's resident memory now and at its peak, in MiB (Linux /proc). */
export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kib('VmRSS') / 1024, peakMb: kib('VmHWM') / 1024 };
}

/** The demo SU's authorization headers on the API at `apiUrl`. */
export async function signInAsDemoSu(apiUrl) {
  const { token } = await json(`${apiUrl}/users/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'su@demo.catedra.ar', password: 'demo1234' }),
  });
  return { headers: { Authorization: `Bearer ${token}` } };
}

/** Prints an EXPLAIN's lines under `title`, then whether any of `tables` is scanned whole. */
export function printPlan(title, plan, tables) {
  console.log(title);
  for (const line of plan) console.log(`  ${line}`);
  const scans = plan.filter((line) => new RegExp(`Seq Scan on (${tables.join('|')})\\b`).test(line));
  console.log(
    scans.length === 0
      ? `No sequential scan of ${tables.join(' or ')}.\n`
      : `SEQUENTIAL SCAN of ${scans.map((line) => line.trim().split(' ')[3]).join(', ')}: the list needs an index.\n`,
  );
}
