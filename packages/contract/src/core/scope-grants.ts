/**
 * Who may grant or remove which scope: the one place this rule is written. The API enforces
 * it (users service) and the web uses it to offer only the controls the viewer may use.
 * SU grants anything; MANAGER_ADMIN anything but SU; each area admin the scopes of its area.
 */
import { SCOPES, type Scope } from './scopes.js';

const GRANTABLE_BY: Partial<Record<Scope, readonly Scope[]>> = {
  SU: SCOPES,
  MANAGER_ADMIN: SCOPES.filter((scope) => scope !== 'SU'),
  ACADEMIC_ADMIN: ['ACADEMIC', 'TEACHER', 'HOST'],
  COMMERCIAL_ADMIN: ['COMMERCIAL', 'FARMING'],
  SELLER_ADMIN: ['SELLER', 'SELLER_EXTERNAL'],
};

/** The scopes that can grant others: a user never removes the last of these from itself. */
export const GRANTING_SCOPES = Object.keys(GRANTABLE_BY) as Scope[];

/** The scopes a user holding `granterScopes` may add or remove, in the order of `SCOPES`. */
export function grantableScopes(granterScopes: readonly Scope[]): Scope[] {
  const grantable = new Set<Scope>();
  for (const scope of granterScopes) for (const granted of GRANTABLE_BY[scope] ?? []) grantable.add(granted);
  return SCOPES.filter((scope) => grantable.has(scope));
}

export function canGrant(granterScopes: readonly Scope[], scope: Scope): boolean {
  return grantableScopes(granterScopes).includes(scope);
}

/** True when removing `scope` would leave the user without any granting scope it had. */
export function removesLastAdminScope(currentScopes: readonly Scope[], scope: Scope): boolean {
  const adminScopes = currentScopes.filter((current) => GRANTING_SCOPES.includes(current));
  return adminScopes.length === 1 && adminScopes[0] === scope;
}

/** Who may set scopes and alliance when creating a user (createUser's access note). */
export const SCOPE_SETTERS_ON_CREATE: readonly Scope[] = ['SU', 'MANAGER_ADMIN'];

export function canSetScopesOnCreate(creatorScopes: readonly Scope[]): boolean {
  return creatorScopes.some((scope) => SCOPE_SETTERS_ON_CREATE.includes(scope));
}
