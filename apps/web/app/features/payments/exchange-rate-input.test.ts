import { describe, expect, it } from 'vitest';
import { rateFromInput } from './exchange-rate-page';

describe('the exchange rate as typed', () => {
  it('accepts "1.250,50" as the plan amounts do, and plain decimals of up to six places', () => {
    expect(rateFromInput('1.250,50')).toBe('1250.50');
    expect(rateFromInput('1250,5')).toBe('1250.5');
    expect(rateFromInput('0.000123')).toBe('0.000123');
  });

  it('refuses what is not a positive rate', () => {
    for (const typed of ['0', 'abc', '1,2345678', '']) {
      expect(rateFromInput(typed), typed).toBeNull();
    }
  });
});
