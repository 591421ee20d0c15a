/** Every service, constructed once from the repositories, the unit of work and the shared pieces. */
import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from '../adapters/index.js';
import type { Config } from '../config/config.js';
import { createCsvExports } from '../core/csv/csv-file.js';
import type { Database } from '../db/database.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { createAccountingService } from '../modules/accounting/index.js';
import { createAlliancesService, createMembershipsService } from '../modules/alliances/index.js';
import { createAttendanceService } from '../modules/attendance/index.js';
import { createRateLimiter, createSigninFailures, type TokenService } from '../modules/auth/index.js';
import { createAutomationService } from '../modules/automation/index.js';
import { createCertificatesService } from '../modules/certificates/index.js';
import { createClassContentService, createClassesService } from '../modules/classes/index.js';
import { createCommissionsService } from '../modules/commissions/index.js';
import { createCourseAccess, createCoursesService } from '../modules/courses/index.js';
import { createEnrollmentCommentsService } from '../modules/enrollment-comments/index.js';
import { createDebtAccess, createEnrollmentsService } from '../modules/enrollments/index.js';
import { createExamsService } from '../modules/exams/index.js';
import type { JobQueue } from '../modules/jobs/index.js';
import { createLeadsService } from '../modules/leads/index.js';
import { createDevMailboxService, type Mailer } from '../modules/mail/index.js';
import { createMeetingCallsService } from '../modules/meeting-calls/index.js';
import {
  createMessagingService,
  createOutbox,
  createTemplateCache,
  type WhatsAppSender,
} from '../modules/messaging/index.js';
import { createMoneyMovementsService } from '../modules/money-movements/index.js';
import { createPaymentPlansService } from '../modules/payment-plans/index.js';
import {
  createCheckoutService,
  createIdempotency,
  createNotificationsService,
  createPaymentAttachment,
  createPaymentStatusRule,
  createPaymentSync,
  createPaymentsService,
  createRefundsService,
  createUnappliedChargesService,
} from '../modules/payments/index.js';
import { createRemindersService } from '../modules/reminders/index.js';
import { createReportExports } from '../modules/report-exports/index.js';
import { createReportsService } from '../modules/reports/index.js';
import { createResumesService } from '../modules/resumes/index.js';
import { createTemplatesService } from '../modules/templates/index.js';
import { createTopicsService } from '../modules/topics/index.js';
import {
  createInvitationsService,
  createPasswordLinks,
  createPasswordRecoveryService,
  createUsersService,
} from '../modules/users/index.js';
import type { Clock } from '../time/clock.js';
import type { Repositories } from './repositories.js';

/** Failed sign-ins are counted per e-mail in windows of this length. */
const SIGNIN_FAILURE_WINDOW_SECONDS = 15 * 60;

export type ServiceParts = {
  config: Config;
  db: Database;
  repositories: Repositories;
  unitOfWork: UnitOfWork<Repositories>;
  clock: Clock;
  tokens: TokenService;
  mailer: Mailer;
  adapters: Adapters;
  /** Replaces the WhatsApp sender the reminders use (tests); by default the messaging outbox's. */
  whatsapp?: WhatsAppSender;
  log: FastifyBaseLogger;
  /** Where services enqueue background jobs (the job runner's queue, decision 0012). */
  jobQueue: JobQueue;
};

