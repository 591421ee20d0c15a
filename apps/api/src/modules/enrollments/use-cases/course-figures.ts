/**
 * A course's enrollment figures and their upkeep: the stats screen's counts, the finished
 * enrollments of a date range, and the idempotent settling (lazy finishing, NO_ATTENDANCE
 * alerts) that a read of the stats runs first and a scheduled job may run as the system.
 */
import { AppError } from '../../../errors/app-error.js';
import type { EnrollmentsRepository } from '../enrollments.repository.js';
import type { EnrollmentsDeps } from './context.js';

/**
 * ACTIVE → FINISHED for what ended settled, and the NO_ATTENDANCE alerts, both idempotent.
 * Neither writes the status history (the finishing is kept as `finishedAt`), so it names no actor.
 */
async function settle(enrollments: EnrollmentsRepository, courseId: string, now: Date) {
  const finished = await enrollments.finishEnded({ courseId }, now);
  await enrollments.refreshAttendanceAlerts(courseId, now);
  return finished;
}

/** Refreshes the course's system alerts and finishing first, then counts. */
export function enrollmentsStats({ enrollments, clock }: EnrollmentsDeps) {
  return async (courseId: string) => {
    const course = await enrollments.findCourse(courseId);
    if (!course) throw AppError.notFound('El curso');
    const now = clock.now();
    await settle(enrollments, courseId, now);
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

/** The idempotent maintenance of a course: lazy finishing and NO_ATTENDANCE alerts. */
export function settleCourse({ enrollments, clock }: EnrollmentsDeps) {
  return async (courseId: string) => ({ finished: await settle(enrollments, courseId, clock.now()) });
}
