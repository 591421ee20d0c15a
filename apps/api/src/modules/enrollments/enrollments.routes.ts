/** Binds the Enrollments operations of the contract (and the course's bulk inactivation) to the service. */
import { defineHandlers } from '../../http/handlers.js';
import { sendCsvDownload } from '../../http/send-csv.js';
import type { EnrollmentsService } from './enrollments.service.js';

export function enrollmentsHandlers({ enrollments: service }: { enrollments: EnrollmentsService }) {
  return defineHandlers({
    findAllEnrollments: ({ caller, query }) => service.findAll(caller, query),
    exportEnrollments: async ({ caller, query, reply }) =>
      sendCsvDownload(reply, await service.exportCsv(caller, query)),
    findEnrollmentById: ({ caller, params }) => service.findById(caller, params.enrollmentId),
    findAllInactiveEnrollments: ({ caller, query }) => service.findAllInactive(caller, query),
    getEnrollmentPeriodsStatus: ({ caller, params }) => service.periodsStatus(caller, params.enrollmentId),
    createEnrollment: ({ caller, body }) => service.create(caller, body),
    createScholarshipEnrollment: ({ body }) => service.createScholarship(body),
    updateEnrollment: ({ params, body }) => service.update(params.enrollmentId, body),
    updateEnrollmentSettings: ({ caller, params, body }) =>
      service.updateSettings(caller, params.enrollmentId, body),
    reactivateEnrollment: ({ caller, params, body }) =>
      service.reactivate(caller, params.enrollmentId, body.reason),
    findEnrollmentStatusChanges: ({ caller, params }) => service.statusChanges(caller, params.enrollmentId),
    switchEnrollmentToManual: ({ params, body }) => service.switchToManual(params.enrollmentId, body),
    updateEnrollmentPlanNumberOfPeriods: ({ params, body }) =>
      service.updateNumberOfPeriods(params.enrollmentId, body.numberOfPeriods),
    addEnrollmentComplementaryPeriod: ({ caller, params }) =>
      service.addComplementaryPeriod(caller, params.enrollmentId),
    createEnrollmentCertificate: ({ caller, params, body }) =>
      service.issueCertificate(caller, params.enrollmentId, body),
    inactivatePendingEnrollments: ({ caller, params, body }) =>
      service.inactivatePending(caller, params.courseId, body?.reason),
    getEnrollmentsStats: ({ query }) => service.stats(query.courseId),
    getFinishedEnrollmentsStats: ({ query }) => service.finishedStats(query.fromDate, query.toDate),
  });
}
