import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aCheckoutRequest } from '../../../test/fakes/checkout-request.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import type { IncomingNotification } from './payment-vendor.js';
import { createSandboxVendor, SANDBOX_DECISIONS, SANDBOX_SIGNATURE_HEADER } from './sandbox.js';

const secret = 'per-install-sandbox-secret';
const checkout = aCheckoutRequest({
  paymentId: '0198a2b4-0000-7000-8000-000000000004',
  amount: '125000.00',
  currency: 'ARS',
  notificationUrl: 'http://localhost:5001/payments/sandbox/notifications',
  returnUrl: 'http://localhost:3000/checkout/tok',
});

function setUp() {
  const clock = testClock('2026-03-01T12:00:00Z');
  const vendor = createSandboxVendor({
    secret,
    checkoutBaseUrl: 'http://localhost:3000/checkout/sandbox/',
    clock,
    maxAgeSeconds: 300,
  });
  return { vendor, clock };
}

const asIncoming = (signed: { rawBody: string; headers: Record<string, string> }): IncomingNotification => ({
  rawBody: Buffer.from(signed.rawBody),
  headers: signed.headers,
  query: {},
});

describe('sandbox payment vendor', () => {
  it('sends the payer to the web app page of an unguessable reference, once per idempotency key', async () => {
    const { vendor } = setUp();
    const first = await vendor.createCheckout(checkout);
    expect(first.redirectUrl).toBe(`http://localhost:3000/checkout/sandbox/${first.vendorReference}`);
    expect(first.vendorReference).toMatch(/^sbx_[A-Za-z0-9_-]{22}$/);
    expect((await vendor.createCheckout(checkout)).vendorReference).toBe(first.vendorReference);
    expect((await vendor.createCheckout({ ...checkout, idempotencyKey: 'init-2' })).vendorReference).not.toBe(
      first.vendorReference,
    );
    expect(await vendor.fetchPayment(first.vendorReference)).toMatchObject({
      status: 'PENDING',
      paymentId: checkout.paymentId,
      amount: '125000.00',
    });
  });

  it.each(SANDBOX_DECISIONS)(
    'records a %s decision and signs the notification that announces it',
    async (decision) => {
      const { vendor } = setUp();
      const { vendorReference } = await vendor.createCheckout(checkout);
      const signed = await vendor.decide(vendorReference, decision);
      expect(signed.url).toBe(checkout.notificationUrl);
      // HMAC-SHA256 over "<t>.<raw body>", computed here independently.
      const t = Math.floor(Date.parse('2026-03-01T12:00:00Z') / 1000);
      const v1 = createHmac('sha256', secret).update(`${t}.${signed.rawBody}`).digest('hex');
      expect(signed.headers[SANDBOX_SIGNATURE_HEADER]).toBe(`t=${t},v1=${v1}`);
      expect(await vendor.verifyNotification(asIncoming(signed))).toMatchObject({
        verified: true,
        notification: { vendorId: 'sandbox', vendorReference, event: decision },
      });
      expect((await vendor.fetchPayment(vendorReference)).status).toBe(decision);
    },
  );

  it('refuses a missing, malformed, foreign, tampered or replayed signature', async () => {
    const { vendor, clock } = setUp();
    const { vendorReference } = await vendor.createCheckout(checkout);
    const signed = await vendor.decide(vendorReference, 'REJECTED');
    const refusal = async (notification: IncomingNotification) =>
      (await vendor.verifyNotification(notification)) as { refusal?: string };
    expect(await refusal({ ...asIncoming(signed), headers: {} })).toMatchObject({
      refusal: 'missing-signature',
    });
    expect(
      await refusal(asIncoming({ ...signed, headers: { [SANDBOX_SIGNATURE_HEADER]: 't=abc,v1=00' } })),
    ).toMatchObject({
      refusal: 'malformed-signature',
    });
    const foreign = createSandboxVendor({
      secret: 'another-install',
      checkoutBaseUrl: 'x',
      clock,
      maxAgeSeconds: 300,
    });
    expect(await refusal(asIncoming({ ...signed, headers: foreign.sign(signed.rawBody) }))).toMatchObject({
      refusal: 'bad-signature',
    });
    const approved = signed.rawBody.replace('REJECTED', 'APPROVED');
    expect(await refusal(asIncoming({ ...signed, rawBody: approved }))).toMatchObject({
      refusal: 'bad-signature',
    });
    clock.advance(301_000);
    expect(await refusal(asIncoming(signed))).toMatchObject({ refusal: 'stale' });
  });

  it('knows no payment it did not create', async () => {
    const { vendor } = setUp();
    await expect(vendor.fetchPayment('sbx_unknown')).rejects.toMatchObject({ status: 404 });
    await expect(vendor.decide('sbx_unknown', 'APPROVED')).rejects.toMatchObject({ status: 404 });
  });
});

describe('sandbox refunds', () => {
  it('refunds at once, once per idempotency key, never more than what is left; the payment lists its refunds', async () => {
    const { vendor } = setUp();
    const { vendorReference } = await vendor.createCheckout(checkout);
    await vendor.decide(vendorReference, 'APPROVED');
    const request = {
      vendorPaymentId: vendorReference,
      amount: '25000.00',
      currency: 'ARS',
      idempotencyKey: 'refund-1',
    } as const;
    const refund = await vendor.refund(request);
    expect(refund).toMatchObject({ status: 'COMPLETED', amount: '25000.00', refundedId: vendorReference });
    expect((await vendor.refund(request)).vendorRefundId).toBe(refund.vendorRefundId);
    const payment = await vendor.fetchPayment(vendorReference);
    expect(payment).toMatchObject({ status: 'APPROVED', refundableId: vendorReference });
    expect(payment.refunds.map((r) => r.vendorRefundId)).toEqual([refund.vendorRefundId]);
    await expect(
      vendor.refund({ ...request, amount: '100000.01', idempotencyKey: 'refund-2' }),
    ).rejects.toMatchObject({ vendor: 'Sandbox', status: 422 });
    expect(await vendor.fetchRefund(refund.vendorRefundId, vendorReference)).toMatchObject({
      status: 'COMPLETED',
    });
  });
});
