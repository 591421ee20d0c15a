/** How the sale form names a plan's price: the down payment, the instalments and the total. */
import { format } from '../../i18n';
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

/** The plan select's options: each plan by its name, its price and its total. */
export function planOptions(plans: readonly PlanOffer[], text: { planOption: string; instalments: string }) {
  return plans.map((plan) => ({
    value: plan.id,
    label: format(text.planOption, {
      name: plan.name,
      price: planPrice(plan, text.instalments),
      total: formatAmount(plan.total, plan.currency),
    }),
  }));
}
