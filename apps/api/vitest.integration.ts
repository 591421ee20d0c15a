/** Integration tests: the `*.routes.test.ts` files and test/, on a real database. */
export const integrationTests = ['src/**/*.routes.test.ts', 'test/**/*.test.ts'];

export const integrationSettings = {
  environment: 'node',
  include: integrationTests,
  env: { NODE_ENV: 'test' },
  /** Fails a test during which an operation answered an error code it does not declare. */
  setupFiles: ['test/setup/declared-error-codes.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
