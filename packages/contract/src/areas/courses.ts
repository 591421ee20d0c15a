/**
 * Courses: the public catalogue and its administration, a course's plans as the catalogue
 * shows them, its invitation link and course-wide enrollment actions (specification
 * section 7, "Courses"; DESIGN.md sections 3 and 4).
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import {
  Body,
  CountryCode,
  DateOnly,
  Email,
  Markdown,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  Query,
  Slug,
  Timestamps,
  TimeZoneId,
  Url,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { DebtAccessDays, DebtRestriction, EnrollmentStatus } from './enrollments.js';
import { CoursePaymentPlanOffer, PaymentPlansImport } from './payment-plans.js';

const tag = 'Courses';

const Tag = Type.String({ minLength: 1, maxLength: 50 });
const Capacity = Type.Integer({ minimum: 1, maximum: 100_000 });

/** A teacher as the public catalogue shows it: its name only. */
export const CourseTeacher = Type.Object({
  id: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
});

/**
 * A course. The invitation URL is not part of it: only enrolled students and staff get it,
 * through getCourseInvitationUrl.
 */
export const Course = Type.Object({
  id: Uuid,
  title: Type.String(),
  slug: Slug,
  summary: Type.String(),
  description: Type.String({ description: 'Markdown' }),
  topicId: Uuid,
  tags: Type.Array(Type.String()),
  teacherIds: Type.Array(Uuid),
  /** The teachers' public names, in the order of teacherIds (for the catalogue and course page). */
  teachers: Type.Array(CourseTeacher),
  /** Hosts of the course's live sessions: they record its attendance. */
  hostIds: Type.Array(Uuid),
  /** Null: offered in every country. */
  country: Type.Union([CountryCode, Type.Null()]),
  /** Set when the course is run for a partner. */
  allianceId: Type.Union([Uuid, Type.Null()]),
  /** Calendar dates in the course's time zone. */
  startDate: DateOnly,
  endDate: DateOnly,
  timezoneId: TimeZoneId,
  capacity: Type.Union([Capacity, Type.Null()]),
  active: Type.Boolean(),
  /** False after close-enrollments: new enrollments are refused (409). */
  enrollmentOpen: Type.Boolean(),
  coverImageUrl: Type.Union([Url, Type.Null()]),
  /**
   * Access on debt: after this many days past the due date of a student's oldest owed period,
   * the student loses recordings and new content until paid. Null: off (the default).
   */
  debtAccessDays: Type.Union([DebtAccessDays, Type.Null()]),
  ...Timestamps,
});

/** debtAccessPolicy: set (1–365 days) or turn off (null) a course's access-on-debt policy. */
export const DebtAccessPolicy = Body({
  debtAccessDays: Type.Union([DebtAccessDays, Type.Null()]),
});

export const CourseCreation = Body({
  title: NonEmptyText(200),
  /** Derived from the title when omitted. */
  slug: Type.Optional(Slug),
  summary: Type.String({ maxLength: 1000 }),
  description: Markdown(),
  topicId: Uuid,
  tags: Type.Array(Tag, { maxItems: 30, uniqueItems: true }),
  teacherIds: Type.Array(Uuid, { maxItems: 30, uniqueItems: true }),
  hostIds: Type.Optional(Type.Array(Uuid, { maxItems: 30, uniqueItems: true })),
  country: Type.Union([CountryCode, Type.Null()]),
  allianceId: Type.Optional(Uuid),
  startDate: DateOnly,
  endDate: DateOnly,
  timezoneId: TimeZoneId,
  capacity: Type.Optional(Capacity),
  active: Type.Optional(Type.Boolean({ default: false })),
  invitationUrl: Type.Optional(Url),
  coverImageUrl: Type.Optional(Url),
});

