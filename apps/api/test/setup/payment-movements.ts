/** A payment's money movements as the ledger booked them, in the order they happened: what a test of a write reads back. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../src/db/database.js';
import { moneyMovements } from '../../src/db/schema/index.js';

export function movementsOfPayment(db: Executor, paymentId: string) {
  return db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.paymentId, paymentId))
    .orderBy(moneyMovements.occurredAt, moneyMovements.id);
}
