import { describe, expect, it } from 'vitest';
import { salesScreensFor } from './sales-nav';

const keys = (scopes: Parameters<typeof salesScreensFor>[0]) =>
  salesScreensFor(scopes).map((screen) => screen.key);

describe('the sales area’s screens', () => {
  it('a SELLER has his calls and commissions; SELLER_EXTERNAL no calls', () => {
    expect(keys(['SELLER'])).toEqual(['mySales', 'newSale', 'myCalls', 'myCommissions']);
    expect(keys(['SELLER_EXTERNAL'])).toEqual(['mySales', 'newSale', 'myCommissions']);
    expect(keys(['SELLER_ADMIN'])).toContain('myCalls');
  });
});
