/**
 * Integration tests, on a real database: the `*.routes.test.ts` files (HTTP level), the
 * `*.db.test.ts` files (services on their real repositories) and test/.
 */
export const integrationTests = ['src/**/*.routes.test.ts', 'src/**/*.db.test.ts', 'test/**/*.test.ts'];

export const integrationSettings = {
  environment: 'node',
  include: integrationTests,
  env: { NODE_ENV: 'test' },
  /** Fails a test during which an operation answered an error code it does not declare. */
  setupFiles: ['test/setup/declared-error-codes.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
