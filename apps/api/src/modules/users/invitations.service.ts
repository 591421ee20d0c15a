/**
 * Staff invite a person instead of choosing a password for him: the account is created with
 * the hash of a random secret nobody knows (no usable password) and he receives a single-use
 * link, valid 7 days, where he sets his own (the recovery link: `executePasswordRecovery`).
 * Which scopes an inviter may give is the contract's core/scope-grants.ts rule.
 */
import { randomBytes } from 'node:crypto';
import {
  canGrant,
  canSetScopesOnCreate,
  operations,
  type Scope,
  type UserInvitation,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../core/actor.js';
import type { Executor } from '../../db/database.js';
import { isForeignKeyViolation } from '../../db/slugs.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import { hashPassword } from '../auth/index.js';
import type { Mailer } from '../mail/index.js';
import { createAllianceMembershipsRepository } from './alliance-memberships.repository.js';
import { invitationEmail } from './invitation-email.js';
import type { PasswordLinks } from './password-recovery.service.js';
import type { RecoveryLinksRepository } from './recovery-links.repository.js';
import { toUserDto, unknownAllianceOf } from './user-records.js';
import type { UsersRepository } from './users.repository.js';

export const INVITATION_TTL_DAYS = 7;

/** Admins who invite with scopes of their area; an ALLIANCE_ADMIN who is none of them invites members only. */
const SCOPE_GRANTERS: readonly Scope[] = operations.addScopeToUser.access.scopes;

/**
 * The alliance the invitee joins: any for SU and MANAGER_ADMIN; an alliance admin's own (the
 * only one he may name, and the one his invitees join when he is no other kind of admin).
 */
function allianceOfInvitee(
  caller: Person,
  inviterAlliance: string | null,
  requested: string | undefined,
): string | undefined {
  if (canSetScopesOnCreate(caller.scopes)) return requested;
  if (!caller.scopes.includes('ALLIANCE_ADMIN')) {
    if (requested) {
      throw new AppError('SCOPE_NOT_GRANTABLE', 'Solo SU o MANAGER_ADMIN ubican a un usuario en una alianza');
    }
    return undefined;
  }
  if (requested && requested !== inviterAlliance) {
    throw AppError.forbidden('Solo invitás miembros a tu propia alianza');
  }
  const onlyAllianceAdmin = !caller.scopes.some((scope) => SCOPE_GRANTERS.includes(scope));
  if (onlyAllianceAdmin && !inviterAlliance) throw AppError.forbidden('No administrás ninguna alianza');
  return requested ?? (onlyAllianceAdmin ? (inviterAlliance ?? undefined) : undefined);
}

/** A tier is one of the invitee's alliance: refused by the users' composite foreign key otherwise. */
function unknownTierOf(error: unknown): AppError | undefined {
  if (!isForeignKeyViolation(error, 'users_alliance_tier_fkey')) return undefined;
  return AppError.invalidField('MEMBER_TIER_UNKNOWN', 'body.allianceTier', 'no es un nivel de la alianza');
}

/** The scopes an inviter may give: BASIC always, others only those it may grant. */
function assertInvitable(caller: Person, scopes: readonly Scope[]) {
  for (const scope of scopes) {
    if (scope !== 'BASIC' && !canGrant(caller.scopes, scope)) {
      throw new AppError('SCOPE_NOT_GRANTABLE', `No podés otorgar el rol ${scope}`);
    }
  }
}

export function createInvitationsService(deps: {
  users: UsersRepository;
  unitOfWork: UnitOfWork<{
    users: UsersRepository;
    recoveryLinks: RecoveryLinksRepository;
    executor: Executor;
  }>;
  passwordLinks: PasswordLinks;
  mailer: Mailer;
  clock: Clock;
}) {
  const { users, unitOfWork, passwordLinks, mailer, clock } = deps;

  return {
    /**
     * The user, his scope history and his link are written together; the e-mail is sent once
     * they are committed (a failed delivery answers 500 and the link can be sent again by
     * password recovery).
     */
    async invite(caller: Person, input: Static<typeof UserInvitation>) {
      const scopes: Scope[] = input.scopes ?? ['BASIC'];
      assertInvitable(caller, scopes);
      const inviter = await users.findById(caller.userId);
      const allianceId = allianceOfInvitee(caller, inviter?.allianceId ?? null, input.allianceId);
      if (input.allianceTier && !allianceId) {
        throw AppError.invalidField('MEMBER_TIER_UNKNOWN', 'body.allianceTier', 'necesita una alianza');
      }
      const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const { scopes: _requested, ...profile } = input;
      const invited = await unitOfWork
        .run(async (tx) => {
          const row = await tx.users.insert({
            ...profile,
            allianceId: allianceId ?? null,
            email: input.email.trim(),
            passwordHash: unusablePasswordHash,
            scopes,
          });
          if (!row) return undefined;
          await tx.users.recordScopeChanges(row.id, scopes, 'GRANTED', caller.userId, clock.now());
          if (row.allianceId) {
            await createAllianceMembershipsRepository(tx.executor).recordChange({
              userId: row.id,
              allianceId: row.allianceId,
              action: 'JOINED',
              tier: row.allianceTier,
              changedBy: caller.userId,
              changedAt: clock.now(),
            });
          }
          const link = await passwordLinks.issue(row.id, INVITATION_TTL_DAYS * 24 * 60, tx);
          return { row, link };
        })
        .catch((error: unknown) => {
          throw unknownAllianceOf(error) ?? unknownTierOf(error) ?? error;
        });
      if (!invited) throw new AppError('EMAIL_TAKEN', 'Ya existe una cuenta con ese e-mail');
      await mailer.send({
        to: invited.row.email,
        ...invitationEmail({
          firstName: invited.row.firstName,
          invitedBy: inviter ? `${inviter.firstName} ${inviter.lastName}` : 'El equipo de Cátedra',
          link: invited.link,
          days: INVITATION_TTL_DAYS,
        }),
      });
      return toUserDto(invited.row);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
