/**
 * Enrollments: a student in a course under a payment plan (DESIGN.md section 4,
 * "Enrollment"), its schedule of periods, and the staff's comment thread with reactions.
 *
 * Rules the database keeps, whatever races happen:
 * - one non-INACTIVE enrollment per user and course (a partial unique index);
 * - a tier an enrollment uses exists in its alliance (foreign key to alliance_tiers);
 * - a period is never paid beyond its amount, and numbers are unique per enrollment;
 * - one reaction per comment, user and emoji.
 *
 * A period's status is not stored: it follows from `waived`, `paid_amount`, `amount` and
 * whether `due_date` has passed in the course's zone, so it is true at any moment without a
 * job (OVERDUE from the day after the due date). Figures are kept on the enrollment because
 * lists filter and sort on them at scale, and every write of periods refreshes them in the
 * same transaction: `oldest_unpaid_due_date` (in debt ⇔ it is before today and the
 * enrollment is not INACTIVE), `periods_paid`
 * (numberOfPeriodsPayed) and the unpaid schedule (`unpaid_due_dates` with
 * `unpaid_running_totals`), from which the debt at any date is one array lookup.
 */
import type { MANUAL_ENROLLMENT_METHODS } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { courses } from './academic.js';
import {
  createdAt,
  id,
  instant,
  money,
  reference,
  requiredReference,
  timestamps,
  trigramIndex,
} from './columns.js';
import { currencyEnum, enrollmentAlert, enrollmentStatus, paymentPlanTypeEnum } from './enums.js';
import { alliances, allianceTiers, coursePaymentPlans } from './selling.js';
import { actingPerson, users } from './users.js';

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: requiredReference('user_id', () => users.id),
    courseId: requiredReference('course_id', () => courses.id),
    status: enrollmentStatus('status').notNull().default('PENDING'),
    /** Null only for enrollments made before payment plans existed (academic records). */
    paymentPlanId: reference('payment_plan_id', () => coursePaymentPlans.id),
    /** Snapshot of the plan when enrolled (tier override applied): later plan edits never change it. */
    planType: paymentPlanTypeEnum('plan_type'),
    currency: currencyEnum('currency'),
    upfrontAmount: money('upfront_amount'),
    periodAmount: money('period_amount'),
    numberOfPeriods: integer('number_of_periods').notNull().default(0),
    scholarshipPercent: integer('scholarship_percent').notNull().default(0),
    /** Payments handled by staff: skipped by reminders and vendor sync. */
    manual: boolean('manual').notNull().default(false),
    manualReason: text('manual_reason'),
    /** Enrolled as manual by staff: the method (TRANSFER, CASH) its approved payments record. */
    manualPaymentMethod: varchar('manual_payment_method', { length: 20 }).$type<
      (typeof MANUAL_ENROLLMENT_METHODS)[number]
    >(),
    allianceId: reference('alliance_id', () => alliances.id),
    tier: varchar('tier', { length: 30 }),
    referrerSellerId: reference('referrer_seller_id', () => users.id),
    marketingReferrerId: reference('marketing_referrer_id', () => users.id),
    country: varchar('country', { length: 2 }),
    alert: enrollmentAlert('alert').notNull().default('NONE'),
    /** The earliest due date of a period still owed (not paid in full, not waived); null when nothing is owed. */
    oldestUnpaidDueDate: date('oldest_unpaid_due_date', { mode: 'string' }),
    /** Count of PAID periods (numberOfPeriodsPayed). */
    periodsPaid: integer('periods_paid').notNull().default(0),
    /**
     * The due dates of the periods still owed, ascending, and beside each what is owed on it
     * and on every earlier one: the debt on a day is the running total at the last due date
     * before it (`width_bucket`), so a list computes and sorts by debt without reading periods.
     */
    unpaidDueDates: date('unpaid_due_dates', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    unpaidRunningTotals: money('unpaid_running_totals').array().notNull().default(sql`'{}'`),
    finishedAt: instant('finished_at'),
    inactiveReason: text('inactive_reason'),
    /** The inactive reason normalized for the inactive list's reasonQuery (see db/search.ts). */
    inactiveSearchText: text('inactive_search_text').notNull().default(''),
    /**
     * When staff last cleared the alert: a system alert (NO_ATTENDANCE) comes back only
     * for what happens after it (docs/domain/enrollments.md).
     */
    alertClearedAt: instant('alert_cleared_at'),
    inactivatedAt: instant('inactivated_at'),
    ...timestamps(),
  },
  (table) => [
    // One enrollment per user and course, not counting the inactive ones.
    uniqueIndex('enrollments_user_id_course_id_current_key')
      .on(table.userId, table.courseId)
      .where(sql`${table.status} <> 'INACTIVE'`),
    index('enrollments_course_id_status_idx').on(table.courseId, table.status),
    check(
      'enrollments_manual_payment_method',
      sql`${table.manualPaymentMethod} is null or (${table.manual} and ${table.manualPaymentMethod} in ('TRANSFER', 'CASH'))`,
    ),
    // The debt filters: in debt ⇔ oldest_unpaid_due_date < today (per course zone).
    index('enrollments_course_id_status_oldest_unpaid_idx').on(
      table.courseId,
      table.status,
      table.oldestUnpaidDueDate,
    ),
    index('enrollments_oldest_unpaid_due_date_idx').on(table.oldestUnpaidDueDate),
    index('enrollments_status_created_at_idx').on(table.status, table.createdAt),
    index('enrollments_user_id_idx').on(table.userId),
    index('enrollments_created_at_idx').on(table.createdAt),
    index('enrollments_payment_plan_id_idx').on(table.paymentPlanId),
    index('enrollments_alliance_id_tier_idx').on(table.allianceId, table.tier),
    index('enrollments_referrer_seller_id_idx').on(table.referrerSellerId),
    index('enrollments_marketing_referrer_id_idx').on(table.marketingReferrerId),
    index('enrollments_country_idx').on(table.country),
    index('enrollments_alert_idx').on(table.alert).where(sql`${table.alert} <> 'NONE'`),
    index('enrollments_periods_paid_idx').on(table.periodsPaid),
    index('enrollments_inactivated_at_idx').on(table.inactivatedAt).where(sql`${table.status} = 'INACTIVE'`),
    trigramIndex('enrollments_inactive_search_text_idx', table.inactiveSearchText).where(
      sql`${table.status} = 'INACTIVE'`,
    ),
    foreignKey({
      name: 'enrollments_alliance_tier_fkey',
      columns: [table.allianceId, table.tier],
      foreignColumns: [allianceTiers.allianceId, allianceTiers.code],
    }),
    check('enrollments_scholarship_percent_range', sql`${table.scholarshipPercent} between 0 and 100`),
    check('enrollments_tier_needs_alliance', sql`${table.tier} is null or ${table.allianceId} is not null`),
  ],
);

