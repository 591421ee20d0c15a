/**
 * A transaction that lost a lock race (PostgreSQL chose it as a deadlock's victim, 40P01,
 * or could not serialize it, 40001) did nothing: it was rolled back whole. The unit of work
 * runs such a transaction again, a few times, after a short jittered pause — so two
 * requests locking the same rows answer both, never a 500. A work may also ask to be run
 * again (`TransactionRestart`) when what it locked shows the data changed under it before
 * the lock (the lock order's re-check, ARCHITECTURE.md "Lock order").
 *
 * Only the transaction is repeated: its work must keep every side effect (a vendor call, an
 * e-mail, in-memory state) outside it, before it starts or after it commits.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** deadlock_detected, serialization_failure. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);

/** Thrown by a transaction's work to be run again from the start (its transaction rolled back). */
export class TransactionRestart extends Error {
  override readonly name = 'TransactionRestart';
}

/** True for a deadlock or serialization failure, or an error whose `cause` chain holds one (Drizzle wraps the driver's). */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof TransactionRestart) return true;
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && RETRYABLE_STATES.has(code)) return true;
    current = cause;
  }
  return false;
}

export type RetryOptions = {
  /** Runs in all, the first included. */
  attempts: number;
  /** The pause before the n-th retry is random in [0, baseDelayMs × 2^(n−1)]. */
  baseDelayMs: number;
  random?: () => number;
  pause?: (milliseconds: number) => Promise<unknown>;
};

export const TRANSACTION_RETRY: RetryOptions = { attempts: 5, baseDelayMs: 20 };

/** Runs `transaction` again while it fails with a retryable conflict, at most `attempts` times in all. */
export async function retryingConflicts<T>(
  transaction: () => Promise<T>,
  options: RetryOptions = TRANSACTION_RETRY,
): Promise<T> {
  const random = options.random ?? Math.random;
  const pause = options.pause ?? sleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= options.attempts || !isRetryableConflict(error)) throw error;
      await pause(Math.round(random() * options.baseDelayMs * 2 ** (attempt - 1)));
    }
  }
}
