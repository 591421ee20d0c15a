/** The factories' one insert: writes the row and answers it as the table stores it (defaults filled). */
import type { InferInsertModel, InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/database.js';

export async function insertOne<T extends PgTable>(
  db: Database,
  table: T,
  values: InferInsertModel<T>,
): Promise<InferSelectModel<T>> {
  // As in src/db/rows.ts: written on PgTable, its row is T's row.
  const into: PgTable = table;
  const [row] = await db.insert(into).values(values).returning();
  if (!row) throw new Error('insertOne: no row written');
  return row as InferSelectModel<T>;
}
