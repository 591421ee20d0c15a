/**
 * The ledger's part of the sellers' figures: what was collected, net, on the payments of the
 * enrollments each seller referred (INCOME less REFUND and CHARGEBACK; fees are the vendor's
 * cost, not the seller's), in one currency and an instant range.
 */
import type { MoneyCurrency } from '@catedra/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { enrollments, moneyMovements, payments } from '../../db/schema/index.js';

export async function collectedOnReferrals(
  db: Executor,
  sellerIds: readonly string[],
  currency: MoneyCurrency,
  from: Date,
  to: Date,
): Promise<Map<string, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({
      sellerId: enrollments.referrerSellerId,
      collected: sql<string>`coalesce(sum(${moneyMovements.amount}), 0)::numeric(14,2)::text`,
    })
    .from(moneyMovements)
    .innerJoin(payments, eq(payments.id, moneyMovements.paymentId))
    .innerJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
    .where(
      and(
        inArray(enrollments.referrerSellerId, [...sellerIds]),
        inArray(moneyMovements.type, ['INCOME', 'REFUND', 'CHARGEBACK']),
        eq(moneyMovements.currency, currency),
        gte(moneyMovements.occurredAt, from),
        lt(moneyMovements.occurredAt, to),
      ),
    )
    .groupBy(enrollments.referrerSellerId);
  return new Map(rows.map((row) => [row.sellerId!, row.collected]));
}
