/** A checkout request as the payments module would give an adapter, for adapter tests. */
import type { CheckoutRequest } from '../../src/adapters/payments/payment-vendor.js';

export function aCheckoutRequest(
  overrides: Partial<CheckoutRequest> & Pick<CheckoutRequest, 'paymentId'>,
): CheckoutRequest {
  return {
    amount: '49.00',
    currency: 'USD',
    description: 'Curso de Python: cuota 1',
    notificationUrl: 'https://api.catedra.ar/payments/notifications',
    returnUrl: 'https://catedra.ar/checkout/tok',
    idempotencyKey: 'init-1',
    ...overrides,
  };
}
