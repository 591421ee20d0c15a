/**
 * The course's PENDING enrollments become INACTIVE, each inactivation kept in its history.
 * Staff call it, and the collections' jobs will: the history records the person who did it,
 * or no user when the system did.
 */
import { type Actor, userIdOf } from '../../../core/actor.js';
import { searchTextOf } from '../../../db/search.js';
import { AppError } from '../../../errors/app-error.js';
import type { EnrollmentsDeps } from './context.js';

/** The reason kept when the call gives none (the specification's call has no body). */
const BULK_INACTIVATION_REASON = 'Inscripciones pendientes dadas de baja en bloque';

export function inactivatePendingEnrollments({ enrollments, unitOfWork, clock }: EnrollmentsDeps) {
  return async (actor: Actor, courseId: string, reason?: string) => {
    const course = await enrollments.findCourse(courseId);
    if (!course) throw AppError.notFound('El curso');
    const trimmed = reason?.trim() || BULK_INACTIVATION_REASON;
    const now = clock.now();
    const inactivated = await unitOfWork.run(async ({ enrollments: repository }) => {
      const ids = await repository.inactivatePending(courseId, trimmed, searchTextOf(trimmed), now);
      await repository.recordStatusChanges(
        ids.map((enrollmentId) => ({
          enrollmentId,
          fromStatus: 'PENDING' as const,
          toStatus: 'INACTIVE' as const,
          reason: trimmed,
          changedBy: userIdOf(actor),
          changedAt: now,
        })),
      );
      return ids.length;
    });
    return { courseId, inactivated };
  };
}
