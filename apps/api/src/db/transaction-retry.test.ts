import { describe, expect, it, vi } from 'vitest';
import { isRetryableConflict, retryingConflicts, TransactionRestart } from './transaction-retry.js';

/** A pg error as Drizzle hands it over: the driver's error (with its SQLSTATE) as `cause`. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('x'), { code }) });

const noPause = { attempts: 5, baseDelayMs: 20, random: () => 0.5, pause: async () => undefined };

describe('isRetryableConflict', () => {
  it('knows a deadlock, a serialization failure and a restart asked for, also wrapped', () => {
    expect(isRetryableConflict(wrapped('40P01'))).toBe(true);
    expect(isRetryableConflict(wrapped('40001'))).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isRetryableConflict(new TransactionRestart('attached meanwhile'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isRetryableConflict(wrapped('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('disk full'))).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });
});

describe('retryingConflicts', () => {
  it('runs the transaction again after a deadlock, pausing a jittered, growing time', async () => {
    const pauses: number[] = [];
    const transaction = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(wrapped('40P01'))
      .mockRejectedValueOnce(wrapped('40001'))
      .mockResolvedValue('committed');
    const answer = await retryingConflicts(transaction, {
      ...noPause,
      pause: async (milliseconds) => void pauses.push(milliseconds),
    });
    expect(answer).toBe('committed');
    expect(transaction).toHaveBeenCalledTimes(3);
    expect(pauses).toEqual([10, 20]);
  });

  it('gives up after its attempts, with the last conflict', async () => {
    const transaction = vi.fn(async () => {
      throw wrapped('40P01');
    });
    await expect(retryingConflicts(transaction, noPause)).rejects.toThrow('Failed query');
    expect(transaction).toHaveBeenCalledTimes(5);
  });

  it('never repeats a transaction that failed otherwise', async () => {
    const transaction = vi.fn(async () => {
      throw new Error('PAYMENT_NOT_PAYABLE');
    });
    await expect(retryingConflicts(transaction, noPause)).rejects.toThrow('PAYMENT_NOT_PAYABLE');
    expect(transaction).toHaveBeenCalledTimes(1);
  });
});
