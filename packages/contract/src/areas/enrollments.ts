/**
 * Enrollments: a student in a course under a payment plan, with its schedule of periods
 * (specification section 7, "Enrollments"; DESIGN.md sections 3 and 4, "Selling and
 * billing").
 */
import Type from 'typebox';
import {
  ENROLLMENT_ALERTS,
  ENROLLMENT_PERIOD_STATUSES,
  ENROLLMENT_STATUSES,
  MANUAL_ENROLLMENT_METHODS,
} from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { MAX_PERIODS } from '../core/payment-schedule.js';
import {
  Body,
  CountryCode,
  Currency,
  DateOnly,
  DateTime,
  Email,
  Money,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  PaymentPlanType,
  Phone,
  Query,
  Timestamps,
  Url,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { TierCode } from './alliances.js';
import { Certificate, CertificateCreation } from './certificates.js';
import { Payment, PaymentMethod, PaymentSegment, PaymentStatus } from './payments.js';

const tag = 'Enrollments';

export const EnrollmentStatus = Type.Enum(ENROLLMENT_STATUSES);

export const EnrollmentAlert = Type.Enum(ENROLLMENT_ALERTS);

export const EnrollmentPeriodStatus = Type.Enum(ENROLLMENT_PERIOD_STATUSES);

/** TRANSFER | CASH: how a manual enrollment's payments will arrive. */
export const ManualEnrollmentMethod = Type.Enum(MANUAL_ENROLLMENT_METHODS);

const ScholarshipPercent = Type.Integer({ minimum: 0, maximum: 100 });
const NumberOfPeriods = Type.Integer({ minimum: 1, maximum: MAX_PERIODS });
const Reason = Type.String({ minLength: 1, maxLength: 500 });

export const Enrollment = Type.Object({
  id: Uuid,
  userId: Uuid,
  /** The student's first and last name as they are today (what the lists show, no per-row read). */
  studentName: Type.String(),
  studentEmail: Email,
  courseId: Uuid,
  /** The course's title as it is today. */
  courseTitle: Type.String(),
  /** Null only for academic records made before payment plans existed (no periods). */
  paymentPlanId: Type.Union([Uuid, Type.Null()]),
  /** Snapshot of the plan at enrollment (tier override applied; the scholarship is in the periods). */
  planType: Type.Union([PaymentPlanType, Type.Null()]),
  currency: Type.Union([Currency, Type.Null()]),
  upfrontAmount: Type.Union([Money, Type.Null()]),
  periodAmount: Type.Union([Money, Type.Null()]),
  numberOfPeriods: Type.Integer({ minimum: 0 }),
  status: EnrollmentStatus,
  /** Payments handled by staff: no automatic reminders, no vendor sync. */
  manual: Type.Boolean(),
  scholarshipPercent: ScholarshipPercent,
  allianceId: Type.Union([Uuid, Type.Null()]),
  tier: Type.Union([TierCode, Type.Null()]),
  referrerSellerId: Type.Union([Uuid, Type.Null()]),
  marketingReferrerId: Type.Union([Uuid, Type.Null()]),
  country: Type.Union([CountryCode, Type.Null()]),
  manualReason: Type.Union([Type.String(), Type.Null()]),
  /** Set when staff enrolled it as manual: the method its payments record when approved. */
  manualPaymentMethod: Type.Union([PaymentMethod, Type.Null()]),
  /**
   * NONE | DEBT | NO_ATTENDANCE | PAYMENT_FAILED. DEBT is derived (in debt and no other alert);
   * the others are set by the system and cleared by staff (docs/domain/enrollments.md).
   */
  alert: EnrollmentAlert,
  /** Count of PAID periods. */
  numberOfPeriodsPayed: Type.Integer({ minimum: 0 }),
  /** What is unpaid on periods past their due date. */
  debt: Money,
  /** What payments paid on its periods so far (refunds taken back), in its currency. */
  totalPaid: Money,
  /** What is still to pay on its periods, due or not (0 when INACTIVE, as the debt). */
  owed: Money,
  /** In debt: a period is unpaid (in whole or part) after its due date, in the course's zone. */
  inDebt: Type.Boolean(),
  /** The earliest due date of a period still owed; null when nothing is owed. */
  nextDueDate: Type.Union([DateOnly, Type.Null()]),
  inactiveReason: Type.Union([Type.String(), Type.Null()]),
  inactivatedAt: Type.Union([DateTime, Type.Null()]),
  finishedAt: Type.Union([DateTime, Type.Null()]),
  ...Timestamps,
});

/** A course's access-on-debt policy: days past due before a student loses recordings and new content. */
export const DebtAccessDays = Type.Integer({ minimum: 1, maximum: 365 });

/**
 * Why a student's access to a course is restricted (access on debt, docs/domain/enrollments.md):
 * the course has the policy and the oldest period the student owes is more than
 * `debtAccessDays` days past its due date, in the academy's time zone. While restricted the
 * student keeps the live classes (times, meeting link) but gets no recording, and no body or
 * materials of classes that start after `since`. Computed at each read: it ends as soon as the
 * payment that settles the period is recorded.
 */
export const DebtRestriction = Type.Object({
  enrollmentId: Uuid,
  /** The first day (academy zone) the restriction applies: the due date plus `debtAccessDays` + 1. */
  since: DateOnly,
  debtAccessDays: DebtAccessDays,
  /** The oldest period with something owed: the one that started the restriction. */
  period: Type.Object({
    number: Type.Integer({ minimum: 1 }),
    dueDate: DateOnly,
    /** What is still owed on it (a partial payment taken off). */
    owed: Money,
  }),
  /** What is owed past due, per currency (an enrollment has one: one entry). */
  owedByCurrency: Type.Array(Type.Object({ currency: Currency, amount: Money })),
  /** How to pay: `createPayment` with this body starts (or resumes) the oldest period's payment. */
  howToPay: Type.Object({
    operationId: Type.Literal('createPayment'),
    body: Type.Object({ enrollmentId: Uuid }),
  }),
});

export const EnrollmentPeriod = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  dueDate: DateOnly,
  amount: Money,
  paidAmount: Money,
  status: EnrollmentPeriodStatus,
  /** Added by addEnrollmentComplementaryPeriod, not by the plan. */
  complementary: Type.Boolean(),
});

