/**
 * Where a payment's money goes on an enrollment's periods, as pure functions on decimal
 * strings (core/money.ts): an approval fills the oldest unpaid periods first (by due date,
 * then number); a refund or chargeback takes back, newest period first, what this payment
 * had put on each period. The payments module writes the plan as allocation rows.
 */
import { compareMoney, isZeroMoney, type MoneyAmount, subtractMoney } from '@catedra/contract';

type Period = { number: number; dueDate: string; amount: string; paidAmount: string; waived: boolean };

/** One line of a plan: a signed amount on a period. */
export type PeriodShare = { periodNumber: number; amount: MoneyAmount };

const smaller = (a: MoneyAmount, b: MoneyAmount) => (compareMoney(a, b) <= 0 ? a : b);

/** Fills the owed periods, oldest first, with `amount`; what no period owes stays unallocated. */
export function allocationPlan(periods: readonly Period[], amount: MoneyAmount): PeriodShare[] {
  const owedFirst = [...periods]
    .filter((period) => !period.waived)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.number - b.number);
  const plan: PeriodShare[] = [];
  let left = amount;
  for (const period of owedFirst) {
    if (isZeroMoney(left)) break;
    const owed = subtractMoney(period.amount, period.paidAmount);
    if (compareMoney(owed, '0.00') <= 0) continue;
    const share = smaller(owed, left);
    plan.push({ periodNumber: period.number, amount: share });
    left = subtractMoney(left, share);
  }
  return plan;
}

/**
 * Takes back up to `amount` from what the payment still holds on each period (its net
 * allocation), newest period first. Answers negative shares.
 */
export function reversalPlan(held: readonly PeriodShare[], amount: MoneyAmount): PeriodShare[] {
  const newestFirst = [...held].sort((a, b) => b.periodNumber - a.periodNumber);
  const plan: PeriodShare[] = [];
  let left = amount;
  for (const { periodNumber, amount: net } of newestFirst) {
    if (isZeroMoney(left)) break;
    if (compareMoney(net, '0.00') <= 0) continue;
    const share = smaller(net, left);
    plan.push({ periodNumber, amount: subtractMoney('0.00', share) });
    left = subtractMoney(left, share);
  }
  return plan;
}
