/**
 * Named prepared statements for the hot reads. Through Drizzle a query goes to PostgreSQL
 * unnamed, so the server parses and plans it on every call, and Drizzle renders its SQL on
 * every call too: the enrollments list at scale spent ~2.5 ms planning and ~0.2 ms rendering
 * for ~0.4 ms of running. Here a query is written once per *shape* (which filters, which sort)
 * with named placeholders, rendered once, and prepared once per pooled connection; a call
 * only sends the values.
 *
 * Queries refer to values by name through a `Param`; the same builder runs unprepared with
 * `boundTo(values)` (values inlined as ordinary parameters), so a condition is written once.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Executor } from './database.js';

/** How a query refers to a value: by name. */
export type Param = (name: string) => SQL;

/**
 * Values bound as ordinary parameters, for a builder run unprepared. Each value is one
 * parameter, as a placeholder's is: Drizzle would write an array interpolated bare as a list
 * (`($1, $2)`, a record to PostgreSQL), which a condition written for the prepared statement
 * casts to an SQL array (`= any($1::varchar[])`).
 */
export function boundTo(values: Record<string, unknown>): Param {
  return (name) => {
    if (!(name in values)) throw new Error(`No value for the query parameter "${name}"`);
    return sql`${sql.param(values[name])}`;
  };
}

const placeholders: Param = (name) => sql`${sql.placeholder(name)}`;

type Statement = { name: string; text: string; params: unknown[] };

const dialect = new PgDialect({ casing: 'snake_case' });
const statementsByShape = new Map<string, Statement>();

function statementOf(shape: string, build: (param: Param) => SQL): Statement {
  let statement = statementsByShape.get(shape);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
    const name = `prepared_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    statement = { name, text, params };
    statementsByShape.set(shape, statement);
  }
  return statement;
}

/** The pool behind the executor, or undefined for a transaction. */
export function poolOf(db: Executor): pg.Pool | undefined {
  // drizzle() puts the pool on the database it returns (not in the Database type).
  return '$client' in db ? (db as unknown as { $client: pg.Pool }).$client : undefined;
}

/** The pg client behind the executor: the pool, or a transaction's own connection. */
function clientOf(db: Executor): pg.Pool | pg.PoolClient {
  // Drizzle keeps a transaction's connection on its session (not in its typings).
  return poolOf(db) ?? (db as unknown as { session: { client: pg.PoolClient } }).session.client;
}

/**
 * Runs the query `build` writes, as a named prepared statement. `shape` must tell apart every
 * way `build` can write the query (its text may depend on nothing else): the values change
 * per call, the text never. Rows come back as pg reads them (snake_case, no Drizzle mapping).
 */
export async function queryPrepared<Row extends Record<string, unknown>>(
  db: Executor,
  shape: string,
  build: (param: Param) => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const { name, text, params } = statementOf(shape, build);
  const result = await clientOf(db).query<Row>({ name, text, values: fillPlaceholders(params, values) });
  return result.rows;
}

/** The text a shape was prepared with (tests check that a shape always writes the same text). */
export function renderedText(build: (param: Param) => SQL): string {
  return dialect.sqlToQuery(build(placeholders)).sql;
}

/**
 * The text and the ordered values a call sends, as `queryPrepared` would (for an EXPLAIN of the
 * statement as the server runs it: `npm run bench -- --scale`).
 */
export function statementWithValues(build: (param: Param) => SQL, values: Record<string, unknown>) {
  const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
  return { text, values: fillPlaceholders(params, values) };
}
