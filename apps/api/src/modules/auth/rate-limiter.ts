/**
 * Fixed-window counters kept in PostgreSQL (rate_limit_counters), so a limit holds across
 * every API replica. Used where the key is not the client's IP (the IP limits are
 * @fastify/rate-limit's, per replica): failed sign-ins per e-mail.
 */
import { and, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import type { Clock } from '../../time/clock.js';

export type RateLimiter = {
  /** Hits counted so far in the current window, and seconds until it ends. */
  peek(key: string): Promise<{ hits: number; retryAfterSeconds: number }>;
  hit(key: string): Promise<number>;
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
  return {
    async peek(key) {
      const window = windowOf(clock.now().getTime());
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          and(
            sql`${rateLimitCounters.key} = ${key}`,
            sql`${rateLimitCounters.windowStart} = ${window.start}`,
          ),
        );
      return { hits: row?.hits ?? 0, retryAfterSeconds: window.retryAfterSeconds };
    },
    async hit(key) {
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
      return row?.hits ?? 1;
    },
  };
}
