/**
 * What the UI offers, read from the contract's access declarations (the same ones the API
 * enforces), so there is no second hand-written list of who may do what. Owner rules (a
 * teacher only in its courses) are still decided by the API; this only hides what a scope
 * can never do.
 */
import type { OperationId, Scope } from '@catedra/contract';
import { operationRoutes, SCOPE_GROUPS } from '@catedra/contract/browser';

/** The scopes an operation lists, or 'public'. */
export function scopesOf(operationId: OperationId): readonly Scope[] | 'public' {
  const access = operationRoutes[operationId].access;
  if (access.kind === 'scopes') return access.scopes;
  // Webhooks and other machine calls are nobody's to make from the UI.
  return access.kind === 'public' ? 'public' : [];
}

/** Whether a user with these scopes passes the operation's scope check. */
export function mayCall(operationId: OperationId, scopes: readonly string[]): boolean {
  const allowed = scopesOf(operationId);
  return allowed === 'public' || allowed.some((scope) => scopes.includes(scope));
}

/** Academic staff act on every course and MANAGER reads them all (as the API's course rules say). */
const READS_EVERY_COURSE: readonly Scope[] = [...SCOPE_GROUPS.academicStaff, 'MANAGER'];

/**
 * A teacher and nothing that reaches every course: it may open only the courses it
 * teaches (any other answers 403), so its course list starts with those.
 */
export function teachesOnlyOwnCourses(scopes: readonly Scope[]): boolean {
  return scopes.includes('TEACHER') && !scopes.some((scope) => READS_EVERY_COURSE.includes(scope));
}
