/**
 * Refunds go through the vendor (issue 17, item 4), through the HTTP API with local fakes
 * speaking each vendor's protocol: staff's "Reembolsar" of a vendor payment asks the
 * vendor's refund API with one idempotency key per refund (a retry never refunds twice);
 * the REFUND movement is written when the vendor confirms (at once, or by its notification
 * or a re-check); refunds, reversals and chargebacks made at the vendor reach the ledger
 * once; over-refunds (pending ones counted) are refused; a refusal or a silent vendor is said.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { movementsOfPayment } from '../../../test/setup/payment-movements.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { deliver, startVendorFakes } from '../../../test/setup/vendor-fakes.js';
import { enrollmentPeriods, exchangeRates } from '../../db/schema/index.js';
import { convertMoney } from './exchange.js';
import { checkLedger } from './ledger.js';

const clock = testClock('2026-03-10T15:00:00Z');
const { mercadopago, dlocal, paypal, paymentsConfig } = await startVendorFakes({ paypalFee: '0.10' });
const t = useTestApp(
  {
    tokenTtlSeconds: 365 * 86_400,
    // A vendor that has not answered in 5 s has timed out (answerLate's lost answers come after
    // 8 s). Not less: 20 copies of a notification each fetch the payment from the fake at once,
    // and on a machine busy with the rest of the suite some of those took more than a second.
    payments: paymentsConfig({ vendorTimeoutMs: 5_000 }),
  },
  { clock },
);

const { signedIn, enrolledPayment, aUsdPayment } = paymentScenarios(t, clock);

const notify = (path: string, incoming: Parameters<typeof deliver>[2]) => deliver(t, path, incoming);

type Staff = Awaited<ReturnType<typeof signedIn>>;

const refund = (staff: Staff, paymentId: string, body: { amount?: string; reason?: string }, key?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/payments/${paymentId}/status/REFUNDED`,
    headers: { ...staff.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { reason: 'Baja del curso', ...body },
  });

const details = async (staff: Staff, paymentId: string) =>
  (await staff.get(`/payments/${paymentId}/details`)).json() as {
    refunds: {
      amount: string;
      status: string;
      vendorRefundId: string | null;
      origin: string;
      vendorAmount: string;
      vendorCurrency: string;
    }[];
  };

const payment = async (staff: Staff, paymentId: string) =>
  (await staff.get(`/payments/${paymentId}`)).json() as {
    status: string;
    refundedAmount: string;
  };

/** The payment as a re-check with its vendor leaves it (checkPayment). */
const recheck = async (staff: Staff, paymentId: string) =>
  (await staff.get(`/payments/check/payment/${paymentId}`)).json() as {
    status: string;
    refundedAmount: string;
  };

/** Runs `work` while the vendor's fake answers refunds with `status`; then it answers its default again. */
async function whileRefundsAnswer(
  fake: { options: { refundStatus?: string } },
  status: string,
  work: () => Promise<void>,
) {
  fake.options.refundStatus = status;
  try {
    await work();
  } finally {
    fake.options.refundStatus = undefined;
  }
}

async function movementsOf(paymentId: string) {
  const rows = await movementsOfPayment(t.database.db, paymentId);
  return rows.filter((row) => row.type !== 'FEE').map((row) => `${row.type} ${row.amount}`);
}

async function balanced(userId: string) {
  const ledger = await checkLedger(t.database.db, [userId]);
  expect(ledger.balanced).toBe(true);
}

/** A BASIC user enrolled in a 3 × 1000.00 ARS plan, its payment for period 1 and a commercial admin. */
async function anEnrolledPayment(country?: string) {
  const scenario = await enrolledPayment(country);
  return { ...scenario, paymentId: scenario.payment.id, linkToken: scenario.payment.linkToken };
}

async function paidOfPeriod1(enrollmentId: string) {
  const [row] = await t.database.db
    .select()
    .from(enrollmentPeriods)
    .where(and(eq(enrollmentPeriods.enrollmentId, enrollmentId), eq(enrollmentPeriods.number, 1)));
  return row!.paidAmount;
}

let nextMpId = 8_000;