export const CourseUpdate = Body({
  title: Type.Optional(NonEmptyText(200)),
  slug: Type.Optional(Slug),
  summary: Type.Optional(Type.String({ maxLength: 1000 })),
  description: Type.Optional(Markdown()),
  topicId: Type.Optional(Uuid),
  tags: Type.Optional(Type.Array(Tag, { maxItems: 30, uniqueItems: true })),
  teacherIds: Type.Optional(Type.Array(Uuid, { maxItems: 30, uniqueItems: true })),
  hostIds: Type.Optional(Type.Array(Uuid, { maxItems: 30, uniqueItems: true })),
  country: Type.Optional(Type.Union([CountryCode, Type.Null()])),
  allianceId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  startDate: Type.Optional(DateOnly),
  endDate: Type.Optional(DateOnly),
  timezoneId: Type.Optional(TimeZoneId),
  capacity: Type.Optional(Type.Union([Capacity, Type.Null()])),
  active: Type.Optional(Type.Boolean()),
  invitationUrl: Type.Optional(Type.Union([Url, Type.Null()])),
  coverImageUrl: Type.Optional(Type.Union([Url, Type.Null()])),
});

export const CourseInvitationUrl = Type.Object({
  courseId: Uuid,
  invitationUrl: Type.Union([Url, Type.Null()]),
});

/**
 * Why a course's PENDING enrollments are inactivated (kept as each one's inactiveReason). The
 * specification's call sends no body: the reason is optional, with a default.
 */
export const PendingEnrollmentsInactivationDTO = Body({
  reason: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 500,
      description: 'By default "Inscripciones pendientes dadas de baja en bloque"',
    }),
  ),
});

export const PendingEnrollmentsInactivation = Type.Object({
  courseId: Uuid,
  /** How many PENDING enrollments became INACTIVE. */
  inactivated: Type.Integer({ minimum: 0 }),
});

/** A student of a course, as its staff see it: who, and the state of the enrollment. */
export const CourseStudent = Type.Object({
  userId: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Email,
  enrollmentId: Uuid,
  status: EnrollmentStatus,
});

/** A course the caller studies, with the state of its enrollment (the student area). */
export const MyCourse = Type.Object({
  course: Course,
  enrollmentStatus: EnrollmentStatus,
  /** Set while the course's access-on-debt policy restricts the caller: why, and how to pay. */
  debtRestriction: Type.Union([DebtRestriction, Type.Null()]),
});

/** One course's figures: its classes held and upcoming, its exams and its enrollments. */
export const CourseStats = Type.Object({
  courseId: Uuid,
  title: Type.String(),
  slug: Slug,
  topicId: Uuid,
  active: Type.Boolean(),
  enrollmentOpen: Type.Boolean(),
  startDate: DateOnly,
  endDate: DateOnly,
  /** Classes that have started. */
  classesHeld: Type.Integer({ minimum: 0 }),
  /** Classes that have not started yet. */
  classesUpcoming: Type.Integer({ minimum: 0 }),
  exams: Type.Integer({ minimum: 0 }),
  /** ACTIVE enrollments. */
  enrolled: Type.Integer({ minimum: 0 }),
  pendingEnrollments: Type.Integer({ minimum: 0 }),
  finishedEnrollments: Type.Integer({ minimum: 0 }),
});

const courseIdParams = Params({ courseId: Uuid });
const catalogue = 'without a staff token only active courses (and their active plans) are shown';
/** Who runs course-wide enrollment actions. */
const courseEnrollmentAdmins = [...SCOPE_GROUPS.commercialAdmin, 'ACADEMIC_ADMIN'] as const;

