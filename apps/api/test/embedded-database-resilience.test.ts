/**
 * The embedded database dies (`kill -9` of the PostgreSQL server) under load: the API stays
 * up and answers 503 while it is down, the supervisor starts it again on the same cluster and
 * port, the pool reconnects by itself, and every write the API acknowledged is still there,
 * once. Two loads: single-statement writes (topics), and staff approving payments 8 at a time
 * (each a unit of work writing the payment, its allocations, periods, the INCOME movement, the
 * enrollment and the user), killed in the middle of those transactions. Runs on a server of
 * its own, not the run's shared one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase, type DatabaseConnection, migrateDatabase } from '../src/db/database.js';
import {
  type EmbeddedDatabase,
  type EmbeddedDatabaseState,
  embeddedPaths,
  startEmbeddedDatabase,
} from '../src/db/embedded.js';
import { isDatabaseUnavailable } from '../src/db/unavailable.js';
import { withTransaction } from '../src/db/unit-of-work.js';
import { checkLedger } from '../src/modules/payments/ledger.js';
import { createCourse } from './factories/academic.js';
import { createPaymentPlan } from './factories/selling.js';
import { createUser } from './factories/users.js';
import { testClock } from './fakes/test-clock.js';
import { bearer, testConfig, tokenFor } from './setup/test-app.js';

/** A door the test opens: the supervisor waits at it before restarting the server. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Each outage's gate: the supervisor restarts the server once the test has seen it down. */
let restartGate = gate();
const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-resilience-'));
const clock = testClock('2026-03-10T15:00:00Z');
const config = testConfig({ tokenTtlSeconds: 365 * 86_400 });
let embedded: EmbeddedDatabase;
let database: DatabaseConnection;
let app: FastifyInstance;
let headers: Record<string, string>;

function nextState(wanted: EmbeddedDatabaseState): Promise<void> {
  return new Promise((resolve) => embedded.onStateChange((state) => state === wanted && resolve()));
}

function postmasterPid(): number {
  const lockFile = path.join(embeddedPaths(dataDir).cluster, 'postmaster.pid');
  return Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
}

let topicNumber = 0;
async function createTopic() {
  topicNumber += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/topics',
    headers,
    payload: { name: `Resiliencia ${topicNumber}` },
  });
  return {
    status: response.statusCode,
    id: response.statusCode === 201 ? (response.json().id as string) : null,
  };
}

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };

