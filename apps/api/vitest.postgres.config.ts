/** `api-postgres`: the integration tests again, on a fresh database of the server at TEST_DATABASE_URL. */
import { defineConfig } from 'vitest/config';
import { directoryOf, sourceConditions } from '../../vitest.shared.js';
import { integrationSettings } from './vitest.integration.js';

export default defineConfig({
  ...sourceConditions,
  root: directoryOf(import.meta.url),
  test: { name: 'api-postgres', ...integrationSettings, globalSetup: ['test/setup/postgres-database.ts'] },
});
