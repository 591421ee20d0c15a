import { ApiError } from '@catedra/client';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetry } from './query-client';

const answer = (status: number) => new ApiError('findUserById', status, { status, code: 'INTERNAL' });

describe('retrying a failed query', () => {
  it('never retries a 4xx: the page says at once what happened', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(shouldRetry(0, answer(status))).toBe(false);
  });

  it('retries a server failure or a lost connection twice', () => {
    expect(shouldRetry(0, answer(503))).toBe(true);
    expect(shouldRetry(1, answer(0))).toBe(true);
    expect(shouldRetry(2, answer(500))).toBe(false);
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true);
  });

  it('is the default of the app’s query cache', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetry);
  });
});
