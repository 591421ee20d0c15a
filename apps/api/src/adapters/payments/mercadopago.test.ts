import { describe, expect, it } from 'vitest';
import { aCheckoutRequest } from '../../../test/fakes/checkout-request.js';
import { type FakeMercadoPagoPayment, startFakeMercadoPago } from '../../../test/fakes/fake-mercadopago.js';
import { vendorOnFake } from '../../../test/fakes/vendor-on-fake.js';
import { VendorError } from '../http-json.js';
import { createMercadoPagoVendor, MERCADOPAGO_STATUSES, mercadoPagoManifest } from './mercadopago.js';

const credentials = { accessToken: 'APP_USR-secret-token', webhookSecret: 'whsec-mercadopago' };
const paymentId = '0198a2b4-0000-7000-8000-000000000001';
const checkout = aCheckoutRequest({
  paymentId,
  amount: '125000.50',
  currency: 'ARS',
  notificationUrl: 'https://api.catedra.ar/payments/mercadopago_ar/webhooks',
  returnUrl: 'https://catedra.ar/checkout/tok/volver',
  cancelUrl: 'https://catedra.ar/checkout/tok',
});

const onFake = vendorOnFake();

/** A payment as the fake serves it: approved, of our payment, 1000 ARS, unless told otherwise. */
const mpPayment = (payment: Partial<FakeMercadoPagoPayment> & Pick<FakeMercadoPagoPayment, 'id'>) => ({
  status: 'approved',
  external_reference: paymentId,
  transaction_amount: 1000,
  currency_id: 'ARS',
  ...payment,
});

function setUp(options: { timeoutMs?: number; maxSignatureAgeSeconds?: number } = {}) {
  return onFake(
    () => startFakeMercadoPago(credentials),
    (connection) =>
      createMercadoPagoVendor({
        ...credentials,
        ...connection,
        maxSignatureAgeSeconds: options.maxSignatureAgeSeconds,
      }),
    options.timeoutMs,
  );
}