/** What is unpaid on overdue periods, by how many days past their due date (in the course's zone). */
export const DebtByAge = Type.Object({
  days0To30: Money,
  days31To60: Money,
  days61To90: Money,
  over90Days: Money,
});

export const EnrollmentPeriodsStatus = Type.Object({
  enrollmentId: Uuid,
  currency: Currency,
  periods: Type.Array(EnrollmentPeriod),
  totalPaid: Money,
  debt: Money,
  inDebt: Type.Boolean(),
  /** Count of PAID periods. */
  numberOfPeriodsPayed: Type.Integer({ minimum: 0 }),
  /** The oldest period still owed (OVERDUE, PARTIAL or DUE); null when nothing is owed. */
  nextDuePeriod: Type.Union([EnrollmentPeriod, Type.Null()]),
  debtByAge: DebtByAge,
  /** The course zone's calendar date the statuses were judged on. */
  today: DateOnly,
});

/** enrollmentUpdate: the enrollment's commercial data. Status changes go through enrollmentSettingsDTO. */
export const EnrollmentUpdate = Body({
  paymentPlanId: Type.Optional(Uuid),
  scholarshipPercent: Type.Optional(ScholarshipPercent),
  allianceId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  tier: Type.Optional(Type.Union([TierCode, Type.Null()])),
  referrerSellerId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  marketingReferrerId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  country: Type.Optional(CountryCode),
});

/**
 * enrollmentSettingsDTO: status and alert. The status obeys the transitions (PENDING | ACTIVE →
 * INACTIVE needs inactiveReason); the alert may only be cleared to NONE.
 */
export const EnrollmentSettingsDTO = Body({
  status: Type.Optional(EnrollmentStatus),
  inactiveReason: Type.Optional(Reason),
  alert: Type.Optional(EnrollmentAlert),
});

