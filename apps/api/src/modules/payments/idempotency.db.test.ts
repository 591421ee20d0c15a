/**
 * An Idempotency-Key whose request never completed (it hung, or its process died between the
 * claim and the answer) is free again after the claim's lock timeout, not for 24 hours; within
 * the timeout it stays held, and "once" is still the database's: the claim is one conditional
 * upsert on the key's unique index, and only the claim's own request stores or releases it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { AppError } from '../../errors/app-error.js';
import { createIdempotency, IDEMPOTENCY_CLAIM_TIMEOUT_MS } from './idempotency.js';
import { createPaymentsRepository } from './payments.repository.js';

const t = useTestApp();

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof AppError ? error.code : error),
  );

describe('a claim that is never completed', () => {
  it('holds the key within the lock timeout, then lets one of its retries take it over and run, once', async () => {
    const clock = testClock('2026-03-10T15:00:00Z');
    const idempotent = createIdempotency({ payments: createPaymentsRepository(t.database.db), clock });
    const call = { operation: 'createPayment', owner: randomUUID(), key: 'k-1', body: { amount: '10.00' } };
    const hung = deferred<{ id: string }>();
    const claimed = deferred<void>();
    const first = idempotent(call, () => {
      claimed.resolve();
      return hung.promise;
    });
    await claimed.promise;

    clock.advance(IDEMPOTENCY_CLAIM_TIMEOUT_MS / 2);
    const other = idempotent({ ...call, body: { amount: '20.00' } }, async () => ({ id: 'other' }));
    expect(await codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');

    clock.advance(IDEMPOTENCY_CLAIM_TIMEOUT_MS);
    let runs = 0;
    const work = async () => {
      runs += 1;
      return { id: 'second' };
    };
    // Ten retries at once: one takes the claim over and runs, the others answer its answer.
    const retries = await Promise.all(Array.from({ length: 10 }, () => idempotent(call, work)));
    expect(retries).toEqual(Array(10).fill({ id: 'second' }));
    expect(runs).toBe(1);

    // The first request wakes up after all: its answer is its own, not the key's.
    hung.resolve({ id: 'first' });
    expect(await first).toEqual({ id: 'first' });
    expect(await idempotent(call, work)).toEqual({ id: 'second' });
    expect(runs).toBe(1);
  });

  it('is free at once when its request failed, as before', async () => {
    const clock = testClock('2026-03-10T15:00:00Z');
    const idempotent = createIdempotency({ payments: createPaymentsRepository(t.database.db), clock });
    const call = { operation: 'createPayment', owner: randomUUID(), key: 'k-2', body: {} };
    expect(await codeOf(idempotent(call, () => Promise.reject(new AppError('NOTHING_TO_PAY'))))).toBe(
      'NOTHING_TO_PAY',
    );
    expect(await idempotent(call, async () => ({ id: 'retried' }))).toEqual({ id: 'retried' });
  });
});
