/**
 * The payments list at a million rows (issue 21, "Speed at scale"): each of its sorts, either
 * way, and its vendor-and-segment filter are read in order from an index, never sorted whole
 * (migration 0032), so page 500 and an export's first row cost what they read; so is the money
 * movements' type in a currency (migration 0037). The test
 * database is small, where a sequential scan and a sort are cheapest: with them disabled, a
 * plan that still sorts the payments (or scans them whole) has no index to use. Also: an export
 * puts its connection's JIT setting back before the connection returns to the pool.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/setup/test-app.js';
import type { PageRequest } from '../../core/pagination.js';
import { streamRows } from '../../db/query-stream.js';
import { movementsPageStatementOf } from '../money-movements/money-movements.repository.js';
import { type PaymentFilters, paymentsPageStatementsOf } from './payments.repository.js';

const t = useTestApp();
const dialect = new PgDialect();

const page500 = (sort: PageRequest['sort']): PageRequest => ({ page: 500, size: 20, offset: 10_000, sort });

/** The plan of the page's ids, with sequential scans and sorts made the planner's last resort. */
async function planOfPageIds(filters: PaymentFilters, page: PageRequest): Promise<string> {
  return planOf(dialect.sqlToQuery(paymentsPageStatementsOf(filters, page).ids));
}

/** The plan of a statement, its values written in, with sequential scans and sorts made the planner's last resort. */
async function planOf({ sql: text, params }: { sql: string; params: unknown[] }): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const inlined = params.reduce<string>(
      (query, value, index) => query.replace(`$${index + 1}`, `'${String(value)}'`),
      text,
    );
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${inlined}`));
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the payments and money movements lists’ indexes', () => {
  const sorts = ['createdAt', 'paidAt', 'amount', 'status'].flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({ field, direction })),
  );

  it.each(sorts)('page 500 sorted by $field $direction reads an index in order', async (sort) => {
    const plan = await planOfPageIds({}, page500([sort]));
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Seq Scan/);
    // A whole sort of the payments; an incremental sort of an index's rare ties (created_at and
    // paid_at read backwards) sorts a few rows at a time.
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort {2}\(/m);
  });

  it('a vendor’s segment, newest first, is one index range', async () => {
    const plan = await planOfPageIds({ vendorId: 'mercadopago', segment: 'QUOTA' }, page500([]));
    expect(plan).toContain('payments_vendor_id_segment_created_at_id_idx');
    expect(plan).not.toMatch(/Filter:/);
  });

  it('the money movements of a type in a currency, newest first, are one index range', async () => {
    const plan = await planOf(movementsPageStatementOf({ type: 'FEE', currency: 'ARS' }, page500([])).page);
    expect(plan).toContain('money_movements_type_currency_occurred_at_id_idx');
    // No row of the range read only to be left out (the join of the page to its rows aside).
    expect(plan).not.toMatch(/^\s*Filter:/m);
  });

  it('every connection, an export’s cursor too, plans without JIT compilation and without parallel workers', async () => {
    const { pool } = t.database;
    const settings = `current_setting('jit') || '/' || current_setting('max_parallel_workers_per_gather') as planning`;
    const rows = await streamRows<{ planning: string }>(
      t.database.db,
      sql.raw(`select ${settings} from generate_series(1, 3)`),
    );
    const read: string[] = [];
    for await (const row of rows) read.push(row.planning);
    expect(read).toEqual(['off/0', 'off/0', 'off/0']);
    await expect.poll(() => pool.totalCount === pool.idleCount, { timeout: 5_000, interval: 20 }).toBe(true);
    const clients = await Promise.all(Array.from({ length: pool.totalCount + 1 }, () => pool.connect()));
    try {
      for (const client of clients) {
        const { rows: read } = await client.query<{ planning: string }>(`select ${settings}`);
        expect(read[0]?.planning).toBe('off/0');
      }
    } finally {
      for (const client of clients) client.release();
    }
  });
});
