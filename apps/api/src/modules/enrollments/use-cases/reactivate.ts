/**
 * INACTIVE → live again, by staff with a reason (kept in the status history with who and
 * when): ACTIVE when something was paid on it or its scholarship is 100% (as it became
 * ACTIVE in the first place), else PENDING. The course is locked first, as a creation
 * locks it: the capacity counts live enrollments, and the user's one current enrollment
 * per course is the unique index's (409 ENROLLMENT_EXISTS).
 */
import { isZeroMoney } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import type { EnrollmentRow } from '../../../db/schema/index.js';
import { isUniqueViolation } from '../../../db/slugs.js';
import { AppError } from '../../../errors/app-error.js';
import { enrollmentBecameActive } from '../became-active.js';
import type { EnrollmentsRepository } from '../enrollments.repository.js';
import { FINISHED_WHEN_SETTLED } from '../payment-shares.js';
import { answerOf, type EnrollmentsDeps, PAGE_OF_ALL } from './context.js';

/** The status a reactivated enrollment takes: ACTIVE once it has been paid on or costs nothing. */
async function reactivatedStatusOf(
  repository: EnrollmentsRepository,
  row: Pick<EnrollmentRow, 'id' | 'scholarshipPercent'>,
) {
  const periods = await repository.findPeriods(row.id);
  const paidSomething = periods.some((period) => !isZeroMoney(period.paidAmount));
  return paidSomething || row.scholarshipPercent === 100 ? 'ACTIVE' : 'PENDING';
}

export function reactivateEnrollment(deps: EnrollmentsDeps) {
  const { enrollments, unitOfWork, clock } = deps;
  return async (person: Person, enrollmentId: string, reason: string) => {
    const found = await enrollments.read(enrollmentId, clock.now());
    if (!found) throw AppError.notFound(PAGE_OF_ALL);
    await unitOfWork
      .run(async ({ executor, enrollments: repository }) => {
        const course = (await repository.lockCourse(found.enrollment.courseId))!;
        const row = await repository.lock(enrollmentId);
        if (!row) throw AppError.notFound(PAGE_OF_ALL);
        if (row.status !== 'INACTIVE') {
          throw new AppError(
            'ENROLLMENT_TRANSITION_REFUSED',
            `Una inscripción ${row.status} no se reactiva: solo una INACTIVE`,
          );
        }
        if (course.capacity !== null && (await repository.countCurrent(course.id)) >= course.capacity) {
          throw new AppError('COURSE_FULL', 'El curso ya completó su cupo');
        }
        const status = await reactivatedStatusOf(repository, row);
        const now = clock.now();
        await repository.update(
          row.id,
          { status, inactiveReason: null, inactiveSearchText: '', inactivatedAt: null },
          now,
        );
        await repository.recordStatusChanges([
          {
            enrollmentId,
            fromStatus: 'INACTIVE',
            toStatus: status,
            reason: reason.trim(),
            changedBy: person.userId,
            changedAt: now,
          },
        ]);
        if (status === 'ACTIVE') await enrollmentBecameActive(executor, row.id, now);
        // Back ACTIVE in an ended course with nothing owed: finished in the same transaction.
        await repository.finishEnded({ enrollmentId }, now, FINISHED_WHEN_SETTLED);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new AppError(
            'ENROLLMENT_EXISTS',
            'La persona ya tiene otra inscripción vigente en este curso',
          );
        }
        throw error;
      });
    return answerOf(deps, enrollmentId);
  };
}
