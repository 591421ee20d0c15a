/** How the sale form names a plan's price: the down payment, the instalments and the total. */
import { formatAmount } from '../../lib/formats';
import type { PlanOffer } from './queries';

export function planPrice(plan: PlanOffer, instalmentsText: string): string {
  const parts: string[] = [];
  if (plan.upfrontAmount) parts.push(formatAmount(plan.upfrontAmount, plan.currency));
  if (plan.periodAmount && plan.instalments > 0) {
    parts.push(
      instalmentsText
        .replace('{count}', String(plan.instalments))
        .replace('{amount}', formatAmount(plan.periodAmount, plan.currency)),
    );
  }
  return parts.join(' + ');
}
