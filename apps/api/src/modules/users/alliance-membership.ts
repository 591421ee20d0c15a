/**
 * The users module's rules about a user's alliance membership (docs/domain/alliances-and-plans.md,
 * "Members"), for the alliances module's operations: they run on the caller's transaction
 * (`tx`), after it has locked the alliance and checked the tier, so the lock order is the
 * alliance, then the user. A user belongs to at most one alliance, with a tier of it; every
 * change is recorded with who made it.
 */
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { UserRow } from '../../db/schema/index.js';
import { createAllianceMembershipsRepository } from './alliance-memberships.repository.js';
import { createUsersRepository } from './users.repository.js';

export type MembershipChangeInput = {
  userId: string;
  allianceId: string;
  /** Who changes it (a history names him). */
  by: string;
  at: Date;
};

/** What a join answers: the user as he is now, or why nothing changed. */
export type JoinOutcome =
  | { kind: 'member'; user: UserRow }
  | { kind: 'unknown-user' }
  | { kind: 'other-alliance'; user: UserRow };

/**
 * Makes the user a member of the alliance with the tier, or changes his tier there. The same
 * tier again changes (and records) nothing, so concurrent equal calls write one history row.
 */
export async function joinAlliance(
  tx: Executor,
  input: MembershipChangeInput & { tier: string },
): Promise<JoinOutcome> {
  const memberships = createAllianceMembershipsRepository(tx);
  const user = await memberships.lockUser(input.userId);
  if (!user) return { kind: 'unknown-user' };
  if (user.allianceId && user.allianceId !== input.allianceId) return { kind: 'other-alliance', user };
  if (user.allianceId === input.allianceId && user.allianceTier === input.tier)
    return { kind: 'member', user };
  const changed = await memberships.setMembership(
    user.id,
    { allianceId: input.allianceId, allianceTier: input.tier },
    input.at,
  );
  await memberships.recordChange({
    userId: user.id,
    allianceId: input.allianceId,
    action: user.allianceId ? 'TIER_CHANGED' : 'JOINED',
    tier: input.tier,
    changedBy: input.by,
    changedAt: input.at,
  });
  return { kind: 'member', user: changed };
}

/** Takes the user out of the alliance (and his tier with it); undefined when he is not its member. */
export async function leaveAlliance(
  tx: Executor,
  input: MembershipChangeInput,
): Promise<UserRow | undefined> {
  const memberships = createAllianceMembershipsRepository(tx);
  const user = await memberships.lockUser(input.userId);
  if (!user || user.allianceId !== input.allianceId) return undefined;
  const changed = await memberships.setMembership(
    user.id,
    { allianceId: null, allianceTier: null },
    input.at,
  );
  await memberships.recordChange({
    userId: user.id,
    allianceId: input.allianceId,
    action: 'LEFT',
    tier: null,
    changedBy: input.by,
    changedAt: input.at,
  });
  return changed;
}

/** The user's membership changes, newest first; undefined when the user does not exist. */
export async function membershipChangesOf(db: Executor, userId: string, query: PageQuery) {
  const memberships = createAllianceMembershipsRepository(db);
  if (!(await createUsersRepository(db).findById(userId))) return undefined;
  const page = toPageRequest(query);
  const { rows, total } = await memberships.findChanges(userId, page);
  return pageOf(
    rows.map(({ change, allianceName, changer }) => ({
      id: change.id,
      userId: change.userId,
      allianceId: change.allianceId,
      allianceName,
      action: change.action,
      tier: change.tier,
      changedBy: changer,
      changedAt: change.changedAt.toISOString(),
    })),
    total,
    page,
  );
}
