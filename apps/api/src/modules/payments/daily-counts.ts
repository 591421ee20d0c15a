/**
 * payment_daily_counts rebuilt from the payments (what migration 0029's trigger keeps), for a
 * bulk writer that wrote payments with the trigger off (the scale seed), in its transaction.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

export async function rebuildPaymentDailyCounts(tx: Executor): Promise<void> {
  await tx.execute(sql`delete from payment_daily_counts`);
  await tx.execute(sql`
    insert into payment_daily_counts (day, status, vendor_id, segment, count)
    select (created_at at time zone 'UTC')::date, status, vendor_id, segment, count(*)
    from payments group by 1, 2, 3, 4`);
}
