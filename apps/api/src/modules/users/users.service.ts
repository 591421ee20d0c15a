/**
 * The rules about users: sign-up and creation by staff, listing, reading, editing, scope
 * grants (the rule is the contract's core/scope-grants.ts) and signing in.
 */
import {
  canGrant,
  canSetScopesOnCreate,
  removesLastAdminScope,
  type Scope,
  type UserCreation,
  type UserEmailChange,
  type UserPasswordChange,
  type UserUpdate,
} from '@catedra/contract';
import type { Static } from 'typebox';
import type { EmailMarketingList } from '../../adapters/index.js';
import type { Caller } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import type { UserRow } from '../../db/schema/index.js';
import { isForeignKeyViolation } from '../../db/slugs.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import {
  decoyPasswordHash,
  hashPassword,
  type SigninFailures,
  type TokenService,
  verifyPassword,
} from '../auth/index.js';
import type { ListedUser, UserFilters, UsersRepository } from './users.repository.js';

/**
 * A write that named an alliance that does not exist, refused by the users' foreign key (so
 * a concurrent change cannot slip past a check): 400 naming `body.allianceId`.
 */
export function unknownAllianceOf(error: unknown): AppError | undefined {
  if (!isForeignKeyViolation(error, 'users_alliance_id_alliances_id_fk')) return undefined;
  return AppError.invalidField('ALLIANCE_UNKNOWN', 'body.allianceId', 'no es una alianza existente');
}

/** The API's view of a user: never the password hash, the token version or the search text. */
export function toUserDto(row: ListedUser) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    country: row.country,
    city: row.city,
    state: row.state,
    documentId: row.documentId,
    allianceId: row.allianceId,
    allianceTier: row.allianceTier,
    scopes: row.scopes as Scope[],
    active: row.active,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
    deactivationReason: row.deactivationReason,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Staff who read and list any user. ALLIANCE_ADMIN, not listed, sees its own alliance only. */
const UNRESTRICTED_READERS: readonly Scope[] = [
  'SU',
  'MANAGER_ADMIN',
  'MANAGER',
  'ACADEMIC_ADMIN',
  'ACADEMIC',
  'COMMERCIAL_ADMIN',
  'COMMERCIAL',
  'SELLER_ADMIN',
  'SELLER',
  'MARKETING',
  'FARMING',
  'TEACHER',
];

const hasAny = (caller: Caller | null, scopes: readonly Scope[]) =>
  Boolean(caller?.scopes.some((scope) => scopes.includes(scope)));

/**
 * The password rules beyond the schema's length: never the e-mail itself. `field` is where the
 * request carries the password (`newPassword` when one changes his own).
 */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw AppError.invalidField('PASSWORD_IS_EMAIL', `body.${field}`, 'no puede ser igual al e-mail');
  }
}

