/**
 * The rules about users: sign-up and creation by staff, listing, reading, editing, scope
 * grants (the rule is the contract's core/scope-grants.ts) and signing in.
 */
import { canGrant, canSetScopesOnCreate, removesLastAdminScope, type Scope } from '@catedra/contract';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Caller } from '../../http/handlers.js';
import { type PageQuery, pageOf, toPageRequest } from '../../http/pagination.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { RateLimiter } from '../auth/rate-limiter.js';
import type { TokenService } from '../auth/tokens.js';

import type { UserFilters, UsersRepository } from './users.repository.js';

/** The API's view of a user: never the password hash, the token version or the search text. */
export function toUserDto(row: UserRow) {
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
    scopes: row.scopes as Scope[],
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

/** The password rules beyond the schema's length: never the e-mail itself. */
export function assertAcceptablePassword(password: string, email: string): void {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw AppError.invalidField('PASSWORD_IS_EMAIL', 'body.password', 'no puede ser igual al e-mail');
  }
}

type UserCreation = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  country?: string;
  city?: string;
  state?: string;
  documentId?: string;
  scopes?: Scope[];
  allianceId?: string;
};

type UserUpdate = Partial<Record<'firstName' | 'lastName', string>> &
  Partial<Record<'phone' | 'country' | 'city' | 'state' | 'documentId' | 'allianceId', string | null>>;

export function createUsersService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  signinFailures: RateLimiter;
  signinFailuresPerEmail: number;
}) {
  const { users, tokens, signinFailures } = deps;

  async function requireUser(userId: string) {
    const user = await users.findById(userId);
    if (!user) throw AppError.notFound('El usuario');
    return user;
  }

  /** The alliance an alliance admin is confined to (undefined: not confined). */
  async function confinedAllianceOf(caller: Caller): Promise<string | null | undefined> {
    if (hasAny(caller, UNRESTRICTED_READERS)) return undefined;
    const self = await users.findById(caller.userId);
    return self?.allianceId ?? null;
  }

  return {
    async createUser(caller: Caller | null, input: UserCreation) {
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
      const created = await users.insert({
        ...profile,
        email: input.email.trim(),
        passwordHash: await hashPassword(password),
        scopes: scopes && scopes.length > 0 ? scopes : ['BASIC'],
      });
      if (!created) throw new AppError('EMAIL_TAKEN', 'Ya existe una cuenta con ese e-mail');
      if (caller && wantsPrivileges)
        await users.recordScopeChanges(created.id, created.scopes as Scope[], caller.userId);
      return toUserDto(created);
    },

    async findAll(caller: Caller, query: UserFilters & PageQuery) {
      const page = toPageRequest(query);
      const confinedTo = await confinedAllianceOf(caller);
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

    async update(caller: Caller, userId: string, patch: UserUpdate) {
      await requireUser(userId);
      // Those who may place a new user in an alliance are the ones who may move one.
      if (patch.allianceId !== undefined && !canSetScopesOnCreate(caller.scopes)) {
        throw AppError.forbidden('Solo SU o MANAGER_ADMIN cambian la alianza de un usuario');
      }
      const updated = await users.update(userId, patch);
      if (!updated) throw AppError.notFound('El usuario');
      return toUserDto(updated);
    },

    async addScope(caller: Caller, userId: string, scope: Scope) {
      const user = await requireUser(userId);
      if (!canGrant(caller.scopes, scope))
        throw new AppError('SCOPE_NOT_GRANTABLE', `No podés otorgar el rol ${scope}`);
      if (user.scopes.includes(scope)) return toUserDto(user);
      return toUserDto((await users.changeScope(userId, scope, 'GRANTED', caller.userId))!);
    },

    async removeScope(caller: Caller, userId: string, scope: Scope) {
      const user = await requireUser(userId);
      if (!canGrant(caller.scopes, scope))
        throw new AppError('SCOPE_NOT_GRANTABLE', `No podés quitar el rol ${scope}`);
      if (!user.scopes.includes(scope)) return toUserDto(user);
      if (caller.userId === userId && removesLastAdminScope(user.scopes as Scope[], scope)) {
        throw new AppError('LAST_ADMIN_SCOPE', 'No podés quitarte tu último rol de administración');
      }
      return toUserDto((await users.changeScope(userId, scope, 'REVOKED', caller.userId))!);
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
     * Failed attempts are counted per e-mail across replicas; past the limit even the
     * right password waits for the window to end.
     */
    async signin(credentials: { email: string; password: string }) {
      const failureKey = `signin-failure:${credentials.email.trim().toLowerCase()}`;
      const failures = await signinFailures.peek(failureKey);
      if (failures.hits >= deps.signinFailuresPerEmail) {
        throw new AppError(
          'RATE_LIMITED',
          'Demasiados intentos fallidos para este e-mail. Probá más tarde o recuperá tu contraseña.',
          undefined,
          failures.retryAfterSeconds,
        );
      }
      const user = await users.findByEmail(credentials.email.trim());
      const passwordMatches = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        credentials.password,
      );
      if (!user || !passwordMatches) {
        await signinFailures.hit(failureKey);
        throw new AppError('INVALID_CREDENTIALS', 'E-mail o contraseña incorrectos');
      }
      const session = await tokens.issue({
        id: user.id,
        email: user.email,
        scopes: user.scopes,
        tokenVersion: user.tokenVersion,
      });
      return { token: session.token, expiresAt: session.expiresAt.toISOString() };
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