describe('Mercado Pago checkout', () => {
  it('creates a preference with external_reference, notification_url, back URLs and an idempotency key', async () => {
    const { fake, vendor } = await setUp();
    const result = await vendor.createCheckout(checkout);
    expect(result.redirectUrl).toMatch(
      /^https:\/\/www\.mercadopago\.com\.ar\/checkout\/v1\/redirect\?pref_id=/,
    );
    expect(result.vendorReference).toMatch(/^123456-/);
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer APP_USR-secret-token');
    expect(request!.headers['x-idempotency-key']).toBe('init-1');
    expect(fake.preferences[0]).toMatchObject({
      items: [{ id: paymentId, quantity: 1, unit_price: 125000.5, currency_id: 'ARS' }],
      back_urls: { success: checkout.returnUrl, pending: checkout.returnUrl, failure: checkout.cancelUrl },
      auto_return: 'approved',
      notification_url: checkout.notificationUrl,
      external_reference: paymentId,
    });
  });

  it('refuses a notification_url longer than Mercado Pago takes, before calling it', async () => {
    const { fake, vendor } = await setUp();
    await expect(
      vendor.createCheckout({ ...checkout, notificationUrl: `https://api.catedra.ar/${'x'.repeat(240)}` }),
    ).rejects.toThrow('248');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Mercado Pago payments', () => {
  it('reads a payment: amount, our reference, and the fees we pay (not those the payer pays)', async () => {
    const { fake, vendor } = await setUp();
    fake.setPayment(
      mpPayment({
        id: 1319283812,
        transaction_amount: 125000.5,
        fee_details: [
          { type: 'mercadopago_fee', amount: 7625.03, fee_payer: 'collector' },
          { type: 'financing_fee', amount: 900, fee_payer: 'payer' },
        ],
      }),
    );
    const payment = await vendor.fetchPayment('1319283812');
    expect(payment).toMatchObject({
      vendorReference: '1319283812',
      paymentId,
      status: 'APPROVED',
      amount: '125000.50',
      currency: 'ARS',
      fees: [{ type: 'mercadopago_fee', amount: '7625.03', currency: 'ARS' }],
    });
  });

  it.each(Object.entries(MERCADOPAGO_STATUSES))('maps %s to %s', async (vendorStatus, status) => {
    const { fake, vendor } = await setUp();
    fake.setPayment(mpPayment({ id: 7, status: vendorStatus, transaction_amount: 10 }));
    const payment = await vendor.fetchPayment('7');
    expect(payment.status).toBe(status);
    expect(payment.disputed).toBe(vendorStatus === 'in_mediation');
  });

  it('covers every status VENDORS.md lists', () => {
    expect(Object.keys(MERCADOPAGO_STATUSES).sort()).toEqual([
      'approved',
      'authorized',
      'cancelled',
      'charged_back',
      'in_mediation',
      'in_process',
      'pending',
      'refunded',
      'rejected',
    ]);
  });

  it.each([
    ['an amount', { transaction_amount: 10.005 }],
    [
      'a fee',
      {
        transaction_amount: 10,
        fee_details: [{ type: 'mercadopago_fee', amount: 0.125, fee_payer: 'collector' }],
      },
    ],
    [
      'a refund',
      {
        transaction_amount: 10,
        refunds: [
          { id: 1, payment_id: 8, amount: 0.125, status: 'approved', date_created: '2026-03-01T12:00:00Z' },
        ],
      },
    ],
  ])('refuses %s of more than two decimals as an invalid answer, never rounding it', async (_, figures) => {
    const { fake, vendor } = await setUp();
    fake.setPayment(mpPayment({ id: 8, ...figures }));
    const failure = await vendor.fetchPayment('8').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VendorError);
    expect(failure).toMatchObject({ failure: 'invalid-answer' });
  });

  it('refuses a status it does not know instead of guessing', async () => {
    const { fake, vendor } = await setUp();
    fake.setPayment(
      mpPayment({ id: 8, status: 'teleported', external_reference: null, transaction_amount: 1 }),
    );
    await expect(vendor.fetchPayment('8')).rejects.toMatchObject({ failure: 'invalid-answer' });
  });

  it('reports a 5xx and an unknown payment as vendor errors, never with the token', async () => {
    const { fake, vendor } = await setUp();
    fake.answerNext({ status: 503, body: '<html>upstream</html>' });
    const error = await vendor.fetchPayment('1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ status: 503, vendor: 'Mercado Pago', failure: 'status' });
    expect(JSON.stringify(error) + String(error)).not.toContain('secret-token');
    await expect(vendor.fetchPayment('404404')).rejects.toMatchObject({ status: 404 });
  });

  it('gives up on a slow answer with a timeout error', async () => {
    const { fake, vendor } = await setUp({ timeoutMs: 100 });
    fake.answerNext({ status: 200, body: {}, delayMs: 2_000 });
    await expect(vendor.fetchPayment('1')).rejects.toMatchObject({ failure: 'timeout', status: 0 });
  });
});

describe('Mercado Pago notifications', () => {
  it('builds the manifest exactly, leaving out a missing pair', () => {
    expect(mercadoPagoManifest('ABC123', 'req-1', '1704908010')).toBe(
      'id:ABC123;request-id:req-1;ts:1704908010;',
    );
    expect(mercadoPagoManifest(undefined, 'req-1', '1704908010')).toBe('request-id:req-1;ts:1704908010;');
    expect(mercadoPagoManifest('ABC123', undefined, '1704908010')).toBe('id:ABC123;ts:1704908010;');
  });

  it('verifies a genuine notification and names the payment to fetch, data.id as received', async () => {
    const { fake, vendor } = await setUp();
    const verdict = await vendor.verifyNotification(fake.notification('AbC123'));
    expect(verdict).toMatchObject({
      verified: true,
      notification: {
        vendorId: 'mercadopago',
        vendorReference: 'AbC123',
        event: 'payment.updated',
        namesPayment: true,
      },
    });
  });

  it('refuses a missing, malformed, wrong-secret or tampered signature', async () => {
    const { fake, vendor } = await setUp();
    const genuine = fake.notification('1001');
    const without = { ...genuine, headers: { 'x-request-id': genuine.headers['x-request-id'] } };
    expect(await vendor.verifyNotification(without)).toEqual({
      verified: false,
      refusal: 'missing-signature',
    });
    const malformed = { ...genuine, headers: { ...genuine.headers, 'x-signature': 'v1=abc' } };
    expect(await vendor.verifyNotification(malformed)).toEqual({
      verified: false,
      refusal: 'malformed-signature',
    });
    expect(await vendor.verifyNotification(fake.notification('1001', { secret: 'other' }))).toEqual({
      verified: false,
      refusal: 'bad-signature',
    });
    // The signature of payment 1001 replayed for payment 1002, or for another request id.
    const otherPayment = { ...genuine, query: { 'data.id': '1002', type: 'payment' } };
    expect(await vendor.verifyNotification(otherPayment)).toMatchObject({ refusal: 'bad-signature' });
    const otherRequest = { ...genuine, headers: { ...genuine.headers, 'x-request-id': 'another' } };
    expect(await vendor.verifyNotification(otherRequest)).toMatchObject({ refusal: 'bad-signature' });
    // data.id is signed as received: lower-casing it would break the signature.
    const upper = fake.notification('ABC');
    expect(await vendor.verifyNotification({ ...upper, query: { 'data.id': 'abc' } })).toMatchObject({
      refusal: 'bad-signature',
    });
  });

  it('never parses an unsigned body, and refuses a signed one that is not JSON', async () => {
    const { fake, vendor } = await setUp();
    const genuine = fake.notification('1001');
    const garbage = { ...genuine, rawBody: Buffer.from('not json') };
    expect(await vendor.verifyNotification({ ...garbage, headers: {} })).toMatchObject({
      refusal: 'missing-signature',
    });
    expect(await vendor.verifyNotification(garbage)).toMatchObject({ refusal: 'malformed-body' });
  });

  it('refuses a replayed signature older than the configured age, reading ts in seconds or milliseconds', async () => {
    const { fake, vendor, clock } = await setUp({ maxSignatureAgeSeconds: 600 });
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    expect(
      await vendor.verifyNotification(fake.notification('9', { ts: String(nowSeconds - 60) })),
    ).toMatchObject({
      verified: true,
    });
    expect(
      await vendor.verifyNotification(fake.notification('9', { ts: String(clock.now().getTime()) })),
    ).toMatchObject({
      verified: true,
    });
    clock.advance(3_600_000);
    expect(await vendor.verifyNotification(fake.notification('9', { ts: String(nowSeconds) }))).toEqual({
      verified: false,
      refusal: 'stale',
    });
  });
});

describe('Mercado Pago refunds', () => {
  it('asks POST /v1/payments/{id}/refunds with the amount and X-Idempotency-Key; a retry with the key refunds once', async () => {
    const { fake, vendor } = await setUp();
    fake.setPayment(mpPayment({ id: 555 }));
    const request = {
      vendorPaymentId: '555',
      amount: '300.50',
      currency: 'ARS',
      idempotencyKey: 'refund-1',
    } as const;
    const refund = await vendor.refund(request);
    expect(refund).toMatchObject({
      status: 'COMPLETED',
      vendorStatus: 'approved',
      amount: '300.50',
      currency: 'ARS',
      refundedId: '555',
    });
    expect(refund.vendorRefundId).toMatch(/^\d+$/);
    const sent = fake.requests.find((r) => r.path === '/v1/payments/555/refunds')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['x-idempotency-key']).toBe('refund-1');
    expect(sent.headers.authorization).toBe('Bearer APP_USR-secret-token');
    expect(JSON.parse(sent.body)).toEqual({ amount: 300.5 });
    expect((await vendor.refund(request)).vendorRefundId).toBe(refund.vendorRefundId);
    expect(fake.counters.refunds).toBe(1);
    expect(vendor.refundsIdempotent).toBe(true);
  });

  it('maps a refund in process to PENDING and a rejected one to FAILED; reads one refund', async () => {
    const { fake, vendor } = await setUp();
    fake.setPayment(mpPayment({ id: 556 }));
    fake.options.refundStatus = 'in_process';
    const pending = await vendor.refund({
      vendorPaymentId: '556',
      amount: '100.00',
      currency: 'ARS',
      idempotencyKey: 'refund-2',
    });
    expect(pending).toMatchObject({ status: 'PENDING', vendorStatus: 'in_process' });
    fake.settleRefund(556, Number(pending.vendorRefundId), 'rejected');
    expect(await vendor.fetchRefund(pending.vendorRefundId, '556')).toMatchObject({
      vendorRefundId: pending.vendorRefundId,
      status: 'FAILED',
      amount: '100.00',
    });
    expect(fake.requests.at(-1)!.path).toBe(`/v1/payments/556/refunds/${pending.vendorRefundId}`);
  });

  it("lists a payment's refunds: partly refunded stays APPROVED, all of it REFUNDED", async () => {
    const { fake, vendor } = await setUp();
    fake.setPayment(mpPayment({ id: 557 }));
    fake.refundAtVendor(557, 250);
    const partly = await vendor.fetchPayment('557');
    expect(partly).toMatchObject({ status: 'APPROVED', refundableId: '557' });
    expect(partly.refunds).toEqual([
      expect.objectContaining({ status: 'COMPLETED', amount: '250.00', currency: 'ARS', refundedId: '557' }),
    ]);
    fake.refundAtVendor(557, 750);
    const whole = await vendor.fetchPayment('557');
    expect(whole.status).toBe('REFUNDED');
    expect(whole.refunds.map((refund) => refund.amount)).toEqual(['250.00', '750.00']);
  });

  it("lets a refusal through as a VendorError with Mercado Pago's status", async () => {
    const { fake, vendor } = await setUp();
    fake.setPayment(mpPayment({ id: 558, transaction_amount: 100 }));
    await expect(
      vendor.refund({
        vendorPaymentId: '558',
        amount: '100.01',
        currency: 'ARS',
        idempotencyKey: 'too-much',
      }),
    ).rejects.toMatchObject({ vendor: 'Mercado Pago', status: 400, failure: 'status' });
  });
});
