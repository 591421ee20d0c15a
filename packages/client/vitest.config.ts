import { defineConfig } from 'vitest/config';
import { directoryOf, sourceConditions } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceConditions,
  root: directoryOf(import.meta.url),
  test: { name: 'client', environment: 'node', include: ['src/**/*.test.ts'] },
});
