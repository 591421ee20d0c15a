/**
 * The three vendors played locally (Mercado Pago, PayPal, dLocal) for a test file, the
 * payments configuration that points the API at them (with the sandbox), and the signed POST
 * of a notification or webhook they send. Started at the file's top level (top-level await),
 * closed after its tests.
 */
import { afterAll } from 'vitest';
import type { Config } from '../../src/config/config.js';
import { startFakeDlocal } from '../fakes/fake-dlocal.js';
import { startFakeMercadoPago } from '../fakes/fake-mercadopago.js';
import { startFakePaypal } from '../fakes/fake-paypal.js';
import { type TestApp, testConfig } from './test-app.js';

/** The test payments configuration with the sandbox vendor only (no fake to start), and the overrides. */
export function sandboxPaymentsConfig(overrides: Partial<Config['payments']> = {}): Config['payments'] {
  return {
    ...testConfig().payments,
    sandbox: { secret: 'sandbox-secret', checkoutBaseUrl: 'http://localhost:3000/checkout/sandbox' },
    ...overrides,
  };
}

export async function startVendorFakes(options: { paypalFee?: string } = {}) {
  const mercadopago = await startFakeMercadoPago({ accessToken: 'APP_USR-test', webhookSecret: 'mp-secret' });
  const dlocal = await startFakeDlocal({ login: 'dl-login', transKey: 'dl-trans', secretKey: 'dl-secret' });
  // Kept, so a test can change how the PayPal fake answers (its capture status) for a while.
  const paypalOptions: Parameters<typeof startFakePaypal>[0] = {
    clientId: 'pp-client',
    clientSecret: 'pp-secret',
    webhookId: 'WH-1',
    ...(options.paypalFee ? { fee: options.paypalFee } : {}),
  };
  const paypal = await startFakePaypal(paypalOptions);
  afterAll(async () => {
    await paypal.close();
    await mercadopago.close();
    await dlocal.close();
  });

  /** The API's payments configuration with every vendor pointing at its fake. */
  function paymentsConfig(overrides: Partial<Config['payments']> = {}): Config['payments'] {
    return sandboxPaymentsConfig({
      checkoutRateLimitPerMinute: 1000,
      mercadopago: { accessToken: 'APP_USR-test', webhookSecret: 'mp-secret', baseUrl: mercadopago.url },
      paypal: {
        clientId: 'pp-client',
        clientSecret: 'pp-secret',
        webhookId: 'WH-1',
        environment: 'sandbox',
        baseUrl: paypal.url,
      },
      dlocal: { login: 'dl-login', transKey: 'dl-trans', secretKey: 'dl-secret', baseUrl: dlocal.url },
      ...overrides,
    });
  }

  return { mercadopago, dlocal, paypal, paypalOptions, paymentsConfig };
}

/** Sets what the Mercado Pago fake answers for its payment `id`: a charge in ARS of our payment `paymentId`. */
export const mercadoPagoArsPayments =
  (fake: Pick<Awaited<ReturnType<typeof startFakeMercadoPago>>, 'setPayment'>) =>
  (id: number, paymentId: string, status: string, amount = 1000) =>
    fake.setPayment({
      id,
      status,
      external_reference: paymentId,
      transaction_amount: amount,
      currency_id: 'ARS',
    });

/** Where each fake vendor POSTs its notifications (the contract's webhook paths). */
export const NOTIFIED_AT = {
  mercadopago: '/payments/mercadopago_ar/webhooks',
  paypal: '/payments/paypal/webhooks',
  dlocal: '/payments/dlocal/notifications',
} as const;

/** Delivers a notification a fake signed (its raw body, headers and query) to the API. */
export const deliver = (
  t: TestApp,
  path: string,
  incoming: { rawBody: Buffer; headers: object; query?: object },
) =>
  t.app.inject({
    method: 'POST',
    url: path,
    query: (incoming.query ?? {}) as Record<string, string>,
    headers: { 'content-type': 'application/json', ...(incoming.headers as Record<string, string>) },
    payload: incoming.rawBody,
  });
