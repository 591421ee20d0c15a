import { describe, expect, it } from 'vitest';
import type { Payment, PaymentDetails } from './queries';
import { pendingRefundsOf, refundableOf, refundOutcome, refundsThroughVendor } from './refunds';

const payment = (overrides: Partial<Payment> = {}) =>
  ({ amount: '1000.00', refundedAmount: '250.00', vendorId: 'mercadopago', ...overrides }) as Payment;
const refund = (amount: string, status: 'PENDING' | 'COMPLETED' | 'FAILED') =>
  ({ amount, status }) as PaymentDetails['refunds'][number];

describe('the refund dialog', () => {
  it('holds what is pending at the vendor: no longer refundable until it confirms', () => {
    const refunds = [refund('250.00', 'COMPLETED'), refund('100.10', 'PENDING'), refund('50.00', 'FAILED')];
    expect(pendingRefundsOf(refunds)).toBe('100.10');
    expect(refundableOf(payment(), refunds)).toBe('649.90');
    expect(refundableOf(payment())).toBe('750.00');
  });

  it('refunds through the vendor unless the payment is manual or never went to one', () => {
    expect(refundsThroughVendor(payment())).toBe(true);
    expect(refundsThroughVendor(payment({ vendorId: 'manual' }))).toBe(false);
    expect(refundsThroughVendor(payment({ vendorId: null }))).toBe(false);
  });

  it('tells a refund done from one the vendor has yet to confirm', () => {
    expect(refundOutcome(payment(), payment({ refundedAmount: '300.00' }))).toBe('done');
    expect(refundOutcome(payment(), payment())).toBe('pending');
  });
});
