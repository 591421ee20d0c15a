#!/usr/bin/env node
/**
 * Starts Cátedra from its built files: the API (which starts and migrates the embedded
 * database when DATABASE_URL is unset, and seeds the demo accounts) and the web app.
 * `npm start` builds first and then runs this. Ctrl-C stops everything.
 *
 * Environment: PORT (API, 5001), WEB_PORT (3000), API_URL (what the web app calls,
 * http://localhost:$PORT), WEB_ORIGIN (CORS, http://localhost:$WEB_PORT), and everything
 * the API and web read (see the README's configuration table).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT || '5001';
const webPort = process.env.WEB_PORT || '3000';
const apiUrl = process.env.API_URL || `http://localhost:${apiPort}`;
const webOrigin = process.env.WEB_ORIGIN || `http://localhost:${webPort}`;

const apiEntry = path.join(root, 'apps/api/dist/main.js');
const webEntry = path.join(root, 'apps/web/build/server/index.js');
for (const entry of [apiEntry, webEntry]) {
  if (!existsSync(entry)) {
    console.error(`Missing ${path.relative(root, entry)}: run "npm run build" first (npm start does).`);
    process.exit(1);
  }
}

const children = [];
let stopping = false;

function run(name, command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} exited (${signal ?? code}); stopping the rest`);
    stop(code || 1);
  });
  return child;
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (alive.length === 0) process.exit(exitCode);
  let remaining = alive.length;
  const force = setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 15_000);
  for (const child of alive) {
    child.once('exit', () => {
      remaining -= 1;
      if (remaining === 0) {
        clearTimeout(force);
        process.exit(exitCode);
      }
    });
    child.kill('SIGTERM');
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

run('api', process.execPath, [apiEntry], {
  cwd: root,
  // The web server beside it forwards its visitors' addresses (X-Forwarded-For): trusting the
  // loopback makes the per-client limits (the lead form's) count each visitor, unless the
  // operator says whom to trust.
  env: {
    ...process.env,
    PORT: apiPort,
    WEB_ORIGIN: webOrigin,
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  },
});
run('web', process.execPath, [path.join(root, 'apps/web/server.mjs'), webEntry], {
  cwd: path.join(root, 'apps/web'),
  env: { ...process.env, PORT: webPort, API_URL: apiUrl, NODE_ENV: 'production' },
});

const [apiReady, webReady] = await Promise.all([
  waitFor(`${apiUrl}/health-check`, 120_000),
  waitFor(`http://localhost:${webPort}/`, 120_000),
]);
if (apiReady && webReady) {
  console.log(
    `\n  Cátedra is running:\n    web   http://localhost:${webPort}\n    api   ${apiUrl}\n    docs  ${apiUrl}/docs\n`,
  );
} else if (!stopping) {
  console.error('[start] the API or the web app did not become ready in 120 s');
  stop(1);
}
