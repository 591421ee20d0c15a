/**
 * The real API on a database of its own (setup/private-database.ts), for a test file that must
 * see only its own rows: the accounting summaries add up the whole ledger, which other test files
 * write to on the run's shared database.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { DependencyOverrides } from '../../src/composition/app-dependencies.js';
import type { Config } from '../../src/config/config.js';
import { testClock } from '../fakes/test-clock.js';
import { createPrivateDatabase, type PrivateDatabase } from './private-database.js';
import { signingIn } from './signed-in.js';
import { type TestApp, testConfig } from './test-app.js';

/** Like `useTestApp`, on a private database dropped after the file's tests. */
export function usePrivateTestApp(
  overrides: Partial<Config> = {},
  dependencies: DependencyOverrides = {},
): TestApp {
  const t = {} as TestApp;
  let database: PrivateDatabase | undefined;
  beforeAll(async () => {
    database = await createPrivateDatabase(inject('databaseUrl'));
    const config = testConfig(overrides);
    const app = await buildApp(config, database.connection, dependencies);
    await app.ready();
    Object.assign(t, {
      app,
      database: database.connection,
      config,
      async close() {
        await app.close();
        await database?.drop();
      },
    } satisfies TestApp);
  });
  afterAll(() => t.close?.());
  return t;
}

/**
 * A private app for a story told on a test clock from `start` (the accounting and report tests):
 * its tokens outlive the story's years, and the academy is in Buenos Aires, the zone the tests'
 * hand-written figures are in (`zone`, for their own SQL). `signedIn` signs tokens by that clock.
 */
export function usePrivateStoryApp(start: string) {
  const clock = testClock(start);
  const zone = 'America/Argentina/Buenos_Aires';
  const t = usePrivateTestApp({ tokenTtlSeconds: 3 * 365 * 86_400, academyTimeZone: zone }, { clock });
  return { t, clock, zone, signedIn: signingIn(t, clock) };
}
