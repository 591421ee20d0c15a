/**
 * The reads of enrollments: the lists, one enrollment, its periods' status and its status
 * history, each showing only what the person may see.
 */
import type { Person } from '../../../core/actor.js';
import { jsonTextPageOf, type PageQuery, pageOf, toPageRequest } from '../../../core/pagination.js';
import { AppError } from '../../../errors/app-error.js';
import type { EnrollmentDto, EnrollmentFilters, InactiveFilters } from '../enrollments.repository.js';
import type { EnrollmentsDeps } from './context.js';
import { periodsStatusOf, readVisible, visibilityOf } from './visibility.js';

export function findAllEnrollments(deps: EnrollmentsDeps) {
  const { enrollments, clock } = deps;
  return async (person: Person, query: EnrollmentFilters & PageQuery) => {
    const now = clock.now();
    const page = toPageRequest(query);
    const visibility = await visibilityOf(deps, person);
    // An alliance admin (not staff who sees all) asking for another alliance's enrollments is refused.
    const allianceAdmin = visibility && person.scopes.includes('ALLIANCE_ADMIN');
    if (allianceAdmin && query.allianceId && query.allianceId !== visibility.allianceId) {
      throw AppError.forbidden('Solo ves las inscripciones de tu alianza');
    }
    const { content, total } = await enrollments.findPage(query, visibility, page, now);
    return jsonTextPageOf<EnrollmentDto>(content, total, page);
  };
}

export function findEnrollmentById(deps: EnrollmentsDeps) {
  return async (person: Person, enrollmentId: string) => (await readVisible(deps, person, enrollmentId)).dto;
}

export function findAllInactiveEnrollments(deps: EnrollmentsDeps) {
  return async (person: Person, query: InactiveFilters & PageQuery) => {
    const page = toPageRequest(query);
    const { rows, total } = await deps.enrollments.findInactivePage(
      query,
      await visibilityOf(deps, person),
      page,
      deps.clock.now(),
    );
    return pageOf(
      rows.map((read) => read.dto),
      total,
      page,
    );
  };
}

export function getPeriodsStatus(deps: EnrollmentsDeps) {
  return async (person: Person, enrollmentId: string) =>
    periodsStatusOf(deps, await readVisible(deps, person, enrollmentId));
}

/** The enrollment's status history, oldest first (who may read the enrollment may read it). */
export function findStatusChanges(deps: EnrollmentsDeps) {
  return async (person: Person, enrollmentId: string) => {
    await readVisible(deps, person, enrollmentId);
    const changes = await deps.enrollments.findStatusChanges(enrollmentId);
    return changes.map((change) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      reason: change.reason,
      changedBy: change.changedBy,
      changedAt: change.changedAt.toISOString(),
    }));
  };
}
