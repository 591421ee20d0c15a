/**
 * Queries on enrollments, their periods and what creating one reads (the course, the plan,
 * the alliance tier). No rules here: the service decides. "Today" is always the course
 * zone's calendar date of the instant the service passes (the clock's), never SQL now().
 */
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  alliances,
  allianceTiers,
  attendances,
  certificates,
  courseClasses,
  coursePaymentPlans,
  courses,
  type EnrollmentPeriodRow,
  type EnrollmentRow,
  enrollmentComments,
  enrollmentPeriods,
  enrollments,
  type NewEnrollmentRow,
  paymentPlanTierOverrides,
  users,
} from '../../db/schema/index.js';
import { matchesSearch } from '../../db/search.js';
import { orderByOf, type PageRequest, pagedRows } from '../../http/pagination.js';

/** `exists (subquery)` over a raw subquery. */
const existsOf = (subquery: SQL): SQL => sql`exists (${subquery})`;

/** The course zone's date of `now`, as SQL (`YYYY-MM-DD` text compares like a date). */
export function todayInCourseZone(now: Date): SQL<string> {
  return sql<string>`((${instantLiteral(now)} at time zone ${courses.timezoneId})::date)`;
}

/**
 * The clock's instant written into the SQL, not sent as a parameter: the debt expression then
 * reads the same in the select list and in ORDER BY, and PostgreSQL computes it once per row
 * instead of twice. Safe: the text is `Date#toISOString`'s, never the caller's.
 */
function instantLiteral(now: Date): SQL {
  return sql.raw(`'${now.toISOString()}'::timestamptz`);
}

/** No zone is ahead of UTC by more than 14 hours: an index-friendly upper bound of any course's today. */
function latestPossibleToday(now: Date): SQL {
  return sql.raw(`'${new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10)}'::date`);
}

/** In debt ⇔ the oldest unpaid due date is before the course's today (the first test uses the index). */
export function inDebtCondition(now: Date): SQL {
  return and(
    lt(enrollments.oldestUnpaidDueDate, latestPossibleToday(now)),
    sql`${enrollments.oldestUnpaidDueDate} < ${todayInCourseZone(now)}`,
  )!;
}

/** What is unpaid on periods past their due date, as numeric(14,2) text. */
function debtOf(now: Date): SQL<string> {
  return sql<string>`(case when ${inDebtCondition(now)} then (
      select coalesce(sum(p.amount - p.paid_amount), 0) from enrollment_periods p
      where p.enrollment_id = ${enrollments.id} and not p.waived and p.paid_amount < p.amount
        and p.due_date < ${todayInCourseZone(now)}
    ) else 0 end)::numeric(14,2)`;
}

/** An enrollment row with the figures the read adds: its debt and the course's today. */
export type EnrollmentRead = { enrollment: EnrollmentRow; debt: string; today: string; timezoneId: string };

function readColumns(now: Date) {
  return {
    enrollment: enrollments,
    debt: debtOf(now),
    today: sql<string>`${todayInCourseZone(now)}::text`,
    timezoneId: courses.timezoneId,
  };
}

/** Who may see which enrollments: undefined is everything, else any of the listed grounds. */
export type Visibility =
  | undefined
  | {
      userId: string;
      allianceId?: string | null;
      referrerSellerId?: string;
      anyReferredBySeller?: boolean;
      anyMarketingReferred?: boolean;
      courseStaffId?: string;
    };

function visibilityCondition(visibility: Visibility): SQL | undefined {
  if (!visibility) return undefined;
  const staffCourses = visibility.courseStaffId
    ? existsOf(
        sql`select 1 from ${courses} c where c.id = ${enrollments.courseId} and (${visibility.courseStaffId}::uuid = any(c.teacher_ids) or ${visibility.courseStaffId}::uuid = any(c.host_ids))`,
      )
    : undefined;
  return or(
    eq(enrollments.userId, visibility.userId),
    visibility.allianceId ? eq(enrollments.allianceId, visibility.allianceId) : undefined,
    visibility.referrerSellerId ? eq(enrollments.referrerSellerId, visibility.referrerSellerId) : undefined,
    visibility.anyReferredBySeller ? isNotNull(enrollments.referrerSellerId) : undefined,
    visibility.anyMarketingReferred ? isNotNull(enrollments.marketingReferrerId) : undefined,
    staffCourses,
  );
}