export const coursesOperations = {
  createCourse: defineOperation({
    operationId: 'createCourse',
    method: 'POST',
    path: '/courses',
    tag,
    summary: 'Create a course',
    body: { name: 'courseCreation', schema: CourseCreation, required: true },
    response: Course,
    successStatus: 201,
    errors: ['SLUG_TAKEN', 'TOPIC_UNKNOWN', 'TIMEZONE_UNKNOWN', 'COURSE_ENDS_BEFORE_START', 'USER_UNKNOWN'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicAdmin },
  }),
  findAllCourses: defineOperation({
    operationId: 'findAllCourses',
    method: 'GET',
    path: '/courses',
    tag,
    summary: 'List courses (the public catalogue)',
    query: PagedQuery(
      {
        q: Type.Optional(Type.String({ maxLength: 100, description: 'Title, summary or tag' })),
        active: Type.Optional(Type.Boolean()),
        country: Type.Optional(CountryCode),
        courseTopicId: Type.Optional(Uuid),
        tags: Type.Optional(Type.Array(Tag, { maxItems: 30 })),
        teacherIds: Type.Optional(Type.Array(Uuid, { maxItems: 30 })),
        /** Courses any of these users hosts (a host's own courses in the panel). */
        hostIds: Type.Optional(Type.Array(Uuid, { maxItems: 30 })),
        allianceId: Type.Optional(Uuid),
        /** The course page's address: `/courses/{slug}` finds its course with this filter. */
        slug: Type.Optional(Slug),
      },
      ['startDate', 'title', 'createdAt'],
    ),
    response: Page(Course),
    access: { kind: 'public', note: catalogue },
  }),
  findCourseById: defineOperation({
    operationId: 'findCourseById',
    method: 'GET',
    path: '/courses/{courseId}',
    tag,
    summary: 'Get a course',
    params: courseIdParams,
    response: Course,
    access: { kind: 'public', note: catalogue },
  }),
  updateCourse: defineOperation({
    operationId: 'updateCourse',
    method: 'PUT',
    path: '/courses/{courseId}',
    tag,
    summary: 'Update a course',
    params: courseIdParams,
    body: { name: 'courseUpdate', schema: CourseUpdate, required: true },
    response: Course,
    errors: [
      'SLUG_TAKEN',
      'TOPIC_UNKNOWN',
      'TIMEZONE_UNKNOWN',
      'COURSE_ENDS_BEFORE_START',
      'USER_UNKNOWN',
      'COURSE_DATES_EXCLUDE_CLASSES',
    ],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.academicAdmin },
  }),
  updateCourseDebtPolicy: defineOperation({
    operationId: 'updateCourseDebtPolicy',
    method: 'PUT',
    path: '/courses/{courseId}/debt-access-policy',
    tag,
    summary:
      "Set or turn off a course's access-on-debt policy (days past due before recordings and new content pause)",
    description:
      'Not in the specification (issue 20): a commercial rule, so it has its own call apart from the academic updateCourse.',
    params: courseIdParams,
    body: { name: 'debtAccessPolicy', schema: DebtAccessPolicy, required: true },
    response: Course,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  closeCourseEnrollments: defineOperation({
    operationId: 'closeCourseEnrollments',
    method: 'PUT',
    path: '/courses/{courseId}/close-enrollments',
    tag,
    summary: 'Close a course to new enrollments (they are refused with 409 afterwards)',
    params: courseIdParams,
    response: Course,
    access: { kind: 'scopes', scopes: courseEnrollmentAdmins },
  }),
  reopenCourseEnrollments: defineOperation({
    operationId: 'reopenCourseEnrollments',
    method: 'PUT',
    path: '/courses/{courseId}/reopen-enrollments',
    tag,
    summary: 'Open a closed course to new enrollments again (undoes close-enrollments)',
    params: courseIdParams,
    response: Course,
    access: { kind: 'scopes', scopes: courseEnrollmentAdmins },
  }),
  inactivatePendingEnrollments: defineOperation({
    operationId: 'inactivatePendingEnrollments',
    method: 'PUT',
    path: '/courses/{courseId}/inactivate-pending-enrollments',
    tag,
    summary: 'Inactivate every PENDING enrollment of a course at once, with a reason',
    params: courseIdParams,
    body: {
      name: 'pendingEnrollmentsInactivationDTO',
      schema: PendingEnrollmentsInactivationDTO,
      required: false,
    },
    response: PendingEnrollmentsInactivation,
    access: { kind: 'scopes', scopes: courseEnrollmentAdmins },
  }),
  findCoursePaymentPlans: defineOperation({
    operationId: 'findCoursePaymentPlans',
    method: 'GET',
    path: '/courses/{courseId}/payment-plans',
    tag,
    summary: "List a course's payment plans, with an alliance's tier overrides when allianceId is given",
    description:
      'The active plans open to all, plus the alliance’s own when allianceId is given, each with the price every tier pays. Staff without allianceId get every plan of the course (inactive and alliance-only too) with the prices of every alliance’s tiers. A course outside the catalogue is 404 but for staff.',
    params: courseIdParams,
    query: Query({ allianceId: Type.Optional(Uuid) }),
    response: Type.Array(CoursePaymentPlanOffer),
    access: { kind: 'public', note: catalogue },
  }),
  getCourseInvitationUrl: defineOperation({
    operationId: 'getCourseInvitationUrl',
    method: 'GET',
    path: '/courses/{courseId}/invitation-url',
    tag,
    summary: "The course's community invitation link",
    params: courseIdParams,
    response: CourseInvitationUrl,
    access: {
      kind: 'scopes',
      scopes: SCOPE_GROUPS.classReaders,
      owner: 'a student with an active enrollment in the course; TEACHER the courses they teach',
    },
  }),
  importCoursePaymentPlans: defineOperation({
    operationId: 'importCoursePaymentPlans',
    method: 'PUT',
    path: '/courses/{courseId}/import-payment-plans',
    tag,
    summary: "Copy another course's payment plans (and their tier overrides) into this course",
    params: courseIdParams,
    description:
      'Copies the source course’s plans with their tier overrides in one transaction; a plan whose name the course already has is skipped and reported.',
    query: Query({ sourceCourseId: Uuid }),
    response: PaymentPlansImport,
    errors: ['IMPORT_FROM_SAME_COURSE'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  findAllCourseTeachers: defineOperation({
    operationId: 'findAllCourseTeachers',
    method: 'GET',
    path: '/courses/teachers',
    tag,
    summary: 'The teachers of the active courses, by name (the public teachers page)',
    description: 'Not in the specification: the public teachers page needs it.',
    query: PagedQuery({}, ['lastName', 'firstName']),
    response: Page(CourseTeacher),
    access: { kind: 'public' },
  }),
  findMyCourses: defineOperation({
    operationId: 'findMyCourses',
    method: 'GET',
    path: '/courses/mine',
    tag,
    summary: "The caller's courses: those with an enrollment that is not INACTIVE",
    description:
      'Not in the specification: the student area lists its courses before the enrollment calls exist. `courseId` narrows it to one course (the student course page reads its enrollment state there).',
    query: PagedQuery({ courseId: Type.Optional(Uuid) }, ['startDate', 'title']),
    response: Page(MyCourse),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.anyone, owner: 'only the caller’s own enrollments' },
  }),
  findCourseStudents: defineOperation({
    operationId: 'findCourseStudents',
    method: 'GET',
    path: '/courses/{courseId}/students',
    tag,
    summary: "The course's students (its enrollments that are not INACTIVE), by name",
    description:
      'Not in the specification: the attendance grid needs the roster, and the enrollment list is built with enrollments.',
    params: Params({ courseId: Uuid }),
    query: PagedQuery({ status: Type.Optional(EnrollmentStatus) }, ['lastName', 'firstName']),
    response: Page(CourseStudent),
    access: {
      kind: 'scopes',
      scopes: SCOPE_GROUPS.classReaders,
      owner: 'TEACHER and HOST: only in the courses they teach or host',
    },
  }),
  getCoursesStats: defineOperation({
    operationId: 'getCoursesStats',
    method: 'GET',
    path: '/courses/stats',
    tag,
    summary: 'Per course: classes held and upcoming, exams and enrollments (ACTIVE, PENDING, FINISHED)',
    query: PagedQuery(
      {
        q: Type.Optional(Type.String({ maxLength: 100, description: 'Title, summary or tag' })),
        active: Type.Optional(Type.Boolean()),
        courseTopicId: Type.Optional(Uuid),
      },
      ['startDate', 'title', 'createdAt'],
    ),
    response: Page(CourseStats),
    access: { kind: 'scopes', scopes: [...SCOPE_GROUPS.reports, 'ACADEMIC_ADMIN', 'SELLER_ADMIN'] },
  }),
} as const;
