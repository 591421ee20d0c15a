/**
 * Conditions on one table's own columns, named by their fields: a list's equality filters
 * (`filters.status ? eq(payments.status, filters.status) : undefined`, once per filter) and
 * the row a key of several columns names. Ranges and other tests stay in the caller's `and(...)`.
 */
import { type AnyColumn, and, eq, getTableColumns, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnName<T extends PgTable> = keyof T['_']['columns'] & string;

function columnOf(table: PgTable, name: string): AnyColumn {
  const column: AnyColumn | undefined = getTableColumns(table)[name];
  if (!column) throw new Error(`No column ${name}`);
  return column;
}

/**
 * `column = value` for each of the named filters that is set (truthy), the column
 * being the table's field of the same name; undefined for the others, which `and` skips.
 */
export function equalFilters<T extends PgTable, F extends object>(
  table: T,
  filters: F,
  names: readonly (ColumnName<T> & keyof F)[],
): (SQL | undefined)[] {
  return names.map((name) => (filters[name] ? eq(columnOf(table, name), filters[name]) : undefined));
}

/** The rows whose fields equal every given value: `and(eq(…), eq(…))` written by field. */
export function matching<T extends PgTable>(table: T, values: Partial<InferSelectModel<T>>): SQL | undefined {
  return and(...Object.entries(values).map(([name, value]) => eq(columnOf(table, name), value)));
}