export type EnrollmentFilters = {
  userId?: string;
  courseId?: string;
  status?: EnrollmentRow['status'];
  referrerSellerId?: string;
  onlyInDebt?: boolean;
  fromDate?: string;
  toDate?: string;
  countries?: string[];
  mustHaveRecordedClasses?: boolean;
  numberOfPeriodsPayed?: number;
  commentQuery?: string;
  alert?: EnrollmentRow['alert'];
  marketingReferrerId?: string;
  allianceId?: string;
};

/** The alert as read: a stored alert wins; else DEBT while in debt; else NONE. */
function alertCondition(alert: EnrollmentRow['alert'], now: Date): SQL {
  if (alert === 'DEBT') return and(eq(enrollments.alert, 'NONE'), inDebtCondition(now))!;
  if (alert === 'NONE')
    return and(eq(enrollments.alert, 'NONE'), sql`not coalesce(${inDebtCondition(now)}, false)`)!;
  return eq(enrollments.alert, alert);
}

function whereOf(filters: EnrollmentFilters, now: Date): SQL | undefined {
  return and(
    filters.userId ? eq(enrollments.userId, filters.userId) : undefined,
    filters.courseId ? eq(enrollments.courseId, filters.courseId) : undefined,
    filters.status ? eq(enrollments.status, filters.status) : undefined,
    filters.referrerSellerId ? eq(enrollments.referrerSellerId, filters.referrerSellerId) : undefined,
    filters.onlyInDebt ? inDebtCondition(now) : undefined,
    filters.fromDate ? gte(enrollments.createdAt, new Date(filters.fromDate)) : undefined,
    filters.toDate ? lte(enrollments.createdAt, new Date(filters.toDate)) : undefined,
    filters.countries?.length ? inArray(enrollments.country, filters.countries) : undefined,
    filters.mustHaveRecordedClasses
      ? existsOf(
          sql`select 1 from ${courseClasses} cc where cc.course_id = ${enrollments.courseId} and cc.recording_url is not null`,
        )
      : undefined,
    filters.numberOfPeriodsPayed !== undefined
      ? eq(enrollments.periodsPaid, filters.numberOfPeriodsPayed)
      : undefined,
    filters.commentQuery?.trim()
      ? existsOf(
          sql`select 1 from ${enrollmentComments} where ${enrollmentComments.enrollmentId} = ${enrollments.id} and ${matchesSearch(enrollmentComments.searchText, filters.commentQuery)}`,
        )
      : undefined,
    filters.alert ? alertCondition(filters.alert, now) : undefined,
    filters.marketingReferrerId
      ? eq(enrollments.marketingReferrerId, filters.marketingReferrerId)
      : undefined,
    filters.allianceId ? eq(enrollments.allianceId, filters.allianceId) : undefined,
  );
}

export type InactiveFilters = {
  reasonQuery?: string;
  userId?: string;
  courseId?: string;
  fromDate?: string;
  toDate?: string;
};

export type PeriodValues = {
  number: number;
  dueDate: string;
  amount: string;
  paidAmount?: string;
  waived: boolean;
  complementary?: boolean;
};