/** enrollmentChangeDataDTO: enrolling in a course under a plan (the caller itself, or a user as staff). */
export const EnrollmentChangeDataDTO = Body({
  courseId: Uuid,
  paymentPlanId: Uuid,
  /** Staff only; by default the caller. */
  userId: Type.Optional(Uuid),
  country: Type.Optional(CountryCode),
  marketingReferrerId: Type.Optional(Uuid),
  /** Staff only: the tier of the user's alliance whose price applies (none: the plan's price). */
  tier: Type.Optional(TierCode),
  /**
   * Staff only: a manual enrollment (payments handled by staff, no reminders or vendor sync),
   * whose payments will be recorded with this method when staff approve them.
   */
  manualPaymentMethod: Type.Optional(ManualEnrollmentMethod),
});

/** enrollmentCreation: a scholarship; 100% makes the enrollment ACTIVE with every period WAIVED. */
export const EnrollmentCreation = Body({
  userId: Uuid,
  courseId: Uuid,
  paymentPlanId: Uuid,
  scholarshipPercent: ScholarshipPercent,
  reason: Type.Optional(Reason),
  /** The tier of the user's alliance whose price applies (none: the plan's price). */
  tier: Type.Optional(TierCode),
});

/**
 * The person a seller sells to, by e-mail: the user with that e-mail (found regardless of
 * case, his data unchanged), or a new BASIC user with these names and phone.
 */
export const ReferredPerson = Body({
  email: Email,
  firstName: NonEmptyText(100),
  lastName: NonEmptyText(100),
  phone: Type.Optional(Phone),
});

/** referredEnrollmentCreation: a seller enrolls a user, a person by e-mail, or a lead (a user is created for it). */
export const ReferredEnrollmentCreation = Body({
  courseId: Uuid,
  paymentPlanId: Uuid,
  /** Exactly one of userId, person and leadId. A seller names by userId only a user he referred before. */
  userId: Type.Optional(Uuid),
  person: Type.Optional(ReferredPerson),
  leadId: Type.Optional(Uuid),
  allianceId: Type.Optional(Uuid),
  tier: Type.Optional(TierCode),
  marketingReferrerId: Type.Optional(Uuid),
});

export const ReferredEnrollment = Type.Object({
  enrollment: Enrollment,
  payment: Payment,
  /** `/checkout/{linkToken}` on the web app. */
  paymentLink: Url,
});

/** enrollmentPaymentHistoryDTO: attach existing payments to an enrollment's payment history. */
export const EnrollmentPaymentHistoryDTO = Body({
  enrollmentId: Uuid,
  paymentIds: Type.Array(Uuid, { minItems: 1, maxItems: 100, uniqueItems: true }),
});

/** A spreadsheet row's cells by column name (the automation's columns). */
export const SpreadsheetRowValues = Type.Record(
  Type.String(),
  Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]),
);

/** A row for the spreadsheet automation (test call); its columns are the automation's. */
export const SpreadsheetRowData = Body({
  sheet: Type.Optional(NonEmptyText(100)),
  values: SpreadsheetRowValues,
});

export const SpreadsheetDelivery = Type.Object({
  delivered: Type.Boolean(),
  /** The automation's HTTP status; null when it could not be reached (or in the sandbox). */
  status: Type.Union([Type.Integer(), Type.Null()]),
});

/** The new period; its payment (segment COMPLEMENTARY) arrives with the payments issue (11). */
export const ComplementaryPeriod = Type.Object({
  enrollment: Enrollment,
  period: EnrollmentPeriod,
});

/** courseEnrollmentManualTransitionDTO */
export const CourseEnrollmentManualTransitionDTO = Body({ reason: Reason });

/** enrollmentReactivation: why an INACTIVE enrollment is live again (kept in its status history). */
export const EnrollmentReactivation = Body({ reason: NonEmptyText(500) });

/** One change of an enrollment's status by staff, as its history keeps it. */
export const EnrollmentStatusChange = Type.Object({
  /** Null for inactivations made before the history was kept. */
  fromStatus: Type.Union([EnrollmentStatus, Type.Null()]),
  toStatus: EnrollmentStatus,
  reason: Type.String(),
  /** The staff member; null when not known. */
  changedBy: Type.Union([Uuid, Type.Null()]),
  changedAt: DateTime,
});

/** courseEnrollmentPlanNumberOfPeriodsDTO: what is unpaid is re-spread; paid periods never change. */
export const CourseEnrollmentPlanNumberOfPeriodsDTO = Body({ numberOfPeriods: NumberOfPeriods });

