/**
 * Granting and revoking a user's scopes (who may grant which is the contract's
 * core/scope-grants.ts rule) and reading their history.
 */
import { canGrant, removesLastAdminScope, type Scope } from '@catedra/contract';
import { type Actor, type Person, userIdOf } from '../../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../../core/pagination.js';
import { AppError } from '../../../errors/app-error.js';
import { requireUser, toUserDto } from '../user-records.js';
import type { UsersDeps } from './context.js';

/**
 * Grants or revokes the scope and records it in the history under the actor (no user when
 * the system changes it), in one transaction. Only a call that changed the scopes records
 * a change: 30 parallel grants write one row.
 */
async function changeScope(
  { users, unitOfWork, clock }: UsersDeps,
  change: { userId: string; scope: Scope; action: 'GRANTED' | 'REVOKED' },
  actor: Actor,
) {
  const { userId, scope, action } = change;
  const changed = await unitOfWork.run(async (tx) => {
    const row =
      action === 'GRANTED'
        ? await tx.users.grantScope(userId, scope)
        : await tx.users.revokeScope(userId, scope);
    if (row) await tx.users.recordScopeChanges(userId, [scope], action, userIdOf(actor), clock.now());
    return row;
  });
  return changed ?? (await requireUser(users, userId));
}

export function addScope(deps: UsersDeps) {
  return async (caller: Person, userId: string, scope: Scope) => {
    const user = await requireUser(deps.users, userId);
    if (!canGrant(caller.scopes, scope))
      throw new AppError('SCOPE_NOT_GRANTABLE', `No podés otorgar el rol ${scope}`);
    if (user.scopes.includes(scope)) return toUserDto(user);
    return toUserDto(await changeScope(deps, { userId, scope, action: 'GRANTED' }, caller));
  };
}

export function removeScope(deps: UsersDeps) {
  return async (caller: Person, userId: string, scope: Scope) => {
    const user = await requireUser(deps.users, userId);
    if (!canGrant(caller.scopes, scope))
      throw new AppError('SCOPE_NOT_GRANTABLE', `No podés quitar el rol ${scope}`);
    if (!user.scopes.includes(scope)) return toUserDto(user);
    if (caller.userId === userId && removesLastAdminScope(user.scopes as Scope[], scope)) {
      throw new AppError('LAST_ADMIN_SCOPE', 'No podés quitarte tu último rol de administración');
    }
    return toUserDto(await changeScope(deps, { userId, scope, action: 'REVOKED' }, caller));
  };
}

export function findScopeChanges({ users }: UsersDeps) {
  return async (userId: string, query: PageQuery) => {
    await requireUser(users, userId);
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
  };
}
