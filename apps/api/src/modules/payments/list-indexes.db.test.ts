/**
 * The payments list at a million rows (issue 21, "Speed at scale"): each of its sorts, either
 * way, and its vendor-and-segment filter are read in order from an index, never sorted whole
 * (migration 0032), so page 500 and an export's first row cost what they read
 * (`planWithoutScansOrSorts`). Also: every connection, an export's too, plans without JIT and
 * without parallel workers.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { page500, planWithoutScansOrSorts } from '../../../test/setup/page-requests.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import type { PageRequest } from '../../core/pagination.js';
import { streamRows } from '../../db/query-stream.js';
import { type PaymentFilters, paymentsPageIdsStatementOf } from './payments.repository.js';

const t = useTestApp();

/** The plan of the page's ids. */
const planOfPageIds = (filters: PaymentFilters, page: PageRequest) =>
  planWithoutScansOrSorts(t.database.db, paymentsPageIdsStatementOf(filters, page));

describe('the payments list’s indexes', () => {
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
