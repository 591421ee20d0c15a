/** Unit tests of the web app: pure modules and hooks, in jsdom. Browser tests live in e2e/. */
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

export default defineConfig({
  ...sourceConditions,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
  },
});
