/**
 * Staff add a person to an alliance with a tier of it, change his tier, or remove him
 * (docs/domain/alliances-and-plans.md, "Members"). Each change is one transaction: the
 * alliance is locked FOR SHARE (a concurrent removal of the tier waits, and then sees the
 * member), the tier checked, then the users module changes the user and records it.
 */
import type { AllianceMembership } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Caller } from '../../core/actor.js';
import type { PageQuery } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { joinAlliance, leaveAlliance, membershipChangesOf, toUserDto } from '../users/index.js';
import type { AlliancesRepository } from './alliances.repository.js';

type MembershipWork = UnitOfWork<{ alliances: AlliancesRepository; executor: Executor }>;

const tierUnknown = (path: string, tier: string) =>
  AppError.invalidField('MEMBER_TIER_UNKNOWN', path, `el nivel ${tier} no es uno de la alianza`);

/**
 * Checks, on the caller's transaction, that the alliance exists and has the tier, holding the
 * alliance until commit. Exported for the invitation of a member, which places him in one too.
 */
export async function requireAllianceTier(
  alliances: AlliancesRepository,
  allianceId: string,
  tier: string,
  path: string,
): Promise<void> {
  const alliance = await alliances.lock(allianceId, 'share');
  if (!alliance) throw AppError.notFound('La alianza');
  const tiers = await alliances.tiersOf([allianceId]);
  if (!tiers.some((known) => known.code === tier)) throw tierUnknown(path, tier);
}

export function createMembershipsService(deps: { unitOfWork: MembershipWork; db: Executor; clock: Clock }) {
  const { unitOfWork, db, clock } = deps;

  return {
    /** A user's membership history (who placed him where, at which tier, and when he left). */
    async changesOf(userId: string, query: PageQuery) {
      return orNotFound(membershipChangesOf(db, userId, query), 'El usuario');
    },

    async setMember(
      caller: Caller,
      allianceId: string,
      userId: string,
      body: Static<typeof AllianceMembership>,
    ) {
      const outcome = await unitOfWork.run(async (tx) => {
        await requireAllianceTier(tx.alliances, allianceId, body.tier, 'body.tier');
        return joinAlliance(tx.executor, {
          userId,
          allianceId,
          tier: body.tier,
          by: caller.userId,
          at: clock.now(),
        });
      });
      if (outcome.kind === 'unknown-user') throw AppError.notFound('El usuario');
      if (outcome.kind === 'other-alliance') {
        throw new AppError(
          'USER_IN_OTHER_ALLIANCE',
          'La persona ya es miembro de otra alianza: quitala de esa alianza primero',
        );
      }
      return toUserDto(outcome.user);
    },

    async removeMember(caller: Caller, allianceId: string, userId: string) {
      const removed = await unitOfWork.run(async (tx) => {
        if (!(await tx.alliances.lock(allianceId, 'share'))) throw AppError.notFound('La alianza');
        return leaveAlliance(tx.executor, { userId, allianceId, by: caller.userId, at: clock.now() });
      });
      if (!removed) throw new AppError('NOT_FOUND', 'La persona no es miembro de esta alianza');
      return toUserDto(removed);
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
