/**
 * The failed-sign-in limits (docs/domain/identity.md, "Failed sign-ins"). Two counters per
 * 15-minute window, both in the database: one per e-mail and client IP (the limit a guesser
 * meets), and a larger one per e-mail from every client (so many IPs cannot guess freely).
 * A third party can thus only lock an account for everyone by guessing from many
 * addresses, and the owner's completed password recovery clears both counters.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../errors/app-error.js';
import type { RateLimiter, RateLimitSlot } from './rate-limiter.js';

export type SigninAttempt = {
  /** The credentials were right: the attempt is not a failure, its slots are handed back. */
  succeeded(): Promise<void>;
};

export type SigninFailures = {
  /** Takes a slot for one attempt, or throws RATE_LIMITED past either limit. */
  admit(email: string, clientIp: string): Promise<SigninAttempt>;
  /** Clears the account's counters (after a completed password recovery). */
  clear(email: string): Promise<void>;
};

/** The counters are keyed by a hash of the e-mail: no address is kept in the table. */
const accountKeyOf = (email: string) =>
  `signin-failure:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

const limited = (slot: RateLimitSlot) =>
  new AppError(
    'RATE_LIMITED',
    'Demasiados intentos fallidos para este e-mail. Probá más tarde o recuperá tu contraseña.',
    undefined,
    slot.retryAfterSeconds,
  );

export function createSigninFailures(
  counters: RateLimiter,
  limits: { perClient: number; perAccount: number },
): SigninFailures {
  return {
    async admit(email, clientIp) {
      const accountKey = accountKeyOf(email);
      const perClient = await counters.take(`${accountKey}|${clientIp}`);
      if (perClient.hits > limits.perClient) throw limited(perClient);
      const perAccount = await counters.take(accountKey);
      if (perAccount.hits > limits.perAccount) {
        await perClient.release();
        throw limited(perAccount);
      }
      return {
        async succeeded() {
          await Promise.all([perClient.release(), perAccount.release()]);
        },
      };
    },
    clear: (email) => counters.clear(accountKeyOf(email)),
  };
}
