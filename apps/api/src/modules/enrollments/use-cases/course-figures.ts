/**
 * A course's enrollment figures and their upkeep: the stats screen's counts, the finished
 * enrollments of a date range, and the idempotent upkeep the jobs run as the system
 * (finishing, NO_ATTENDANCE alerts; decision 0012): reads never write (issue 20).
 */
import type { SystemActor } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import type { EnrollmentsDeps } from './context.js';

/** Counts (reads never write: the upkeep is the enrollments-finish and enrollment-figures jobs'). */
export function enrollmentsStats({ enrollments, clock }: EnrollmentsDeps) {
  return async (courseId: string) => {
    const course = await enrollments.findCourse(courseId);
    if (!course) throw AppError.notFound('El curso');
    const now = clock.now();
    const { byStatus, byPlanType, figures, debtByCurrency } = await enrollments.stats(courseId, now);
    const counts = { PENDING: 0, ACTIVE: 0, FINISHED: 0, INACTIVE: 0 };
    for (const { status, total } of byStatus) counts[status] = total;
    return {
      courseId,
      byStatus: counts,
      inDebt: figures.inDebt,
      manual: figures.manual,
      withScholarship: figures.withScholarship,
      byPlanType: byPlanType.map(({ type, total }) => ({ type: type!, count: total })),
      debtByCurrency,
      capacity: course.capacity,
    };
  };
}

export function finishedEnrollmentsStats({ enrollments }: EnrollmentsDeps) {
  return async (fromDate: string, toDate: string) => {
    const rows = await enrollments.finishedStats(new Date(fromDate), new Date(toDate));
    return {
      fromDate,
      toDate,
      finished: rows.reduce((sum, row) => sum + row.finished, 0),
      withCertificate: rows.reduce((sum, row) => sum + row.withCertificate, 0),
      byCourse: rows,
    };
  };
}

/** What a status change by a job says it was. */
export const finishedBy = (actor: SystemActor) => `Curso terminado sin deuda (sistema: ${actor.name})`;

/**
 * The enrollments-finish job's work: ACTIVE → FINISHED for what ended settled (every course,
 * or `courseId`'s), as the system. Idempotent.
 */
export function finishEndedEnrollments({ enrollments, clock }: EnrollmentsDeps) {
  return async (actor: SystemActor, scope: { courseId?: string } = {}) => ({
    finished: await enrollments.finishEnded(scope, clock.now(), finishedBy(actor)),
  });
}

/**
 * The enrollment-figures job's work: the NO_ATTENDANCE alerts of every course with current
 * enrollments (or of `courseId`), which the end of a class makes due without a write.
 */
export function refreshCourseAlerts({ enrollments, clock }: EnrollmentsDeps) {
  return async (
    scope: { courseId?: string },
    progress: (done: number, total: number) => Promise<void> = async () => {},
  ) => {
    const courseIds = scope.courseId ? [scope.courseId] : await enrollments.coursesWithCurrentEnrollments();
    let changed = 0;
    for (const [index, courseId] of courseIds.entries()) {
      changed += await enrollments.refreshAttendanceAlerts(courseId, clock.now());
      await progress(index + 1, courseIds.length);
    }
    return { courses: courseIds.length, alertsChanged: changed };
  };
}
