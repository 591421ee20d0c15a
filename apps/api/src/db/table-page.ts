/**
 * A page of one table's own rows, the way most lists read them: the rows `where` matches in
 * the page's order (a whitelisted field, else the list's default order; then the id, so
 * pages are stable) and the total they make, read together (core/pagination.ts pagedRows).
 * A list that joins or narrows its columns writes its query with pagedRows itself.
 */
import { type AnyColumn, count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orderByOf, type PageRequest, pagedRows } from '../core/pagination.js';
import type { Executor } from './database.js';

export type TableOrder = {
  /** The fields a caller may sort by (the contract's whitelist), each with its column. */
  sortable: Record<string, AnyColumn | SQL>;
  /** The order when the caller asks none. */
  defaults: SQL[];
};

type RowsOf<T extends PgTable> = { rows: InferSelectModel<T>[]; total: number };

export function tablePage<T extends PgTable & { id: AnyColumn }>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  page: PageRequest,
  order: TableOrder,
): Promise<RowsOf<T>> {
  // Drizzle cannot name a generic table's row type, so the query is written on PgTable; it
  // selects T's own columns, so its rows are T's rows.
  const from: PgTable = table;
  const rows = db
    .select()
    .from(from)
    .where(where)
    .orderBy(...orderByOf(page, order.sortable, order.defaults, table.id));
  const total = db.select({ total: count() }).from(from).where(where);
  return pagedRows(page, rows, total) as Promise<RowsOf<T>>;
}
