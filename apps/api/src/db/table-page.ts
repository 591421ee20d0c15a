/**
 * A page of one table's own rows, the way most lists read them: the rows `where` matches in
 * the page's order (a whitelisted field, else the list's default order; then the id, so
 * pages are stable) and the total they make, read together (core/pagination.ts pagedRows).
 * A list that joins or narrows its columns gives its select to `joinedPage`, which adds the same.
 */
import { type AnyColumn, count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orderByOf, type PageableQuery, type PageRequest, pagedRows } from '../core/pagination.js';
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

/** A select up to its joins, to which joinedPage adds the WHERE and the order. */
type JoinedSelect<T> = {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): PageableQuery<T> };
};

/**
 * A page of a list that joins or narrows its columns: `rows` (its select, from `table` and its
 * joins) filtered by `where` in the page's order, ending with `table`'s id, and the total of
 * `table`'s rows `where` matches, read together as tablePage reads them.
 */
export function joinedPage<T>(
  db: Executor,
  table: PgTable & { id: AnyColumn },
  rows: JoinedSelect<T>,
  where: SQL | undefined,
  page: PageRequest,
  order: TableOrder,
): Promise<{ rows: T[]; total: number }> {
  return pagedRows(
    page,
    rows.where(where).orderBy(...orderByOf(page, order.sortable, order.defaults, table.id)),
    db.select({ total: count() }).from(table).where(where),
  );
}