export function createUsersService(deps: {
  users: UsersRepository;
  /** Scope changes and their history are written together. */
  unitOfWork: UnitOfWork<{ users: UsersRepository }>;
  tokens: TokenService;
  signinFailures: SigninFailures;
  emailMarketing: EmailMarketingList;
  clock: Clock;
}) {
  const { users, unitOfWork, tokens, signinFailures, clock } = deps;

  /** A session (token and expiry) for the user as he is now: his scopes and token version. */
  async function sessionFor(user: Pick<UserRow, 'id' | 'email' | 'scopes' | 'tokenVersion'>) {
    const session = await tokens.issue(user);
    return { token: session.token, expiresAt: session.expiresAt.toISOString() };
  }

  async function requireUser(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw AppError.notFound('El usuario');
    return user;
  }

  /** The user, once his current password is verified (the same argon2 work when it is wrong). */
  async function requireUserWithPassword(userId: string, currentPassword: string) {
    const user = await requireUser(userId);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw AppError.invalidField(
        'CURRENT_PASSWORD_WRONG',
        'body.currentPassword',
        'la contraseña actual no es correcta',
      );
    }
    return user;
  }

  /** The alliance an alliance admin is confined to (undefined: not confined). */
  async function confinedAllianceOf(caller: Caller): Promise<string | null | undefined> {
    if (hasAny(caller, UNRESTRICTED_READERS)) return undefined;
    const self = await users.findById(caller.userId);
    return self?.allianceId ?? null;
  }

  /**
   * Grants or revokes the scope and records it in the history, in one transaction. Only a
   * call that changed the scopes records a change: 30 parallel grants write one row.
   */
  async function changeScope(userId: string, scope: Scope, action: 'GRANTED' | 'REVOKED', by: string) {
    const changed = await unitOfWork.run(async (tx) => {
      const row =
        action === 'GRANTED'
          ? await tx.users.grantScope(userId, scope)
          : await tx.users.revokeScope(userId, scope);
      if (row) await tx.users.recordScopeChanges(userId, [scope], action, by, clock.now());
      return row;
    });
    return changed ?? (await requireUser(userId));
  }

  return {
    async createUser(caller: Caller | null, input: Static<typeof UserCreation>) {
      const wantsPrivileges =
        (input.scopes !== undefined && input.scopes.join() !== 'BASIC') || input.allianceId;
      if (wantsPrivileges && !canSetScopesOnCreate(caller?.scopes ?? [])) {
        throw new AppError(
          'SCOPE_NOT_GRANTABLE',
          'Solo SU o MANAGER_ADMIN pueden crear usuarios con roles o alianza',
        );
      }
      for (const scope of input.scopes ?? []) {
        if (caller && wantsPrivileges && !canGrant(caller.scopes, scope)) {
          throw new AppError('SCOPE_NOT_GRANTABLE', `No podés otorgar el rol ${scope}`);
        }
      }
      assertAcceptablePassword(input.password, input.email);
      const { password, scopes, ...profile } = input;
      // Hashed before the insert finds out whether the e-mail is taken: a sign-up for an
      // existing account does the same argon2 work as one for a new account.
      const passwordHash = await hashPassword(password);
      const created = await unitOfWork
        .run(async (tx) => {
          const row = await tx.users.insert({
            ...profile,
            email: input.email.trim(),
            passwordHash,
            scopes: scopes && scopes.length > 0 ? scopes : ['BASIC'],
          });
          if (row && caller && wantsPrivileges) {
            await tx.users.recordScopeChanges(
              row.id,
              row.scopes as Scope[],
              'GRANTED',
              caller.userId,
              clock.now(),
            );
          }
          return row;
        })
        .catch((error: unknown) => {
          throw unknownAllianceOf(error) ?? error;
        });
      if (!created) throw new AppError('EMAIL_TAKEN', 'Ya existe una cuenta con ese e-mail');
      return toUserDto(created);
    },

    async findAll(caller: Caller, query: UserFilters & PageQuery) {
      const page = toPageRequest(query);
      const confinedTo = await confinedAllianceOf(caller);
      // An alliance admin asking for another alliance's members is refused, not answered his own.
      if (confinedTo !== undefined && query.allianceId && query.allianceId !== confinedTo) {
        throw AppError.forbidden('Solo ves a los miembros de tu alianza');
      }
      if (confinedTo === null) return pageOf([], 0, page);
      const filters = confinedTo ? { ...query, allianceId: confinedTo } : query;
      const { rows, total } = await users.findPage(filters, page);
      return pageOf(rows.map(toUserDto), total, page);
    },

    async findById(caller: Caller, userId: string) {
      const user = await requireUser(userId);
      if (caller.userId !== userId) {
        const confinedTo = await confinedAllianceOf(caller);
        // Outside its alliance, an alliance admin is told nothing, not even that the user exists.
        if (confinedTo !== undefined && (confinedTo === null || confinedTo !== user.allianceId)) {
          throw AppError.notFound('El usuario');
        }
      }
      return toUserDto(user);
    },

    async update(caller: Caller, userId: string, patch: Static<typeof UserUpdate>) {
      await requireUser(userId);
      // Those who may place a new user in an alliance are the ones who may move one.
      if (patch.allianceId !== undefined && !canSetScopesOnCreate(caller.scopes)) {
        throw AppError.forbidden('Solo SU o MANAGER_ADMIN cambian la alianza de un usuario');
      }
      const updated = await users.update(userId, patch).catch((error: unknown) => {
        throw unknownAllianceOf(error) ?? error;
      });
      if (!updated) throw AppError.notFound('El usuario');
      return toUserDto(updated);
    },

    async addScope(caller: Caller, userId: string, scope: Scope) {
      const user = await requireUser(userId);
      if (!canGrant(caller.scopes, scope))
        throw new AppError('SCOPE_NOT_GRANTABLE', `No podés otorgar el rol ${scope}`);
      if (user.scopes.includes(scope)) return toUserDto(user);
      return toUserDto(await changeScope(userId, scope, 'GRANTED', caller.userId));
    },

    async removeScope(caller: Caller, userId: string, scope: Scope) {
      const user = await requireUser(userId);
      if (!canGrant(caller.scopes, scope))
        throw new AppError('SCOPE_NOT_GRANTABLE', `No podés quitar el rol ${scope}`);
      if (!user.scopes.includes(scope)) return toUserDto(user);
      if (caller.userId === userId && removesLastAdminScope(user.scopes as Scope[], scope)) {
        throw new AppError('LAST_ADMIN_SCOPE', 'No podés quitarte tu último rol de administración');
      }
      return toUserDto(await changeScope(userId, scope, 'REVOKED', caller.userId));
    },

    async findScopeChanges(userId: string, query: PageQuery) {
      await requireUser(userId);
      const page = toPageRequest(query);
      const { rows, total } = await users.findScopeChanges(userId, page);
      return pageOf(
        rows.map(({ change, changer }) => ({
          id: change.id,
          userId: change.userId,
          scope: change.scope as Scope,
          action: change.action,
          changedBy: changer,
          changedAt: change.changedAt.toISOString(),
        })),
        total,
        page,
      );
    },

    /**
     * Same answer, and the same argon2 work, for an unknown e-mail and a wrong password.
     * Each attempt first takes a slot of the failure counters (per e-mail and client, and
     * per e-mail), atomically, so past the limit even the right password waits for the
     * window to end however many attempts run at once; a successful one hands its slots back.
     */
    async signin(credentials: { email: string; password: string }, clientIp: string) {
      const attempt = await signinFailures.admit(credentials.email, clientIp);
      const user = await users.findByEmail(credentials.email.trim());
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        credentials.password,
      );
      if (!user || !passwordMatches) {
        throw new AppError('INVALID_CREDENTIALS', 'E-mail o contraseña incorrectos');
      }
      // Told only to whoever knows the password, after the same argon2 work as any attempt:
      // the answer does not reveal to others that the account exists or is deactivated.
      if (!user.active) throw new AppError('ACCOUNT_DEACTIVATED', 'La cuenta está desactivada');
      await attempt.succeeded();
      await users.recordSignIn(user.id, clock.now());
      return sessionFor(user);
    },

    /**
     * The person's own password, proven by the current one. The new version of his token ends
     * every other session; he gets a fresh session so this one goes on.
     */
    async changePassword(userId: string, input: Static<typeof UserPasswordChange>) {
      const user = await requireUserWithPassword(userId, input.currentPassword);
      assertAcceptablePassword(input.newPassword, user.email, 'newPassword');
      await users.setPassword(user.id, await hashPassword(input.newPassword));
      const changed = await requireUser(user.id);
      return sessionFor(changed);
    },

    /** The person's own e-mail, proven by his password; unique regardless of case. */
    async changeEmail(userId: string, input: Static<typeof UserEmailChange>) {
      await requireUserWithPassword(userId, input.currentPassword);
      const changed = await users.changeEmail(userId, input.email.trim());
      if (changed === 'taken') {
        const message = 'ya existe una cuenta con ese e-mail';
        throw new AppError('EMAIL_TAKEN', `Datos inválidos: body.email ${message}`, [
          { path: 'body.email', message, code: 'EMAIL_TAKEN' },
        ]);
      }
      if (!changed) throw AppError.notFound('El usuario');
      return toUserDto(changed);
    },

    /** Ends the user's sessions at once (authentication reads `active`) and refuses his sign-ins. */
    async deactivate(caller: Caller, userId: string, reason: string | undefined) {
      if (caller.userId === userId) {
        throw new AppError('CANNOT_DEACTIVATE_SELF', 'No podés desactivar tu propia cuenta');
      }
      const user = await requireUser(userId);
      if (!user.active) return toUserDto(user);
      const deactivated = await users.deactivate(userId, reason?.trim() || null, clock.now());
      if (!deactivated) throw AppError.notFound('El usuario');
      return toUserDto(deactivated);
    },

    async reactivate(userId: string) {
      const user = await requireUser(userId);
      if (user.active) return toUserDto(user);
      const reactivated = await users.reactivate(userId);
      if (!reactivated) throw AppError.notFound('El usuario');
      return toUserDto(reactivated);
    },

    /** Subscribes the user to the e-mail marketing list (a test call of the integration). */
    async addToMarketingList(email: string) {
      const user = await users.findByEmail(email);
      if (!user) throw AppError.notFound('El usuario');
      await deps.emailMarketing.subscribe({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      return { email: user.email, listed: true };
    },

    async parsedToken(authorization: string | undefined) {
      const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
      const claims = await tokens.verify(token);
      return {
        userId: claims.userId,
        email: claims.email,
        scopes: claims.scopes as Scope[],
        expiresAt: claims.expiresAt.toISOString(),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
