/**
 * `Idempotency-Key` (issue 11): the first request with a key runs and its answer is kept for
 * 24 hours; the same key with the same body answers that again, without running anything;
 * the same key with another body is refused (422 IDEMPOTENCY_KEY_REUSED). Keys are per
 * operation and per caller, so one caller's key never reveals another's answer. A request
 * arriving while the first still runs waits for its answer. A claim left unanswered for
 * IDEMPOTENCY_CLAIM_TIMEOUT_MS (its request crashed, or its process died before answering or
 * freeing it) is taken over by the next request with the key, rather than blocking it for 24 h.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { PaymentsRepository } from './payments.repository.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * How long a claim may stay unanswered before another request with its key takes it over. Far
 * above what the work takes (its vendor call is cut at PAYMENTS_VENDOR_TIMEOUT_MS, 10 s by
 * default), so a request still running is never run twice; the database decides which request
 * holds the claim (one conditional upsert), and only that one stores or frees it.
 */
export const IDEMPOTENCY_CLAIM_TIMEOUT_MS = 60 * 1000;
/** How long a repeated request waits for the first one's answer before giving up. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 50;

export type IdempotentCall = { operation: string; owner: string; key: string | undefined; body: unknown };

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

export function createIdempotency(deps: { payments: PaymentsRepository; clock: Clock }) {
  const { payments, clock } = deps;

  async function replay<T>(where: Omit<IdempotentCall, 'body'> & { key: string }, requestHash: string) {
    const deadline = clock.now().getTime() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const since = new Date(clock.now().getTime() - IDEMPOTENCY_WINDOW_MS);
      const stored = await payments.findIdempotentAnswer(where.operation, where.owner, where.key, since);
      if (stored && stored.requestHash !== requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 'La clave de idempotencia ya se usó con otros datos');
      }
      if (stored && stored.statusCode !== 0) return stored.response as T;
      if (!stored || clock.now().getTime() > deadline) return undefined;
      await sleep(POLL_MS);
    }
  }

  /** Runs `work` once per key and body within the window; answers the first answer again otherwise. */
  return async function idempotent<T>(call: IdempotentCall, work: () => Promise<T>): Promise<T> {
    if (!call.key) return work();
    const where = { operation: call.operation, owner: call.owner, key: call.key };
    const requestHash = hashOf(call.body);
    const now = clock.now();
    const claimed = await payments.claimIdempotencyKey({ ...where, requestHash }, now, {
      expiredBefore: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS),
      abandonedBefore: new Date(now.getTime() - IDEMPOTENCY_CLAIM_TIMEOUT_MS),
    });
    if (!claimed) {
      const answer = await replay<T>(where, requestHash);
      if (answer !== undefined) return answer;
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'Esa clave de idempotencia todavía se está procesando');
    }
    const claim = { ...where, claimedAt: now };
    try {
      const answer = await work();
      await payments.storeIdempotentAnswer(claim, 201, answer);
      return answer;
    } catch (error) {
      // A refused request keeps nothing: the same key may be tried again.
      await payments.releaseIdempotencyKey(claim);
      throw error;
    }
  };
}

export type Idempotent = ReturnType<typeof createIdempotency>;