export function createServices(parts: ServiceParts) {
  const { config, repositories: repos, unitOfWork, clock, log } = parts;
  // WEB_ORIGIN may list several origins for CORS; the first is the public site.
  const webOrigin = config.webOrigin.split(',')[0]!.trim();
  const access = createCourseAccess(repos.courses);
  const debtAccess = createDebtAccess({
    enrollments: repos.enrollments,
    clock,
    timeZone: config.academyTimeZone,
  });
  const signinFailures = createSigninFailures(
    createRateLimiter(parts.db, SIGNIN_FAILURE_WINDOW_SECONDS, clock),
    { perClient: config.signinFailuresPerEmail, perAccount: config.signinFailuresPerAccount },
  );
  const passwordLinks = createPasswordLinks({ unitOfWork, clock, webOrigin });
  const certificates = createCertificatesService({
    certificates: repos.certificates,
    users: repos.users,
    unitOfWork,
    clock,
    webOrigin,
  });
  /** The alliance a user belongs to (an alliance admin reads only its own). */
  const allianceOfUser = async (userId: string) => (await repos.users.findById(userId))?.allianceId ?? null;
  /** THE money rule: every path that changes a payment's status goes through it. */
  const applyPaymentStatus = createPaymentStatusRule({ unitOfWork, clock });
  /** Refunds of vendor payments go through the vendor; the ledger is written when it confirms. */
  const refunds = createRefundsService({
    unitOfWork,
    payments: repos.payments,
    applyPaymentStatus,
    vendors: parts.adapters.payments,
    notificationBaseUrl: config.payments.notificationBaseUrl,
    clock,
    log,
  });
  const idempotent = createIdempotency({ payments: repos.payments, clock });
  const checkout = createCheckoutService({
    payments: repos.payments,
    db: parts.db,
    applyPaymentStatus,
    refunds,
    unitOfWork,
    idempotent,
    vendors: parts.adapters.payments,
    webOrigin: config.webOrigin,
    notificationBaseUrl: config.payments.notificationBaseUrl,
    linkTtlDays: config.payments.linkTtlDays,
    clock,
    log,
  });
  /** Every WhatsApp message goes through it (the reminders too): kept, sent, retried. */
  const outbox = createOutbox({
    unitOfWork,
    messages: repos.messaging,
    provider: parts.adapters.messaging,
    clock,
    webOrigin: webOrigin.replace(/\/$/, ''),
  });
  const csv = createCsvExports({ clock, timeZone: config.academyTimeZone });
  const enrollments = createEnrollmentsService({
    enrollments: repos.enrollments,
    unitOfWork,
    certificates,
    users: repos.users,
    clock,
    csv,
  });
  const payments = createPaymentsService({
    payments: repos.payments,
    db: parts.db,
    unitOfWork,
    enrolReferredIn: enrollments.enrolReferredIn,
    applyPaymentStatus,
    refunds,
    idempotent,
    vendors: parts.adapters.payments,
    linkTtlDays: config.payments.linkTtlDays,
    clock,
    csv,
  });
  return {
    users: createUsersService({
      users: repos.users,
      unitOfWork,
      tokens: parts.tokens,
      signinFailures,
      emailMarketing: parts.adapters.emailMarketing,
      clock,
    }),
    passwordRecovery: createPasswordRecoveryService({
      users: repos.users,
      recoveryLinks: repos.recoveryLinks,
      unitOfWork,
      passwordLinks,
      signinFailures,
      mailer: parts.mailer,
      clock,
      log,
    }),
    invitations: createInvitationsService({
      users: repos.users,
      unitOfWork,
      passwordLinks,
      mailer: parts.mailer,
      clock,
    }),
    resumes: createResumesService({
      resumes: repos.resumes,
      userExists: async (userId) => Boolean(await repos.users.findById(userId)),
      clock,
    }),
    devMailbox: createDevMailboxService({ mailbox: repos.devMailbox, mailer: parts.mailer }),
    topics: createTopicsService(repos.topics),
    courses: createCoursesService({
      courses: repos.courses,
      topics: repos.topics,
      access,
      clock,
      classesStartRange: repos.classes.startsAtRange,
      debtAccess,
    }),
    classes: createClassesService({ classes: repos.classes, access, clock, debtAccess }),
    classContent: createClassContentService({ classes: repos.classes, access }),
    exams: createExamsService({ exams: repos.exams, courses: repos.courses, access, clock }),
    attendance: createAttendanceService({
      attendance: repos.attendance,
      classes: repos.classes,
      courses: repos.courses,
      access,
      clock,
      onAttendanceChanged: (courseId) => repos.enrollments.refreshAttendanceAlerts(courseId, clock.now()),
    }),
    templates: createTemplatesService({
      templates: repos.templates,
      topics: repos.topics,
      classes: repos.classes,
      access,
      unitOfWork,
      clock,
    }),
    certificates,
    enrollments,
    enrollmentComments: createEnrollmentCommentsService({ comments: repos.enrollmentComments, clock }),
    alliances: createAlliancesService({ alliances: repos.alliances, unitOfWork, allianceOfUser }),
    allianceMemberships: createMembershipsService({ unitOfWork, db: repos.executor, clock }),
    paymentPlans: createPaymentPlansService({
      paymentPlans: repos.paymentPlans,
      alliances: repos.alliances,
      courses: repos.courses,
      unitOfWork,
      allianceOfUser,
    }),
    applyPaymentStatus,
    attachPayments: createPaymentAttachment({ unitOfWork, clock }),
    payments,
    checkout,
    refunds,
    paymentSync: createPaymentSync({ payments: repos.payments, checkout, log }),
    notifications: createNotificationsService({
      payments: repos.payments,
      vendors: parts.adapters.payments,
      applyPaymentStatus,
      refunds,
      log,
    }),
    moneyMovements: createMoneyMovementsService({ moneyMovements: repos.moneyMovements, csv }),
    accounting: createAccountingService({ accounting: repos.accounting }),
    outbox,
    /** The port other modules (the payment reminders) send WhatsApp messages through. */
    whatsApp: outbox.sender,
    messaging: createMessagingService({
      messages: repos.messaging,
      provider: parts.adapters.messaging,
      templates: createTemplateCache(parts.adapters.messaging, clock),
      outbox,
      paymentLinks: {
        find: (paymentId) => repos.payments.findById(paymentId),
        issue: async (paymentId) => checkout.issueLink((await repos.payments.findById(paymentId))!),
      },
      payers: { find: (userId) => repos.users.findById(userId) },
      clock,
      webhookSecret: config.callbell.webhookSecret,
    }),
    automation: createAutomationService({ db: parts.db, webhook: parts.adapters.automation, clock }),
    // The vendor refund of an unapplied charge (`refundCharge`) comes with the vendor refunds work.
    unappliedCharges: createUnappliedChargesService({
      unappliedCharges: repos.unappliedCharges,
      unitOfWork,
      clock,
      refundCharge: refunds.refundUnappliedCharge,
    }),
    reports: createReportsService({ db: parts.db, academyTimeZone: config.academyTimeZone }),
    reportExports: createReportExports({ csv }),
    leads: createLeadsService({
      leads: repos.leads,
      unitOfWork,
      isPublicCourse: async (courseId) => (await repos.courses.findById(courseId))?.active === true,
      clock,
      academyTimeZone: config.academyTimeZone,
      db: parts.db,
    }),
    reminders: createRemindersService({
      reminders: repos.reminders,
      db: parts.db,
      unitOfWork,
      periodLink: payments.periodLink,
      linkUrl: checkout.linkUrl,
      paymentsPageUrl: `${webOrigin}/me/payments`,
      whatsapp: parts.whatsapp ?? outbox.sender,
      mailer: parts.mailer,
      jobs: parts.jobQueue,
      clock,
      academyTimeZone: config.academyTimeZone,
    }),
    meetingCalls: createMeetingCallsService({
      meetingCalls: repos.meetingCalls,
      unitOfWork,
      clock,
      academyTimeZone: config.academyTimeZone,
    }),
    commissions: createCommissionsService({
      db: parts.db,
      commissions: repos.commissions,
      unitOfWork,
      clock,
      academyTimeZone: config.academyTimeZone,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
