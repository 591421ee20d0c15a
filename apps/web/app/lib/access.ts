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

/** The course list filter that names the viewer's own courses. */
export type OwnCoursesFilter = 'teacherIds' | 'hostIds';

/**
 * Which of its courses a viewer reaches when no scope of it reaches every course: a TEACHER
 * opens only the courses it teaches, a HOST runs the attendance of those it hosts (others
 * answer 403), so its course list starts with those. Teaching wins for one who does both.
 */
export function ownCoursesFilter(scopes: readonly Scope[]): OwnCoursesFilter | null {
  if (scopes.some((scope) => READS_EVERY_COURSE.includes(scope))) return null;
  if (scopes.includes('TEACHER')) return 'teacherIds';
  if (scopes.includes('HOST')) return 'hostIds';
  return null;
}
