#!/usr/bin/env node
/**
 * `npm test`: every test of the project.
 * 1. Installs Debian's Chromium for the browser tests when it is missing (apt, as root).
 * 2. Builds the packages and apps (the browser tests run the built API and web app).
 * 3. Runs all Vitest projects (see vitest.config.ts). Arguments are passed to Vitest,
 *    e.g. `npm test -- --project api`.
 * TEST_DATABASE_URL, when set, adds the integration tests on that PostgreSQL server.
 */
import { spawnSync } from 'node:child_process';
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

// Vitest's own summary plus a JSON report, from which the closing line
// "Tests: N passed, N failed" is printed for tools that read it.
const reportDir = mkdtempSync(path.join(tmpdir(), 'catedra-tests-'));
const report = path.join(reportDir, 'report.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(vitest.status ?? 1);
