/**
 * Totals per currency of everything a list's filters match (not only the page shown): the
 * rows are read in pages of 200, at most TOTALS_MAX_PAGES of them, and summed with the
 * contract's exact money arithmetic. Pesos and dollars are never added together.
 */
import { addMoney, type MoneyAmount, type MoneyCurrency } from '@catedra/contract/browser';
import { useQuery } from '@tanstack/react-query';
import { useApiAccess } from '../../lib/api-access';
import type { Input } from '../../lib/api-types';
import { queryKeyOf } from '../../lib/query-keys';
import type { Paged } from '../data-list';

export const TOTALS_PAGE_SIZE = 200;
export const TOTALS_MAX_PAGES = 10;

export type CurrencyTotal = { currency: MoneyCurrency; amount: MoneyAmount; count: number };
export type Totals = { totals: CurrencyTotal[]; truncated: boolean; read: number };

/** Σ amount per currency, in the order currencies first appear. */
export function sumByCurrency<T>(
  rows: readonly T[],
  pick: (row: T) => { currency: MoneyCurrency; amount: MoneyAmount },
): CurrencyTotal[] {
  const totals = new Map<MoneyCurrency, CurrencyTotal>();
  for (const row of rows) {
    const { currency, amount } = pick(row);
    const current = totals.get(currency) ?? { currency, amount: '0.00', count: 0 };
    totals.set(currency, { currency, amount: addMoney(current.amount, amount), count: current.count + 1 });
  }
  return [...totals.values()];
}

/** Reads every page of a filtered list (up to the cap) and sums it per currency. */
export async function totalsOf<T>(
  fetchPage: (page: number, size: number) => Promise<Paged<T>>,
  pick: (row: T) => { currency: MoneyCurrency; amount: MoneyAmount },
): Promise<Totals> {
  const rows: T[] = [];
  let totalPages = 1;
  for (let page = 0; page < Math.min(totalPages, TOTALS_MAX_PAGES); page += 1) {
    const answer = await fetchPage(page, TOTALS_PAGE_SIZE);
    rows.push(...answer.content);
    totalPages = answer.page.totalPages;
  }
  return { totals: sumByCurrency(rows, pick), truncated: totalPages > TOTALS_MAX_PAGES, read: rows.length };
}

type Money = { currency: MoneyCurrency; amount: MoneyAmount };
type Call = (input: object, options: { signal: AbortSignal }) => Promise<Paged<Money>>;

/** The operations whose lists carry money rows and sum them per currency. */
export type TotalsOperation = 'findAllPayments' | 'findAllMoneyMovements';

/** The totals of everything a list's filters match, cached beside the list under its operation. */
export function useCurrencyTotals<K extends TotalsOperation>(operationId: K, filters: Input<K>) {
  const { client } = useApiAccess();
  const call = client[operationId] as unknown as Call;
  return useQuery({
    queryKey: queryKeyOf(operationId, filters, 'totals'),
    queryFn: ({ signal }) =>
      totalsOf(
        (page, size) => call({ ...filters, page, size }, { signal }),
        (row) => row,
      ),
  });
}
