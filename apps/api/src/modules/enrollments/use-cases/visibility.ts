/**
 * Who sees which enrollment (DESIGN.md section 3) and the reads that apply it. Module-private.
 */
import type { Scope } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { periodsFigures } from '../enrollment-figures.js';
import type { EnrollmentRead, Visibility } from '../enrollments.repository.js';
import { type EnrollmentsDeps, PAGE_OF_ALL } from './context.js';

/** Staff who see every enrollment. */
const SEE_ALL: readonly Scope[] = [
  'SU',
  'MANAGER_ADMIN',
  'MANAGER',
  'ACADEMIC_ADMIN',
  'ACADEMIC',
  'COMMERCIAL_ADMIN',
  'COMMERCIAL',
  'FARMING',
];

export const hasAny = (person: Person, scopes: readonly Scope[]) =>
  person.scopes.some((scope) => scopes.includes(scope));

/** What the person may see; undefined is everything. */
export async function visibilityOf({ users }: EnrollmentsDeps, person: Person): Promise<Visibility> {
  if (hasAny(person, SEE_ALL)) return undefined;
  const has = (scope: Scope) => person.scopes.includes(scope);
  const allianceId = has('ALLIANCE_ADMIN')
    ? ((await users.findById(person.userId))?.allianceId ?? null)
    : null;
  return {
    userId: person.userId,
    allianceId,
    referrerSellerId: has('SELLER') || has('SELLER_EXTERNAL') ? person.userId : undefined,
    anyReferredBySeller: has('SELLER_ADMIN'),
    anyMarketingReferred: has('MARKETING'),
    courseStaffId: has('TEACHER') || has('HOST') ? person.userId : undefined,
  };
}

/** The enrollment if the person may see it (else 404). A read never writes (issue 20). */
export async function readVisible(deps: EnrollmentsDeps, person: Person, enrollmentId: string) {
  const { enrollments, clock } = deps;
  const found = await enrollments.read(enrollmentId, clock.now(), await visibilityOf(deps, person));
  if (!found) throw AppError.notFound(PAGE_OF_ALL);
  return found;
}

/** The answer of getEnrollmentPeriodsStatus for an enrollment read. */
export async function periodsStatusOf({ enrollments }: EnrollmentsDeps, read: EnrollmentRead) {
  const periods = await enrollments.findPeriods(read.enrollment.id);
  return {
    enrollmentId: read.enrollment.id,
    currency: read.enrollment.currency ?? 'ARS',
    ...periodsFigures(periods, read.today, { live: read.enrollment.status !== 'INACTIVE' }),
    today: read.today,
  };
}
