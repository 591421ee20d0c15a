/**
 * Every repository, built from one handle: the pool's (each query on its own) or a
 * transaction's (the unit of work hands these to a service's work).
 */
import type { Executor } from '../db/database.js';
import { createAlliancesRepository } from '../modules/alliances/index.js';
import { createAttendanceRepository } from '../modules/attendance/index.js';
import { createCertificatesRepository } from '../modules/certificates/index.js';
import { createClassesRepository } from '../modules/classes/index.js';
import { createCoursesRepository } from '../modules/courses/index.js';
import { createEnrollmentCommentsRepository } from '../modules/enrollment-comments/index.js';
import { createEnrollmentsRepository } from '../modules/enrollments/index.js';
import { createExamsRepository } from '../modules/exams/index.js';
import { createDevMailboxRepository } from '../modules/mail/index.js';
import { createMoneyMovementsRepository } from '../modules/money-movements/index.js';
import { createPaymentPlansRepository } from '../modules/payment-plans/index.js';
import { createPaymentsRepository, createUnappliedChargesRepository } from '../modules/payments/index.js';
import { createResumesRepository } from '../modules/resumes/index.js';
import { createTemplatesRepository } from '../modules/templates/index.js';
import { createTopicsRepository } from '../modules/topics/index.js';
import { createRecoveryLinksRepository, createUsersRepository } from '../modules/users/index.js';
import type { Clock } from '../time/clock.js';

export function createRepositories(db: Executor, clock: Clock) {
  return {
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
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
