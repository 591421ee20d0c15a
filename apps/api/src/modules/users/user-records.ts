/**
 * What the users module's services share (module-private: other modules import its index):
 * the API's view of a user, the password rule beyond the schema, the alliance a write may
 * name, and reading a user that must exist.
 */
import type { Scope } from '@catedra/contract';
import { isForeignKeyViolation } from '../../db/slugs.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { ListedUser, UsersRepository } from './users.repository.js';

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

/**
 * The password rules beyond the schema's length: never the e-mail itself. `field` is where the
 * request carries the password (`newPassword` when one changes his own).
 */
export function assertAcceptablePassword(password: string, email: string, field = 'password'): void {
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw AppError.invalidField('PASSWORD_IS_EMAIL', `body.${field}`, 'no puede ser igual al e-mail');
  }
}

/** The user, or 404. */
export async function requireUser(users: Pick<UsersRepository, 'findById'>, userId: string) {
  return orNotFound(users.findById(userId), 'El usuario');
}
