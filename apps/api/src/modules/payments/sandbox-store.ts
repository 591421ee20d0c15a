/**
 * Where the sandbox vendor keeps its payments when the API runs on a database: a table, so
 * the sandbox page works across restarts and replicas (the adapter's in-memory store does
 * not). It plays the vendor's side: our payments module never reads it.
 */
import { eq } from 'drizzle-orm';
import type { SandboxPaymentStore } from '../../adapters/payments/sandbox.js';
import type { Executor } from '../../db/database.js';
import { sandboxPayments } from '../../db/schema/index.js';

type Row = typeof sandboxPayments.$inferSelect;

const toSandboxPayment = (row: Row) => ({
  reference: row.reference,
  paymentId: row.paymentId,
  amount: row.amount,
  currency: row.currency,
  status: row.status as 'PENDING' | 'APPROVED' | 'REJECTED',
  notificationUrl: row.notificationUrl,
  refunds: row.refunds.map((refund) => ({ ...refund, status: 'COMPLETED' as const })),
});

export function createSandboxPaymentStore(db: Executor): SandboxPaymentStore {
  return {
    async save(payment) {
      const values = {
        ...payment,
        currency: payment.currency as Row['currency'],
        refunds: payment.refunds ?? [],
      };
      await db
        .insert(sandboxPayments)
        .values(values)
        .onConflictDoUpdate({
          target: sandboxPayments.reference,
          set: { status: payment.status, refunds: values.refunds },
        });
    },
    async find(reference) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
      return row && toSandboxPayment(row);
    },
    async findByIdempotencyKey(key) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, key));
      return row && toSandboxPayment(row);
    },
    async rememberIdempotencyKey(key, reference) {
      await db
        .update(sandboxPayments)
        .set({ idempotencyKey: key })
        .where(eq(sandboxPayments.reference, reference));
    },
  };
}