export const EnrollmentPaymentsSync = Type.Object({
  courseId: Type.Union([Uuid, Type.Null()]),
  /** Enrollments queued for a vendor sync. */
  queued: Type.Integer({ minimum: 0 }),
});

const StatusCounts = Type.Object({
  PENDING: Type.Integer({ minimum: 0 }),
  ACTIVE: Type.Integer({ minimum: 0 }),
  FINISHED: Type.Integer({ minimum: 0 }),
  INACTIVE: Type.Integer({ minimum: 0 }),
});

export const EnrollmentsStats = Type.Object({
  courseId: Uuid,
  byStatus: StatusCounts,
  inDebt: Type.Integer({ minimum: 0 }),
  manual: Type.Integer({ minimum: 0 }),
  withScholarship: Type.Integer({ minimum: 0 }),
  byPlanType: Type.Array(Type.Object({ type: PaymentPlanType, count: Type.Integer({ minimum: 0 }) })),
  /** What current enrollments owe past due, per currency (never summed across currencies). */
  debtByCurrency: Type.Array(Type.Object({ currency: Currency, debt: Money })),
  capacity: Type.Union([Type.Integer(), Type.Null()]),
});

export const FinishedEnrollmentsStats = Type.Object({
  fromDate: DateTime,
  toDate: DateTime,
  finished: Type.Integer({ minimum: 0 }),
  withCertificate: Type.Integer({ minimum: 0 }),
  byCourse: Type.Array(
    Type.Object({
      courseId: Uuid,
      title: Type.String(),
      finished: Type.Integer({ minimum: 0 }),
      withCertificate: Type.Integer({ minimum: 0 }),
    }),
  ),
});

export const EnrollmentsIncome = Type.Object({
  courseId: Uuid,
  currency: Currency,
  status: PaymentStatus,
  total: Money,
  count: Type.Integer({ minimum: 0 }),
  bySegment: Type.Array(
    Type.Object({ segment: PaymentSegment, total: Money, count: Type.Integer({ minimum: 0 }) }),
  ),
});

export const EnrollmentsAccountingStats = Type.Object({
  date: DateTime,
  activeEnrollments: Type.Integer({ minimum: 0 }),
  /** Per currency, never summed across currencies. */
  byCurrency: Type.Array(
    Type.Object({
      currency: Currency,
      /** Due in the month of `date`. */
      expectedThisMonth: Money,
      /** Collected in the month of `date`, up to `date`. */
      collected: Money,
      debt: Money,
      /** collected ÷ expectedThisMonth, 0 to 1 (more when past debt was paid); null when nothing was expected. */
      collectionRate: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
    }),
  ),
});

const enrollmentIdParams = Params({ enrollmentId: Uuid });

/** What creating an enrollment may refuse. */
const creationErrors = [
  'ENROLLMENT_CLOSED',
  'COURSE_INACTIVE',
  'COURSE_FULL',
  'ENROLLMENT_EXISTS',
  'PAYMENT_PLAN_OF_OTHER_COURSE',
  'PAYMENT_PLAN_INACTIVE',
  'PAYMENT_PLAN_OF_OTHER_ALLIANCE',
  'TIER_NOT_IN_ALLIANCE',
  'USER_UNKNOWN',
  // The course or the plan named in the body does not exist.
  'NOT_FOUND',
] as const;

/** Staff who read enrollments (some only part of them: see the ownership texts). */
const enrollmentReaders = [
  ...SCOPE_GROUPS.readAll,
  'ACADEMIC_ADMIN',
  'ACADEMIC',
  'COMMERCIAL_ADMIN',
  'COMMERCIAL',
  'FARMING',
  'SELLER_ADMIN',
  'MARKETING',
  'ALLIANCE_ADMIN',
] as const;
const ownEnrollment =
  'the enrollment’s student; a seller (SELLER, SELLER_EXTERNAL) its referred enrollments; SELLER_ADMIN referred enrollments; MARKETING those with a marketing referrer; ALLIANCE_ADMIN its alliance’s';
/**
 * The enrollments list's filters and sort: the list and its export (exports.ts) take the same
 * ones, so a screen's CSV is always of the rows it shows.
 */
