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

/** A statement's name from its text: a connection keeps one text per name, and one name per text. */
function nameOfText(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

function statementOf(shape: string, build: (param: Param) => SQL): Statement {
  let statement = statementsByShape.get(shape);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
    const name = nameOfText('prepared', text);
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

type Preparable<Prepared> = { toSQL(): { sql: string }; prepare(name: string): Prepared };
type PageOfShape = { sort: unknown; size: number };

/**
 * A list's page statements, one per shape (`pageShapeOf`): the returned function answers the
 * statement of a call's shape, writing `queryOf` it on first use and preparing it under a name
 * its text gives (Drizzle's `prepare` needs one; a connection keeps one text per name). Drizzle
 * renders it once, PostgreSQL parses it once per connection and keeps its plan when it serves
 * every value; a call sends the values.
 */
export function pageStatementsPerShape<Values extends object, Page extends PageOfShape, Prepared>(
  prefix: string,
  queryOf: (values: Values, page: Page) => Preparable<Prepared>,
): (values: Values, page: Page) => Prepared {
  const byShape = new Map<string, Prepared>();
  return (values, page) => {
    const shape = pageShapeOf(values, page);
    let statement = byShape.get(shape);
    if (!statement) {
      const query = queryOf(values, page);
      statement = query.prepare(nameOfText(prefix, query.toSQL().sql));
      byShape.set(shape, statement);
    }
    return statement;
  };
}

/**
 * A page size written into a statement's text instead of sent as a value. PostgreSQL plans a
 * prepared statement once (a generic plan) only when that plan is about as cheap as planning
 * it for the call's values; with its LIMIT a parameter the generic plan must assume a large
 * share of the rows, looks dearer, and the statement is planned again on every call (1.7 ms,
 * against 0.02 ms, for the payments list's page at a million payments). A list's sizes are
 * few: each is part of its shape. Drizzle types a limit as a number or a placeholder, and writes
 * an SQL chunk given instead as it is.
 */
export function pageSizeInText(size: number): number {
  return sql.raw(String(Math.trunc(size))) as unknown as number;
}

/**
 * The given values (`isGiven`) as placeholders named after their keys: conditions
 * written from them read the same whatever the values, so a statement written from them is
 * written once per set of present keys and run with the values (a Drizzle query's `prepare`).
 */
export function placeholdersOf<V extends object>(values: V): V {
  return Object.fromEntries(presentKeysOf(values).map((name) => [name, sql.placeholder(name)])) as V;
}

/**
 * Whether a filter's value is given (not undefined, null or empty: what a filter leaves out).
 * A list written once per shape writes a filter's condition exactly when its value is given.
 */
export function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** Which of the values are given, in their order: with the sort, a list's shape (what its text depends on). */
function presentKeysOf(values: object): string[] {
  return Object.entries(values)
    .filter(([, value]) => isGiven(value))
    .map(([name]) => name);
}

/**
 * A list's shape for a page statement written once per shape: which filters are given, the
 * sort and the page size (`pageSizeInText`); the values and the offset are placeholders.
 */
export function pageShapeOf(values: object, page: PageOfShape): string {
  return JSON.stringify([presentKeysOf(values), page.sort, page.size]);
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
