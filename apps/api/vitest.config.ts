/** `api`: the integration tests on a fresh embedded database (PGlite over the wire protocol). */
import { defineConfig } from 'vitest/config';
import { directoryOf, sourceConditions } from '../../vitest.shared.js';
import { integrationSettings } from './vitest.integration.js';

export default defineConfig({
  ...sourceConditions,
  root: directoryOf(import.meta.url),
  test: { name: 'api', ...integrationSettings, globalSetup: ['test/setup/embedded-database.ts'] },
});
