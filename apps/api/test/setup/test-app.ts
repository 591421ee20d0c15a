/**
 * Builds the real API on the run's test database (see the global setups). Each test file
 * gets its own app and pool; data is isolated by the factories' unique e-mails and ids.
 */
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { DependencyOverrides } from '../../src/composition/app-dependencies.js';
import { createDependencies } from '../../src/composition/dependencies.js';
import { type Config, loadConfig } from '../../src/config/config.js';
import { connectDatabase, type DatabaseConnection } from '../../src/db/database.js';
import { createTokenService } from '../../src/modules/auth/tokens.js';
import type { Clock } from '../../src/time/clock.js';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseConnection;
  config: Config;
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!' }),
    seedDemo: false,
    ...overrides,
  };
}

/** `logStream`: where the app's log lines go (with a `logLevel` override), to read them in a test. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  dependencies: DependencyOverrides = {},
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = connectDatabase(inject('databaseUrl'), { maxConnections: 4 });
  const app = await buildApp(config, database, dependencies, logStream);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The app's dependencies wired as buildApp wires them, on the test app's database, to call
 * services directly (the overrides replace the clock, the mailer, a service...).
 */
export function dependenciesOf(t: TestApp, overrides: DependencyOverrides = {}) {
  return createDependencies(t.config, t.database, t.app.log, overrides);
}

/** A token for a user, signed as the API signs them (by the given clock, for an app that travels in time). */
export async function tokenFor(
  config: Config,
  user: { id: string; email: string; scopes: string[]; tokenVersion?: number },
  clock?: Clock,
) {
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds, clock);
  const { token } = await tokens.issue({ ...user, tokenVersion: user.tokenVersion ?? 0 });
  return token;
}

/** The status a GET of `url` answers to `headers`, for the tests that only check who may read it. */
export async function getStatus(t: TestApp, url: string, headers: Record<string, string>) {
  return (await t.app.inject({ method: 'GET', url, headers })).statusCode;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * Requests to the test app sent with the given headers: `admin.post(url, payload)` answers the
 * response, for the test to check its status and body.
 */
export function requestsWith(t: TestApp, headers: Record<string, string>) {
  const send = (method: HTTPMethods) => (url: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method, url, headers, payload });
  return {
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
  };
}

/**
 * A test file's app: built before its tests on the run's database and closed after them.
 * The object is filled in by `beforeAll`, so the tests read `t.app`, `t.database` as usual.
 */
export function useTestApp(
  overrides: Partial<Config> = {},
  dependencies: DependencyOverrides = {},
  logStream?: { write(line: string): void },
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides, dependencies, logStream));
  });
  afterAll(() => t.close());
  return t;
}
