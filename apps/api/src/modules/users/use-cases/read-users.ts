/**
 * Reading users: the list and one user. Staff read anyone; an alliance admin only the users
 * of its own alliance; anyone himself.
 */
import { type Scope, usersOperations } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../../core/pagination.js';
import { AppError } from '../../../errors/app-error.js';
import { requireUser, toUserDto } from '../user-records.js';
import type { UserFilters, UsersRepository } from '../users.repository.js';
import type { UsersDeps } from './context.js';

/**
 * Who reads and lists any user: everyone the contract lets read one (findUserById's access)
 * but ALLIANCE_ADMIN, which sees its own alliance only.
 */
const UNRESTRICTED_READERS: readonly Scope[] = usersOperations.findUserById.access.scopes.filter(
  (scope) => scope !== 'ALLIANCE_ADMIN',
);

/** The alliance an alliance admin is confined to (undefined: not confined). */
async function confinedAllianceOf(
  users: UsersRepository,
  caller: Person,
): Promise<string | null | undefined> {
  if (caller.scopes.some((scope) => UNRESTRICTED_READERS.includes(scope))) return undefined;
  const self = await users.findById(caller.userId);
  return self?.allianceId ?? null;
}

export function findAllUsers({ users }: UsersDeps) {
  return async (caller: Person, query: UserFilters & PageQuery) => {
    const page = toPageRequest(query);
    const confinedTo = await confinedAllianceOf(users, caller);
    // An alliance admin asking for another alliance's members is refused, not answered his own.
    if (confinedTo !== undefined && query.allianceId && query.allianceId !== confinedTo) {
      throw AppError.forbidden('Solo ves a los miembros de tu alianza');
    }
    if (confinedTo === null) return pageOf([], 0, page);
    const filters = confinedTo ? { ...query, allianceId: confinedTo } : query;
    const { rows, total } = await users.findPage(filters, page);
    return pageOf(rows.map(toUserDto), total, page);
  };
}

export function findUserById({ users }: UsersDeps) {
  return async (caller: Person, userId: string) => {
    const user = await requireUser(users, userId);
    if (caller.userId !== userId) {
      const confinedTo = await confinedAllianceOf(users, caller);
      // Outside its alliance, an alliance admin is told nothing, not even that the user exists.
      if (confinedTo !== undefined && (confinedTo === null || confinedTo !== user.allianceId)) {
        throw AppError.notFound('El usuario');
      }
    }
    return toUserDto(user);
  };
}
