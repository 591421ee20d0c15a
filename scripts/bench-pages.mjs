#!/usr/bin/env node
/**
 * `npm run bench -- --pages`: how much JavaScript each public page makes a browser download.
 * Starts the built stack (`scripts/start.mjs`, as `npm run bench` does) on a fresh
 * embedded database with the demo data, opens every public route in headless Chromium
 * (playwright-core, `/usr/bin/chromium` or CHROMIUM_PATH) with an empty cache, waits until the
 * page has hydrated and the network is quiet, and adds up what Chromium reports as received
 * for each script response (DevTools' `Network.loadingFinished` encodedDataLength: the
 * compressed body plus its headers, what went over the wire).
 *
 * Printed per route: KiB of JavaScript, file count, the content encoding the server chose, the
 * biggest files, and whether the route meets its budget (BENCH_PAGES_BUDGET_KIB, 120 KiB for
 * the home page, a course page and the informational pages); the HTML's own size and that its
 * server render carries the page's content are printed too. Nothing is asserted: a regression
 * shows as a bigger figure or a new file in the list.
 *
 * Environment: BENCH_WEB_URL and BENCH_API_URL (measure a stack that is already running, e.g.
 * `npm start`, instead of starting one), BENCH_API_PORT / BENCH_WEB_PORT / BENCH_DB_PORT (5611 / 3611 / 5651),
 * BENCH_PAGES_TOP (biggest files listed per route, 6), BENCH_OUT (JSON report), CHROMIUM_PATH.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { json, sleep } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.BENCH_API_PORT ?? '5611';
const webPort = process.env.BENCH_WEB_PORT ?? '3611';
const dbPort = process.env.BENCH_DB_PORT ?? '5651';
// A stack that is already running (after `npm run build`), instead of starting one.
const running = Boolean(process.env.BENCH_WEB_URL && process.env.BENCH_API_URL);
const apiUrl = process.env.BENCH_API_URL ?? `http://localhost:${apiPort}`;
const webUrl = process.env.BENCH_WEB_URL ?? `http://localhost:${webPort}`;
const budgetKiB = Number(process.env.BENCH_PAGES_BUDGET_KIB ?? 120);
const top = Number(process.env.BENCH_PAGES_TOP ?? 6);
const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-bench-pages-'));

/** Starts the built stack on the demo data and answers once the API and the home page answer. */
async function startStack() {
  const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: dbPort,
      PORT: apiPort,
      WEB_PORT: webPort,
      LOG_LEVEL: 'warn',
    },
  });
  const started = performance.now();
  for (const url of [`${apiUrl}/health-check`, `${webUrl}/`]) {
    while (true) {
      if (stack.exitCode !== null) throw new Error('the stack stopped while starting');
      if (performance.now() - started > 180_000) throw new Error(`${url} did not answer in 180 s`);
      try {
        if ((await fetch(url)).ok) break;
      } catch {}
      await sleep(100);
    }
  }
  return stack;
}

/**
 * Opens `route` in a fresh context (empty cache) and answers the script responses Chromium
 * received while loading it: url, bytes over the wire, content encoding.
 */
async function scriptsOf(browser, route) {
  const context = await browser.newContext({ baseURL: webUrl });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const responses = new Map();
    const scripts = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script')
        responses.set(requestId, {
          url: response.url,
          encoding: headerOf(response.headers, 'content-encoding'),
        });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = responses.get(requestId);
      if (script) scripts.push({ ...script, bytes: encodedDataLength });
    });
    const response = await page.goto(route);
    if (!response?.ok()) throw new Error(`${route}: ${response?.status()}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await context.close();
  }
}

/** The server-rendered HTML: its size and the text of its main landmark (the page's content). */
async function serverRender(route) {
  const response = await fetch(`${webUrl}${route}`, { headers: { 'Accept-Encoding': 'identity' } });
  const html = await response.text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { htmlBytes: Buffer.byteLength(html), contentChars: text.length };
}

/** A response header by name, whatever its case (DevTools reports headers as the server sent them). */
const headerOf = (headers, name) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
const kib = (bytes) => (bytes / 1024).toFixed(1);
const fileName = (url) => new URL(url).pathname.replace(/^\/assets\//, '');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
let stack;
try {
  if (!running) stack = await startStack();
  const course = (await json(`${apiUrl}/courses?size=1`)).content[0];
  // The budgeted routes: the home page, a course page and the informational pages
  // (layout/informational-pages.ts); the other public pages are measured for reference.
  const routes = [
    ['/', true],
    [`/courses/${course.slug}`, true],
    ...['/about', '/terms', '/teachers', '/jobs', '/refund'].map((route) => [route, true]),
    ...['/login', '/signup', '/recover'].map((route) => [route, false]),
  ];
  const report = [];
  for (const [route, budgeted] of routes) {
    const scripts = await scriptsOf(browser, route);
    const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const encodings = [...new Set(scripts.map((script) => script.encoding || 'none'))].join(', ');
    report.push({
      route,
      budgeted,
      bytes,
      files: scripts.length,
      encodings,
      scripts,
      ...(await serverRender(route)),
    });
  }

  console.log(`\nJavaScript each public page downloads (Chromium, empty cache, bytes over the wire)`);
  console.log(
    `  ${'route'.padEnd(40)} ${'JS KiB'.padStart(7)} ${'files'.padStart(6)} ${'budget'.padStart(8)}  ${'encoding'.padEnd(10)} ${'HTML KiB'.padStart(8)} ${'SSR text'.padStart(9)}`,
  );
  for (const row of report) {
    const verdict = row.budgeted ? (row.bytes <= budgetKiB * 1024 ? 'ok' : 'OVER') : '—';
    console.log(
      `  ${row.route.padEnd(40)} ${kib(row.bytes).padStart(7)} ${String(row.files).padStart(6)} ${verdict.padStart(8)}  ${row.encodings.padEnd(10)} ${kib(row.htmlBytes).padStart(8)} ${String(row.contentChars).padStart(9)}`,
    );
  }
  console.log(`  (budget: ${budgetKiB} KiB; SSR text: characters of text in the server-rendered <main>)`);
  for (const row of report) {
    console.log(`\n  ${row.route}: biggest files (KiB)`);
    for (const script of [...row.scripts].sort((a, b) => b.bytes - a.bytes).slice(0, top))
      console.log(`    ${kib(script.bytes).padStart(7)}  ${fileName(script.url)}`);
  }
  console.log('');
  if (process.env.BENCH_OUT)
    writeFileSync(process.env.BENCH_OUT, `${JSON.stringify({ budgetKiB, report }, null, 2)}\n`);
} finally {
  await browser.close();
  if (stack && stack.exitCode === null) {
    const exited = new Promise((resolve) => stack.once('exit', resolve));
    stack.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
