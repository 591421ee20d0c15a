/**
 * The embedded database dies (`kill -9` of the PostgreSQL server) under write load: the API
 * stays up and answers 503 while it is down, the supervisor starts it again on the same
 * cluster and port, the pool reconnects by itself, and every write the API acknowledged is
 * still there. Runs on a server of its own, not the run's shared one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase, type DatabaseConnection, migrateDatabase } from '../src/db/database.js';
import {
  type EmbeddedDatabase,
  type EmbeddedDatabaseState,
  embeddedPaths,
  startEmbeddedDatabase,
} from '../src/db/embedded.js';
import { createUser } from './factories/users.js';
import { bearer, testConfig, tokenFor } from './setup/test-app.js';

/** A door the test opens: the supervisor waits at it before restarting the server. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const restartGate = gate();
const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-resilience-'));
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
  expect(write.statusCode).toBe(503);
  expect(write.headers['content-type']).toContain('application/problem+json');
  expect(write.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  expect(write.json().detail).toContain('base de datos');
  expect(write.headers['retry-after']).toBe('5');
}

beforeAll(async () => {
  embedded = await startEmbeddedDatabase({ dataDir, port: 0, beforeRestart: () => restartGate.opened });
  database = connectDatabase(embedded.url, { maxConnections: 4 });
  await migrateDatabase(database.db);
  const config = testConfig();
  app = await buildApp(config, database);
  await app.ready();
  const admin = await createUser(database.db, { scopes: ['SU'] });
  headers = bearer(await tokenFor(config, admin));
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

    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/health-check' })).statusCode, {
        timeout: 20_000,
      })
      .toBe(200);
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
