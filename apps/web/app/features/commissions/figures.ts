/** The figures' derived values, pure: the share of the commission earned that was paid, the leads by status in words. */
import {
  compareMoney,
  isZeroMoney,
  type MoneyAmount,
  subtractMoney,
  toCents,
} from '@catedra/contract/browser';

/** What was earned net of clawbacks; never below zero. */
export function netEarned(accrued: MoneyAmount, clawedBack: MoneyAmount): MoneyAmount {
  const net = subtractMoney(accrued, clawedBack);
  return compareMoney(net, '0.00') < 0 ? '0.00' : net;
}

/** Paid as a percentage (0–100) of what was earned net, for a progress bar; 0 when nothing was earned. */
export function paidShare(figures: {
  accrued: MoneyAmount;
  clawedBack: MoneyAmount;
  paid: MoneyAmount;
}): number {
  const earned = netEarned(figures.accrued, figures.clawedBack);
  if (isZeroMoney(earned)) return 0;
  const share = (Number(toCents(figures.paid)) / Number(toCents(earned))) * 100;
  return Math.min(100, Math.max(0, Math.round(share)));
}

/** A rate as typed ("10", "7,5") → the API's ("7.5"), or null when it is not 0–100 with two decimals. */
export function rateOf(input: string): string | null {
  const value = input.trim().replace(',', '.');
  return /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/.test(value) ? value : null;
}

/** The statuses that have leads, in the pipeline's order: "Nuevo 2 · Ganado 1"; empty when there are none. */
export function leadsByStatusText(byStatus: Record<string, number>, labels: Record<string, string>): string {
  return Object.entries(byStatus)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${labels[status] ?? status} ${count}`)
    .join(' · ');
}
