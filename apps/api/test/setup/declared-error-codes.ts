/**
 * Setup file of the integration tests: a test during which an operation answered an error
 * code its contract definition does not declare fails, naming the operation and the code
 * (the error handler records them in test mode, see src/errors/declared-codes.ts).
 */
import { afterEach } from 'vitest';
import { takeUndeclaredCodes } from '../../src/errors/declared-codes.js';

afterEach(() => {
  const defects = takeUndeclaredCodes();
  if (defects.length === 0) return;
  const list = defects.map(({ operationId, code }) => `${operationId} answered ${code}`).join('; ');
  throw new Error(
    `Undeclared error codes: ${list}. Declare them in the operation's \`errors\` (packages/contract/src/areas) or answer a declared code.`,
  );
});
