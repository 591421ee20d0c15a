/**
 * Browser tests: Chromium (playwright-core) against the whole stack — embedded database,
 * API and the built web app — started once by global-setup.ts. Run `npm run build` first;
 * the stack is started without building.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // One stack, one browser at a time: the tests share the demo accounts and the fake
    // geolocation service's mode.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
