/**
 * The row of one table that a key names, the way most lookups read it: its own columns, the
 * first row `where` matches (LIMIT 1), or undefined when none does.
 */
import type { InferSelectModel, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

export async function firstRow<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
): Promise<InferSelectModel<T> | undefined> {
  // As in table-page.ts: Drizzle cannot name a generic table's row type, so the query is
  // written on PgTable; it selects T's own columns, so its row is T's row.
  const from: PgTable = table;
  const [row] = await db.select().from(from).where(where).limit(1);
  return row as InferSelectModel<T> | undefined;
}