/** A refusal because the database is down: 503 problem+json that says so, with Retry-After. */
function expectUnavailableAnswer(answer: Answer) {
  expect(answer.statusCode).toBe(503);
  expect(answer.headers['content-type']).toContain('application/problem+json');
  expect(answer.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  expect((answer.json() as { detail: string }).detail).toContain('base de datos');
  expect(answer.headers['retry-after']).toBe('5');
}

/** Held down by the gate: the API is up and says the database is not. */
async function expectOutageAnswers() {
  const health = await app.inject({ method: 'GET', url: '/health-check' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
  const write = await app.inject({
    method: 'POST',
    url: '/topics',
    headers,
    payload: { name: 'Durante el corte' },
  });
  expectUnavailableAnswer(write);
}

async function expectServingAgain() {
  await expect
    .poll(async () => (await app.inject({ method: 'GET', url: '/health-check' })).statusCode, {
      timeout: 20_000,
    })
    .toBe(200);
}

beforeAll(async () => {
  embedded = await startEmbeddedDatabase({ dataDir, port: 0, beforeRestart: () => restartGate.opened });
  // Room for the 8 senders' transactions and one more held open (the API's default is 10).
  database = connectDatabase(embedded.url, { maxConnections: 10 });
  await migrateDatabase(database.db);
  app = await buildApp(config, database, { clock });
  await app.ready();
  const admin = await createUser(database.db, { scopes: ['SU'] });
  headers = bearer(await tokenFor(config, admin, clock));
});

afterAll(async () => {
  restartGate.open();
  await app?.close();
  await database?.close();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database is killed under load', () => {
  it('answers 503 during the outage, restarts by itself and keeps every acknowledged write', async () => {
    restartGate = gate();
    const acknowledged: string[] = [];
    const refusals: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const { status, id } = await createTopic();
      expect(status).toBe(201);
      acknowledged.push(id!);
    }

    // Writers keep going while the server is killed under them.
    let writing = true;
    const writer = async () => {
      while (writing) {
        const { status, id } = await createTopic();
        if (id) acknowledged.push(id);
        else refusals.push(status);
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    const down = nextState('down');
    const up = nextState('up');
    try {
      process.kill(postmasterPid(), 'SIGKILL');
      await down;
      await expectOutageAnswers();
    } finally {
      writing = false;
      await writers;
    }
    restartGate.open();
    await up;

    await expectServingAgain();
    // Every refusal during the outage was a clear 503, never a 500.
    expect(refusals.filter((status) => status !== 503)).toEqual([]);
    const stored = await database.pool.query<{ id: string }>(
      'select id from course_topics where id = any($1)',
      [acknowledged],
    );
    expect(stored.rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    const after = await createTopic();
    expect(after.status).toBe(201);
  });
});

/** Payments of 1000.00 ARS (a first period), CREATED, each of its own student's enrollment. */
async function createdPayments(count: number) {
  const course = await createCourse(database.db);
  const plan = await createPaymentPlan(database.db, course.id);
  const one = async () => {
    const student = await createUser(database.db, { scopes: ['BASIC'] });
    const studentHeaders = bearer(await tokenFor(config, student, clock));
    const enrollment = await app.inject({
      method: 'POST',
      url: '/courses/enrollments/enrollment/create',
      headers: studentHeaders,
      payload: { courseId: course.id, paymentPlanId: plan.id },
    });
    expect(enrollment.statusCode).toBe(201);
    const payment = await app.inject({
      method: 'POST',
      url: '/payments',
      headers: studentHeaders,
      payload: { enrollmentId: enrollment.json().id },
    });
    expect(payment.statusCode).toBe(201);
    return { id: payment.json().id as string, userId: student.id };
  };
  const payments: { id: string; userId: string }[] = [];
  while (payments.length < count) {
    payments.push(...(await Promise.all(Array.from({ length: Math.min(4, count - payments.length) }, one))));
  }
  return { courseId: course.id, payments };
}

const approve = (paymentId: string) =>
  app.inject({
    method: 'PUT',
    url: `/payments/${paymentId}/status/APPROVED`,
    headers,
    payload: { reason: 'transferencia' },
  });

/** Approves each payment, 8 at a time, in order: their answers, in the same order. */
async function approveAll(paymentIds: readonly string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const sender = async () => {
    for (let index = next++; index < paymentIds.length; index = next++) {
      answers[index] = await approve(paymentIds[index]!);
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  return answers;
}

/** Null for a 200; else its status and why, so that a failure says which refusal it was. */
const refusalOf = (answer: Answer) =>
  answer.statusCode === 200 ? null : { status: answer.statusCode, body: answer.json() };

/** Per payment: its status, INCOME movements (count and sum) and allocated total, from the database. */
async function moneyOf(paymentIds: readonly string[]) {
  const { rows } = await database.pool.query<{
    id: string;
    status: string;
    incomes: number;
    income: string;
    allocated: string;
  }>(
    `select p.id, p.status::text as status,
            (select count(*)::int from money_movements m where m.payment_id = p.id and m.type = 'INCOME') as incomes,
            (select coalesce(sum(m.amount), 0)::text from money_movements m where m.payment_id = p.id and m.type = 'INCOME') as income,
            (select coalesce(sum(a.amount), 0)::text from payment_allocations a where a.payment_id = p.id) as allocated
     from payments p where p.id = any($1) order by p.id`,
    [paymentIds],
  );
  return rows;
}

const approvedOnce = (id: string) => ({
  id,
  status: 'APPROVED',
  incomes: 1,
  income: '1000.00',
  allocated: '1000.00',
});

describe('the embedded database is killed in the middle of concurrent money transactions', () => {
  // A server killed, recovered and 32 payments approved twice over: on a machine busy with the
  // rest of the suite that takes longer than a request-sized test's 30 s.
  it('keeps the process up, answers each call 200 or 503, serves again and applies every approval once', {
    timeout: 120_000,
  }, async () => {
    restartGate = gate();
    const { courseId, payments } = await createdPayments(32);
    // The enrollments list's LISTEN connection is open beside the pool when the server dies.
    const list = await app.inject({ url: `/courses/enrollments?courseId=${courseId}`, headers });
    expect(list.statusCode).toBe(200);
    await expect
      .poll(async () => {
        const { rows } = await database.pool.query(
          "select 1 from pg_stat_activity where query ilike 'listen %'",
        );
        return rows.length;
      })
      .toBe(1);

    // Whatever the pg driver emits that nobody handles would end up here (and end a real process).
    const crashes: unknown[] = [];
    const crashed = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', crashed);
    process.on('unhandledRejection', crashed);
    // Which connections went back to the pool with their error (which the pool discards).
    const discarded = new Set<pg.PoolClient>();
    const watchReleases = (error: Error | undefined, client: pg.PoolClient) => {
      if (error) discarded.add(client);
    };
    database.pool.on('release', watchReleases);

    try {
      // One unit of work waits between two statements while the server dies: its connection
      // is checked out and idle in a transaction when PostgreSQL's goodbye arrives on it.
      const inTransaction = gate();
      const resume = gate();
      // Nothing else uses the pool now: the next connection lent is the unit of work's.
      let heldConnection: pg.PoolClient | undefined;
      database.pool.once('acquire', (client) => {
        heldConnection = client;
      });
      const held = withTransaction(database.db, async (tx) => {
        await tx.execute(sql`select 1`);
        inTransaction.open();
        await resume.opened;
        await tx.execute(sql`select 1`);
      }).then(
        () => 'committed' as const,
        (error: unknown) => error,
      );
      await inTransaction.opened;

      // Staff approve payments 8 at a time; the server is killed once 8 approvals have been
      // answered, with the next ones in the middle of their transactions.
      const queue = payments.map((payment) => payment.id);
      const answers = new Map<string, Answer>();
      const down = nextState('down');
      const up = nextState('up');
      let killed = false;
      const sender = async () => {
        for (let id = queue.shift(); id; id = queue.shift()) {
          const answer = await approve(id);
          answers.set(id, answer);
          const acknowledged = [...answers.values()].filter((each) => each.statusCode === 200).length;
          if (!killed && acknowledged >= 8) {
            killed = true;
            process.kill(postmasterPid(), 'SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, sender));
      expect(killed).toBe(true);
      await down;
      await expectOutageAnswers();

      restartGate.open();
      await up;
      await expectServingAgain();
      // The unit of work held through the outage fails as the database being unavailable, and
      // its connection, broken, was discarded rather than given to the next caller.
      resume.open();
      const outcome = await held;
      expect(crashes).toEqual([]);
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(heldConnection && discarded.has(heldConnection)).toBe(true);

      // Each call in flight answered: 200 (committed) or a clear 503, never a 500.
      for (const answer of answers.values()) {
        if (answer.statusCode !== 200) expectUnavailableAnswer(answer);
      }
      const acknowledged = [...answers].filter(([, answer]) => answer.statusCode === 200).map(([id]) => id);
      const refused = [...answers].filter(([, answer]) => answer.statusCode !== 200).map(([id]) => id);
      expect(acknowledged.length).toBeGreaterThanOrEqual(8);
      expect(refused.length).toBeGreaterThan(0);
      // No connection is left checked out (a leaked one would starve the pool for good).
      expect(database.pool.totalCount - database.pool.idleCount).toBe(0);

      // Every acknowledged approval survived the crash, applied once.
      expect(await moneyOf(acknowledged)).toEqual([...acknowledged].sort().map(approvedOnce));
      // The refused ones are retried, as clients told Retry-After would, by the same 8 senders
      // (more at once than the pool lends would wait for a connection, and on a loaded machine
      // be refused again, rightly, as busy): a 503 whose commit did happen must not be applied twice.
      const retries = await approveAll(refused);
      expect(retries.map(refusalOf)).toEqual(refused.map(() => null));
      const ids = payments.map((payment) => payment.id);
      expect(await moneyOf(ids)).toEqual([...ids].sort().map(approvedOnce));
      const ledger = await checkLedger(
        database.db,
        payments.map((payment) => payment.userId),
      );
      expect(ledger).toMatchObject({ balanced: true, periods: [] });
      expect(ledger.currencies).toEqual([
        { currency: 'ARS', payments: '32000.00', movements: '32000.00', openCharges: '0.00', balanced: true },
      ]);
    } finally {
      process.off('uncaughtException', crashed);
      process.off('unhandledRejection', crashed);
      database.pool.off('release', watchReleases);
    }
  });
});