export const enrollmentPeriods = pgTable(
  'enrollment_periods',
  {
    enrollmentId: requiredReference('enrollment_id', () => enrollments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    /** Forgiven (a 100% scholarship): owes nothing, counts as settled. */
    waived: boolean('waived').notNull().default(false),
    /** Added by addEnrollmentComplementaryPeriod (an extra month), not by the plan. */
    complementary: boolean('complementary').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.enrollmentId, table.number], name: 'enrollment_periods_pkey' }),
    // Reminders and debt reports look for what is owed by due date.
    index('enrollment_periods_owed_due_date_idx')
      .on(table.dueDate)
      .where(sql`not ${table.waived} and ${table.paidAmount} < ${table.amount}`),
    // What is due in a month, paid or not (the accounting stats' expected this month).
    index('enrollment_periods_due_date_idx').on(table.dueDate),
    check('enrollment_periods_number_positive', sql`${table.number} >= 1`),
    check(
      'enrollment_periods_paid_within_amount',
      sql`${table.amount} >= 0 and ${table.paidAmount} >= 0 and ${table.paidAmount} <= ${table.amount}`,
    ),
  ],
);

/**
 * The history of an enrollment's status changes made by staff: each inactivation and
 * reactivation with its reason, who made it and when (the enrollment itself keeps only its
 * current status and, while INACTIVE, the reason it is).
 */
export const enrollmentStatusChanges = pgTable(
  'enrollment_status_changes',
  {
    id: id(),
    enrollmentId: requiredReference('enrollment_id', () => enrollments.id, { onDelete: 'cascade' }),
    /** Null for the inactivations made before this history was kept (copied by migration 0014). */
    fromStatus: enrollmentStatus('from_status'),
    toStatus: enrollmentStatus('to_status').notNull(),
    reason: text('reason').notNull(),
    /** The staff member; null when not known (the inactivations copied by migration 0014). */
    changedBy: actingPerson('changed_by'),
    changedAt: instant('changed_at').notNull(),
  },
  (table) => [
    index('enrollment_status_changes_enrollment_id_changed_at_idx').on(table.enrollmentId, table.changedAt),
    // The reports as of a past date look up the few enrollments whose status changed since.
    index('enrollment_status_changes_changed_at_idx').on(table.changedAt),
  ],
);

export const enrollmentComments = pgTable(
  'enrollment_comments',
  {
    id: id(),
    enrollmentId: requiredReference('enrollment_id', () => enrollments.id, { onDelete: 'cascade' }),
    authorId: requiredReference('author_id', () => users.id),
    text: text('text').notNull(),
    /** The text normalized for the list's commentQuery (see db/search.ts). */
    searchText: text('search_text').notNull().default(''),
    editedAt: instant('edited_at'),
    ...timestamps(),
  },
  (table) => [
    index('enrollment_comments_enrollment_id_created_at_idx').on(table.enrollmentId, table.createdAt),
    index('enrollment_comments_created_at_idx').on(table.createdAt),
    trigramIndex('enrollment_comments_search_text_idx', table.searchText),
  ],
);

export const enrollmentCommentReactions = pgTable(
  'enrollment_comment_reactions',
  {
    commentId: requiredReference('comment_id', () => enrollmentComments.id, { onDelete: 'cascade' }),
    userId: requiredReference('user_id', () => users.id),
    emoji: varchar('emoji', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({
      columns: [table.commentId, table.userId, table.emoji],
      name: 'enrollment_comment_reactions_pkey',
    }),
  ],
);

/**
 * The version of each course's enrollment lists, for the API's cache of list pages
 * (modules/enrollments/list-cache.ts). Triggers (migration 0013) give a course a new version
 * at the commit of every transaction that changed what its lists read: its enrollments, the
 * course itself, its classes (recordings filter) and its enrollments' comments (commentQuery).
 * Versions come from one sequence, so a value is never handed out twice, even after a row is
 * deleted. No foreign key: a course deleted with its enrollments must not make the bump fail.
 */
export const enrollmentListVersionSeq = pgSequence('enrollment_list_version_seq');

export const enrollmentListVersions = pgTable('enrollment_list_versions', {
  courseId: uuid('course_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type NewEnrollmentRow = typeof enrollments.$inferInsert;
export type EnrollmentPeriodRow = typeof enrollmentPeriods.$inferSelect;
export type EnrollmentCommentRow = typeof enrollmentComments.$inferSelect;
export type EnrollmentStatusChangeRow = typeof enrollmentStatusChanges.$inferSelect;
