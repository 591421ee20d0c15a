import { describe, expect, it } from 'vitest';
import { owedOnPeriod } from './owed';

describe('owedOnPeriod', () => {
  it('is what a partial refund reopened, not the whole instalment', () => {
    expect(owedOnPeriod({ amount: '1000.00', paidAmount: '700.00', status: 'PARTIAL' })).toBe('300.00');
  });

  it('is the whole instalment when nothing was paid, and nothing on a waived period', () => {
    expect(owedOnPeriod({ amount: '1000.00', paidAmount: '0.00', status: 'DUE' })).toBe('1000.00');
    expect(owedOnPeriod({ amount: '1000.00', paidAmount: '0.00', status: 'WAIVED' })).toBe('0.00');
  });
});
