/** `api-unit`: pure functions, no database. */
import { defineConfig } from 'vitest/config';
import { directoryOf, sourceConditions } from '../../vitest.shared.js';
import { integrationTests } from './vitest.integration.js';

export default defineConfig({
  ...sourceConditions,
  root: directoryOf(import.meta.url),
  test: { name: 'api-unit', environment: 'node', include: ['src/**/*.test.ts'], exclude: integrationTests },
});
