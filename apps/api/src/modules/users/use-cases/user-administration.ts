/** Staff changing a user's record: his profile and alliance, deactivation and reactivation. */
import { canSetScopesOnCreate, type UserUpdate } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { requireUser, toUserDto, unknownAllianceOf } from '../user-records.js';
import type { UsersDeps } from './context.js';

export function updateUser({ users }: UsersDeps) {
  return async (caller: Person, userId: string, patch: Static<typeof UserUpdate>) => {
    await requireUser(users, userId);
    // Those who may place a new user in an alliance are the ones who may move one.
    if (patch.allianceId !== undefined && !canSetScopesOnCreate(caller.scopes)) {
      throw AppError.forbidden('Solo SU o MANAGER_ADMIN cambian la alianza de un usuario');
    }
    const updated = await users.update(userId, patch).catch((error: unknown) => {
      throw unknownAllianceOf(error) ?? error;
    });
    if (!updated) throw AppError.notFound('El usuario');
    return toUserDto(updated);
  };
}

/** Ends the user's sessions at once (authentication reads `active`) and refuses his sign-ins. */
export function deactivateUser({ users, clock }: UsersDeps) {
  return async (caller: Person, userId: string, reason: string | undefined) => {
    if (caller.userId === userId) {
      throw new AppError('CANNOT_DEACTIVATE_SELF', 'No podés desactivar tu propia cuenta');
    }
    const user = await requireUser(users, userId);
    if (!user.active) return toUserDto(user);
    const deactivated = await users.deactivate(userId, reason?.trim() || null, clock.now());
    if (!deactivated) throw AppError.notFound('El usuario');
    return toUserDto(deactivated);
  };
}

export function reactivateUser({ users }: UsersDeps) {
  return async (userId: string) => {
    const user = await requireUser(users, userId);
    if (user.active) return toUserDto(user);
    const reactivated = await users.reactivate(userId);
    if (!reactivated) throw AppError.notFound('El usuario');
    return toUserDto(reactivated);
  };
}
