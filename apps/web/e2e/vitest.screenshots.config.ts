/**
 * `npm run screenshots`: the picture tours in screenshots/ against the same stack as the
 * browser tests (global-setup.ts). They write PNGs to SCREENSHOTS_DIR (default
 * `screenshots/` at the repository's root) and assert nothing, so `npm test` leaves them out.
 */
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../../vitest.shared.js';
import { browserStack } from './vitest.config.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    ...browserStack,
    name: 'screenshots',
    include: ['screenshots/*.shots.ts'],
    testTimeout: 300_000,
  },
});
