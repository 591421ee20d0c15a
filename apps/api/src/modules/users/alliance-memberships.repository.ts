/** Queries on a user's alliance membership and its history. No rules here: alliance-membership.ts decides. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { allianceMembershipChanges, type UserRow, users } from '../../db/schema/index.js';

export type MembershipChange = typeof allianceMembershipChanges.$inferInsert;

export function createAllianceMembershipsRepository(db: Executor) {
  return {
    /** The user, locked until the transaction ends: concurrent membership changes wait in turn. */
    async lockUser(userId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    async setMembership(
      userId: string,
      membership: { allianceId: string | null; allianceTier: string | null },
      at: Date,
    ): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...membership, updatedAt: at })
        .where(eq(users.id, userId))
        .returning();
      return row!;
    },

    async recordChange(change: MembershipChange): Promise<void> {
      await db.insert(allianceMembershipChanges).values(change);
    },
  };
}
