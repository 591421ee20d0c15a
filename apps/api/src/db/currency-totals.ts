/**
 * The totals of a list, per currency, the way the list screens show them: the sum of its
 * amount column and the count of the rows `where` matches (the list's own condition), one row
 * per currency in the enum's order, none for a currency without rows. Sums stay decimal in
 * SQL (numeric, two decimals as text); currencies are never added together.
 */
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

export type CurrencyTotal = { currency: 'ARS' | 'USD'; amount: string; count: number };

export function currencyTotals(
  db: Executor,
  table: PgTable,
  columns: { currency: PgColumn; amount: PgColumn },
  where: SQL | undefined,
): Promise<CurrencyTotal[]> {
  return db
    .select({
      currency: sql<CurrencyTotal['currency']>`${columns.currency}`,
      amount: sql<string>`coalesce(sum(${columns.amount}), 0)::numeric(16,2)::text`,
      count: count(),
    })
    .from(table)
    .where(where)
    .groupBy(columns.currency)
    .orderBy(columns.currency);
}
