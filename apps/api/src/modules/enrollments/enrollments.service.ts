/**
 * The rules about enrollments (DESIGN.md sections 3 and 4; docs/domain/enrollments.md):
 * creation with its schedule of periods in one transaction, who sees which enrollment,
 * status transitions, the re-spread, complementary periods, alerts and the finishing (by the
 * jobs of enrollment-jobs.ts and in the transaction that settles an ended course's enrollment).
 * Each use case is a file of `use-cases/`, built here once with the module's dependencies;
 * this factory only wires them under the names the routes and other modules call.
 */
import type { CertificateCreation } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../core/actor.js';
import { addComplementaryPeriod } from './use-cases/add-complementary-period.js';
import type { EnrollmentsDeps } from './use-cases/context.js';
import {
  enrollmentsStats,
  finishEndedEnrollments,
  finishedEnrollmentsStats,
  refreshCourseAlerts,
} from './use-cases/course-figures.js';
import {
  createEnrollment,
  createScholarshipEnrollment,
  enrolReferredIn,
  findCreatedEnrollment,
} from './use-cases/enrol.js';
import { inactivatePendingEnrollments } from './use-cases/inactivate-pending.js';
import { reactivateEnrollment } from './use-cases/reactivate.js';
import {
  exportEnrollments,
  findAllEnrollments,
  findAllInactiveEnrollments,
  findEnrollmentById,
  findStatusChanges,
  getPeriodsStatus,
} from './use-cases/read-enrollments.js';
import { updateNumberOfPeriods } from './use-cases/respread.js';
import { switchToManual, updateEnrollment } from './use-cases/update-enrollment.js';
import { updateSettings } from './use-cases/update-settings.js';

export type { Referral } from './use-cases/enrol.js';

export function createEnrollmentsService(deps: EnrollmentsDeps) {
  return {
    findAll: findAllEnrollments(deps),
    exportCsv: exportEnrollments(deps),
    findById: findEnrollmentById(deps),
    findAllInactive: findAllInactiveEnrollments(deps),
    periodsStatus: getPeriodsStatus(deps),
    statusChanges: findStatusChanges(deps),
    create: createEnrollment(deps),
    enrolReferredIn: enrolReferredIn(deps),
    findCreated: findCreatedEnrollment(deps),
    createScholarship: createScholarshipEnrollment(deps),
    update: updateEnrollment(deps),
    switchToManual: switchToManual(deps),
    updateSettings: updateSettings(deps),
    reactivate: reactivateEnrollment(deps),
    inactivatePending: inactivatePendingEnrollments(deps),
    updateNumberOfPeriods: updateNumberOfPeriods(deps),
    addComplementaryPeriod: addComplementaryPeriod(deps),
    /** The certificates module's issuing rule, for the enrollments call that issues one. */
    issueCertificate: (person: Person, enrollmentId: string, issue: Static<typeof CertificateCreation>) =>
      deps.certificates.issueFromEnrollment(enrollmentId, issue, person),
    stats: enrollmentsStats(deps),
    finishedStats: finishedEnrollmentsStats(deps),
    /** The enrollments-finish job's work (as the system). */
    finishEnded: finishEndedEnrollments(deps),
    /** The enrollment-figures job's work: the alerts that time makes due. */
    refreshAlerts: refreshCourseAlerts(deps),
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
