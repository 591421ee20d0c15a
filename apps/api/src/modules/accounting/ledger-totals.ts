/**
 * The accounting rollups for other modules' reports (modules/reports): what came in over whole
 * academy days, per currency, read from the rollups instead of every movement.
 */
import { CURRENCIES, type MoneyAmount, type MoneyCurrency } from '@catedra/contract';
import type { Executor } from '../../db/database.js';
import { createAccountingRepository } from './accounting.repository.js';

/** The INCOME of the academy days `from` to `to` (inclusive), per currency (every currency, zeros included). */
export async function incomeOfDays(
  db: Executor,
  from: string,
  to: string,
): Promise<{ currency: MoneyCurrency; amount: MoneyAmount }[]> {
  const accounting = createAccountingRepository(db);
  return Promise.all(
    CURRENCIES.map(async (currency) => {
      const [totals] = await accounting.totals('none', { from, to, currency });
      return { currency, amount: totals?.income ?? '0.00' };
    }),
  );
}
