/**
 * Queries on payment_refunds (the refunds of vendor payments: asked through the vendor, or made
 * at it). No rules here: refunds.service.ts decides, under the payment's lock.
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { matching } from '../../db/conditions.js';
import type { Executor } from '../../db/database.js';
import { firstRow, updateById } from '../../db/rows.js';
import { type PaymentRefundRow, paymentRefunds } from '../../db/schema/index.js';

export type NewRefund = typeof paymentRefunds.$inferInsert;

export function createRefundsRepository(db: Executor) {
  /** The refunds `where` matches, oldest first: the order a payment's refunds are listed and matched in. */
  const oldestFirst = (where: SQL | undefined) =>
    db
      .select()
      .from(paymentRefunds)
      .where(where)
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));

  return {
    /** A new refund; undefined when its vendor refund (or our key) is already recorded. */
    async insert(values: NewRefund): Promise<PaymentRefundRow | undefined> {
      const [row] = await db.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: string, values: Partial<NewRefund>, now: Date): Promise<PaymentRefundRow | undefined> {
      return updateById(db, paymentRefunds, id, values, now);
    },

    async findByKey(idempotencyKey: string): Promise<PaymentRefundRow | undefined> {
      return firstRow(db, paymentRefunds, eq(paymentRefunds.idempotencyKey, idempotencyKey));
    },

    async findByVendorRefund(
      vendorId: PaymentRefundRow['vendorId'],
      vendorRefundId: string,
    ): Promise<PaymentRefundRow | undefined> {
      return firstRow(db, paymentRefunds, matching(paymentRefunds, { vendorId, vendorRefundId }));
    },

    /**
     * Our oldest pending refund of this payment whose vendor answer never reached us (no vendor
     * id yet) for exactly this vendor amount: a refund the vendor reports later is that one.
     */
    async findUnanswered(
      paymentId: string,
      vendorAmount: string,
      vendorCurrency: PaymentRefundRow['vendorCurrency'],
    ): Promise<PaymentRefundRow | undefined> {
      const [row] = await oldestFirst(
        and(
          eq(paymentRefunds.paymentId, paymentId),
          eq(paymentRefunds.status, 'PENDING'),
          isNull(paymentRefunds.vendorRefundId),
          eq(paymentRefunds.vendorAmount, vendorAmount),
          eq(paymentRefunds.vendorCurrency, vendorCurrency),
        ),
      ).limit(1);
      return row;
    },

    /** A payment's refunds, oldest first. */
    async ofPayment(paymentId: string): Promise<PaymentRefundRow[]> {
      return oldestFirst(eq(paymentRefunds.paymentId, paymentId));
    },

    async pendingOf(paymentId: string): Promise<PaymentRefundRow[]> {
      return oldestFirst(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'PENDING')));
    },

    /**
     * What is held and given back so far: Σ amount of the pending refunds (no longer refundable),
     * and Σ vendor amount of the pending and completed ones (what the vendor has left to give).
     */
    async totals(paymentId: string): Promise<{ held: string; vendorGiven: string }> {
      const [row] = await db
        .select({
          held: sql<string>`coalesce(sum(${paymentRefunds.amount}) filter (where ${paymentRefunds.status} = 'PENDING'), 0)::numeric(14,2)::text`,
          vendorGiven: sql<string>`coalesce(sum(${paymentRefunds.vendorAmount}) filter (where ${paymentRefunds.status} in ('PENDING', 'COMPLETED')), 0)::numeric(14,2)::text`,
        })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId));
      return { held: row?.held ?? '0.00', vendorGiven: row?.vendorGiven ?? '0.00' };
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
