/**
 * Column and index helpers every table shares: time-ordered UUID keys, instants (timestamps
 * with zone), references to other rows, money, and the search and human-order indexes.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  index,
  numeric,
  type ReferenceConfig,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

/** An instant: a timestamp with time zone, read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A row's creation and last change, for the tables that keep both. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * Another row, by its id, with the foreign key. `onDelete`: `cascade` when the row goes with
 * the one it belongs to, `set null` when it only remembers who did something (a history).
 */
export const reference = (
  name: string,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => uuid(name).references(target, actions);

/** A reference every row has. */
export const requiredReference = (
  name: string,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => reference(name, target, actions).notNull();

/**
 * Money: exact decimals read and written as strings ("1234.50"), never JS numbers
 * (decision 0006). Arithmetic happens in SQL or in the contract's core/money.ts.
 */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'string' });

/** The pg_trgm index `LIKE '%…%'` searches use (db/search.ts) on a normalized text. */
export const trigramIndex = (name: string, text: AnyColumn | SQL) =>
  index(name).using('gin', sql`${text} gin_trgm_ops`);

/**
 * A million-row list's page index: its filters' columns (none for the unfiltered list), then its
 * default order, newest first, and the id, so a page's ids are read in the exact order from the
 * index alone (ARCHITECTURE.md, "Lists of a million rows").
 */
export const newestFirstIndex = (
  name: string,
  filters: ExtraConfigColumn[],
  order: ExtraConfigColumn,
  id: ExtraConfigColumn,
) => {
  const [first, ...rest] = [...filters, order.desc().nullsFirst(), id];
  return index(name).on(first!, ...rest);
};
