/**
 * The few rules Informes applies to the API's figures: which courses and topics are the top
 * ten (by net, exact decimal comparison), whether a panel has anything to show, and the
 * numbers a chart draws. Every figure written on screen is the API's decimal string through
 * `formatAmount`; a chart's bar needs a JS number for its height, and that number is never
 * shown except through `chartAmount`, which writes it back as the API's two-decimal form.
 */
import { compareMoney, isZeroMoney, type MoneyAmount, type MoneyCurrency } from '@catedra/contract/browser';
import { formatAmount } from '../../lib/formats';

export const TOP_SIZE = 10;

/** The `size` rows of highest net, highest first (ties keep the API's order). */
export function topByNet<T extends { net: MoneyAmount }>(rows: readonly T[], size = TOP_SIZE): T[] {
  return [...rows].sort((a, b) => compareMoney(b.net, a.net)).slice(0, size);
}

type Totals = {
  income: MoneyAmount;
  refunds: MoneyAmount;
  chargebacks: MoneyAmount;
  fees: MoneyAmount;
  net: MoneyAmount;
  count: number;
};

/** No payment and no movement: every figure is zero. */
export function isQuiet(totals: Totals): boolean {
  return (
    totals.count === 0 &&
    [totals.income, totals.refunds, totals.chargebacks, totals.fees, totals.net].every(isZeroMoney)
  );
}

/** A bar's height: the amount as a number (drawn only, never written). */
export const barOf = (amount: MoneyAmount): number => Number(amount);

/** A value a chart hands back (axis tick, tooltip) as es-AR money of the currency. */
export const chartAmount = (value: number, currency: MoneyCurrency): string =>
  formatAmount(value.toFixed(2), currency);

/** `2026-03` → `mar 2026`, as the chart's axis and the table write a month. */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return new Intl.DateTimeFormat('es-AR', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(date)
    .replace('.', '');
}
