import { describe, expect, it } from 'vitest';
import { attemptResultOf, MAX_ATTEMPTS, retryDelayMs } from './delivery.js';

const now = new Date('2026-03-10T15:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('what an attempt leaves on a delivery', () => {
  it('waits 1, 2, 4… minutes between attempts, at most 6 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 3_600_000);
  });

  it('a 2xx is DELIVERED, with when and the status', () => {
    expect(attemptResultOf({ result: 'delivered', status: 201 }, 2, now)).toEqual({
      status: 'DELIVERED',
      attempts: 3,
      lastHttpStatus: 201,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: now,
    });
  });

  it('a refusal is FAILED at once', () => {
    expect(attemptResultOf({ result: 'refused', status: 404, error: 'answered 404' }, 0, now)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastHttpStatus: 404,
      nextAttemptAt: null,
    });
  });

  it('a passing failure stays PENDING until its backoff (or a longer Retry-After), then FAILED after MAX_ATTEMPTS', () => {
    const retry = { result: 'retry', status: 503, error: 'answered 503' } as const;
    expect(attemptResultOf(retry, 0, now)).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      nextAttemptAt: at(60_000),
    });
    expect(attemptResultOf(retry, 2, now)).toMatchObject({
      status: 'PENDING',
      attempts: 3,
      nextAttemptAt: at(240_000),
    });
    expect(attemptResultOf({ ...retry, status: 429, retryAfterMs: 900_000 }, 0, now).nextAttemptAt).toEqual(
      at(900_000),
    );
    expect(attemptResultOf(retry, MAX_ATTEMPTS - 1, now)).toMatchObject({
      status: 'FAILED',
      attempts: MAX_ATTEMPTS,
      lastError: 'answered 503',
      nextAttemptAt: null,
    });
  });

  it('with no URL configured it is KEPT, no attempt counted', () => {
    expect(attemptResultOf({ result: 'not-configured' }, 1, now)).toMatchObject({
      status: 'KEPT',
      attempts: 1,
      nextAttemptAt: null,
    });
  });
});
