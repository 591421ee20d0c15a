/** Every module's handlers, each given the services it binds. A new module adds its factory here. */
import type { OperationHandlers } from '../http/handlers.js';
import { accountingHandlers } from '../modules/accounting/index.js';
import { alliancesHandlers } from '../modules/alliances/index.js';
import { attendanceHandlers } from '../modules/attendance/index.js';
import { automationHandlers } from '../modules/automation/index.js';
import { certificatesHandlers } from '../modules/certificates/index.js';
import { classesHandlers } from '../modules/classes/index.js';
import { commissionsHandlers } from '../modules/commissions/index.js';
import { coursesHandlers } from '../modules/courses/index.js';
import { enrollmentCommentsHandlers } from '../modules/enrollment-comments/index.js';
import { enrollmentsHandlers } from '../modules/enrollments/index.js';
import { examsHandlers } from '../modules/exams/index.js';
import { jobsHandlers } from '../modules/jobs/index.js';
import { leadsHandlers } from '../modules/leads/index.js';
import { devMailboxHandlers } from '../modules/mail/index.js';
import { meetingCallsHandlers } from '../modules/meeting-calls/index.js';
import { messagingHandlers } from '../modules/messaging/index.js';
import { moneyMovementsHandlers } from '../modules/money-movements/index.js';
import { paymentPlansHandlers } from '../modules/payment-plans/index.js';
import { checkoutHandlers, paymentsHandlers, unappliedChargesHandlers } from '../modules/payments/index.js';
import { remindersHandlers } from '../modules/reminders/index.js';
import { reportExportsHandlers } from '../modules/report-exports/index.js';
import { reportsHandlers } from '../modules/reports/index.js';
import { resumesHandlers } from '../modules/resumes/index.js';
import { templatesHandlers } from '../modules/templates/index.js';
import { topicsHandlers } from '../modules/topics/index.js';
import { usersHandlers } from '../modules/users/index.js';
import { utilitiesHandlers } from '../modules/utilities/index.js';
import type { AppDependencies } from './app-dependencies.js';

export function allHandlers({
  services,
  config,
  database,
  clock,
  adapters,
}: AppDependencies): OperationHandlers {
  return {
    ...utilitiesHandlers({ database, config, clock }),
    ...usersHandlers({ ...services, messaging: adapters.messaging }),
    ...resumesHandlers(services),
    ...devMailboxHandlers(services),
    ...topicsHandlers(services),
    ...coursesHandlers(services),
    ...classesHandlers(services),
    ...examsHandlers(services),
    ...attendanceHandlers(services),
    ...templatesHandlers(services),
    ...certificatesHandlers(services),
    ...enrollmentCommentsHandlers(services),
    ...enrollmentsHandlers(services),
    ...alliancesHandlers(services),
    ...paymentPlansHandlers(services),
    ...paymentsHandlers(services),
    ...checkoutHandlers({ ...services, vendors: adapters.payments }),
    ...moneyMovementsHandlers(services),
    ...accountingHandlers(services),
    ...unappliedChargesHandlers(services),
    ...messagingHandlers(services),
    ...remindersHandlers(services),
    ...reportsHandlers(services),
    ...reportExportsHandlers(services),
    ...meetingCallsHandlers(services),
    ...commissionsHandlers(services),
    ...leadsHandlers(services),
    ...automationHandlers(services),
    ...jobsHandlers(services),
  };
}
