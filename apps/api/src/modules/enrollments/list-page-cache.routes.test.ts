import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { createCourse, createCourseClass } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { toPageRequest } from '../../core/pagination.js';
import {
  courseClasses,
  courses,
  enrollmentComments,
  enrollmentPeriods,
  enrollments,
  users,
} from '../../db/schema/index.js';
import { createEnrollmentsRepository, type EnrollmentFilters } from './enrollments.repository.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 3 * 365 * 86_400 }, { clock });

const signedIn = signingIn(t, clock);

/** A course with `students` enrolled on three monthly periods of 250.00, and its admin. */
async function courseWithEnrollments(students: number) {
  clock.set('2026-03-10T15:00:00Z');
  const course = await createCourse(t.database.db);
  const plan = await createPaymentPlan(t.database.db, course.id, {
    type: 'recurring',
    periodAmount: '250.00',
    numberOfPeriods: 3,
  });
  const admin = await signedIn(['COMMERCIAL_ADMIN']);
  const ids: string[] = [];
  for (let index = 0; index < students; index++) {
    const student = await createUser(t.database.db);
    const created = await admin.post('/courses/enrollments/enrollment/create', {
      courseId: course.id,
      paymentPlanId: plan.id,
      userId: student.id,
    });
    expect(created.statusCode).toBe(201);
    ids.push(created.json().id);
  }
  return { course, admin, ids };
}

type ListQuery = EnrollmentFilters & { page?: number; size?: number; sort?: string[] };

function addressOf(query: ListQuery): string {
  const parts = Object.entries(query).flatMap(([key, value]): [string, string][] =>
    Array.isArray(value) ? value.map((item) => [key, String(item)]) : [[key, String(value)]],
  );
  return `/courses/enrollments?${new URLSearchParams(parts)}`;
}

/** The page the API answers (through the cache when it can). */
async function served(headers: Record<string, string>, query: ListQuery) {
  const response = await t.app.inject({ method: 'GET', url: addressOf(query), headers });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { content: body.content, total: body.page.totalElements };
}

/** The same page as the database writes it now, read in a transaction (never cached). */
async function truth(query: ListQuery) {
  const page = await t.database.db.transaction((tx) =>
    createEnrollmentsRepository(tx).findPage(query, undefined, toPageRequest(query), clock.now()),
  );
  return { content: JSON.parse(page.content), total: page.total };
}

async function payFirstPeriod(enrollmentId: string, amount: string) {
  await t.database.db
    .update(enrollmentPeriods)
    .set({ paidAmount: amount })
    .where(and(eq(enrollmentPeriods.enrollmentId, enrollmentId), eq(enrollmentPeriods.number, 1)));
  await dependenciesOf(t).repositories.enrollments.refreshFigures(enrollmentId);
}

const ids = (page: { content: { id: string }[] }) => page.content.map((item) => item.id);

/** Another process's connection: nothing this API's pool knows about. */
async function elsewhere<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type PoolQuerySpy = { mock: { calls: unknown[][] } };

/**
 * Calls until a page served again asks the database nothing, authentication aside: the API
 * listens (list-versions.ts, from its first list on) and knows the course's version. Without
 * that, every call asks for the version, so this fails after 5 s. Watches the pool through
 * `spy` when the test has one, else through its own.
 */
