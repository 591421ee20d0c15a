/**
 * The connection to PostgreSQL (a real server or the embedded one, always over the wire
 * protocol) and the Drizzle instance every repository uses.
 */

import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { WriteTrackingClient } from './local-writes.js';
import * as schema from './schema/index.js';
import { isDatabaseUnavailable } from './unavailable.js';

export type Database = NodePgDatabase<typeof schema>;

/** An open transaction: the handle `withTransaction` passes to its work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a repository is built from: the pool's handle (each query on its own) or a
 * transaction (every query of the unit of work on the same connection, committed together).
 */
export type Executor = Database | Transaction;

export type DatabaseConnection = {
  db: Database;
  /** Where it connects: what a client of its own (pg-boss's pool) connects to. */
  url: string;
  pool: pg.Pool;
  /** True when a trivial query answers within the timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** Migrations live next to the package (committed), found the same way from src/ and dist/. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

const closing = new WeakMap<pg.Pool, (() => Promise<void>)[]>();

/** Runs `stop` when the database behind `pool` is closed (a LISTEN connection beside the pool). */
export function whenClosing(pool: pg.Pool, stop: () => Promise<void>): void {
  closing.set(pool, [...(closing.get(pool) ?? []), stop]);
}

const DRIZZLE_OPTIONS = { schema, casing: 'snake_case' } as const;

/**
 * A handle with no connection: it writes a query (`toSQL()`) without running it, for a
 * repository whose statements are also printed (the bench's EXPLAIN) or read by tests.
 */
export const statementWriter: Database = drizzle.mock(DRIZZLE_OPTIONS);

/** Why each pooled connection broke, if it did (see `connectDatabase`). */
const brokenConnections = new WeakMap<pg.Client, Error>();

/** A Drizzle handle on one pooled connection, made once per connection. */
const handles = new WeakMap<pg.PoolClient, Database>();
function handleOn(client: pg.PoolClient): Database {
  let handle = handles.get(client);
  if (!handle) {
    handle = drizzle(client, DRIZZLE_OPTIONS);
    handles.set(client, handle);
  }
  return handle;
}

/**
 * A transaction on a connection checked out for it, always given back, and given back with
 * its error when the connection broke, so that the pool discards it rather than lend it
 * again. This is what `db.transaction` does on the pool. Drizzle's own version gives the
 * connection back without saying it broke, and never gives it back when BEGIN fails (a
 * server dying between checkout and BEGIN): a few of those and the pool has no connection
 * left to lend, every call waits out its timeout, long after the server is back.
 */
async function transactionOnOwnConnection<T>(
  pool: pg.Pool,
  work: (tx: Transaction) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const client = await pool.connect();
  let failure: unknown;
  try {
    return await handleOn(client).transaction(work, config);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    giveBack(client, failure);
  }
}

/**
 * Gives a checked-out connection back to its pool, with its error when it broke, so that the
 * pool discards it: the client reported an error, or a statement failed because the server
 * went away (its answer can arrive before the client sees the connection close).
 */
export function giveBack(client: pg.PoolClient, failure?: unknown): void {
  const broken = brokenConnections.get(client) ?? (isDatabaseUnavailable(failure) ? failure : undefined);
  client.release(broken as Error | undefined);
}

export function connectDatabase(url: string, options: { maxConnections?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({
    // Connections report what they wrote (local-writes.ts), for in-memory knowledge to forget.
    Client: WriteTrackingClient,
    connectionString: url,
    // No JIT compilation: it pays off for long analytic scans, and this API's statements are short
    // (lists by index, reports on rollups). A planner that overestimates a statement's cost (a
    // fresh table with no statistics, a function scan) would otherwise compile it first, tens to
    // hundreds of milliseconds for a statement that then runs in one — on servers built with
    // LLVM, such as Debian's; the embedded PostgreSQL has no JIT.
    // No parallel workers either (decision 0014): a report the planner costs above the parallel
    // threshold (a year per course read from days, dekads and quarters) started two workers per
    // call, which under concurrent callers ran at half the throughput of a plain plan.
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may one that is checked out. When the server dies, PostgreSQL says goodbye (57P01) on
  // every connection, also on one idle in a transaction between two statements; pg emits that
  // as 'error' on the client, and the pool listens only while the client is idle: with no
  // listener, the process would exit. Every connection gets one for its whole life. The error
  // is remembered; the holder learns of it from its next statement, which fails ("not
  // queryable", a 503), and the connection is given back with it and discarded.
  pool.on('connect', (client) => {
    client.on('error', (error) => brokenConnections.set(client, error));
  });
  const db = drizzle(pool, DRIZZLE_OPTIONS);
  // Every transaction on the pool (unitOfWork.run, withTransaction, a repository's own).
  db.transaction = (work, config) => transactionOnOwnConnection(pool, work, config);
  return {
    db,
    url,
    pool,
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      for (const stop of closing.get(pool) ?? []) await stop();
      await pool.end();
    },
  };
}

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
