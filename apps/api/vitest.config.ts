/** `api`: the integration tests on a fresh embedded PostgreSQL server started for the run. */
import { defineConfig } from 'vitest/config';
import { directoryOf, sourceConditions } from '../../vitest.shared.js';
import { integrationSettings } from './vitest.integration.js';

export default defineConfig({
  ...sourceConditions,
  root: directoryOf(import.meta.url),
  test: { name: 'api', ...integrationSettings, globalSetup: ['test/setup/embedded-database.ts'] },
});
