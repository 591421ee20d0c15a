#!/usr/bin/env node
/**
 * `npm test`: every test of the project.
 * 1. Installs Debian's Chromium for the browser tests when it is missing (apt, as root).
 * 2. Builds the packages and apps (the browser tests run the built API and web app).
 * 3. Runs all Vitest projects (see vitest.config.ts) in one Vitest process per group, all at
 *    once: the browser project (one file at a time against one stack), the integration tests
 *    on the embedded database, the same on TEST_DATABASE_URL, and the unit projects. An
 *    integration project runs one file at a time, as its files share one database (a test may
 *    count what the whole database holds); the two share nothing, so they run side by side.
 *    In one process Vitest would run everything one file at a time on a two-core machine, and
 *    the browser files only after all the others. Arguments are passed to Vitest, e.g.
 *    `npm test -- --project api`; then one process runs what they select.
 * TEST_DATABASE_URL, when set, adds the integration tests on that PostgreSQL server.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get install -y chromium".`);
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

run('npm', ['run', '-s', 'build']);

// Vitest's own summary plus a JSON report per process, from which the closing line
// "Tests: N passed, N failed" is printed for tools that read it.
const reportDir = mkdtempSync(path.join(tmpdir(), 'catedra-tests-'));
const selected = process.argv.slice(2);
const projects = (...names) => names.flatMap((name) => ['--project', name]);
const runs =
  selected.length > 0
    ? [{ name: 'selected', args: selected }]
    : [
        { name: 'browser', args: projects('e2e') },
        { name: 'integration (embedded)', args: [...projects('api'), '--maxWorkers=1'] },
        ...(process.env.TEST_DATABASE_URL
          ? [
              {
                name: 'integration (TEST_DATABASE_URL)',
                args: [...projects('api-postgres'), '--maxWorkers=1'],
              },
            ]
          : []),
        { name: 'unit', args: projects('contract', 'client', 'api-unit', 'web') },
      ];

/** One Vitest process; resolves with its exit code and the counts of its JSON report. */
function vitestRun({ name, args }) {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const child = spawn(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { stdio: 'inherit' },
  );
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
      resolve({ name, code: code ?? 1, counts });
    });
  });
}

/**
 * The failed tests of one report, file and full name, with the first line of their error:
 * printed last, because a CI log often keeps only its tail and the failure scrolled out of it.
 */
function failuresOf(counts) {
  const failed = [];
  for (const file of counts?.testResults ?? []) {
    const relative = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const firstLine = String(test.failureMessages?.[0] ?? '').split('\n')[0];
      failed.push(`  ✗ ${relative} › ${test.fullName}\n      ${firstLine}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      failed.push(`  ✗ ${relative}\n      ${String(file.message ?? '').split('\n')[0]}`);
    }
  }
  return failed;
}

const results = await Promise.all(runs.map(vitestRun));
const sum = (field) => results.reduce((total, { counts }) => total + (counts?.[field] ?? 0), 0);
for (const { name, code, counts } of results) {
  if (runs.length > 1) console.log(`\n${name} tests: exit ${code}${counts ? '' : ' (no report)'}`);
  const failures = failuresOf(counts);
  if (failures.length > 0) console.log(failures.join('\n'));
}
console.log(
  `\nTests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${sum('numPendingTests')} skipped`,
);
rmSync(reportDir, { recursive: true, force: true });
process.exit(results.every(({ code, counts }) => code === 0 && counts) ? 0 : 1);
