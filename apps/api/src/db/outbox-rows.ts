/**
 * The rows of an outbox table (the commerce e-mails, the automation deliveries): each is sent by
 * one sender at a time, the oldest due first. Written on PgTable, as rows.ts: the query selects
 * T's own columns, so its row is T's row.
 */
import { and, asc, eq, type InferSelectModel, lte } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

type OutboxTable = PgTable & { id: PgColumn; status: PgColumn; nextAttemptAt: PgColumn };

/**
 * Locks the oldest PENDING row due by `now`, skipping rows another sender holds: one sender per
 * row. Runs in the sender's transaction.
 */
export async function lockNextDue<T extends OutboxTable>(
  db: Executor,
  table: T,
  now: Date,
): Promise<InferSelectModel<T> | undefined> {
  const from: PgTable = table;
  const [row] = await db
    .select()
    .from(from)
    .where(and(eq(table.status, 'PENDING'), lte(table.nextAttemptAt, now)))
    .orderBy(asc(table.nextAttemptAt), asc(table.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row as InferSelectModel<T> | undefined;
}
