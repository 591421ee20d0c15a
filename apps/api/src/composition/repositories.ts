/**
 * Every repository, built from one handle: the pool's (each query on its own) or a
 * transaction's (the unit of work hands these to a service's work). The composition root is
 * the one place outside a module that imports its repository file: a module reaches another's
 * tables only through the functions of its `index.ts`, which take `executor` (the same handle).
 */
import type { Executor } from '../db/database.js';
import { createAccountingRepository } from '../modules/accounting/accounting.repository.js';
import { createAlliancesRepository } from '../modules/alliances/alliances.repository.js';
import { createAttendanceRepository } from '../modules/attendance/attendance.repository.js';
import { createCertificatesRepository } from '../modules/certificates/certificates.repository.js';
import { createClassesRepository } from '../modules/classes/classes.repository.js';
import { createCommissionsRepository } from '../modules/commissions/commissions.repository.js';
import { createCoursesRepository } from '../modules/courses/courses.repository.js';
import { createEnrollmentCommentsRepository } from '../modules/enrollment-comments/enrollment-comments.repository.js';
import { createEnrollmentsRepository } from '../modules/enrollments/enrollments.repository.js';
import { createExamsRepository } from '../modules/exams/exams.repository.js';
import { createLeadsRepository } from '../modules/leads/leads.repository.js';
import { createDevMailboxRepository } from '../modules/mail/dev-mailbox.repository.js';
import { createMeetingCallsRepository } from '../modules/meeting-calls/meeting-calls.repository.js';
import { createMessagingRepository } from '../modules/messaging/messaging.repository.js';
import { createMoneyMovementsRepository } from '../modules/money-movements/money-movements.repository.js';
import { createPaymentPlansRepository } from '../modules/payment-plans/payment-plans.repository.js';
import { createPaymentsRepository } from '../modules/payments/payments.repository.js';
import { createUnappliedChargesRepository } from '../modules/payments/unapplied-charges.repository.js';
import { createRemindersRepository } from '../modules/reminders/reminders.repository.js';
import { createResumesRepository } from '../modules/resumes/resumes.repository.js';
import { createTemplatesRepository } from '../modules/templates/templates.repository.js';
import { createTopicsRepository } from '../modules/topics/topics.repository.js';
import { createRecoveryLinksRepository } from '../modules/users/recovery-links.repository.js';
import { createUsersRepository } from '../modules/users/users.repository.js';
import type { Clock } from '../time/clock.js';

export function createRepositories(db: Executor, clock: Clock) {
  return {
    /** The handle these are bound to: what another module's transaction-taking functions get. */
    executor: db,
    users: createUsersRepository(db),
    recoveryLinks: createRecoveryLinksRepository(db),
    resumes: createResumesRepository(db, clock),
    devMailbox: createDevMailboxRepository(db),
    topics: createTopicsRepository(db),
    courses: createCoursesRepository(db),
    classes: createClassesRepository(db, clock),
    exams: createExamsRepository(db, clock),
    attendance: createAttendanceRepository(db, clock),
    templates: createTemplatesRepository(db),
    certificates: createCertificatesRepository(db),
    enrollmentComments: createEnrollmentCommentsRepository(db),
    enrollments: createEnrollmentsRepository(db),
    alliances: createAlliancesRepository(db),
    paymentPlans: createPaymentPlansRepository(db),
    payments: createPaymentsRepository(db),
    unappliedCharges: createUnappliedChargesRepository(db),
    moneyMovements: createMoneyMovementsRepository(db),
    accounting: createAccountingRepository(db),
    messaging: createMessagingRepository(db, clock),
    reminders: createRemindersRepository(db),
    meetingCalls: createMeetingCallsRepository(db),
    commissions: createCommissionsRepository(db),
    leads: createLeadsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
