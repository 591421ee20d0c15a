/**
 * The rows of one table that a key names, the way most lookups and deletes read them:
 * `firstRow` answers its own columns of the first row `where` matches (LIMIT 1), or
 * undefined; `rowsIn` the rows whose column is one of a list, in an order; `insertOnce` answers whether it wrote the row, `deleteWhere` whether it deleted any.
 */
import {
  type AnyColumn,
  eq,
  type InferInsertModel,
  type InferSelectModel,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

// As in table-page.ts: Drizzle cannot name a generic table's row type, so the queries are
// written on PgTable; they select T's own columns, so their rows are T's rows.

export async function firstRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
): Promise<InferSelectModel<T> | undefined> {
  const from: PgTable = table;
  const [row] = await db.select().from(from).where(where).limit(1);
  return row as InferSelectModel<T> | undefined;
}

/** The rows whose `column` is one of `values`, in `order`; none asked, none read (an empty IN is no SQL). */
export async function rowsIn<T extends PgTable>(
  db: Executor,
  table: T,
  column: AnyColumn,
  values: readonly string[],
  ...order: SQL[]
): Promise<InferSelectModel<T>[]> {
  if (values.length === 0) return [];
  const from: PgTable = table;
  const rows = await db
    .select()
    .from(from)
    .where(inArray(column, [...values]))
    .orderBy(...order);
  return rows as InferSelectModel<T>[];
}

/**
 * Inserts the row unless it conflicts with one (on `target`, else on any unique key), race-safe:
 * the row, or undefined.
 */
export async function insertUnlessTaken<T extends PgTable>(
  db: Executor,
  table: T,
  values: InferInsertModel<T>,
  target?: PgColumn | PgColumn[],
): Promise<InferSelectModel<T> | undefined> {
  const into: PgTable = table;
  const [row] = await db
    .insert(into)
    .values(values)
    .onConflictDoNothing(target ? { target } : {})
    .returning();
  return row as InferSelectModel<T> | undefined;
}

/** Writes the row once (`insertUnlessTaken`): false when it was there, so a repeated event or a second enqueue changes nothing. */
export async function insertOnce<T extends PgTable>(
  db: Executor,
  table: T,
  values: InferInsertModel<T>,
  target?: PgColumn | PgColumn[],
): Promise<boolean> {
  return (await insertUnlessTaken(db, table, values, target)) !== undefined;
}

/** Changes the row of that id, its `updatedAt` set to `now` (the clock's): the row as it now is, or undefined. */
export async function updateById<T extends PgTable & { id: AnyColumn; updatedAt: AnyColumn }>(
  db: Executor,
  table: T,
  id: string,
  values: Partial<InferInsertModel<T>>,
  now: Date,
): Promise<InferSelectModel<T> | undefined> {
  const target: PgTable = table;
  const [row] = await db
    .update(target)
    .set({ ...values, updatedAt: now })
    .where(eq(table.id, id))
    .returning();
  return row as InferSelectModel<T> | undefined;
}

export async function deleteWhere(db: Executor, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const deleted = await db.delete(table).where(where).returning({ one: sql`1` });
  return deleted.length > 0;
}
