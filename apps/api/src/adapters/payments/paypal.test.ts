import { describe, expect, it } from 'vitest';
import { aCheckoutRequest } from '../../../test/fakes/checkout-request.js';
import { type FakePaypalOptions, startFakePaypal } from '../../../test/fakes/fake-paypal.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { vendorOnFake } from '../../../test/fakes/vendor-on-fake.js';
import { VendorError } from '../http-json.js';
import { createPaypalVendor, PAYPAL_CAPTURE_STATUSES, PAYPAL_ORDER_STATUSES } from './paypal.js';

const credentials = { clientId: 'public-client-id', clientSecret: 'paypal-client-secret', webhookId: 'WH-1' };
const paymentId = '0198a2b4-0000-7000-8000-000000000002';
const checkout = aCheckoutRequest({
  paymentId,
  notificationUrl: 'https://api.catedra.ar/payments/paypal/webhooks',
});

const onFake = vendorOnFake();

function setUp(fakeOptions: Partial<FakePaypalOptions> = {}, timeoutMs = 2_000) {
  return onFake(
    () => startFakePaypal({ ...credentials, ...fakeOptions }),
    (connection) => createPaypalVendor({ ...credentials, ...connection, environment: 'sandbox' }),
    timeoutMs,
  );
}

describe('PayPal token', () => {
  it('asks for one token and reuses it until shortly before it expires, by the clock', async () => {
    const { fake, vendor, clock } = await setUp({ tokenLifetimeSeconds: 3_600 });
    await vendor.createCheckout(checkout);
    await vendor.createCheckout({ ...checkout, idempotencyKey: 'init-2' });
    clock.advance(50 * 60_000);
    await vendor.createCheckout({ ...checkout, idempotencyKey: 'init-3' });
    expect(fake.counters.tokens).toBe(1);
    clock.advance(10 * 60_000);
    await vendor.createCheckout({ ...checkout, idempotencyKey: 'init-4' });
    expect(fake.counters.tokens).toBe(2);
    const tokenRequest = fake.requests.find((request) => request.path === '/v1/oauth2/token')!;
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('asks once for concurrent first calls', async () => {
    const { fake, vendor } = await setUp();
    await Promise.all(
      [1, 2, 3, 4].map((n) => vendor.createCheckout({ ...checkout, idempotencyKey: `k${n}` })),
    );
    expect(fake.counters.tokens).toBe(1);
  });

  it('gives the browser the public client id only', async () => {
    const { vendor } = await setUp();
    expect(vendor.clientId).toBe('public-client-id');
    expect(JSON.stringify(vendor)).not.toContain('paypal-client-secret');
  });
});

describe('PayPal orders', () => {
  it('creates a USD order carrying our payment id, with PayPal-Request-Id; no redirect, the order id for the JS SDK', async () => {
    const { fake, vendor } = await setUp();
    const result = await vendor.createCheckout(checkout);
    expect(result).toMatchObject({ redirectUrl: null, vendorOrderId: result.vendorReference });
    const request = fake.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(request.headers['paypal-request-id']).toBe('init-1');
    expect(JSON.parse(request.body)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: paymentId, amount: { currency_code: 'USD', value: '49.00' } }],
    });
    expect(await vendor.fetchPayment(result.vendorReference)).toMatchObject({ status: 'PENDING', paymentId });
  });

  it('refuses to charge anything but USD', async () => {
    const { vendor } = await setUp();
    await expect(vendor.createCheckout({ ...checkout, currency: 'ARS' })).rejects.toThrow('USD');
  });

  it('captures an approved order: APPROVED, with PayPal fee from the receivable breakdown', async () => {
    const { fake, vendor } = await setUp({ fee: '2.24' });
    const { vendorReference } = await vendor.createCheckout(checkout);
    fake.approve(vendorReference);
    const payment = await vendor.capture(vendorReference, 'capture-1');
    expect(payment).toMatchObject({
      status: 'APPROVED',
      amount: '49.00',
      currency: 'USD',
      paymentId,
      fees: [{ type: 'paypal_fee', amount: '2.24', currency: 'USD' }],
    });
    const request = fake.requests.find((r) => r.path.endsWith('/capture'))!;
    expect(request.headers['paypal-request-id']).toBe('capture-1');
  });

  it('refuses a fee of more than two decimals as an invalid answer, never rounding it', async () => {
    const { fake, vendor } = await setUp({ fee: '2.245' });
    const { vendorReference } = await vendor.createCheckout(checkout);
    fake.approve(vendorReference);
    const failure = await vendor.capture(vendorReference, 'capture-1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VendorError);
    expect(failure).toMatchObject({ failure: 'invalid-answer' });
  });

  it('captures once however often it is asked: the same key, or another after ORDER_ALREADY_CAPTURED', async () => {
    const { fake, vendor } = await setUp();
    const { vendorReference } = await vendor.createCheckout(checkout);
    fake.approve(vendorReference);
    const first = await vendor.capture(vendorReference, 'capture-1');
    const retried = await vendor.capture(vendorReference, 'capture-1');
    const otherTab = await vendor.capture(vendorReference, 'capture-2');
    expect(fake.counters.captures).toBe(1);
    for (const payment of [first, retried, otherTab])
      expect(payment).toMatchObject({ status: 'APPROVED', amount: '49.00' });
    // The other key met 422 ORDER_ALREADY_CAPTURED, then the order was read again.
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v2/checkout/orders/${vendorReference}`,
    });
  });

  it('lets any other capture refusal through', async () => {
    const { vendor } = await setUp();
    const { vendorReference } = await vendor.createCheckout(checkout);
    await expect(vendor.capture(vendorReference, 'capture-1')).rejects.toMatchObject({ status: 422 });
  });

  it.each(Object.entries(PAYPAL_CAPTURE_STATUSES))(
    'maps a capture %s to %s',
    async (captureStatus, status) => {
      const { fake, vendor } = await setUp({ captureStatus });
      const { vendorReference } = await vendor.createCheckout(checkout);
      fake.approve(vendorReference);
      expect((await vendor.capture(vendorReference, 'c')).status).toBe(status);
    },
  );

  it.each(Object.entries(PAYPAL_ORDER_STATUSES))(
    'maps an order %s without capture to %s',
    async (orderStatus, status) => {
      const { fake, vendor } = await setUp();
      const { vendorReference } = await vendor.createCheckout(checkout);
      fake.orders.get(vendorReference)!.status = orderStatus;
      expect((await vendor.fetchPayment(vendorReference)).status).toBe(status);
    },
  );

  it('reports a 5xx and a timeout as typed vendor errors', async () => {
    const { fake, vendor } = await setUp({}, 100);
    const { vendorReference } = await vendor.createCheckout(checkout);
    fake.answerNext({ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } });
    await expect(vendor.fetchPayment(vendorReference)).rejects.toMatchObject({
      vendor: 'PayPal',
      status: 500,
    });
    fake.answerNext({ status: 200, body: {}, delayMs: 2_000 });
    await expect(vendor.fetchPayment(vendorReference)).rejects.toMatchObject({ failure: 'timeout' });
  });
});

describe('PayPal webhooks', () => {
  const captureCompleted = {
    id: 'WH-EVT-1',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: {
      id: 'CAP-1',
      status: 'COMPLETED',
      supplementary_data: { related_ids: { order_id: 'ORDER-1' } },
    },
  };

  it('verifies through PayPal and names the order of the capture', async () => {
    const { fake, vendor } = await setUp();
    const verdict = await vendor.verifyNotification(fake.webhook(captureCompleted));
    expect(verdict).toMatchObject({
      verified: true,
      notification: { vendorReference: 'ORDER-1', event: 'PAYMENT.CAPTURE.COMPLETED', namesPayment: true },
    });
    const approved = { id: 'WH-EVT-2', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'ORDER-2' } };
    expect(await vendor.verifyNotification(fake.webhook(approved))).toMatchObject({
      notification: { vendorReference: 'ORDER-2' },
    });
  });

  it('refuses a forged, a tampered and an unsigned webhook', async () => {
    const { fake, vendor } = await setUp();
    expect(await vendor.verifyNotification(fake.webhook(captureCompleted, true))).toEqual({
      verified: false,
      refusal: 'bad-signature',
    });
    const genuine = fake.webhook(captureCompleted);
    const tampered = {
      ...genuine,
      rawBody: Buffer.from(JSON.stringify({ ...captureCompleted, id: 'WH-EVT-9' })),
    };
    expect(await vendor.verifyNotification(tampered)).toMatchObject({ refusal: 'bad-signature' });
    expect(await vendor.verifyNotification({ ...genuine, headers: {} })).toMatchObject({
      refusal: 'missing-signature',
    });
  });

  it('refuses every webhook when no webhook id is configured', async () => {
    const { fake } = await setUp();
    const vendor = createPaypalVendor({
      ...credentials,
      webhookId: undefined,
      baseUrl: fake.url,
      environment: 'sandbox',
      timeoutMs: 1_000,
      clock: testClock(),
    });
    expect(await vendor.verifyNotification(fake.webhook(captureCompleted))).toMatchObject({
      refusal: 'unverifiable',
    });
  });
});

describe('PayPal refunds', () => {
  async function captured() {
    const setup = await setUp();
    const { vendorReference } = await setup.vendor.createCheckout(checkout);
    setup.fake.approve(vendorReference);
    const payment = await setup.vendor.capture(vendorReference, 'capture-1');
    return { ...setup, orderId: vendorReference, payment };
  }

  it('names the capture as what a refund takes', async () => {
    const { fake, orderId, payment } = await captured();
    expect(payment.refundableId).toBe(fake.captureOf(orderId)!.id);
    expect(payment.refunds).toEqual([]);
  });

  it('refunds a capture with PayPal-Request-Id (a retry refunds once); the order then lists it, PARTIALLY_REFUNDED stays APPROVED', async () => {
    const { fake, vendor, orderId, payment } = await captured();
    const request = {
      vendorPaymentId: payment.refundableId!,
      amount: '19.00',
      currency: 'USD',
      idempotencyKey: 'refund-1',
    } as const;
    const refund = await vendor.refund(request);
    expect(refund).toMatchObject({
      status: 'COMPLETED',
      amount: '19.00',
      currency: 'USD',
      refundedId: payment.refundableId,
    });
    const sent = fake.requests.find(
      (r) => r.path === `/v2/payments/captures/${payment.refundableId}/refund`,
    )!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['paypal-request-id']).toBe('refund-1');
    expect(JSON.parse(sent.body)).toMatchObject({ amount: { currency_code: 'USD', value: '19.00' } });
    expect((await vendor.refund(request)).vendorRefundId).toBe(refund.vendorRefundId);
    expect(fake.counters.refunds).toBe(1);
    const order = await vendor.fetchPayment(orderId);
    expect(order).toMatchObject({ status: 'APPROVED', vendorStatus: 'COMPLETED/PARTIALLY_REFUNDED' });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        vendorRefundId: refund.vendorRefundId,
        status: 'COMPLETED',
        amount: '19.00',
      }),
    ]);
    expect(vendor.refundsIdempotent).toBe(true);
  });

  it('reads a refund and, through its capture, the order and our payment it belongs to', async () => {
    const { fake, vendor, orderId } = await captured();
    const refundId = fake.refundAtPaypal(orderId, '5.00', 'PENDING');
    expect(await vendor.fetchRefund(refundId)).toMatchObject({
      vendorRefundId: refundId,
      status: 'PENDING',
      amount: '5.00',
      paymentReference: orderId,
      paymentId,
    });
  });

  it("lets PayPal's refusal through (422 REFUND_AMOUNT_EXCEEDED)", async () => {
    const { vendor, payment } = await captured();
    await expect(
      vendor.refund({
        vendorPaymentId: payment.refundableId!,
        amount: '49.01',
        currency: 'USD',
        idempotencyKey: 'refund-2',
      }),
    ).rejects.toMatchObject({ vendor: 'PayPal', status: 422 });
  });

  it('verifies PAYMENT.CAPTURE.REFUNDED and .REVERSED webhooks and names their refund', async () => {
    const { fake, vendor, orderId } = await captured();
    const refundId = fake.refundAtPaypal(orderId, '10.00');
    for (const type of ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']) {
      const verdict = await vendor.verifyNotification(fake.webhook(fake.refundEvent(refundId, type)));
      expect(verdict).toMatchObject({
        verified: true,
        notification: { event: type, namesPayment: true, refundReference: refundId },
      });
    }
    const forged = fake.webhook(fake.refundEvent(refundId), true);
    expect(await vendor.verifyNotification(forged)).toMatchObject({ refusal: 'bad-signature' });
  });
});
