import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/fakes/test-clock.js';
import type { PaymentsConfig } from '../../config/config.js';
import { createPaymentVendors } from './index.js';

const none: PaymentsConfig = {
  vendorTimeoutMs: 1_000,
  linkTtlDays: 7,
  checkoutRateLimitPerMinute: 60,
  notificationBaseUrl: 'http://localhost:5001',
  mercadopago: undefined,
  paypal: undefined,
  dlocal: undefined,
  sandbox: undefined,
};

describe('payment vendors of the configuration', () => {
  it('has only the sandbox when only the sandbox is enabled', () => {
    const vendors = createPaymentVendors(
      { ...none, sandbox: { secret: 's', checkoutBaseUrl: 'http://web/checkout/sandbox' } },
      testClock(),
    );
    expect(Object.keys(vendors)).toEqual(['sandbox']);
  });

  it('has each real vendor whose credentials are set', () => {
    const vendors = createPaymentVendors(
      {
        ...none,
        mercadopago: { accessToken: 'a', webhookSecret: 'w', baseUrl: 'http://mp' },
        paypal: {
          clientId: 'c',
          clientSecret: 's',
          webhookId: undefined,
          environment: 'live',
          baseUrl: 'http://pp',
        },
      },
      testClock(),
    );
    expect(Object.keys(vendors).sort()).toEqual(['mercadopago', 'paypal']);
    expect(vendors.paypal).toMatchObject({ vendorId: 'paypal', clientId: 'c', environment: 'live' });
  });
});
