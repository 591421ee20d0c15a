/**
 * Queries on enrollments, their periods and what creating one reads (the course, the plan,
 * the alliance tier). No rules here: the service decides. "Today" is always the course
 * zone's calendar date of the instant the service passes (the clock's), never SQL now().
 */

import type { Enrollment } from '@catedra/contract';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Static } from 'typebox';
import { orderByOf, type PageRequest } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { boundTo, type Param, poolOf, queryPrepared, statementWithValues } from '../../db/prepared.js';
import { streamRows } from '../../db/query-stream.js';
import { firstRow, updateById } from '../../db/rows.js';
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
  type EnrollmentStatusChangeRow,
  enrollmentComments,
  enrollmentListVersions,
  enrollmentPeriods,
  enrollmentStatusChanges,
  enrollments,
  type NewEnrollmentRow,
  paymentPlanTierOverrides,
  users,
} from '../../db/schema/index.js';
import { matchesSearch, wordPatterns } from '../../db/search.js';
import { joinedPage } from '../../db/table-page.js';
import { type ListPage, listPageCacheOf } from './list-page-cache.js';
import { type ListStamp, listVersionsOf } from './list-versions.js';

/** `exists (subquery)` over a raw subquery. */
const existsOf = (subquery: SQL): SQL => sql`exists (${subquery})`;

/**
 * "Now" in these queries is the clock's instant, the `now` parameter (an ISO string): never
 * SQL now(), and never written into the text, so a prepared statement serves every call.
 */
const nowOf = (now: Date) => ({ now: now.toISOString() });
const at = (now: Date): Param => boundTo(nowOf(now));

/** The course zone's date of the `now` parameter, as SQL (`YYYY-MM-DD` text compares like a date). */
export function todayInCourseZone(param: Param): SQL<string> {
  return sql<string>`((${param('now')}::timestamptz at time zone ${courses.timezoneId})::date)`;
}

/** No zone is ahead of UTC by more than 14 hours: an index-friendly upper bound of any course's today. */
function latestPossibleToday(param: Param): SQL {
  return sql`((${param('now')}::timestamptz at time zone 'UTC') + interval '14 hours')::date`;
}

/**
 * A live enrollment: one that is not INACTIVE (PENDING, ACTIVE or FINISHED), DESIGN.md's
 * "current" enrollment — one per user and course, what a course's capacity counts. Only a
 * live enrollment owes: debt, the DEBT alert and the other alerts are read of live ones only
 * (a FINISHED one owes again when a complementary period it was given is not paid). Its
 * stored figures are kept whatever the status, so a reactivated enrollment owes what it did.
 */
export const isLive: SQL = sql`${enrollments.status} <> 'INACTIVE'`;

/**
 * In debt ⇔ live and the oldest unpaid due date is before the course's today (the first test
 * uses the index). Applied in the query itself, so the prepared list and its cached pages
 * (versioned by every change of an enrollment, its status included) stay right.
 */
export function inDebtCondition(param: Param): SQL {
  return and(
    lt(enrollments.oldestUnpaidDueDate, latestPossibleToday(param)),
    sql`${enrollments.oldestUnpaidDueDate} < ${todayInCourseZone(param)}`,
    isLive,
  )!;
}

/**
 * What a live enrollment owes on periods past their due date, as numeric(14,2) text: the
 * running total of the unpaid schedule at its last due date before today (none before today:
 * nothing is overdue). An INACTIVE enrollment owes nothing.
 */
function debtOf(param: Param): SQL<string> {
  return sql<string>`(case when ${isLive} then coalesce(${enrollments.unpaidRunningTotals}[width_bucket(${todayInCourseZone(param)} - 1, ${enrollments.unpaidDueDates})], 0) else 0 end)::numeric(14,2)`;
}

/**
 * Recomputes the figures kept on enrollments from their periods (schema/enrollments.ts says
 * which and why), for the enrollments `scope` selects: an SQL condition on `s`. One statement
 * for one enrollment (every write of its periods) or for thousands (the scale seed).
 */
