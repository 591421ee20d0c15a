/**
 * A query whose rows are read as a stream (pg-query-stream: a server-side cursor, fetched a
 * batch at a time as the reader asks), for the CSV exports: a million rows flow to the client
 * without ever being in memory together. The stream holds a pooled connection of its own until
 * it ends or is destroyed (the client went away): then the cursor is closed and the
 * connection given back, discarded if it broke (database.ts, `giveBack`).
 *
 * Like every connection of the pool, the cursor's has JIT compilation off (database.ts): a
 * million-row estimate crosses PostgreSQL's JIT thresholds, and compiling would happen before
 * the first row — ~1.7 s of a payments export's first byte at a million rows, for little gain
 * on rows handed over a batch at a time.
 */
import type { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import QueryStream from 'pg-query-stream';
import { type Executor, giveBack } from './database.js';
import { poolOf } from './prepared.js';

const dialect = new PgDialect({ casing: 'snake_case' });

/** Rows per round trip: enough to keep the socket busy, few enough that rows in flight stay young (cheap to collect). */
const BATCH_SIZE = 250;

/**
 * The rows of `query`, as pg reads them (column names as the query writes them, numeric as
 * text, timestamptz as Date), on a connection of the pool checked out now: a database that is
 * down fails here (a 503), before any byte of an answer.
 */
export async function streamRows<Row>(db: Executor, query: SQL): Promise<Readable & AsyncIterable<Row>> {
  const pool = poolOf(db);
  // A transaction's connection is busy with the transaction: a cursor needs a connection of its own.
  if (!pool) throw new Error('streamRows needs the pool, not a transaction');
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  let failure: unknown;
  let stream: QueryStream;
  try {
    stream = client.query(new QueryStream(text, params as unknown[], { batchSize: BATCH_SIZE }));
  } catch (error) {
    giveBack(client, error);
    throw error;
  }
  stream.once('error', (error) => {
    failure = error;
  });
  // 'close' comes once the cursor is closed: at the end, after an error, or when destroyed.
  stream.once('close', () => giveBack(client, failure));
  return stream as QueryStream & AsyncIterable<Row>;
}
