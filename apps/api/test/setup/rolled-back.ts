/**
 * Runs a test's work in a transaction that is always rolled back, answering what the work
 * answered: the same database serves many independent runs (a seed on each of 400 days)
 * without one seeing another's rows.
 */
import type { Database, Transaction } from '../../src/db/database.js';

class RolledBack extends Error {}

export async function inRolledBackTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  let answer: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      answer = { value: await work(tx) };
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return answer!.value;
}