/** A payment of period 1 approved through Mercado Pago (its notification applied). */
async function approvedWithMercadoPago() {
  const setup = await anEnrolledPayment();
  const init = await t.app.inject({
    method: 'POST',
    url: `/payments/${setup.paymentId}/initialize?vendor=mercadopago`,
    headers: setup.student.headers,
  });
  expect(init.statusCode).toBe(200);
  nextMpId += 1;
  const mpId = nextMpId;
  mercadopago.setPayment({
    id: mpId,
    status: 'approved',
    external_reference: setup.paymentId,
    transaction_amount: 1000,
    currency_id: 'ARS',
  });
  expect(
    (await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification(String(mpId)))).statusCode,
  ).toBe(200);
  expect(await payment(setup.admin, setup.paymentId)).toMatchObject({ status: 'APPROVED' });
  expect(await paidOfPeriod1(setup.enrollmentId)).toBe('1000.00');
  return { ...setup, mpId };
}

const mpNotify = (mpId: number) =>
  notify('/payments/mercadopago_ar/webhooks', mercadopago.notification(String(mpId)));

describe('Mercado Pago', () => {
  it('refunds through Mercado Pago once per key, writes the ledger when it confirms, reopens the period, refuses too much', async () => {
    const { admin, student, paymentId, enrollmentId, mpId } = await approvedWithMercadoPago();
    const before = mercadopago.counters.refunds;

    const partial = await refund(admin, paymentId, { amount: '300.00' }, 'dialog-1');
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '300.00' });
    const sent = mercadopago.requests.filter((r) => r.path === `/v1/payments/${mpId}/refunds`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['x-idempotency-key']).toBeTruthy();
    expect(JSON.parse(sent[0]!.body)).toEqual({ amount: 300 });
    // The same request again (a double click, a retry): the same key, one refund at Mercado Pago.
    const again = await refund(admin, paymentId, { amount: '300.00' }, 'dialog-1');
    expect(again.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '300.00' });
    expect(mercadopago.counters.refunds - before).toBe(1);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00', 'REFUND -300.00']);
    expect(await paidOfPeriod1(enrollmentId)).toBe('700.00');

    const tooMuch = await refund(admin, paymentId, { amount: '700.01' }, 'dialog-2');
    expect(tooMuch.json()).toMatchObject({ status: 422, code: 'REFUND_EXCEEDS_PAYMENT' });
    for (const amount of ['0.00', '-5.00']) {
      const refused = await refund(admin, paymentId, { amount }, 'dialog-2');
      expect(refused.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect(mercadopago.counters.refunds - before).toBe(1);

    const rest = await refund(admin, paymentId, {}, 'dialog-3');
    expect(rest.json()).toMatchObject({ status: 'REFUNDED', refundedAmount: '1000.00' });
    expect(JSON.parse(mercadopago.requests.at(-1)!.body)).toEqual({ amount: 700 });
    // Its answer lost, the same request again answers it; another is refused (nothing is left).
    expect((await refund(admin, paymentId, {}, 'dialog-3')).json()).toMatchObject({ status: 'REFUNDED' });
    expect((await refund(admin, paymentId, {}, 'dialog-4')).json()).toMatchObject({
      status: 409,
      code: 'PAYMENT_TRANSITION_REFUSED',
    });
    expect(mercadopago.counters.refunds - before).toBe(2);
    expect(await paidOfPeriod1(enrollmentId)).toBe('0.00');
    const listed = (await details(admin, paymentId)).refunds;
    expect(listed.map((r) => [r.amount, r.status, r.origin])).toEqual([
      ['300.00', 'COMPLETED', 'staff'],
      ['700.00', 'COMPLETED', 'staff'],
    ]);
    expect(listed.every((r) => r.vendorRefundId)).toBe(true);

    // Mercado Pago's notification of the refunded payment lists the same refunds: nothing twice.
    expect((await mpNotify(mpId)).statusCode).toBe(200);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00', 'REFUND -300.00', 'REFUND -700.00']);
    await balanced(student.user.id);
  });

  it('records a pending refund, holds its amount, and writes the movement once when the notification confirms it', async () => {
    const { admin, student, paymentId, mpId } = await approvedWithMercadoPago();
    await whileRefundsAnswer(mercadopago, 'in_process', async () => {
      const asked = await refund(admin, paymentId, { amount: '400.00' }, 'pending-1');
      expect(asked.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '0.00' });
    });
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00']);
    const [pending] = (await details(admin, paymentId)).refunds;
    expect(pending).toMatchObject({ amount: '400.00', status: 'PENDING', origin: 'staff' });
    // What is pending is no longer refundable.
    const tooMuch = await refund(admin, paymentId, { amount: '600.01' }, 'pending-2');
    expect(tooMuch.json()).toMatchObject({ status: 422, code: 'REFUND_EXCEEDS_PAYMENT' });

    mercadopago.settleRefund(mpId, Number(pending!.vendorRefundId), 'approved');
    const copies = await Promise.all(Array.from({ length: 20 }, () => mpNotify(mpId)));
    expect(copies.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00', 'REFUND -400.00']);
    expect(await payment(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '400.00' });
    expect((await details(admin, paymentId)).refunds).toMatchObject([{ status: 'COMPLETED' }]);
    await balanced(student.user.id);
  });

  it('records refunds made on Mercado Pago, partial and then the rest, once each', async () => {
    const { admin, student, paymentId, enrollmentId, mpId } = await approvedWithMercadoPago();
    mercadopago.refundAtVendor(mpId, 250);
    expect((await mpNotify(mpId)).statusCode).toBe(200);
    expect((await mpNotify(mpId)).statusCode).toBe(200);
    expect(await payment(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '250.00' });
    expect(await paidOfPeriod1(enrollmentId)).toBe('750.00');
    mercadopago.refundAtVendor(mpId, 750);
    expect((await mpNotify(mpId)).statusCode).toBe(200);
    expect(await payment(admin, paymentId)).toMatchObject({ status: 'REFUNDED', refundedAmount: '1000.00' });
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00', 'REFUND -250.00', 'REFUND -750.00']);
    expect((await details(admin, paymentId)).refunds.map((r) => r.origin)).toEqual(['vendor', 'vendor']);
    await balanced(student.user.id);
  });

  it('says when Mercado Pago refuses (nothing refunded) or does not answer (pending; the retry with the same key refunds once)', async () => {
    const { admin, student, paymentId, mpId } = await approvedWithMercadoPago();
    mercadopago.answerNext({ status: 400, body: { message: 'Payment too old to be refunded', status: 400 } });
    const refused = await refund(admin, paymentId, { amount: '100.00' }, 'refused-1');
    expect(refused.json()).toMatchObject({ status: 422, code: 'VENDOR_REFUND_REFUSED' });
    expect((await details(admin, paymentId)).refunds).toMatchObject([{ amount: '100.00', status: 'FAILED' }]);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00']);
    // Answered, but rejected: refused too, and its amount is refundable again.
    await whileRefundsAnswer(mercadopago, 'rejected', async () => {
      const rejected = await refund(admin, paymentId, { amount: '1000.00' }, 'rejected-1');
      expect(rejected.json()).toMatchObject({ status: 422, code: 'VENDOR_REFUND_REFUSED' });
    });
    expect((await details(admin, paymentId)).refunds.map((r) => r.status)).toEqual(['FAILED', 'FAILED']);

    const before = mercadopago.counters.refunds;
    // Mercado Pago refunds, but its answer is lost: we cannot know, so the refund stays pending.
    mercadopago.answerLate(8_000);
    const silent = await refund(admin, paymentId, { amount: '100.00' }, 'lost-1');
    expect(silent.json()).toMatchObject({ status: 502, code: 'VENDOR_UNAVAILABLE' });
    expect(mercadopago.counters.refunds - before).toBe(1);
    const listed = (await details(admin, paymentId)).refunds;
    expect(listed.map((r) => [r.status, Boolean(r.vendorRefundId)])).toEqual([
      ['FAILED', false],
      ['FAILED', true],
      ['PENDING', false],
    ]);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00']);
    const retried = await refund(admin, paymentId, { amount: '100.00' }, 'lost-1');
    expect(retried.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '100.00' });
    expect(mercadopago.counters.refunds - before).toBe(1);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00', 'REFUND -100.00']);
    expect((await mpNotify(mpId)).statusCode).toBe(200);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00', 'REFUND -100.00']);
    await balanced(student.user.id);
  });

  it('never gives back more than was paid, however many refunds are asked at once', async () => {
    const { admin, student, paymentId } = await approvedWithMercadoPago();
    const before = mercadopago.counters.refunds;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) => refund(admin, paymentId, { amount: '400.00' }, `race-${n}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 422, 422, 422]);
    expect(mercadopago.counters.refunds - before).toBe(2);
    expect(await payment(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '800.00' });
    expect(await movementsOf(paymentId)).toEqual(['INCOME 1000.00', 'REFUND -400.00', 'REFUND -400.00']);
    await balanced(student.user.id);
  });

  it('exposes refundThroughVendor for other decisions (the vendor call alone, idempotent by its key)', async () => {
    const { mpId } = await approvedWithMercadoPago();
    const { services } = dependenciesOf(t);
    const request = {
      vendorId: 'mercadopago',
      vendorPaymentId: String(mpId),
      amount: '10.00',
      currency: 'ARS',
      idempotencyKey: `unapplied:${mpId}`,
    } as const;
    const first = await services.refunds.refundThroughVendor(request);
    const second = await services.refunds.refundThroughVendor(request);
    expect(first).toMatchObject({ outcome: 'answered', refund: { status: 'COMPLETED', amount: '10.00' } });
    expect(second).toEqual(first);
  });
});

async function capturedWithPaypal() {
  const setup = await aUsdPayment('paypal', 'US');
  paypal.approve(setup.vendorOrderId!);
  const captured = await t.app.inject({
    method: 'POST',
    url: `/payments/paypal/capture?paymentId=${setup.paymentId}`,
    headers: setup.payer.headers,
  });
  expect(captured.json()).toMatchObject({ status: 'APPROVED' });
  return { ...setup, orderId: setup.vendorOrderId!, captureId: paypal.captureOf(setup.vendorOrderId!)!.id };
}

const paypalWebhook = (incoming: ReturnType<typeof paypal.webhook>) =>
  notify('/payments/paypal/webhooks', incoming);

describe('PayPal', () => {
  it('refunds the capture with PayPal-Request-Id; a refund made at PayPal arrives by its verified webhook, once', async () => {
    const { admin, payer, paymentId, orderId, captureId } = await capturedWithPaypal();
    const asked = await refund(admin, paymentId, { amount: '19.00' }, 'pp-1');
    expect(asked.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '19.00' });
    const sent = paypal.requests.find((r) => r.path === `/v2/payments/captures/${captureId}/refund`)!;
    expect(sent.headers['paypal-request-id']).toBeTruthy();
    expect(JSON.parse(sent.body)).toMatchObject({ amount: { currency_code: 'USD', value: '19.00' } });

    const atPaypal = paypal.refundAtPaypal(orderId, '10.00');
    const event = paypal.refundEvent(atPaypal);
    expect((await paypalWebhook(paypal.webhook(event, true))).statusCode).toBe(401);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'REFUND -19.00']);
    const genuine = paypal.webhook(event);
    // PayPal cannot verify it now (its verify call fails): 502, PayPal delivers it again later.
    paypal.answerNext({ status: 503, body: { name: 'SERVICE_UNAVAILABLE' } });
    expect((await paypalWebhook(genuine)).statusCode).toBe(502);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'REFUND -19.00']);
    expect((await paypalWebhook(genuine)).statusCode).toBe(200);
    expect((await paypalWebhook(paypal.webhook(event))).statusCode).toBe(200);
    expect(await payment(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '29.00' });
    // Re-checking the order (PARTIALLY_REFUNDED, both refunds listed) adds nothing.
    expect(await recheck(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '29.00' });
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'REFUND -19.00', 'REFUND -10.00']);
    await balanced(payer.user.id);
  });

  it('records a PARTIALLY_REFUNDED capture found by a re-check, and the rest when PayPal says REFUNDED', async () => {
    const { admin, payer, paymentId, orderId } = await capturedWithPaypal();
    paypal.refundAtPaypal(orderId, '5.00');
    expect(await recheck(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '5.00' });
    paypal.refundAtPaypal(orderId, '44.00');
    expect(await recheck(admin, paymentId)).toMatchObject({ status: 'REFUNDED', refundedAmount: '49.00' });
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'REFUND -5.00', 'REFUND -44.00']);
    await balanced(payer.user.id);
  });

  it('takes a PAYMENT.CAPTURE.REVERSED as a chargeback', async () => {
    const { admin, payer, paymentId, orderId } = await capturedWithPaypal();
    const reversal = paypal.refundAtPaypal(orderId);
    const answer = await paypalWebhook(
      paypal.webhook(paypal.refundEvent(reversal, 'PAYMENT.CAPTURE.REVERSED')),
    );
    expect(answer.statusCode).toBe(200);
    expect(await payment(admin, paymentId)).toMatchObject({ status: 'CHARGED_BACK' });
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'CHARGEBACK -49.00']);
    await balanced(payer.user.id);
  });

  it('refunds an ARS payment charged in USD at the rate it was charged; the rest gives back all of the charge', async () => {
    const { admin, student, paymentId, linkToken } = await anEnrolledPayment('US');
    await t.database.db.insert(exchangeRates).values({
      fromCurrency: 'USD',
      toCurrency: 'ARS',
      rate: '1000',
      createdAt: new Date('2020-01-03T00:00:00Z'),
    });
    const init = await t.app.inject({
      method: 'POST',
      url: `/checkout/${linkToken}/initialize?vendor=paypal`,
    });
    const orderId = init.json().vendorOrderId as string;
    const charged = init.json().chargedAmount as string;
    paypal.approve(orderId);
    await t.app.inject({ method: 'POST', url: `/checkout/${linkToken}/paypal/capture` });
    const components = await admin.get(`/payments/${paymentId}/components`);
    const line = (components.json() as { description: string; currency: string }[]).find(
      (l) => l.currency === 'USD',
    )!;
    const rate = /1 USD = ([0-9.]+) ARS/.exec(line.description)![1]!;

    const partial = await refund(admin, paymentId, { amount: '250.00' }, 'ars-1');
    expect(partial.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '250.00' });
    const usd = convertMoney('250.00', 'ARS', 'USD', rate);
    expect(paypal.refundsOf(orderId).map((r) => r.amount)).toEqual([{ currency_code: 'USD', value: usd }]);
    const rest = await refund(admin, paymentId, {}, 'ars-2');
    expect(rest.json()).toMatchObject({ status: 'REFUNDED', refundedAmount: '1000.00' });
    const given = paypal.refundsOf(orderId).map((r) => Math.round(Number(r.amount.value) * 100));
    expect(given.reduce((a, b) => a + b, 0)).toBe(Math.round(Number(charged) * 100));
    expect((await details(admin, paymentId)).refunds.map((r) => [r.amount, r.vendorCurrency])).toEqual([
      ['250.00', 'USD'],
      ['750.00', 'USD'],
    ]);
    await balanced(student.user.id);
  });
});

/** A USD payment paid with dLocal (its notification applied). */
async function paidWithDlocal() {
  const setup = await aUsdPayment('dlocal', 'UY');
  const dlocalId = [...dlocal.payments.keys()].find((id) =>
    dlocal.payments.get(id)!.order_id.startsWith(setup.paymentId),
  )!;
  dlocal.settle(dlocalId, 'PAID', '200');
  expect((await notify('/payments/dlocal/notifications', dlocal.notification(dlocalId))).statusCode).toBe(
    200,
  );
  return { ...setup, dlocalId };
}

describe('dLocal', () => {
  it('keeps a pending refund until its signed notification (or a re-check) confirms it; copies count once', async () => {
    const { admin, payer, paymentId, dlocalId } = await paidWithDlocal();

    await whileRefundsAnswer(dlocal, 'PENDING', async () => {
      const asked = await refund(admin, paymentId, { amount: '20.00' }, 'dl-1');
      expect(asked.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '0.00' });
      const second = await refund(admin, paymentId, { amount: '9.00' }, 'dl-2');
      expect(second.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '0.00' });
    });
    const sent = JSON.parse(dlocal.requests.find((r) => r.path === '/refunds')!.body);
    expect(sent).toMatchObject({ payment_id: dlocalId, amount: 20, currency: 'USD' });
    expect(sent.notification_url).toMatch(/\/payments\/dlocal\/notifications$/);
    const [first, other] = (await details(admin, paymentId)).refunds;
    expect(first).toMatchObject({ status: 'PENDING', amount: '20.00' });

    dlocal.settleRefund(first!.vendorRefundId!, 'SUCCESS');
    const forged = dlocal.refundNotification(first!.vendorRefundId!, { secret: 'wrong' });
    expect((await notify('/payments/dlocal/notifications', forged)).statusCode).toBe(401);
    const genuine = dlocal.refundNotification(first!.vendorRefundId!);
    expect((await notify('/payments/dlocal/notifications', genuine)).statusCode).toBe(200);
    expect((await notify('/payments/dlocal/notifications', genuine)).statusCode).toBe(200);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'REFUND -20.00']);

    // Its notification never arrives: re-checking the payment reads the refund.
    dlocal.settleRefund(other!.vendorRefundId!, 'SUCCESS');
    expect(await recheck(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '29.00' });
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'REFUND -20.00', 'REFUND -9.00']);
    await balanced(payer.user.id);
  });
  it('finds a refund whose answer was lost among the payment’s refunds at dLocal, and writes its movement once', async () => {
    const { admin, payer, paymentId } = await paidWithDlocal();
    const before = dlocal.counters.refunds;
    // dLocal refunds, but its answer never reaches us (our call timed out).
    dlocal.answerLate(8_000);
    const lost = await refund(admin, paymentId, { amount: '15.00' }, 'dl-lost');
    expect(lost.json()).toMatchObject({ status: 502, code: 'VENDOR_UNAVAILABLE' });
    expect(dlocal.counters.refunds - before).toBe(1);
    expect((await details(admin, paymentId)).refunds).toMatchObject([
      { amount: '15.00', status: 'PENDING', vendorRefundId: null },
    ]);
    // The same request again is never sent to dLocal again (its idempotency is unconfirmed).
    expect((await refund(admin, paymentId, { amount: '15.00' }, 'dl-lost')).json()).toMatchObject({
      status: 'APPROVED',
      refundedAmount: '0.00',
    });
    expect(dlocal.counters.refunds - before).toBe(1);
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00']);

    // The vendor sync (and a re-check) reads dLocal's refunds of the payment: settled once.
    for (let round = 0; round < 2; round += 1) {
      expect(await recheck(admin, paymentId)).toMatchObject({ status: 'APPROVED', refundedAmount: '15.00' });
    }
    expect(await movementsOf(paymentId)).toEqual(['INCOME 49.00', 'REFUND -15.00']);
    const [settled] = (await details(admin, paymentId)).refunds;
    expect(settled).toMatchObject({ amount: '15.00', status: 'COMPLETED', origin: 'staff' });
    expect(settled!.vendorRefundId).toBeTruthy();
    expect(dlocal.counters.refunds - before).toBe(1);
    await balanced(payer.user.id);
  });
});

describe('a signed refund notification the vendor does not know', () => {
  it('answers 200 (logged at warn) to PayPal’s PAYMENT.CAPTURE.REFUNDED of an unknown refund, so PayPal stops retrying', async () => {
    const event = {
      id: 'WH-unknown-refund',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource_type: 'refund',
      resource: {
        id: 'NO-SUCH-REFUND',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '1.00' },
      },
    };
    const answer = await notify('/payments/paypal/webhooks', paypal.webhook(event));
    expect(answer.statusCode).toBe(200);
    // A forged one is still refused.
    expect((await notify('/payments/paypal/webhooks', paypal.webhook(event, true))).statusCode).toBe(401);
  });

  it('answers 200 to dLocal’s refund notification of a refund it does not know', async () => {
    dlocal.refunds.set('REF-unknown', {
      id: 'REF-unknown',
      payment_id: 'D-4-unknown',
      amount: 5,
      currency: 'USD',
      status: 'SUCCESS',
      status_code: '200',
      created_date: new Date().toISOString(),
    });
    const incoming = dlocal.refundNotification('REF-unknown');
    // Signed, but dLocal answers 404 when it is read: nothing to retry for.
    dlocal.refunds.delete('REF-unknown');
    expect((await notify('/payments/dlocal/notifications', incoming)).statusCode).toBe(200);
  });
});

describe('the sandbox vendor and manual payments', () => {
  it('refunds a sandbox payment at once through the sandbox', async () => {
    const { admin, student, paymentId, linkToken, enrollmentId } = await anEnrolledPayment();
    const init = await t.app.inject({
      method: 'POST',
      url: `/checkout/${linkToken}/initialize?vendor=sandbox`,
    });
    const reference = (init.json().redirectUrl as string).split('/').pop()!;
    await t.app.inject({
      method: 'POST',
      url: `/payments/sandbox/checkout/${reference}/decision`,
      payload: { decision: 'APPROVED' },
    });
    const asked = await refund(admin, paymentId, { amount: '300.00' }, 'sbx-1');
    expect(asked.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '300.00' });
    expect((await details(admin, paymentId)).refunds).toMatchObject([
      { amount: '300.00', status: 'COMPLETED', origin: 'staff' },
    ]);
    expect(await paidOfPeriod1(enrollmentId)).toBe('700.00');
    await balanced(student.user.id);
  });

  it('records the refund of a manual payment by hand, calling no vendor', async () => {
    const { admin, student, paymentId } = await anEnrolledPayment();
    await admin.post(`/payments/${paymentId}/initialize?vendor=manual`);
    await admin.put(`/payments/${paymentId}/status/APPROVED`, { reason: 'Transferencia' });
    const calls = mercadopago.requests.length + paypal.requests.length + dlocal.requests.length;
    const asked = await refund(admin, paymentId, { amount: '100.00' });
    expect(asked.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '100.00' });
    expect(mercadopago.requests.length + paypal.requests.length + dlocal.requests.length).toBe(calls);
    expect((await details(admin, paymentId)).refunds).toEqual([]);
    await balanced(student.user.id);
  });
});
