/** What other modules read of the enrollments sellers referred (the sellers' figures). */
import { and, count, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { enrollments } from '../../db/schema/index.js';

/** How many enrollments each seller referred, created in [from, to) (enrollments_referrer_seller_id_idx). */
export async function referredEnrollmentCounts(
  db: Executor,
  sellerIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ sellerId: enrollments.referrerSellerId, count: count() })
    .from(enrollments)
    .where(
      and(
        inArray(enrollments.referrerSellerId, [...sellerIds]),
        gte(enrollments.createdAt, from),
        lt(enrollments.createdAt, to),
      ),
    )
    .groupBy(enrollments.referrerSellerId);
  return new Map(rows.map((row) => [row.sellerId!, row.count]));
}