export function createEnrollmentsRepository(db: Executor) {
  async function readWhere(now: Date, where: SQL | undefined): Promise<EnrollmentRead | undefined> {
    const [row] = await db
      .select(readColumns(now))
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(where)
      .limit(1);
    return row;
  }

  return {
    /** The course, locked until the transaction ends: capacity checks are then race-safe. */
    async lockCourse(courseId: string) {
      const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).for('update');
      return row;
    },

    async findCourse(courseId: string) {
      const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
      return row;
    },

    async countCurrent(courseId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, courseId), ne(enrollments.status, 'INACTIVE')));
      return row?.total ?? 0;
    },

    async findPlan(planId: string) {
      const [row] = await db.select().from(coursePaymentPlans).where(eq(coursePaymentPlans.id, planId));
      return row;
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({ id: users.id, allianceId: users.allianceId, country: users.country })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async allianceExists(allianceId: string): Promise<boolean> {
      const [row] = await db.select({ id: alliances.id }).from(alliances).where(eq(alliances.id, allianceId));
      return Boolean(row);
    },

    async findTier(allianceId: string, code: string) {
      const [row] = await db
        .select()
        .from(allianceTiers)
        .where(and(eq(allianceTiers.allianceId, allianceId), eq(allianceTiers.code, code)));
      return row;
    },

    async findTierOverride(planId: string, tier: string) {
      const [row] = await db
        .select()
        .from(paymentPlanTierOverrides)
        .where(
          and(eq(paymentPlanTierOverrides.paymentPlanId, planId), eq(paymentPlanTierOverrides.tier, tier)),
        );
      return row;
    },

    /** Undefined when the user already has a current enrollment in the course (the partial unique index). */
    async insert(values: NewEnrollmentRow): Promise<EnrollmentRow | undefined> {
      const [row] = await db
        .insert(enrollments)
        .values(values)
        .onConflictDoNothing({
          target: [enrollments.userId, enrollments.courseId],
          where: sql`${enrollments.status} <> 'INACTIVE'`,
        })
        .returning();
      return row;
    },

    async insertPeriods(enrollmentId: string, periods: PeriodValues[]) {
      if (periods.length === 0) return;
      await db.insert(enrollmentPeriods).values(periods.map((period) => ({ ...period, enrollmentId })));
    },

    async deletePeriods(enrollmentId: string, numbers: number[]) {
      if (numbers.length === 0) return;
      await db
        .delete(enrollmentPeriods)
        .where(
          and(eq(enrollmentPeriods.enrollmentId, enrollmentId), inArray(enrollmentPeriods.number, numbers)),
        );
    },

    async findPeriods(enrollmentId: string): Promise<EnrollmentPeriodRow[]> {
      return db
        .select()
        .from(enrollmentPeriods)
        .where(eq(enrollmentPeriods.enrollmentId, enrollmentId))
        .orderBy(enrollmentPeriods.number);
    },

    /** The periods, locked until the transaction ends (a payment's allocation changes them). */
    async lockPeriods(enrollmentId: string): Promise<EnrollmentPeriodRow[]> {
      return db
        .select()
        .from(enrollmentPeriods)
        .where(eq(enrollmentPeriods.enrollmentId, enrollmentId))
        .orderBy(enrollmentPeriods.number)
        .for('update');
    },

    /** Adds a signed amount to a period's paid amount (payments allocate and reverse through it). */
    async addToPeriodPaid(enrollmentId: string, number: number, amount: string, now: Date) {
      await db
        .update(enrollmentPeriods)
        .set({ paidAmount: sql`${enrollmentPeriods.paidAmount} + ${amount}::numeric`, updatedAt: now })
        .where(and(eq(enrollmentPeriods.enrollmentId, enrollmentId), eq(enrollmentPeriods.number, number)));
    },

    /**
     * Refreshes the two figures kept on the enrollment from its periods (every write of
     * periods calls it in the same transaction), and numberOfPeriods = how many periods it has.
     */
    async refreshFigures(enrollmentId: string) {
      await db.execute(sql`
        update enrollments e set
          periods_paid = f.paid, oldest_unpaid_due_date = f.oldest, number_of_periods = f.total
        from (
          select count(*) filter (where not p.waived and p.paid_amount >= p.amount)::int as paid,
                 min(p.due_date) filter (where not p.waived and p.paid_amount < p.amount) as oldest,
                 count(*)::int as total
          from enrollment_periods p where p.enrollment_id = ${enrollmentId}
        ) f
        where e.id = ${enrollmentId}`);
    },

    /** The enrollment, locked until the transaction ends (changes to its periods are serialized). */
    async lock(enrollmentId: string) {
      const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).for('update');
      return row;
    },

    async update(enrollmentId: string, values: Partial<NewEnrollmentRow>, now: Date) {
      const [row] = await db
        .update(enrollments)
        .set({ ...values, updatedAt: now })
        .where(eq(enrollments.id, enrollmentId))
        .returning();
      return row;
    },

    read(enrollmentId: string, now: Date, visibility?: Visibility) {
      return readWhere(now, and(eq(enrollments.id, enrollmentId), visibilityCondition(visibility)));
    },

    async findPage(filters: EnrollmentFilters, visibility: Visibility, page: PageRequest, now: Date) {
      const where = and(whereOf(filters, now), visibilityCondition(visibility));
      const sortable = {
        createdAt: enrollments.createdAt,
        status: enrollments.status,
        numberOfPeriodsPayed: enrollments.periodsPaid,
        debt: debtOf(now),
      };
      // One round trip: the page and the total its filters match (a window count). Only a page
      // past the end, which has no row to carry the total, needs a count of its own.
      const rows = await db
        .select({ ...readColumns(now), total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(where)
        .orderBy(...orderByOf(page, sortable, [desc(enrollments.createdAt)], enrollments.id))
        .limit(page.size)
        .offset(page.offset);
      if (rows.length > 0) return { rows, total: rows[0]!.total };
      if (page.offset === 0) return { rows, total: 0 };
      const [counted] = await db
        .select({ total: count() })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async findInactivePage(filters: InactiveFilters, visibility: Visibility, page: PageRequest, now: Date) {
      const where = and(
        eq(enrollments.status, 'INACTIVE'),
        filters.reasonQuery?.trim()
          ? matchesSearch(enrollments.inactiveSearchText, filters.reasonQuery)
          : undefined,
        filters.userId ? eq(enrollments.userId, filters.userId) : undefined,
        filters.courseId ? eq(enrollments.courseId, filters.courseId) : undefined,
        filters.fromDate ? gte(enrollments.inactivatedAt, new Date(filters.fromDate)) : undefined,
        filters.toDate ? lte(enrollments.inactivatedAt, new Date(filters.toDate)) : undefined,
        visibilityCondition(visibility),
      );
      const sortable = { inactivatedAt: enrollments.inactivatedAt, createdAt: enrollments.createdAt };
      return pagedRows(
        page,
        db
          .select(readColumns(now))
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .where(where)
          .orderBy(...orderByOf(page, sortable, [desc(enrollments.inactivatedAt)], enrollments.id)),
        db.select({ total: count() }).from(enrollments).where(where),
      );
    },

    /** Inactivates the course's PENDING enrollments; answers how many. */
    async inactivatePending(
      courseId: string,
      reason: string,
      searchText: string,
      now: Date,
    ): Promise<number> {
      const rows = await db
        .update(enrollments)
        .set({
          status: 'INACTIVE',
          inactiveReason: reason,
          inactiveSearchText: searchText,
          inactivatedAt: now,
          updatedAt: now,
        })
        .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'PENDING')))
        .returning({ id: enrollments.id });
      return rows.length;
    },

    /**
     * The lazy finishing rule, idempotent: ACTIVE enrollments (of a course, or one) whose
     * course has ended in its zone and that owe nothing become FINISHED.
     */
    async finishEnded(scope: { courseId?: string; enrollmentId?: string }, now: Date): Promise<number> {
      const rows = await db
        .update(enrollments)
        .set({ status: 'FINISHED', finishedAt: now, updatedAt: now })
        .where(
          and(
            eq(enrollments.status, 'ACTIVE'),
            isNull(enrollments.oldestUnpaidDueDate),
            scope.courseId ? eq(enrollments.courseId, scope.courseId) : undefined,
            scope.enrollmentId ? eq(enrollments.id, scope.enrollmentId) : undefined,
            existsOf(
              sql`select 1 from ${courses} where ${courses.id} = ${enrollments.courseId} and ${courses.endDate} < ${todayInCourseZone(now)}`,
            ),
          ),
        )
        .returning({ id: enrollments.id });
      return rows.length;
    },

    /**
     * The NO_ATTENDANCE rule, idempotent, for a course's current enrollments: set when the
     * student was ABSENT at each of the course's last 3 held classes (ended by `now`) and
     * the last of them ended after staff last cleared the alert; a NO_ATTENDANCE alert
     * whose rule no longer holds is lifted. Other alerts are left alone.
     */
    async refreshAttendanceAlerts(courseId: string, now: Date) {
      const missedLastThree = sql`(
        select count(*) = 3 and bool_and(a.status = 'ABSENT')
          and max(h.ends_at) > coalesce(${enrollments.alertClearedAt}, '-infinity'::timestamptz)
        from (select cc.id, cc.ends_at from ${courseClasses} cc
              where cc.course_id = ${courseId} and cc.ends_at <= ${now.toISOString()}::timestamptz
              order by cc.ends_at desc limit 3) h
        left join ${attendances} a on a.class_id = h.id and a.user_id = ${enrollments.userId}
      )`;
      const current = and(
        eq(enrollments.courseId, courseId),
        inArray(enrollments.status, ['PENDING', 'ACTIVE']),
      );
      await db
        .update(enrollments)
        .set({ alert: 'NO_ATTENDANCE', updatedAt: now })
        .where(and(current, eq(enrollments.alert, 'NONE'), sql`${missedLastThree}`));
      await db
        .update(enrollments)
        .set({ alert: 'NONE', updatedAt: now })
        .where(and(current, eq(enrollments.alert, 'NO_ATTENDANCE'), sql`not ${missedLastThree}`));
    },

    async stats(courseId: string, now: Date) {
      const byStatus = await db
        .select({ status: enrollments.status, total: count() })
        .from(enrollments)
        .where(eq(enrollments.courseId, courseId))
        .groupBy(enrollments.status);
      const byPlanType = await db
        .select({ type: enrollments.planType, total: count() })
        .from(enrollments)
        .where(
          and(
            eq(enrollments.courseId, courseId),
            ne(enrollments.status, 'INACTIVE'),
            isNotNull(enrollments.planType),
          ),
        )
        .groupBy(enrollments.planType);
      const current = and(eq(enrollments.courseId, courseId), ne(enrollments.status, 'INACTIVE'));
      const [figures] = await db
        .select({
          inDebt: sql<number>`count(*) filter (where ${inDebtCondition(now)})::int`,
          manual: sql<number>`count(*) filter (where ${enrollments.manual})::int`,
          withScholarship: sql<number>`count(*) filter (where ${enrollments.scholarshipPercent} > 0)::int`,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(current);
      const debtByCurrency = await db
        .select({
          currency: sql<'ARS' | 'USD'>`${enrollments.currency}`,
          debt: sql<string>`sum(${debtOf(now)}::numeric)::numeric(14,2)::text`,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(and(current, isNotNull(enrollments.currency), inDebtCondition(now)))
        .groupBy(enrollments.currency);
      return { byStatus, byPlanType, figures: figures!, debtByCurrency };
    },

    async finishedStats(from: Date, to: Date) {
      return db
        .select({
          courseId: courses.id,
          title: courses.title,
          finished: count(),
          withCertificate: sql<number>`count(${certificates.id})::int`,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .leftJoin(certificates, eq(certificates.enrollmentId, enrollments.id))
        .where(
          and(
            eq(enrollments.status, 'FINISHED'),
            gte(enrollments.finishedAt, from),
            lte(enrollments.finishedAt, to),
          ),
        )
        .groupBy(courses.id, courses.title)
        .orderBy(courses.title);
    },
  };
}

export type EnrollmentsRepository = ReturnType<typeof createEnrollmentsRepository>;
