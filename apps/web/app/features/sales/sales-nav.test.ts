import { describe, expect, it } from 'vitest';
import { salesScreensFor } from './sales-nav';

const keys = (scopes: Parameters<typeof salesScreensFor>[0]) =>
  salesScreensFor(scopes).map((screen) => screen.key);

describe('the sales area’s screens', () => {
  it('a SELLER has his leads, calls and commissions; SELLER_EXTERNAL his leads, no calls', () => {
    expect(keys(['SELLER'])).toEqual(['mySales', 'newSale', 'myLeads', 'myCalls', 'myCommissions']);
    expect(keys(['SELLER_EXTERNAL'])).toEqual(['mySales', 'newSale', 'myLeads', 'myCommissions']);
    expect(keys(['SELLER_ADMIN'])).toContain('myCalls');
  });
});
