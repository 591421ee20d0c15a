/** Queries on password recovery links (stored as the SHA-256 of their token). No rules here. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { passwordRecoveryTokens } from '../../db/schema/index.js';

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordRecoveryTokens.tokenHash, tokenHash),
    isNull(passwordRecoveryTokens.usedAt),
    gt(passwordRecoveryTokens.expiresAt, now),
  );

export function createRecoveryLinksRepository(db: Executor) {
  return {
    /** Marks the user's unused links as used (a new link replaces them). */
    async retireUnused(userId: string, now: Date) {
      await db
        .update(passwordRecoveryTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordRecoveryTokens.userId, userId), isNull(passwordRecoveryTokens.usedAt)));
    },

    async insert(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordRecoveryTokens).values(values);
    },

    /** The user of a link that is unused and not expired at `now`, without consuming it. */
    async findUsable(tokenHash: string, now: Date): Promise<{ userId: string } | undefined> {
      const [row] = await db
        .select({ userId: passwordRecoveryTokens.userId })
        .from(passwordRecoveryTokens)
        .where(usable(tokenHash, now))
        .limit(1);
      return row;
    },

    /** Consumes the link if it is still usable; answers its user, or undefined (used meanwhile, expired). */
    async consume(tokenHash: string, now: Date): Promise<{ userId: string } | undefined> {
      const [row] = await db
        .update(passwordRecoveryTokens)
        .set({ usedAt: now })
        .where(usable(tokenHash, now))
        .returning({ userId: passwordRecoveryTokens.userId });
      return row;
    },
  };
}

export type RecoveryLinksRepository = ReturnType<typeof createRecoveryLinksRepository>;