export function refreshFiguresSql(scope: SQL): SQL {
  return sql`
    update enrollments e set
      periods_paid = f.paid, oldest_unpaid_due_date = f.oldest, number_of_periods = f.total,
      unpaid_due_dates = f.dates, unpaid_running_totals = f.totals
    from enrollments s cross join lateral (
      select count(*) filter (where not p.waived and not p.owed)::int as paid,
             min(p.due_date) filter (where p.owed) as oldest,
             count(*)::int as total,
             coalesce(array_agg(p.due_date order by p.due_date, p.number) filter (where p.owed), '{}') as dates,
             coalesce(array_agg(p.running order by p.due_date, p.number) filter (where p.owed), '{}') as totals
      from (
        select q.due_date, q.number, q.waived, (not q.waived and q.paid_amount < q.amount) as owed,
               sum(q.amount - q.paid_amount) filter (where not q.waived and q.paid_amount < q.amount)
                 over (order by q.due_date, q.number) as running
        from enrollment_periods q where q.enrollment_id = s.id
      ) p
    ) f
    where e.id = s.id and ${scope}`;
}

/**
 * What is still to pay on a live enrollment's periods, due or not: the unpaid schedule's last
 * running total (none: nothing owed). An INACTIVE enrollment owes nothing, as for the debt.
 */
const owedOf = sql<string>`(case when ${isLive} then coalesce(${enrollments.unpaidRunningTotals}[cardinality(${enrollments.unpaidRunningTotals})], 0) else 0 end)::numeric(14,2)`;

/**
 * What payments paid on the enrollment's periods (allocations less what refunds took back).
 * Read from its periods, whose every change also rewrites the enrollment's figures (so the
 * list version, bumped by that change, covers it).
 */
const totalPaidOf = sql<string>`(select coalesce(sum(${enrollmentPeriods.paidAmount}), 0) from ${enrollmentPeriods} where ${enrollmentPeriods.enrollmentId} = ${enrollments.id})::numeric(14,2)`;

