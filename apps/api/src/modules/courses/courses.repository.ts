/**
 * Queries on courses, the figures of the stats and the enrollment reads that decide who is
 * a course's student. No rules here: the services decide.
 */
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { orderByOf, type PageRequest, pagedRows } from '../../core/pagination.js';
import type { Executor } from '../../db/database.js';
import { firstRow, insertUnlessTaken } from '../../db/rows.js';
import {
  type CourseRow,
  courseClasses,
  courseExams,
  courses,
  type EnrollmentRow,
  enrollments,
  type NewCourseRow,
  users,
} from '../../db/schema/index.js';
import { humanOrder, matchesSearch, searchTextOf } from '../../db/search.js';
import { joinedPage, tablePage } from '../../db/table-page.js';

export type CourseFilters = {
  q?: string;
  active?: boolean;
  country?: string;
  courseTopicId?: string;
  tags?: string[];
  teacherIds?: string[];
  hostIds?: string[];
  allianceId?: string;
  slug?: string;
};

/** The whitelisted sort fields of the course lists (the contract refuses any other). */
const SORTABLE = {
  startDate: courses.startDate,
  title: humanOrder(courses.title),
  createdAt: courses.createdAt,
};

type Searchable = Pick<CourseRow, 'title' | 'summary' | 'tags'>;
const searchTextOfCourse = (course: Searchable) =>
  searchTextOf(course.title, course.summary, ...(course.tags ?? []));

function whereOf(filters: CourseFilters): SQL | undefined {
  return and(
    filters.q ? matchesSearch(courses.searchText, filters.q) : undefined,
    filters.active !== undefined ? eq(courses.active, filters.active) : undefined,
    // A course without a country is offered everywhere, so it matches every country.
    filters.country ? or(eq(courses.country, filters.country), isNull(courses.country)) : undefined,
    filters.courseTopicId ? eq(courses.topicId, filters.courseTopicId) : undefined,
    filters.tags?.length ? arrayOverlaps(courses.tags, filters.tags) : undefined,
    filters.teacherIds?.length ? arrayOverlaps(courses.teacherIds, filters.teacherIds) : undefined,
    filters.hostIds?.length ? arrayOverlaps(courses.hostIds, filters.hostIds) : undefined,
    filters.allianceId ? eq(courses.allianceId, filters.allianceId) : undefined,
    filters.slug ? eq(courses.slug, filters.slug) : undefined,
  );
}

const countOf = (table: SQL) => sql<number>`(select count(*) from ${table})`.mapWith(Number);

/** People (teachers, students) are listed by last name, then first name, as people read them. */
const PEOPLE_SORTABLE = { lastName: humanOrder(users.lastName), firstName: humanOrder(users.firstName) };
const PEOPLE_DEFAULT_ORDER = [asc(PEOPLE_SORTABLE.lastName), asc(PEOPLE_SORTABLE.firstName)];

export function createCoursesRepository(db: Executor) {
  return {
    async findById(id: string): Promise<CourseRow | undefined> {
      return firstRow(db, courses, eq(courses.id, id));
    },

    async findPage(filters: CourseFilters, page: PageRequest) {
      const where = whereOf(filters);
      return tablePage(db, courses, where, page, { sortable: SORTABLE, defaults: [desc(courses.startDate)] });
    },

    /** Answers undefined when the slug is taken (race-safe). */
    async insert(course: Omit<NewCourseRow, 'searchText'>): Promise<CourseRow | undefined> {
      return insertUnlessTaken(db, courses, {
        ...course,
        searchText: searchTextOfCourse(course as Searchable),
      });
    },

    async update(id: string, patch: Partial<Omit<NewCourseRow, 'id' | 'searchText'>>) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(courses)
          .set({ ...patch, searchText: searchTextOfCourse({ ...current, ...patch }) })
          .where(eq(courses.id, id))
          .returning();
        return row;
      });
    },

    async slugExists(slug: string): Promise<boolean> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)).limit(1);
      return Boolean(row);
    },

    /** Public names of the given users (the teachers of a page of courses). */
    async findNames(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** Users who teach at least one active course (GIN index on teacher_ids). */
    async findTeachersPage(page: PageRequest) {
      const teachesActiveCourse = sql`exists (select 1 from ${courses} where ${courses.active} and ${courses.teacherIds} @> array[${users.id}])`;
      const rows = db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users);
      return joinedPage(db, users, rows, teachesActiveCourse, page, {
        sortable: PEOPLE_SORTABLE,
        defaults: PEOPLE_DEFAULT_ORDER,
      });
    },

    /** Which of the ids are users (to refuse unknown teachers and hosts). */
    async existingUserIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** One page of the courses the user has an enrollment in that is not INACTIVE. */
    async findEnrolledPage(userId: string, page: PageRequest, courseId?: string) {
      const where = and(
        eq(enrollments.userId, userId),
        ne(enrollments.status, 'INACTIVE'),
        courseId ? eq(enrollments.courseId, courseId) : undefined,
      );
      return pagedRows(
        page,
        db
          .select({ course: courses, enrollmentStatus: enrollments.status })
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .where(where)
          .orderBy(...orderByOf(page, SORTABLE, [desc(courses.startDate)], courses.id)),
        db.select({ total: count() }).from(enrollments).where(where),
      );
    },

    /** One page of the course's students: users with an enrollment that is not INACTIVE. */
    async findStudentsPage(courseId: string, status: EnrollmentRow['status'] | undefined, page: PageRequest) {
      const where = and(
        eq(enrollments.courseId, courseId),
        status ? eq(enrollments.status, status) : ne(enrollments.status, 'INACTIVE'),
      );
      return pagedRows(
        page,
        db
          .select({
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            enrollmentId: enrollments.id,
            status: enrollments.status,
          })
          .from(enrollments)
          .innerJoin(users, eq(users.id, enrollments.userId))
          .where(where)
          .orderBy(...orderByOf(page, PEOPLE_SORTABLE, PEOPLE_DEFAULT_ORDER, users.id)),
        db.select({ total: count() }).from(enrollments).where(where),
      );
    },

    /** The user's enrollment in the course that is not INACTIVE (there is at most one). */
    async currentEnrollmentOf(userId: string, courseId: string): Promise<EnrollmentRow | undefined> {
      const current = and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        ne(enrollments.status, 'INACTIVE'),
      );
      return firstRow(db, enrollments, current);
    },

    /** One page of courses with their classes held and upcoming, exams and enrollments. */
    async findStatsPage(filters: CourseFilters, page: PageRequest, now: Date) {
      const where = whereOf(filters);
      const classesOf = (condition: SQL) =>
        countOf(sql`${courseClasses} where ${courseClasses.courseId} = ${courses.id} and ${condition}`);
      const enrollmentsIn = (status: EnrollmentRow['status']) =>
        countOf(
          sql`${enrollments} where ${enrollments.courseId} = ${courses.id} and ${enrollments.status} = ${status}`,
        );
      const rows = db
        .select({
          course: courses,
          classesHeld: classesOf(sql`${courseClasses.startsAt} <= ${now}`),
          classesUpcoming: classesOf(sql`${courseClasses.startsAt} > ${now}`),
          exams: countOf(sql`${courseExams} where ${courseExams.courseId} = ${courses.id}`),
          enrolled: enrollmentsIn('ACTIVE'),
          pendingEnrollments: enrollmentsIn('PENDING'),
          finishedEnrollments: enrollmentsIn('FINISHED'),
        })
        .from(courses);
      return joinedPage(db, courses, rows, where, page, {
        sortable: SORTABLE,
        defaults: [desc(courses.startDate)],
      });
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
