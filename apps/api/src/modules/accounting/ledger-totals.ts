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
  const rows = await createAccountingRepository(db).totals('currency', { from, to });
  return CURRENCIES.map((currency) => ({
    currency,
    amount: rows.find((row) => row.key === currency)?.income ?? '0.00',
  }));
}