async function servedWithoutAsking(
  headers: Record<string, string>,
  query: ListQuery,
  spy?: PoolQuerySpy,
): Promise<{ content: { id: string }[]; total: number }> {
  if (!spy) {
    const own = vi.spyOn(t.database.pool, 'query');
    try {
      return await servedWithoutAsking(headers, query, own);
    } finally {
      own.mockRestore();
    }
  }
  const deadline = Date.now() + 5_000;
  while (true) {
    const before = spy.mock.calls.length;
    const page = await served(headers, query);
    const asked = spy.mock.calls
      .slice(before)
      .map(([config]) => JSON.stringify(config))
      .filter((text) => !text.includes('users_credentials_by_id'));
    if (asked.length === 0) return page;
    if (Date.now() > deadline) throw new Error(`A page served again still asks: ${asked.join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('enrollment list pages served again', () => {
  it('answers a page read again without writing it again, until something it reads changes', async () => {
    const { course, admin, ids: enrolled } = await courseWithEnrollments(2);
    const query = { courseId: course.id, onlyInDebt: true, sort: ['debt,desc'] };
    clock.set('2026-03-12T15:00:00Z');
    const query_ = vi.spyOn(t.database.pool, 'query');
    const listQueries = () =>
      query_.mock.calls.filter(([config]) => JSON.stringify(config).includes('json_agg')).length;

    const first = await served(admin.headers, query);
    expect(first.total).toBe(2);
    expect(listQueries()).toBe(1);
    expect(await served(admin.headers, query)).toEqual(first);
    expect(listQueries()).toBe(1);
    expect(await servedWithoutAsking(admin.headers, query, query_)).toEqual(first);

    await payFirstPeriod(enrolled[0]!, '250.00');
    const afterPayment = await served(admin.headers, query);
    expect(listQueries()).toBe(2);
    expect(ids(afterPayment)).toEqual([enrolled[1]]);
    expect(afterPayment).toEqual(await truth(query));
    query_.mockRestore();
  });

  it('sees comments, statuses, recordings, the course’s staff and the date change', async () => {
    const { course, admin, ids: enrolled } = await courseWithEnrollments(2);
    const [first, second] = enrolled as [string, string];
    const check = async (query: ListQuery, expected: string[]) => {
      const page = await served(admin.headers, query);
      expect(page).toEqual(await truth(query));
      expect(ids(page).sort()).toEqual([...expected].sort());
    };

    // A comment: written, edited, deleted.
    const byComment = { courseId: course.id, commentQuery: 'prometio' };
    await check(byComment, []);
    const [comment] = await t.database.db
      .insert(enrollmentComments)
      .values({ enrollmentId: first, authorId: admin.user.id, text: 'Prometió', searchText: 'prometio' })
      .returning();
    await check(byComment, [first]);
    await t.database.db
      .update(enrollmentComments)
      .set({ text: 'Pagará', searchText: 'pagara' })
      .where(eq(enrollmentComments.id, comment!.id));
    await check(byComment, []);
    await t.database.db
      .update(enrollmentComments)
      .set({ text: 'Prometió', searchText: 'prometio' })
      .where(eq(enrollmentComments.id, comment!.id));
    await check(byComment, [first]);
    await t.database.db.delete(enrollmentComments).where(eq(enrollmentComments.id, comment!.id));
    await check(byComment, []);

    // A status.
    const active = { courseId: course.id, status: 'ACTIVE' as const };
    await check(active, []);
    await t.database.db.update(enrollments).set({ status: 'ACTIVE' }).where(eq(enrollments.id, second));
    await check(active, [second]);

    // A recording of one of the course's classes.
    const recorded = { courseId: course.id, mustHaveRecordedClasses: true };
    await check(recorded, []);
    const lesson = await createCourseClass(t.database.db, course.id);
    await check(recorded, []);
    await t.database.db
      .update(courseClasses)
      .set({ recordingUrl: 'https://videos.example.com/1' })
      .where(eq(courseClasses.id, lesson.id));
    await check(recorded, [first, second]);
    await t.database.db.delete(courseClasses).where(eq(courseClasses.id, lesson.id));
    await check(recorded, []);

    // The course's teachers decide what a teacher sees.
    const teacher = await signedIn(['TEACHER']);
    const all = { courseId: course.id };
    expect(ids(await served(teacher.headers, all))).toEqual([]);
    await t.database.db
      .update(courses)
      .set({ teacherIds: [teacher.user.id] })
      .where(eq(courses.id, course.id));
    expect(ids(await served(teacher.headers, all)).sort()).toEqual([first, second].sort());

    // The date: the first period (due 10 March) is overdue from the 11th in Buenos Aires.
    const inDebt = { courseId: course.id, onlyInDebt: true };
    clock.set('2026-03-11T02:59:00Z');
    await check(inDebt, []);
    clock.set('2026-03-11T03:00:00Z');
    await check(inDebt, [first, second]);
  });

  it('sees a student’s new name or e-mail and the course’s new title', async () => {
    const { course, admin, ids: enrolled } = await courseWithEnrollments(2);
    const query = { courseId: course.id, sort: ['createdAt,asc'] };
    const page = await servedWithoutAsking(admin.headers, query);
    const studentId = (page.content[0] as { id: string; userId?: string }).userId!;
    const check = async (expected: Record<string, string>) => {
      const page = await served(admin.headers, query);
      expect(page).toEqual(await truth(query));
      expect(page.content[0]).toMatchObject({ id: enrolled[0], ...expected });
    };

    await t.database.db
      .update(users)
      .set({ firstName: 'Renombrada', lastName: 'Alumna' })
      .where(eq(users.id, studentId));
    await check({ studentName: 'Renombrada Alumna' });
    await t.database.db.update(users).set({ email: 'renombrada@example.com' }).where(eq(users.id, studentId));
    await check({ studentEmail: 'renombrada@example.com' });
    await t.database.db.update(courses).set({ title: 'Otro título' }).where(eq(courses.id, course.id));
    await check({ courseTitle: 'Otro título' });
    // Another process renames the student: the announcement changes the page.
    await elsewhere((client) =>
      client.query(`update users set first_name = 'Desde', last_name = 'Afuera' where id = $1`, [studentId]),
    );
    const deadline = Date.now() + 5_000;
    let renamed = await served(admin.headers, query);
    while (renamed.content[0].studentName !== 'Desde Afuera' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      renamed = await served(admin.headers, query);
    }
    expect(renamed).toEqual(await truth(query));
    expect(renamed.content[0]).toMatchObject({ studentName: 'Desde Afuera' });
  });

  it('sees an enrollment moved to another course in both courses’ lists', async () => {
    const from = await courseWithEnrollments(1);
    const to = await courseWithEnrollments(0);
    await check(from.course.id, from.ids);
    await check(to.course.id, []);
    await t.database.db
      .update(enrollments)
      .set({ courseId: to.course.id })
      .where(eq(enrollments.id, from.ids[0]!));
    await check(from.course.id, []);
    await check(to.course.id, from.ids);

    async function check(courseId: string, expected: string[]) {
      expect(ids(await served(from.admin.headers, { courseId }))).toEqual(expected);
    }
  });

  it('never answers a page a rolled-back change would have changed, nor loses one that committed meanwhile', async () => {
    const { course, admin, ids: enrolled } = await courseWithEnrollments(3);
    const query = { courseId: course.id, status: 'PENDING' as const, sort: ['createdAt,asc'] };
    const before = await served(admin.headers, query);
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(enrollments).set({ status: 'ACTIVE' }).where(eq(enrollments.id, enrolled[0]!));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await served(admin.headers, query)).toEqual(before);

    // Readers and writers at once: afterwards the page is the database's.
    await Promise.all([
      ...enrolled.map((id) =>
        t.database.db.update(enrollments).set({ status: 'ACTIVE' }).where(eq(enrollments.id, id)),
      ),
      ...Array.from({ length: 12 }, () => served(admin.headers, query)),
    ]);
    expect(await served(admin.headers, query)).toEqual({ content: [], total: 0 });
  });

  it('answers what the database answers after any sequence of payments, comments, statuses, recordings and days', async () => {
    const { course, admin, ids: enrolled } = await courseWithEnrollments(4);
    const lesson = await createCourseClass(t.database.db, course.id);
    const queries: ListQuery[] = [
      { courseId: course.id, onlyInDebt: true, sort: ['debt,desc'], size: 2 },
      { courseId: course.id, onlyInDebt: true, sort: ['debt,desc'], size: 2, page: 1 },
      { courseId: course.id, commentQuery: 'promesa' },
      { courseId: course.id, mustHaveRecordedClasses: true, status: 'ACTIVE' },
      { courseId: course.id, numberOfPeriodsPayed: 1, sort: ['createdAt,asc'] },
      { courseId: course.id, alert: 'DEBT' },
    ];
    const enrollment = fc.integer({ min: 0, max: enrolled.length - 1 }).map((index) => enrolled[index]!);
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        enrollment,
        amount: fc.constantFrom('0.00', '100.00', '250.00'),
      }),
      fc.record({
        kind: fc.constant('comment' as const),
        enrollment,
        text: fc.constantFrom('promesa', 'otra'),
      }),
      fc.record({
        kind: fc.constant('status' as const),
        enrollment,
        status: fc.constantFrom('PENDING' as const, 'ACTIVE' as const),
      }),
      fc.record({ kind: fc.constant('recording' as const), on: fc.boolean() }),
      fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 0, max: 45 }) }),
      fc.record({
        kind: fc.constant('read' as const),
        query: fc.integer({ min: 0, max: queries.length - 1 }),
      }),
    );
    let day = Date.parse('2026-03-10T15:00:00Z');

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const step of operations) {
          if (step.kind === 'pay') await payFirstPeriod(step.enrollment, step.amount);
          if (step.kind === 'comment') {
            await t.database.db.insert(enrollmentComments).values({
              enrollmentId: step.enrollment,
              authorId: admin.user.id,
              text: step.text,
              searchText: step.text,
            });
          }
          if (step.kind === 'status') {
            await t.database.db
              .update(enrollments)
              .set({ status: step.status })
              .where(eq(enrollments.id, step.enrollment));
          }
          if (step.kind === 'recording') {
            await t.database.db
              .update(courseClasses)
              .set({ recordingUrl: step.on ? 'https://videos.example.com/1' : null })
              .where(eq(courseClasses.id, lesson.id));
          }
          if (step.kind === 'days') {
            day += step.days * 86_400_000;
            clock.set(new Date(day).toISOString());
          }
          const query = queries[step.kind === 'read' ? step.query : 0]!;
          expect(await served(admin.headers, query)).toEqual(await truth(query));
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('changes committed by another process', () => {
  /** Calls until the served page is the database's (the notification is on its way). */
  /**
   * Calls until the served page lists `expected` (the notification is on its way), then checks
   * it against the database. Nothing here writes through the API's pool in between: the page
   * must change because PostgreSQL announced the change, not because this process forgot.
   */
  async function settles(headers: Record<string, string>, query: ListQuery, expected: string[]) {
    const deadline = Date.now() + 5_000;
    let page = await served(headers, query);
    while (
      JSON.stringify(ids(page).sort()) !== JSON.stringify([...expected].sort()) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      page = await served(headers, query);
    }
    expect(ids(page).sort()).toEqual([...expected].sort());
    expect(page).toEqual(await truth(query));
  }

  it('are seen once PostgreSQL announces them', async () => {
    const { course, admin, ids: enrolled } = await courseWithEnrollments(2);
    const query = { courseId: course.id, status: 'ACTIVE' as const };
    // The API listens and serves the page without asking: only the announcement can change it.
    expect(ids(await servedWithoutAsking(admin.headers, query))).toEqual([]);
    await elsewhere((client) =>
      client.query(`update enrollments set status = 'ACTIVE' where id = $1`, [enrolled[0]]),
    );
    await settles(admin.headers, query, [enrolled[0]!]);
  });

  it('are seen while nobody listens (every call asks), and once listening resumes', async () => {
    const { course, admin, ids: enrolled } = await courseWithEnrollments(2);
    const query = { courseId: course.id, status: 'ACTIVE' as const };
    await served(admin.headers, query);
    // The LISTEN connections are cut (other test files' too: they lose nothing but speed):
    // until the API listens again, every call asks the database.
    await elsewhere((client) =>
      client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen enrollment_list_versions' and pid <> pg_backend_pid()`,
      ),
    );
    await elsewhere((client) =>
      client.query(`update enrollments set status = 'ACTIVE' where id = $1`, [enrolled[0]]),
    );
    // Whether or not the API noticed the cut yet, the page is the database's.
    await settles(admin.headers, query, [enrolled[0]!]);
    await elsewhere((client) =>
      client.query(`update enrollments set status = 'ACTIVE' where id = $1`, [enrolled[1]]),
    );
    await settles(admin.headers, query, enrolled);
    // Listening again (within a second): pages are served without asking, and a change is heard.
    await servedWithoutAsking(admin.headers, query);
    await elsewhere((client) =>
      client.query(`update enrollments set status = 'PENDING' where id = $1`, [enrolled[0]]),
    );
    await settles(admin.headers, query, [enrolled[1]!]);
  });

  it('never deadlocks: transactions changing the same courses in opposite orders all commit', async () => {
    const first = await courseWithEnrollments(1);
    const second = await courseWithEnrollments(1);
    const [a, b] = [first.ids[0]!, second.ids[0]!];
    const touch = `update enrollments set updated_at = now() where id = $1`;
    for (let round = 0; round < 10; round++) {
      const [one, other] = [new pg.Client(inject('databaseUrl')), new pg.Client(inject('databaseUrl'))];
      await Promise.all([one.connect(), other.connect()]);
      try {
        await Promise.all([one.query('begin'), other.query('begin')]);
        // Each changes a course of the other's too, in the opposite order; then both commit.
        await one.query(touch, [a]);
        await other.query(touch, [b]);
        await one.query(`update courses set updated_at = now() where id = $1`, [second.course.id]);
        await other.query(`update courses set updated_at = now() where id = $1`, [first.course.id]);
        await Promise.all([one.query('commit'), other.query('commit')]);
      } finally {
        await Promise.all([one.end(), other.end()]);
      }
    }
  });
});
