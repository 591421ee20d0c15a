import { describe, expect, it } from 'vitest';
import { planPrice } from './plan-price';
import type { PlanOffer } from './queries';

const plan = (overrides: Partial<PlanOffer>) =>
  ({ currency: 'ARS', upfrontAmount: null, periodAmount: null, instalments: 0, ...overrides }) as PlanOffer;

describe('planPrice', () => {
  it('names the instalments of a recurring plan', () => {
    expect(planPrice(plan({ periodAmount: '1250.50', instalments: 3 }), '{count} × {amount}')).toBe(
      '3 × $\u00a01.250,50',
    );
  });

  it('adds the down payment of a hybrid plan, and shows an upfront plan as its price', () => {
    expect(
      planPrice(
        plan({ upfrontAmount: '500.00', periodAmount: '100.00', instalments: 2, currency: 'USD' }),
        '{count} × {amount}',
      ),
    ).toBe('US$\u00a0500,00 + 2 × US$\u00a0100,00');
    expect(planPrice(plan({ upfrontAmount: '9000.00' }), '{count} × {amount}')).toBe('$\u00a09.000,00');
  });
});