export const enrollmentFilters = {
  userId: Type.Optional(Uuid),
  courseId: Type.Optional(Uuid),
  status: Type.Optional(EnrollmentStatus),
  referrerSellerId: Type.Optional(Uuid),
  onlyInDebt: Type.Optional(Type.Boolean()),
  fromDate: Type.Optional(DateTime),
  toDate: Type.Optional(DateTime),
  countries: Type.Optional(Type.Array(CountryCode, { maxItems: 50 })),
  mustHaveRecordedClasses: Type.Optional(
    Type.Boolean({ description: 'Only enrollments in courses with at least one recorded class' }),
  ),
  numberOfPeriodsPayed: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  commentQuery: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Words one of the enrollment’s comments contains, all of them in any order (accent- and case-insensitive)',
    }),
  ),
  alert: Type.Optional(EnrollmentAlert),
  marketingReferrerId: Type.Optional(Uuid),
  allianceId: Type.Optional(Uuid),
};
export const enrollmentSortFields = ['createdAt', 'status', 'debt', 'numberOfPeriodsPayed'] as const;
export const enrollmentListReaders = {
  kind: 'scopes',
  scopes: [...enrollmentReaders, 'TEACHER', 'HOST'],
  owner: `${ownEnrollment}; TEACHER and HOST the enrollments of the courses they teach or host (their roster)`,
} as const;
/** Staff who change enrollments. */
const enrollmentEditors = SCOPE_GROUPS.commercialStaff;
/** Staff who follow up enrollments' payments (collections and retention). */
const collectors = [...SCOPE_GROUPS.commercialStaff, 'FARMING'] as const;
/** Enrollment statistics: reports plus academic and sales admins. */
const statsReaders = [
  ...SCOPE_GROUPS.reports,
  'ACADEMIC_ADMIN',
  'ACADEMIC',
  'SELLER_ADMIN',
  'FARMING',
] as const;

