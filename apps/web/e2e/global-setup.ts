/**
 * Starts the whole stack once for the browser tests: a fake geolocation service and a fake
 * PayPal (its REST API for the API, its JS SDK for the browser: apps/api/test/fakes), then
 * `node scripts/start.mjs --no-build` (embedded database + API + built web app) on its own
 * ports with a fresh data directory, PayPal configured against the fake and the sandbox
 * vendor on. Stops everything afterwards.
 *
 * E2E_WEB_URL and E2E_API_URL point the tests at a stack that is already running instead
 * (it must use GEOLOCATION_URL=http://localhost:<E2E_GEO_PORT, 5291>/json/ and the PayPal
 * settings of `paypalEnvironment` below, with E2E_PAYPAL_PORT, 5391).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startFakePaypal } from '../../api/test/fakes/fake-paypal.js';
import { startFakeGeolocation } from './support/fake-geolocation';

const ports = {
  api: Number(process.env.E2E_API_PORT ?? 5191),
  web: Number(process.env.E2E_WEB_PORT ?? 3191),
  db: Number(process.env.E2E_DB_PORT ?? 5491),
  geo: Number(process.env.E2E_GEO_PORT ?? 5291),
  paypal: Number(process.env.E2E_PAYPAL_PORT ?? 5391),
};

const PAYPAL_CREDENTIALS = {
  clientId: 'e2e-paypal-client-id',
  clientSecret: 'e2e-paypal-client-secret',
  webhookId: 'e2e-paypal-webhook',
};

/** The stack's PayPal settings: the API and the browser's SDK both talk to the fake. */
const paypalEnvironment = (fakeUrl: string) => ({
  PAYPAL_CLIENT_ID: PAYPAL_CREDENTIALS.clientId,
  PAYPAL_CLIENT_SECRET: PAYPAL_CREDENTIALS.clientSecret,
  PAYPAL_BASE_URL: fakeUrl,
  PAYPAL_SDK_URL: `${fakeUrl}/sdk/js`,
  // A configured vendor turns the sandbox vendor off by default; the sandbox tests need it.
  PAYMENTS_SANDBOX: 'true',
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STARTUP_TIMEOUT_MS = 120_000;

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    geoControlUrl: string;
    /** The fake PayPal (its `/__orders` lists the orders made). */
    paypalUrl: string;
  }
}

/**
 * Waits until another process (the stack) answers 200 at `url`. Its readiness has no event
 * this process could wait for, so the address is asked again every half second.
 */
async function waitForOk(url: string, deadline: number, stack: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (stack.exitCode !== null)
      throw new Error(`the stack exited early (${stack.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return resolve();
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
      resolve();
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(force);
      resolve();
    }
  });
}

export default async function setup(project: TestProject) {
  const geo = await startFakeGeolocation(ports.geo);
  project.provide('geoControlUrl', geo.controlUrl);
  const paypal = await startFakePaypal({ ...PAYPAL_CREDENTIALS, port: ports.paypal });
  project.provide('paypalUrl', paypal.url);
  const closeFakes = async () => {
    await Promise.all([geo.close(), paypal.close()]);
  };

  if (process.env.E2E_WEB_URL && process.env.E2E_API_URL) {
    project.provide('webUrl', process.env.E2E_WEB_URL);
    project.provide('apiUrl', process.env.E2E_API_URL);
    return closeFakes;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-e2e-'));
  const logFile = path.join(dataDir, 'stack.log');
  const log = openSync(logFile, 'a');
  const apiUrl = `http://localhost:${ports.api}`;
  const webUrl = `http://localhost:${ports.web}`;

  // detached: the stack gets its own process group, so teardown stops the API and web too.
  const stack = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(ports.api),
      WEB_PORT: String(ports.web),
      EMBEDDED_DB_PORT: String(ports.db),
      API_URL: apiUrl,
      WEB_ORIGIN: webUrl,
      GEOLOCATION_URL: geo.url,
      ...paypalEnvironment(paypal.url),
      // Every test signs in through the form from one address: the per-IP limit (20 a
      // minute) would turn a long run into 429s. The limit itself has API tests.
      SIGNIN_RATE_LIMIT: process.env.SIGNIN_RATE_LIMIT ?? '1000',
      RECOVERY_RATE_LIMIT: process.env.RECOVERY_RATE_LIMIT ?? '1000',
      SIGNUP_RATE_LIMIT: process.env.SIGNUP_RATE_LIMIT ?? '1000',
      // The dev mailbox is what the recovery test reads: never send real mail from tests.
      SMTP_URL: '',
    },
  });

  try {
    const deadline = Date.now() + STARTUP_TIMEOUT_MS;
    await waitForOk(`${apiUrl}/health-check`, deadline, stack);
    await waitForOk(`${webUrl}/`, deadline, stack);
  } catch (error) {
    await stopGroup(stack);
    await closeFakes();
    throw new Error(`${(error as Error).message}; see ${logFile}`);
  }

  project.provide('webUrl', webUrl);
  project.provide('apiUrl', apiUrl);

  return async () => {
    await stopGroup(stack);
    await closeFakes();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
