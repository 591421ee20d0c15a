/**
 * Fixed-window counters kept in PostgreSQL (rate_limit_counters), so a limit holds across
 * every API replica. Used where the key is not only the client's IP (the IP limits are
 * @fastify/rate-limit's, per replica): failed sign-ins per e-mail.
 *
 * A slot is taken before the work it guards, in one atomic statement (an upsert that
 * increments and returns the count), so concurrent requests can never all see a count
 * below the limit: of 100 parallel attempts with a limit of 10, exactly 10 get through.
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import type { Clock } from '../../time/clock.js';

export type RateLimitSlot = {
  /** The count in this window including this slot. */
  hits: number;
  retryAfterSeconds: number;
  /** Hands the slot back (the guarded attempt turned out not to count). */
  release(): Promise<void>;
};

export type RateLimiter = {
  take(key: string): Promise<RateLimitSlot>;
  /** Forgets the counts of a key and of every key that starts with `${key}|`. */
  clear(key: string): Promise<void>;
};

/** Windows follow the injected clock, so a test moves past one without waiting. */
export function createRateLimiter(db: Executor, windowSeconds: number, clock: Clock): RateLimiter {
  const windowOf = (now: number) => {
    const start = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
    return {
      start: new Date(start * 1000),
      retryAfterSeconds: Math.max(1, start + windowSeconds - Math.floor(now / 1000)),
    };
  };
  const ofKeyInWindow = (key: string, windowStart: Date) =>
    and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart));

  return {
    async take(key) {
      const window = windowOf(clock.now().getTime());
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: window.start, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      // Old windows are useless: drop them now and then rather than with a separate job.
      if (Math.random() < 0.01) {
        await db
          .delete(rateLimitCounters)
          .where(lt(rateLimitCounters.windowStart, new Date(clock.now().getTime() - 86_400_000)));
      }
      return {
        hits: row?.hits ?? 1,
        retryAfterSeconds: window.retryAfterSeconds,
        async release() {
          await db
            .update(rateLimitCounters)
            .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
            .where(ofKeyInWindow(key, window.start));
        },
      };
    },
    async clear(key) {
      await db
        .delete(rateLimitCounters)
        .where(or(eq(rateLimitCounters.key, key), sql`starts_with(${rateLimitCounters.key}, ${`${key}|`})`));
    },
  };
}