export const enrollmentsOperations = {
  findAllEnrollments: defineOperation({
    operationId: 'findAllEnrollments',
    method: 'GET',
    path: '/courses/enrollments',
    tag,
    summary: 'List enrollments',
    description:
      'Sorting by debt never compares amounts in different currencies: the list is sorted by currency first (ascending, enrollments without a plan last), then by debt in the asked direction.',
    query: PagedQuery(enrollmentFilters, enrollmentSortFields),
    response: Page(Enrollment),
    access: enrollmentListReaders,
  }),
  findEnrollmentById: defineOperation({
    operationId: 'findEnrollmentById',
    method: 'GET',
    path: '/courses/enrollments/{enrollmentId}',
    tag,
    summary: 'Get an enrollment',
    params: enrollmentIdParams,
    response: Enrollment,
    access: { kind: 'scopes', scopes: enrollmentReaders, owner: ownEnrollment },
  }),
  updateEnrollment: defineOperation({
    operationId: 'updateEnrollment',
    method: 'PUT',
    path: '/courses/enrollments/{enrollmentId}',
    tag,
    summary: "Update an enrollment's commercial data (plan, scholarship, alliance tier, referrers, country)",
    params: enrollmentIdParams,
    body: { name: 'enrollmentUpdate', schema: EnrollmentUpdate, required: true },
    response: Enrollment,
    errors: [
      'ENROLLMENT_HAS_PAYMENTS',
      'ENROLLMENT_NOT_CHANGEABLE',
      'PAYMENT_PLAN_OF_OTHER_COURSE',
      'PAYMENT_PLAN_INACTIVE',
      'PAYMENT_PLAN_OF_OTHER_ALLIANCE',
      'TIER_NOT_IN_ALLIANCE',
      'USER_UNKNOWN',
    ],
    access: { kind: 'scopes', scopes: enrollmentEditors },
  }),
  updateEnrollmentSettings: defineOperation({
    operationId: 'updateEnrollmentSettings',
    method: 'PATCH',
    path: '/courses/enrollments/{enrollmentId}',
    tag,
    summary: "Change an enrollment's status (e.g. inactivate it with a reason) or clear its alert",
    params: enrollmentIdParams,
    body: { name: 'enrollmentSettingsDTO', schema: EnrollmentSettingsDTO, required: true },
    response: Enrollment,
    errors: ['ENROLLMENT_TRANSITION_REFUSED', 'INACTIVE_REASON_REQUIRED', 'ALERT_NOT_SETTABLE'],
    access: { kind: 'scopes', scopes: collectors },
  }),
  reactivateEnrollment: defineOperation({
    operationId: 'reactivateEnrollment',
    method: 'PUT',
    path: '/courses/enrollments/{enrollmentId}/reactivation',
    tag,
    summary: 'Reactivate an INACTIVE enrollment, with a reason kept in its status history',
    description:
      'It becomes ACTIVE when something was paid on it or its scholarship is 100%, PENDING otherwise; it owes again what its periods say. Refused when it is not INACTIVE, when the user has another current enrollment in the course, or when the course is full.',
    params: enrollmentIdParams,
    body: { name: 'enrollmentReactivation', schema: EnrollmentReactivation, required: true },
    response: Enrollment,
    errors: ['ENROLLMENT_TRANSITION_REFUSED', 'ENROLLMENT_EXISTS', 'COURSE_FULL'],
    access: { kind: 'scopes', scopes: collectors },
  }),
  findEnrollmentStatusChanges: defineOperation({
    operationId: 'findEnrollmentStatusChanges',
    method: 'GET',
    path: '/courses/enrollments/{enrollmentId}/status-changes',
    tag,
    summary:
      "An enrollment's status history (inactivations and reactivations with their reasons), oldest first",
    params: enrollmentIdParams,
    response: Type.Array(EnrollmentStatusChange),
    access: { kind: 'scopes', scopes: enrollmentReaders, owner: ownEnrollment },
  }),
  createEnrollment: defineOperation({
    operationId: 'createEnrollment',
    method: 'POST',
    path: '/courses/enrollments/enrollment/create',
    tag,
    summary: 'Enroll in a course under a payment plan (PENDING until its first payment is approved)',
    description:
      'Staff may enrol another user (`userId`), at a tier of his alliance (`tier`), and as a manual enrollment (`manualPaymentMethod`: its payments are approved by staff and record that method).',
    body: { name: 'enrollmentChangeDataDTO', schema: EnrollmentChangeDataDTO, required: true },
    response: Enrollment,
    successStatus: 201,
    errors: creationErrors,
    access: {
      kind: 'scopes',
      scopes: [...enrollmentEditors, 'STUDENT', 'BASIC'],
      owner:
        'STUDENT and BASIC enroll only themselves (userId omitted or their own), without tier or manualPaymentMethod',
    },
  }),
  createScholarshipEnrollment: defineOperation({
    operationId: 'createScholarshipEnrollment',
    method: 'POST',
    path: '/courses/enrollments/scholarship',
    tag,
    summary: 'Enroll a user with a scholarship (100% makes it ACTIVE with every period waived)',
    body: { name: 'enrollmentCreation', schema: EnrollmentCreation, required: true },
    response: Enrollment,
    successStatus: 201,
    errors: creationErrors,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  createReferredEnrollment: defineOperation({
    operationId: 'createReferredEnrollment',
    method: 'POST',
    path: '/courses/enrollments/referred',
    tag,
    summary:
      'Create a referred enrollment for a user, a person by e-mail or a lead and generate its payment link',
    body: { name: 'referredEnrollmentCreation', schema: ReferredEnrollmentCreation, required: true },
    description:
      'Exactly one of `userId`, `person` and `leadId`. `person` enrols the user with that e-mail, or creates him as BASIC in the same transaction (two sales for one new e-mail make one user); to a seller the answer names the student as the seller typed him, never as another seller or the student stored him. A seller (SELLER, SELLER_EXTERNAL) passes `userId` only for a user he referred before (else 403). `leadId` converts the lead: the user of its e-mail (created as BASIC when none exists), the lead becomes WON and keeps the enrollment (its attribution follows it); a lead is converted once (409), a seller converts only his own leads (404).',
    response: ReferredEnrollment,
    successStatus: 201,
    errors: [...creationErrors, 'NOTHING_TO_PAY', 'LEAD_ALREADY_CONVERTED', 'LEAD_EMAIL_MISSING'],
    access: {
      kind: 'scopes',
      scopes: [...SCOPE_GROUPS.sales, 'COMMERCIAL_ADMIN', 'COMMERCIAL'],
      owner:
        'the caller is recorded as referrerSellerId; a seller (SELLER, SELLER_EXTERNAL) only for users he referred before, people by e-mail and its own leads',
    },
  }),
  addEnrollmentPaymentHistory: defineOperation({
    operationId: 'addEnrollmentPaymentHistory',
    method: 'POST',
    path: '/courses/enrollments/payment/history',
    tag,
    summary: "Attach existing payments to an enrollment's payment history (and allocate them to its periods)",
    body: { name: 'enrollmentPaymentHistoryDTO', schema: EnrollmentPaymentHistoryDTO, required: true },
    response: EnrollmentPeriodsStatus,
    errors: ['NOT_FOUND', 'PAYMENT_NOT_ATTACHABLE', 'PAYMENT_CURRENCY_MISMATCH'],
    access: { kind: 'scopes', scopes: enrollmentEditors },
  }),
  testSendSpreadsheetRow: defineOperation({
    operationId: 'testSendSpreadsheetRow',
    method: 'POST',
    path: '/courses/enrollments/enrollment/test/sheet',
    tag,
    summary: 'Test: send a row to the spreadsheet automation webhook',
    description:
      'Sends the row now, signed, through the same path as the rows of enrollments that become ACTIVE (docs/domain/automation.md), and keeps it as a TEST delivery. `status` is null when no webhook URL is configured (the delivery is KEPT) or the automation could not be reached; a 429, 5xx or unreachable automation leaves it PENDING for the `automation-deliveries` job to retry.',
    body: { name: 'spreadsheetRowData', schema: SpreadsheetRowData, required: true },
    response: SpreadsheetDelivery,
    access: { kind: 'scopes', scopes: ['SU'] },
  }),
  getEnrollmentPeriodsStatus: defineOperation({
    operationId: 'getEnrollmentPeriodsStatus',
    method: 'GET',
    path: '/courses/enrollments/{enrollmentId}/enrollment-periods-status',
    tag,
    summary: "An enrollment's periods, total paid, debt and next due period",
    params: enrollmentIdParams,
    response: EnrollmentPeriodsStatus,
    access: { kind: 'scopes', scopes: enrollmentReaders, owner: ownEnrollment },
  }),
  createEnrollmentCertificate: defineOperation({
    operationId: 'createEnrollmentCertificate',
    method: 'PUT',
    path: '/courses/enrollments/{enrollmentId}/certificate',
    tag,
    summary: "Issue an enrollment's certificate (FINISHED, or forced with a reason)",
    params: enrollmentIdParams,
    body: { name: 'certificateCreation', schema: CertificateCreation, required: true },
    response: Certificate,
    successStatus: 201,
    errors: ['ENROLLMENT_INACTIVE', 'ENROLLMENT_NOT_FINISHED', 'FORCE_REASON_REQUIRED'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicStaff },
  }),
  addEnrollmentComplementaryPeriod: defineOperation({
    operationId: 'addEnrollmentComplementaryPeriod',
    method: 'PUT',
    path: '/courses/enrollments/{enrollmentId}/complementary',
    tag,
    summary: 'Extend an ACTIVE or FINISHED enrollment by one period (its payment comes with issue 11)',
    params: enrollmentIdParams,
    response: ComplementaryPeriod,
    successStatus: 201,
    errors: ['ENROLLMENT_NOT_EXTENDABLE'],
    access: { kind: 'scopes', scopes: enrollmentEditors, owner: 'the enrollment’s student' },
  }),
  syncEnrollmentPayments: defineOperation({
    operationId: 'syncEnrollmentPayments',
    method: 'PUT',
    path: '/courses/enrollments/{enrollmentId}/syncPayments',
    tag,
    summary: "Re-fetch an enrollment's pending payments from their vendors and re-allocate its periods",
    params: enrollmentIdParams,
    query: Query({ courseId: Type.Optional(Uuid) }),
    response: EnrollmentPeriodsStatus,
    access: { kind: 'scopes', scopes: collectors },
  }),
  syncAllEnrollmentPayments: defineOperation({
    operationId: 'syncAllEnrollmentPayments',
    method: 'PUT',
    path: '/courses/enrollments/syncPayments',
    tag,
    summary: 'Queue a vendor sync of the payments of every enrollment (of one course, or of all)',
    query: Query({ courseId: Type.Optional(Uuid) }),
    response: EnrollmentPaymentsSync,
    successStatus: 202,
    access: { kind: 'scopes', scopes: collectors },
  }),
  switchEnrollmentToManual: defineOperation({
    operationId: 'switchEnrollmentToManual',
    method: 'PUT',
    path: '/courses/enrollments/{enrollmentId}/to-manual',
    tag,
    summary: 'Switch an enrollment to manual payments (no automatic reminders or vendor sync)',
    params: enrollmentIdParams,
    body: {
      name: 'courseEnrollmentManualTransitionDTO',
      schema: CourseEnrollmentManualTransitionDTO,
      required: true,
    },
    response: Enrollment,
    errors: ['ENROLLMENT_NOT_CHANGEABLE'],
    access: { kind: 'scopes', scopes: enrollmentEditors },
  }),
  updateEnrollmentPlanNumberOfPeriods: defineOperation({
    operationId: 'updateEnrollmentPlanNumberOfPeriods',
    method: 'PUT',
    path: '/courses/enrollments/{enrollmentId}/plan-number-of-periods',
    tag,
    summary:
      "Change an enrollment's number of periods (re-spreads what is unpaid; paid periods never change)",
    params: enrollmentIdParams,
    body: {
      name: 'courseEnrollmentPlanNumberOfPeriodsDTO',
      schema: CourseEnrollmentPlanNumberOfPeriodsDTO,
      required: true,
    },
    response: EnrollmentPeriodsStatus,
    errors: ['NOTHING_TO_RESPREAD', 'TOO_FEW_PERIODS', 'ENROLLMENT_NOT_CHANGEABLE'],
    access: { kind: 'scopes', scopes: enrollmentEditors },
  }),
  getEnrollmentsStats: defineOperation({
    operationId: 'getEnrollmentsStats',
    method: 'GET',
    path: '/courses/enrollments/stats',
    tag,
    summary: "A course's enrollment counts by status and plan type, in debt, manual and with scholarship",
    query: Query({ courseId: Uuid }),
    response: EnrollmentsStats,
    errors: ['NOT_FOUND'],
    access: { kind: 'scopes', scopes: statsReaders },
  }),
  getFinishedEnrollmentsStats: defineOperation({
    operationId: 'getFinishedEnrollmentsStats',
    method: 'GET',
    path: '/courses/enrollments/stats/finished',
    tag,
    summary: 'Enrollments finished in a time range, with and without certificate, by course',
    query: Query({ fromDate: DateTime, toDate: DateTime }),
    response: FinishedEnrollmentsStats,
    access: { kind: 'scopes', scopes: statsReaders },
  }),
  findAllInactiveEnrollments: defineOperation({
    operationId: 'findAllInactiveEnrollments',
    method: 'GET',
    path: '/courses/enrollments/inactives',
    tag,
    summary: 'List inactive enrollments, searchable by their inactivation reason',
    query: PagedQuery(
      {
        reasonQuery: Type.Optional(
          Type.String({ maxLength: 100, description: 'Text in the inactivation reason' }),
        ),
        userId: Type.Optional(Uuid),
        courseId: Type.Optional(Uuid),
        fromDate: Type.Optional(DateTime),
        toDate: Type.Optional(DateTime),
      },
      ['inactivatedAt', 'createdAt'],
    ),
    response: Page(Enrollment),
    access: { kind: 'scopes', scopes: enrollmentReaders, owner: ownEnrollment },
  }),
  getEnrollmentsIncome: defineOperation({
    operationId: 'getEnrollmentsIncome',
    method: 'GET',
    path: '/courses/enrollments/income',
    tag,
    summary: "A course's income in a currency from its enrollments' payments of a status",
    query: Query({ courseId: Uuid, currency: Currency, status: PaymentStatus }),
    response: EnrollmentsIncome,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
  getEnrollmentsAccountingStats: defineOperation({
    operationId: 'getEnrollmentsAccountingStats',
    method: 'GET',
    path: '/courses/enrollments/accounting-stats',
    tag,
    summary: 'Accounting stats at a date: expected this month, collected, debt and active enrollments',
    query: Query({ date: DateTime }),
    response: EnrollmentsAccountingStats,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.reports },
  }),
} as const;
