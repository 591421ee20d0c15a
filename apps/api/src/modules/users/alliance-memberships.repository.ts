/** Queries on a user's alliance membership and its history. No rules here: alliance-membership.ts decides. */
import { desc, eq } from 'drizzle-orm';
import type { PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { allianceMembershipChanges, alliances, type UserRow, users } from '../../db/schema/index.js';
import { joinedPage } from '../../db/table-page.js';
import { historyChanger } from './users.repository.js';

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

    /** A page of the user's changes with the alliance's name and who made each (index on user, time). */
    async findChanges(userId: string, page: PageRequest) {
      const { changer, columns } = historyChanger();
      const where = eq(allianceMembershipChanges.userId, userId);
      const changedAt = allianceMembershipChanges.changedAt;
      const rows = db
        .select({
          change: allianceMembershipChanges,
          allianceName: alliances.name,
          changer: columns,
        })
        .from(allianceMembershipChanges)
        .innerJoin(alliances, eq(alliances.id, allianceMembershipChanges.allianceId))
        .leftJoin(changer, eq(changer.id, allianceMembershipChanges.changedBy));
      return joinedPage(db, allianceMembershipChanges, rows, where, page, {
        sortable: { changedAt },
        defaults: [desc(changedAt)],
      });
    },
  };
}
