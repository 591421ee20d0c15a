/**
 * The few rules Informes applies to the API's figures: which courses and topics are the top
 * ten (by net, exact decimal comparison), whether a panel has anything to show, and a month's
 * label. Every figure written on screen is the API's decimal string through `formatAmount`; what
 * a chart draws is made in `ui/charts.tsx`.
 */
import { compareMoney, isZeroMoney, type MoneyAmount } from '@catedra/contract/browser';

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

/** `2026-03` → `mar 2026`, as the chart's axis and the table write a month. */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return new Intl.DateTimeFormat('es-AR', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(date)
    .replace('.', '');
}
