/**
 * Builds the real API on the run's test database (see the global setups). Each test file
 * gets its own app and pool; data is isolated by the factories' unique e-mails and ids.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config/config.js';
import { connectDatabase, type DatabaseConnection } from '../../src/db/database.js';
import { createTokenService } from '../../src/modules/auth/tokens.js';

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

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = connectDatabase(inject('databaseUrl'), { maxConnections: 4 });
  const app = await buildApp(config, database);
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

/** A token for a user, signed as the API signs them. */
export async function tokenFor(
  config: Config,
  user: { id: string; email: string; scopes: string[]; tokenVersion?: number },
) {
  const tokens = createTokenService(config.jwtSecret, config.tokenTtlSeconds);
  const { token } = await tokens.issue({ ...user, tokenVersion: user.tokenVersion ?? 0 });
  return token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/**
 * A test file's app: built before its tests on the run's database and closed after them.
 * The object is filled in by `beforeAll`, so the tests read `t.app`, `t.database` as usual.
 */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(() => t.close());
  return t;
}
