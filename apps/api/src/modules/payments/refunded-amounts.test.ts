import { describe, expect, it } from 'vitest';
import { refundedAmountsOf } from './refunded-amounts.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));
const change = (fromStatus: string | null, toStatus: string, minute: number) => ({
  fromStatus,
  toStatus,
  at: at(minute),
});

describe('what each line of a payment’s history gave back', () => {
  it('gives each refund the refund movement of its instant, and nothing to other changes', () => {
    const history = [
      change(null, 'CREATED', 0),
      change('CREATED', 'APPROVED', 1),
      // A vendor charge kept as unapplied: same status, no refund.
      change('APPROVED', 'APPROVED', 2),
      change('APPROVED', 'APPROVED', 3),
      change('APPROVED', 'REFUNDED', 4),
    ];
    const movements = [
      { amount: '-300.00', occurredAt: at(3) },
      { amount: '-1700.00', occurredAt: at(4) },
    ];
    expect(refundedAmountsOf(history, movements)).toEqual([null, null, null, '300.00', '1700.00']);
  });

  it('pairs refunds made at one instant in order, each movement once', () => {
    const history = [change('APPROVED', 'APPROVED', 5), change('APPROVED', 'REFUNDED', 5)];
    const movements = [
      { amount: '-100.00', occurredAt: at(5) },
      { amount: '-900.00', occurredAt: at(5) },
    ];
    expect(refundedAmountsOf(history, movements)).toEqual(['100.00', '900.00']);
  });
});