/** A timestamp as `Date#toISOString` writes it (UTC, milliseconds, `Z`). */
const isoTimestamp = (column: SQL | AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A student's name as the lists show it: first and last name. */
const studentName = sql`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** Whether a live enrollment owes on a period past its due date (never null). */
const inDebtOf = (param: Param) => sql<boolean>`coalesce(${inDebtCondition(param)}, false)`;

/** The alert as read: NONE when not live; else a stored alert wins; else DEBT while in debt. */
const alertOf = (param: Param) =>
  sql<string>`case when not ${isLive} then 'NONE' when ${enrollments.alert} = 'NONE' and ${inDebtOf(param)} then 'DEBT' else ${enrollments.alert}::text end`;

/**
 * The Enrollment of the contract as PostgreSQL writes it: the one definition of that answer,
 * for one enrollment and for pages of the list (sent as the database wrote them). A live
 * enrollment's stored alert wins, else DEBT while in debt; an INACTIVE one has none. Money as
 * decimal strings. It reads the enrollment joined with its course and its student (`users`):
 * every query that writes it joins both, and the list version covers what it reads of them
 * (migrations 0013 and 0017).
 */
function enrollmentJson(param: Param): SQL<EnrollmentDto> {
  const inDebt = inDebtOf(param);
  return sql<EnrollmentDto>`json_build_object(
    'id', ${enrollments.id}, 'userId', ${enrollments.userId}, 'studentName', ${studentName},
    'studentEmail', ${users.email}, 'courseId', ${enrollments.courseId}, 'courseTitle', ${courses.title},
    'paymentPlanId', ${enrollments.paymentPlanId}, 'planType', ${enrollments.planType},
    'currency', ${enrollments.currency}, 'upfrontAmount', ${enrollments.upfrontAmount}::text,
    'periodAmount', ${enrollments.periodAmount}::text, 'numberOfPeriods', ${enrollments.numberOfPeriods},
    'status', ${enrollments.status}, 'manual', ${enrollments.manual}, 'manualReason', ${enrollments.manualReason},
    'manualPaymentMethod', ${enrollments.manualPaymentMethod},
    'scholarshipPercent', ${enrollments.scholarshipPercent}, 'allianceId', ${enrollments.allianceId},
    'tier', ${enrollments.tier}, 'referrerSellerId', ${enrollments.referrerSellerId},
    'marketingReferrerId', ${enrollments.marketingReferrerId}, 'country', ${enrollments.country},
    'alert', ${alertOf(param)},
    'numberOfPeriodsPayed', ${enrollments.periodsPaid}, 'debt', ${debtOf(param)}::text, 'inDebt', ${inDebt},
    'totalPaid', ${totalPaidOf}::text, 'owed', ${owedOf}::text,
    'nextDueDate', ${enrollments.oldestUnpaidDueDate}, 'inactiveReason', ${enrollments.inactiveReason},
    'inactivatedAt', ${isoTimestamp(enrollments.inactivatedAt)}, 'finishedAt', ${isoTimestamp(enrollments.finishedAt)},
    'createdAt', ${isoTimestamp(enrollments.createdAt)}, 'updatedAt', ${isoTimestamp(enrollments.updatedAt)}
  )`;
}

export type EnrollmentDto = Static<typeof Enrollment>;

/** An enrollment row with what the read adds: the course's today and the contract's answer. */
export type EnrollmentRead = {
  enrollment: EnrollmentRow;
  today: string;
  dto: EnrollmentDto;
};

function readColumns(param: Param) {
  return {
    enrollment: enrollments,
    today: sql<string>`${todayInCourseZone(param)}::text`,
    dto: enrollmentJson(param),
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

/** The grounds that widen what a viewer sees, as query values (absent: not a ground). */
export function viewerValues(visibility: NonNullable<Visibility>) {
  return {
    viewerId: visibility.userId,
    viewerAllianceId: visibility.allianceId || undefined,
    viewerSellerId: visibility.referrerSellerId || undefined,
    anyReferredBySeller: visibility.anyReferredBySeller || undefined,
    anyMarketingReferred: visibility.anyMarketingReferred || undefined,
    viewerCourseStaffId: visibility.courseStaffId || undefined,
  };
}

type ViewerValues = ReturnType<typeof viewerValues>;

function visibilityCondition(viewer: ViewerValues | undefined, param: Param): SQL | undefined {
  if (!viewer) return undefined;
  return or(
    eq(enrollments.userId, param('viewerId')),
    viewer.viewerAllianceId ? eq(enrollments.allianceId, param('viewerAllianceId')) : undefined,
    viewer.viewerSellerId ? eq(enrollments.referrerSellerId, param('viewerSellerId')) : undefined,
    viewer.anyReferredBySeller ? isNotNull(enrollments.referrerSellerId) : undefined,
    viewer.anyMarketingReferred ? isNotNull(enrollments.marketingReferrerId) : undefined,
    viewer.viewerCourseStaffId
      ? existsOf(
          sql`select 1 from ${courses} c where c.id = ${enrollments.courseId} and (${param('viewerCourseStaffId')}::uuid = any(c.teacher_ids) or ${param('viewerCourseStaffId')}::uuid = any(c.host_ids))`,
        )
      : undefined,
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

/** The filters as query values: a filter that would not filter (empty, false) is absent. */
export function filterValues(filters: EnrollmentFilters) {
  return {
    userId: filters.userId || undefined,
    courseId: filters.courseId || undefined,
    status: filters.status || undefined,
    referrerSellerId: filters.referrerSellerId || undefined,
    onlyInDebt: filters.onlyInDebt || undefined,
    fromDate: filters.fromDate ? new Date(filters.fromDate).toISOString() : undefined,
    toDate: filters.toDate ? new Date(filters.toDate).toISOString() : undefined,
    countries: filters.countries?.length ? filters.countries : undefined,
    mustHaveRecordedClasses: filters.mustHaveRecordedClasses || undefined,
    numberOfPeriodsPayed: filters.numberOfPeriodsPayed,
    commentPatterns: filters.commentQuery?.trim() ? wordPatterns(filters.commentQuery) : undefined,
    alert: filters.alert || undefined,
    marketingReferrerId: filters.marketingReferrerId || undefined,
    allianceId: filters.allianceId || undefined,
  };
}

type FilterValues = ReturnType<typeof filterValues>;

/** The alert as read: NONE when not live; else a stored alert wins; else DEBT while in debt; else NONE. */
function alertCondition(alert: EnrollmentRow['alert'], param: Param): SQL {
  if (alert === 'DEBT') return and(eq(enrollments.alert, 'NONE'), inDebtCondition(param))!;
  if (alert === 'NONE')
    return or(
      and(eq(enrollments.alert, 'NONE'), sql`not coalesce(${inDebtCondition(param)}, false)`),
      sql`not ${isLive}`,
    )!;
  return and(eq(enrollments.alert, param('alert')), isLive)!;
}

function whereOf(filters: FilterValues, param: Param): SQL | undefined {
  const has = (key: keyof FilterValues) => filters[key] !== undefined;
  return and(
    has('userId') ? eq(enrollments.userId, param('userId')) : undefined,
    has('courseId') ? eq(enrollments.courseId, param('courseId')) : undefined,
    has('status') ? eq(enrollments.status, param('status')) : undefined,
    has('referrerSellerId') ? eq(enrollments.referrerSellerId, param('referrerSellerId')) : undefined,
    has('onlyInDebt') ? inDebtCondition(param) : undefined,
    has('fromDate') ? gte(enrollments.createdAt, sql`${param('fromDate')}::timestamptz`) : undefined,
    has('toDate') ? lte(enrollments.createdAt, sql`${param('toDate')}::timestamptz`) : undefined,
    has('countries') ? sql`${enrollments.country} = any(${param('countries')}::varchar[])` : undefined,
    has('mustHaveRecordedClasses')
      ? existsOf(
          sql`select 1 from ${courseClasses} cc where cc.course_id = ${enrollments.courseId} and cc.recording_url is not null`,
        )
      : undefined,
    has('numberOfPeriodsPayed') ? eq(enrollments.periodsPaid, param('numberOfPeriodsPayed')) : undefined,
    // One comment holding every word of the query, in any order.
    has('commentPatterns')
      ? existsOf(
          sql`select 1 from ${enrollmentComments} where ${enrollmentComments.enrollmentId} = ${enrollments.id} and ${enrollmentComments.searchText} like all(${param('commentPatterns')}::text[])`,
        )
      : undefined,
    filters.alert ? alertCondition(filters.alert, param) : undefined,
    has('marketingReferrerId')
      ? eq(enrollments.marketingReferrerId, param('marketingReferrerId'))
      : undefined,
    has('allianceId') ? eq(enrollments.allianceId, param('allianceId')) : undefined,
  );
}

/**
 * What tells apart the ways the list's query is written (db/prepared.ts): which filters and
 * viewer grounds are present (the alert by value: each writes its own condition) and the sort.
 */
export function listShape(
  filters: FilterValues,
  viewer: ViewerValues | undefined,
  page: PageRequest,
): string {
  const present = (values: Record<string, unknown>) =>
    Object.keys(values).filter((key) => values[key] !== undefined);
  return JSON.stringify([present(filters), filters.alert, viewer ? present(viewer) : 'all', page.sort]);
}

function listWhere(filters: FilterValues, viewer: ViewerValues | undefined, param: Param): SQL {
  return and(whereOf(filters, param), visibilityCondition(viewer, param)) ?? sql`true`;
}

/**
 * Debts in different currencies do not compare: a sort by debt sorts by currency first
 * (ascending, enrollments without one last), then by debt in the asked direction.
 */
function currencyBeforeDebt(page: PageRequest): PageRequest {
  const sort = page.sort.flatMap((entry) =>
    entry.field === 'debt' ? [{ field: 'currency', direction: 'asc' as const }, entry] : [entry],
  );
  return { ...page, sort };
}

/**
 * The list's query: one page of the enrollments the filters and the viewer select, as a JSON
 * array in the contract's shape, and how many they select. The page's ids are chosen on narrow
 * rows (the sort keys and a window count); only those rows are then read whole and written.
 * Its text depends only on `listShape(filters, viewer, page)`.
 */
export function listQuery(filters: FilterValues, viewer: ViewerValues | undefined, page: PageRequest) {
  // The debt is computed once per row, in the select list, and sorted on by its name.
  const sortKeys = {
    currency: enrollments.currency,
    createdAt: enrollments.createdAt,
    status: enrollments.status,
    numberOfPeriodsPayed: enrollments.periodsPaid,
    debt: sql`debt`,
  };
  const keysOfPage = {
    currency: sql`page.currency`,
    createdAt: sql`page.created_at`,
    status: sql`page.status`,
    numberOfPeriodsPayed: sql`page.periods_paid`,
    debt: sql`page.debt`,
  };
  const inPageOrder = (keys: Record<keyof typeof sortKeys, SQL | AnyColumn>, id: SQL | AnyColumn) =>
    sql.join(orderByOf(currencyBeforeDebt(page), keys, [desc(keys.createdAt)], id), sql`, `);
  return (param: Param) => sql`with page as (
          select ${enrollments.id} as id, ${enrollments.createdAt} as created_at, ${enrollments.status} as status,
                 ${enrollments.periodsPaid} as periods_paid, ${enrollments.currency} as currency,
                 ${debtOf(param)} as debt, count(*) over () as total
          from ${enrollments} inner join ${courses} on ${courses.id} = ${enrollments.courseId}
          where ${listWhere(filters, viewer, param)}
          order by ${inPageOrder(sortKeys, enrollments.id)}
          limit ${param('limit')} offset ${param('offset')}
        )
        select coalesce(json_agg(${enrollmentJson(param)} order by ${inPageOrder(keysOfPage, sql`page.id`)}), '[]')::text as content,
               max(page.total)::int as total
        from page
        inner join ${enrollments} on ${enrollments.id} = page.id
        inner join ${courses} on ${courses.id} = ${enrollments.courseId}
        inner join ${users} on ${users.id} = ${enrollments.userId}`;
}

/** The list's prepared text and the values of one call (`npm run bench -- --scale` EXPLAINs it). */
export function listStatementOf(
  filters: EnrollmentFilters,
  visibility: Visibility,
  page: PageRequest,
  now: Date,
) {
  const filtering = filterValues(filters);
  const viewer = visibility && viewerValues(visibility);
  return statementWithValues(listQuery(filtering, viewer, page), {
    ...nowOf(now),
    ...filtering,
    ...viewer,
    limit: page.size,
    offset: page.offset,
  });
}

/** A row of the enrollments export: what the list shows of an enrollment, as spreadsheet cells. */
export type EnrollmentExportRow = {
  id: string;
  created_at: Date;
  student_name: string;
  student_email: string;
  course_title: string;
  status: string;
  alert: string;
  plan_type: string | null;
  currency: string | null;
  number_of_periods: number;
  periods_paid: number;
  total_paid: string;
  owed: string;
  debt: string;
  next_due_date: string | null;
  country: string | null;
  manual: boolean;
};

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
  async function readWhere(param: Param, where: SQL | undefined): Promise<EnrollmentRead | undefined> {
    const [row] = await db
      .select(readColumns(param))
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(where)
      .limit(1);
    return row;
  }

  async function readPage(
    shape: string,
    filtering: FilterValues,
    viewer: ViewerValues | undefined,
    page: PageRequest,
    values: Record<string, unknown>,
  ): Promise<ListPage> {
    const [found] = await queryPrepared<{ content: string; total: number | null }>(
      db,
      shape,
      listQuery(filtering, viewer, page),
      values,
    );
    const content = found?.content ?? '[]';
    if (found?.total != null) return { content, total: found.total };
    // A page past the end has no row to carry the total.
    if (page.offset === 0) return { content, total: 0 };
    const [counted] = await db
      .select({ total: count() })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(listWhere(filtering, viewer, boundTo(values)));
    return { content, total: counted?.total ?? 0 };
  }

  /** What a cached page of the course's lists is valid for: its list version and its today at `at`. */
  async function readListStamp(courseId: string, at: Date): Promise<ListStamp | undefined> {
    const [stamp] = await queryPrepared<{ version: string | null; today: string; until: Date }>(
      db,
      'enrollment-list-stamp',
      (
        param,
      ) => sql`select ${enrollmentListVersions.version}::text as version, ${todayInCourseZone(param)}::text as today,
          ((${todayInCourseZone(param)} + 1)::timestamp at time zone ${courses.timezoneId}) as until
        from ${courses} left join ${enrollmentListVersions} on ${enrollmentListVersions.courseId} = ${courses.id}
        where ${courses.id} = ${param('courseId')}`,
      { ...nowOf(at), courseId },
    );
    return stamp && { ...stamp, at };
  }

  return {
    /** The course, locked until the transaction ends: capacity checks are then race-safe. */
    async lockCourse(courseId: string) {
      const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).for('update');
      return row;
    },

    async findCourse(courseId: string) {
      return firstRow(db, courses, eq(courses.id, courseId));
    },

    /** Whether the seller referred any enrollment of the user (index on referrer_seller_id). */
    async hasReferred(sellerId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.referrerSellerId, sellerId), eq(enrollments.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    async countCurrent(courseId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(enrollments)
        .where(and(eq(enrollments.courseId, courseId), isLive));
      return row?.total ?? 0;
    },

    async findPlan(planId: string) {
      return firstRow(db, coursePaymentPlans, eq(coursePaymentPlans.id, planId));
    },

    async findUser(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          allianceId: users.allianceId,
          allianceTier: users.allianceTier,
          country: users.country,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async allianceExists(allianceId: string): Promise<boolean> {
      const [row] = await db.select({ id: alliances.id }).from(alliances).where(eq(alliances.id, allianceId));
      return Boolean(row);
    },

    async findTier(allianceId: string, code: string) {
      return firstRow(
        db,
        allianceTiers,
        and(eq(allianceTiers.allianceId, allianceId), eq(allianceTiers.code, code)),
      );
    },

    /** The plan's override for one tier of one alliance (the tier's id). */
    async findTierOverride(planId: string, tierId: string) {
      return firstRow(
        db,
        paymentPlanTierOverrides,
        and(eq(paymentPlanTierOverrides.paymentPlanId, planId), eq(paymentPlanTierOverrides.tierId, tierId)),
      );
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

    /** Access on debt: the user's current enrollment in the course and the course's policy. */
    async findDebtAccess(userId: string, courseId: string) {
      const [row] = await db
        .select({
          enrollment: { id: enrollments.id, manual: enrollments.manual, currency: enrollments.currency },
          debtAccessDays: courses.debtAccessDays,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId), isLive))
        .limit(1);
      return row;
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

    /** Refreshes the figures kept on the enrollment (every write of its periods calls it in the same transaction). */
    async refreshFigures(enrollmentId: string) {
      await db.execute(refreshFiguresSql(sql`s.id = ${enrollmentId}`));
    },

    /** The enrollment, locked until the transaction ends (changes to its periods are serialized). */
    async lock(enrollmentId: string) {
      const [row] = await db.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).for('update');
      return row;
    },

    async update(enrollmentId: string, values: Partial<NewEnrollmentRow>, now: Date) {
      return updateById(db, enrollments, enrollmentId, values, now);
    },

    read(enrollmentId: string, now: Date, visibility?: Visibility) {
      const viewer = visibility && viewerValues(visibility);
      const param = boundTo({ ...nowOf(now), ...viewer });
      return readWhere(param, and(eq(enrollments.id, enrollmentId), visibilityCondition(viewer, param)));
    },

    /**
     * A page of the list as JSON text in the contract's shape, and the total its filters match.
     * One prepared statement: the page's ids are chosen on narrow rows (the sort keys and a
     * window count), then only those rows are read whole and written as JSON. A course's page
     * read outside a transaction is served from list-page-cache.ts while still true.
     */
    async findPage(filters: EnrollmentFilters, visibility: Visibility, page: PageRequest, now: Date) {
      const filtering = filterValues(filters);
      const viewer = visibility && viewerValues(visibility);
      const shape = listShape(filtering, viewer, page);
      const values = { ...filtering, ...viewer, limit: page.size, offset: page.offset };
      const read = () => readPage(shape, filtering, viewer, page, { ...nowOf(now), ...values });
      const pool = poolOf(db);
      const courseId = filtering.courseId;
      if (!pool || !courseId) return read();

      const stamp = await listVersionsOf(pool).stampOf(courseId, now, () => readListStamp(courseId, now));
      // No version yet: nothing has ever been written for the course since versions exist.
      if (!stamp?.version) return read();
      // `now` is within the stamp's day: the page read now is the one its today describes.
      const key = JSON.stringify([shape, values, stamp.version, stamp.today]);
      const cache = listPageCacheOf(pool);
      const cached = cache.get(key);
      if (cached) return cached;
      const found = await read();
      cache.set(key, found);
      return found;
    },

    /**
     * Every enrollment the list's filters and the viewer select, in the list's order, with the
     * figures the list shows, streamed (db/query-stream.ts): the export of the list. Its
     * conditions are the list's own (`listWhere`), bound as ordinary parameters.
     */
    exportRows(filters: EnrollmentFilters, visibility: Visibility, order: PageRequest, now: Date) {
      const filtering = filterValues(filters);
      const viewer = visibility && viewerValues(visibility);
      const param = boundTo({ ...nowOf(now), ...filtering, ...viewer });
      const sortKeys = {
        currency: enrollments.currency,
        createdAt: enrollments.createdAt,
        status: enrollments.status,
        numberOfPeriodsPayed: enrollments.periodsPaid,
        debt: debtOf(param),
      };
      const query = db
        .select({
          id: sql`${enrollments.id}`.as('id'),
          createdAt: sql`${enrollments.createdAt}`.as('created_at'),
          studentName: sql`${studentName}`.as('student_name'),
          studentEmail: sql`${users.email}`.as('student_email'),
          courseTitle: sql`${courses.title}`.as('course_title'),
          status: sql`${enrollments.status}`.as('status'),
          alert: sql`${alertOf(param)}`.as('alert'),
          planType: sql`${enrollments.planType}`.as('plan_type'),
          currency: sql`${enrollments.currency}`.as('currency'),
          numberOfPeriods: sql`${enrollments.numberOfPeriods}`.as('number_of_periods'),
          periodsPaid: sql`${enrollments.periodsPaid}`.as('periods_paid'),
          totalPaid: sql`${totalPaidOf}::text`.as('total_paid'),
          owed: sql`${owedOf}::text`.as('owed'),
          debt: sql`${debtOf(param)}::text`.as('debt'),
          nextDueDate: sql`${enrollments.oldestUnpaidDueDate}::text`.as('next_due_date'),
          country: sql`${enrollments.country}`.as('country'),
          manual: sql`${enrollments.manual}`.as('manual'),
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .innerJoin(users, eq(users.id, enrollments.userId))
        .where(listWhere(filtering, viewer, param))
        .orderBy(
          ...orderByOf(currencyBeforeDebt(order), sortKeys, [desc(enrollments.createdAt)], enrollments.id),
        );
      return streamRows<EnrollmentExportRow>(db, query.getSQL());
    },

    async findInactivePage(filters: InactiveFilters, visibility: Visibility, page: PageRequest, now: Date) {
      const viewer = visibility && viewerValues(visibility);
      const param = boundTo({ ...nowOf(now), ...viewer });
      const where = and(
        eq(enrollments.status, 'INACTIVE'),
        filters.reasonQuery?.trim()
          ? matchesSearch(enrollments.inactiveSearchText, filters.reasonQuery)
          : undefined,
        filters.userId ? eq(enrollments.userId, filters.userId) : undefined,
        filters.courseId ? eq(enrollments.courseId, filters.courseId) : undefined,
        filters.fromDate ? gte(enrollments.inactivatedAt, new Date(filters.fromDate)) : undefined,
        filters.toDate ? lte(enrollments.inactivatedAt, new Date(filters.toDate)) : undefined,
        visibilityCondition(viewer, param),
      );
      const sortable = { inactivatedAt: enrollments.inactivatedAt, createdAt: enrollments.createdAt };
      const rows = db
        .select(readColumns(param))
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .innerJoin(users, eq(users.id, enrollments.userId));
      return joinedPage(db, enrollments, rows, where, page, {
        sortable,
        defaults: [desc(enrollments.inactivatedAt)],
      });
    },

    /** Inactivates the course's PENDING enrollments; answers their ids. */
    async inactivatePending(
      courseId: string,
      reason: string,
      searchText: string,
      now: Date,
    ): Promise<string[]> {
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
      return rows.map((row) => row.id);
    },

    /** Writes status changes into the enrollments' history (in the transaction that made them). */
    async recordStatusChanges(changes: Omit<EnrollmentStatusChangeRow, 'id'>[]) {
      if (changes.length === 0) return;
      await db.insert(enrollmentStatusChanges).values(changes);
    },

    /** The enrollment's status history, oldest first. */
    async findStatusChanges(enrollmentId: string): Promise<EnrollmentStatusChangeRow[]> {
      return db
        .select()
        .from(enrollmentStatusChanges)
        .where(eq(enrollmentStatusChanges.enrollmentId, enrollmentId))
        .orderBy(asc(enrollmentStatusChanges.changedAt), asc(enrollmentStatusChanges.id));
    },

    /**
     * The finishing rule, idempotent: ACTIVE enrollments (of a course, one, or all) whose course
     * has ended in its zone and that owe nothing become FINISHED, each with its status change
     * (by the system: `reason` says which part of it). Run by the enrollments-finish job and in
     * the transaction of a change that settles an ended course's enrollment; never by a read.
     */
    async finishEnded(
      scope: { courseId?: string; enrollmentId?: string },
      now: Date,
      reason: string,
    ): Promise<number> {
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
              sql`select 1 from ${courses} where ${courses.id} = ${enrollments.courseId} and ${courses.endDate} < ${todayInCourseZone(at(now))}`,
            ),
          ),
        )
        .returning({ id: enrollments.id });
      if (rows.length > 0) {
        await db.insert(enrollmentStatusChanges).values(
          rows.map((row) => ({
            enrollmentId: row.id,
            fromStatus: 'ACTIVE' as const,
            toStatus: 'FINISHED' as const,
            reason,
            changedBy: null,
            changedAt: now,
          })),
        );
      }
      return rows.length;
    },

    /** The courses with enrollments that may need upkeep (PENDING or ACTIVE ones), by id. */
    async coursesWithCurrentEnrollments(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ courseId: enrollments.courseId })
        .from(enrollments)
        .where(inArray(enrollments.status, ['PENDING', 'ACTIVE']))
        .orderBy(enrollments.courseId);
      return rows.map((row) => row.courseId);
    },

    /**
     * The NO_ATTENDANCE rule, idempotent, for a course's current enrollments: set when the
     * student was ABSENT at each of the course's last 3 held classes (ended by `now`) and
     * the last of them ended after staff last cleared the alert; a NO_ATTENDANCE alert
     * whose rule no longer holds is lifted. Other alerts are left alone.
     */
    async refreshAttendanceAlerts(courseId: string, now: Date): Promise<number> {
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
      const raised = await db
        .update(enrollments)
        .set({ alert: 'NO_ATTENDANCE', updatedAt: now })
        .where(and(current, eq(enrollments.alert, 'NONE'), sql`${missedLastThree}`))
        .returning({ id: enrollments.id });
      const lifted = await db
        .update(enrollments)
        .set({ alert: 'NONE', updatedAt: now })
        .where(and(current, eq(enrollments.alert, 'NO_ATTENDANCE'), sql`not ${missedLastThree}`))
        .returning({ id: enrollments.id });
      return raised.length + lifted.length;
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
        .where(and(eq(enrollments.courseId, courseId), isLive, isNotNull(enrollments.planType)))
        .groupBy(enrollments.planType);
      const current = and(eq(enrollments.courseId, courseId), isLive);
      const [figures] = await db
        .select({
          inDebt: sql<number>`count(*) filter (where ${inDebtCondition(at(now))})::int`,
          manual: sql<number>`count(*) filter (where ${enrollments.manual})::int`,
          withScholarship: sql<number>`count(*) filter (where ${enrollments.scholarshipPercent} > 0)::int`,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(current);
      const debtByCurrency = await db
        .select({
          currency: sql<'ARS' | 'USD'>`${enrollments.currency}`,
          debt: sql<string>`sum(${debtOf(at(now))}::numeric)::numeric(14,2)::text`,
        })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(and(current, isNotNull(enrollments.currency), inDebtCondition(at(now))))
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
