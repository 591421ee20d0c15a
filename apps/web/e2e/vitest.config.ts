/**
 * Browser tests: Chromium (playwright-core) against the whole stack — embedded database,
 * API and the built web app — started once by global-setup.ts. Run `npm run build` first;
 * the stack is started without building. Test data comes from support/fixtures.ts.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestUserConfig } from 'vitest/config';
import { sourceConditions } from '../../../vitest.shared.js';

/** What the browser tests and the screenshot tours (vitest.screenshots.config.ts) share. */
export const browserStack: TestUserConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  environment: 'node',
  globalSetup: ['./global-setup.ts'],
  // One stack, one browser at a time: the fake geolocation service's mode is shared.
  fileParallelism: false,
  hookTimeout: 180_000,
};

export default defineConfig({
  ...sourceConditions,
  test: {
    ...browserStack,
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
  },
});
