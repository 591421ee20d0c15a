import { describe, expect, it } from 'vitest';
import { recordUndeclaredCode, takeUndeclaredCodes, undeclaredCodeOf } from './declared-codes.js';

describe('undeclaredCodeOf', () => {
  it('admits the codes an operation declares and those its shape implies', () => {
    expect(undeclaredCodeOf('createUser', 'EMAIL_TAKEN')).toBeNull();
    expect(undeclaredCodeOf('findUserById', 'NOT_FOUND')).toBeNull();
    expect(undeclaredCodeOf('findUserById', 'FORBIDDEN')).toBeNull();
    expect(undeclaredCodeOf('signin', 'RATE_LIMITED')).toBeNull();
  });

  it('names the defect when an operation answers a code it does not declare', () => {
    expect(undeclaredCodeOf('findAllUsers', 'EMAIL_TAKEN')).toEqual({
      operationId: 'findAllUsers',
      code: 'EMAIL_TAKEN',
    });
    // A public operation without path parameters does not answer 401 or 404.
    expect(undeclaredCodeOf('healthCheck', 'UNAUTHENTICATED')).not.toBeNull();
    expect(undeclaredCodeOf('findAllUsers', 'NOT_FOUND')).not.toBeNull();
  });

  it('leaves answers outside any operation alone (an unknown route)', () => {
    expect(undeclaredCodeOf(undefined, 'NOT_FOUND')).toBeNull();
  });
});

describe('the record the integration tests read', () => {
  it('hands the recorded defects over once', () => {
    recordUndeclaredCode({ operationId: 'findAllUsers', code: 'EMAIL_TAKEN' });
    expect(takeUndeclaredCodes()).toEqual([{ operationId: 'findAllUsers', code: 'EMAIL_TAKEN' }]);
    expect(takeUndeclaredCodes()).toEqual([]);
  });
});
