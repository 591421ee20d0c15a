/**
 * The vendor side of payments through the HTTP API, with local fakes speaking each vendor's
 * protocol: the public checkout by link token (wrong, malformed, expired token; rate limit),
 * initialising with a vendor, the sandbox payer's decision reaching the API as a signed
 * notification, Mercado Pago and dLocal notifications (valid, bad, missing and replayed
 * signatures, unknown payments, 20 duplicates at once, reordered statuses), and the ledger.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { deliver, mercadoPagoArsPayments, startVendorFakes } from '../../../test/setup/vendor-fakes.js';
import {
  enrollments,
  exchangeRates,
  moneyMovements,
  paymentAllocations,
  payments,
  processedNotifications,
  sandboxPayments,
} from '../../db/schema/index.js';
import { convertMoney } from './exchange.js';
import { checkLedger } from './ledger.js';

const clock = testClock('2026-03-10T15:00:00Z');
const { mercadopago, dlocal, paypal, paypalOptions, paymentsConfig } = await startVendorFakes({
  paypalFee: '0.10',
});
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400, payments: paymentsConfig() }, { clock });
const { signedIn, enrolledPayment: aPayment, aUsdPayment } = paymentScenarios(t, clock);

const notify = (path: string, incoming: Parameters<typeof deliver>[2]) => deliver(t, path, incoming);

async function moneyOf(paymentId: string) {
  const movements = await t.database.db
    .select()
    .from(moneyMovements)
    .where(and(eq(moneyMovements.paymentId, paymentId), eq(moneyMovements.type, 'INCOME')));
  const allocations = await t.database.db
    .select()
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId));
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return { incomes: movements.length, allocations: allocations.length, status: payment!.status };
}

describe('the public checkout by link token', () => {
  it('shows the payment behind the link and nothing about its user; pays it in the sandbox', async () => {
    const { payment, enrollmentId, course, student } = await aPayment();
    const view = await t.app.inject({ url: `/checkout/${payment.linkToken}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      paymentId: payment.id,
      status: 'CREATED',
      amount: '1000.00',
      currency: 'ARS',
      course: { id: course.id },
      periods: [{ number: 1, amount: '1000.00' }],
      allowedVendors: [
        { vendorId: 'mercadopago', currency: 'ARS' },
        { vendorId: 'sandbox', currency: 'ARS' },
      ],
    });
    expect(JSON.stringify(view.json())).not.toContain(student.user.email);
    expect(view.json()).not.toHaveProperty('userId');

    const init = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/checkout/${payment.linkToken}/initialize?vendor=sandbox`,
        headers: { 'idempotency-key': key },
      });
    const first = await init('k-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PENDING', vendorId: 'sandbox', chargedAmount: '1000.00' });
    expect((await init('k-1')).json()).toEqual(first.json());
    const reference = (first.json().redirectUrl as string).split('/').pop()!;

    // Kept in the database: the sandbox page survives a restart and works on any replica.
    const [kept] = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, reference));
    expect(kept).toMatchObject({ paymentId: payment.id, status: 'PENDING' });
    const page = await t.app.inject({ url: `/payments/sandbox/checkout/${reference}` });
    expect(page.json()).toMatchObject({ amount: '1000.00', currency: 'ARS', status: 'PENDING' });
    const decided = await t.app.inject({
      method: 'POST',
      url: `/payments/sandbox/checkout/${reference}/decision`,
      payload: { decision: 'APPROVED' },
    });
    expect(decided.statusCode).toBe(200);
    const status = await t.app.inject({ url: `/checkout/${payment.linkToken}/status` });
    expect(status.json()).toMatchObject({ status: 'APPROVED' });
    const [enrollment] = await t.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId));
    expect(enrollment!.status).toBe('ACTIVE');
    expect(await moneyOf(payment.id)).toEqual({ incomes: 1, allocations: 1, status: 'APPROVED' });

    const again = await init('k-2');
    expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_PAYABLE' });
  });

  it('refuses an unknown, malformed or expired token, and a vendor the payment may not use', async () => {
    const { payment } = await aPayment();
    const unknown = 'A'.repeat(43);
    expect((await t.app.inject({ url: `/checkout/${unknown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/checkout/short' })).statusCode).toBe(400);
    const paypal = await t.app.inject({
      method: 'POST',
      url: `/checkout/${payment.linkToken}/initialize?vendor=manual`,
    });
    expect(paypal.json()).toMatchObject({ status: 422, code: 'VENDOR_NOT_ALLOWED' });

    await t.database.db
      .update(payments)
      .set({ linkExpiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(payments.id, payment.id));
    const expired = await t.app.inject({ url: `/checkout/${payment.linkToken}` });
    expect(expired.json()).toMatchObject({ status: 410, code: 'PAYMENT_LINK_EXPIRED' });
  });

  it('lets staff issue a new link; the old one stops working', async () => {
    const { payment, admin } = await aPayment();
    const issued = await admin.post(`/payments/${payment.id}/link`);
    expect(issued.statusCode).toBe(201);
    expect(issued.json().url).toMatch(/\/checkout\/[A-Za-z0-9_-]{43}$/);
    expect((await t.app.inject({ url: `/checkout/${payment.linkToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/checkout/${issued.json().linkToken}` })).statusCode).toBe(200);
  });

  it('never lets the payer reissue his link, which would kill the one his seller sent', async () => {
    const { payment, student } = await aPayment();
    const reissue = (headers: Record<string, string>, paymentId: string) =>
      t.app.inject({ method: 'POST', url: `/payments/${paymentId}/link`, headers });
    expect((await reissue(student.headers, payment.id)).json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    // A seller paying his own enrollment is its payer, not its referrer: he sees it, but may not.
    const course = await createCourse(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id);
    const seller = await signedIn(['STUDENT', 'SELLER']);
    const enrollment = await seller.post('/courses/enrollments/enrollment/create', {
      courseId: course.id,
      paymentPlanId: plan.id,
    });
    const own = await seller.post('/payments', { enrollmentId: enrollment.json().id });
    expect((await reissue(seller.headers, own.json().id)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.app.inject({ url: `/checkout/${payment.linkToken}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/checkout/${own.json().linkToken}` })).statusCode).toBe(200);
  });
});

describe('Mercado Pago notifications', () => {
  async function initialised() {
    const setup = await aPayment();
    const init = await t.app.inject({
      method: 'POST',
      url: `/payments/${setup.payment.id}/initialize?vendor=mercadopago`,
      headers: setup.student.headers,
    });
    expect(init.statusCode).toBe(200);
    expect(init.json().redirectUrl).toContain('pref_id=');
    return setup;
  }

  const setMpPayment = mercadoPagoArsPayments(mercadopago);

  it('refuses a bad or missing signature (401) changing nothing', async () => {
    const { payment } = await initialised();
    setMpPayment(7001, payment.id, 'approved');
    const forged = mercadopago.notification('7001', { secret: 'wrong' });
    expect((await notify('/payments/mercadopago_ar/webhooks', forged)).statusCode).toBe(401);
    const unsigned = { ...mercadopago.notification('7001'), headers: {} };
    expect((await notify('/payments/mercadopago_ar/webhooks', unsigned)).statusCode).toBe(401);
    expect(await moneyOf(payment.id)).toEqual({ incomes: 0, allocations: 0, status: 'PENDING' });
  });

  it('applies 20 concurrent copies once, and never moves an approval backwards', async () => {
    const { payment, student } = await initialised();
    setMpPayment(7002, payment.id, 'approved');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7002')),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await moneyOf(payment.id)).toEqual({ incomes: 1, allocations: 1, status: 'APPROVED' });
    const processed = await t.database.db
      .select()
      .from(processedNotifications)
      .where(eq(processedNotifications.paymentId, payment.id));
    expect(processed).toHaveLength(1);

    // Reordered: a PENDING read after the approval changes nothing.
    setMpPayment(7002, payment.id, 'pending');
    expect(
      (await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7002'))).statusCode,
    ).toBe(200);
    expect(await moneyOf(payment.id)).toEqual({ incomes: 1, allocations: 1, status: 'APPROVED' });

    const ledger = await checkLedger(t.database.db, [student.user.id]);
    expect(ledger.balanced).toBe(true);
  });

  it('keeps nothing of a notification whose work failed half-way; the retry completes it', async () => {
    const { payment } = await initialised();
    setMpPayment(7006, payment.id, 'approved');
    // Writing its INCOME movement fails, for this payment only: the approval is rolled back whole.
    const trigger = `fail_${payment.id.replace(/-/g, '')}`;
    await t.database.db.execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin if new.payment_id = '${payment.id}' then raise exception 'disk full'; end if; return new; end $$;
        create trigger ${trigger} before insert on money_movements for each row execute function ${trigger}();`),
    );
    const failed = await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7006'));
    expect(failed.statusCode).toBe(500);
    await t.database.db.execute(
      sql.raw(`drop trigger ${trigger} on money_movements; drop function ${trigger}();`),
    );
    expect(await moneyOf(payment.id)).toEqual({ incomes: 0, allocations: 0, status: 'PENDING' });
    const kept = await t.database.db
      .select()
      .from(processedNotifications)
      .where(eq(processedNotifications.paymentId, payment.id));
    expect(kept).toEqual([]);

    const retried = await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7006'));
    expect(retried.statusCode).toBe(200);
    expect(await moneyOf(payment.id)).toEqual({ incomes: 1, allocations: 1, status: 'APPROVED' });
  });

  it('answers 2xx to a verified notification of an unknown payment, and refuses another amount', async () => {
    setMpPayment(7003, '0190c0de-0000-7000-8000-000000000000', 'approved');
    expect(
      (await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7003'))).statusCode,
    ).toBe(200);
    const { payment } = await initialised();
    setMpPayment(7004, payment.id, 'approved', 1);
    expect(
      (await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7004'))).statusCode,
    ).toBe(200);
    expect(await moneyOf(payment.id)).toEqual({ incomes: 0, allocations: 0, status: 'PENDING' });
  });

  it('answers 200 to a signed notification of a payment Mercado Pago does not know: a retry would not change that', async () => {
    const unknown = await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7990'));
    expect(unknown.statusCode).toBe(200);
  });

  it('answers 502 when Mercado Pago reports an amount of more than two decimals, changing nothing', async () => {
    const { payment } = await initialised();
    setMpPayment(7991, payment.id, 'approved', 1000.005);
    const answer = await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7991'));
    expect(answer.json()).toMatchObject({ status: 502, code: 'VENDOR_UNAVAILABLE' });
    expect(await moneyOf(payment.id)).toEqual({ incomes: 0, allocations: 0, status: 'PENDING' });
  });

  it('checkPayment re-fetches the payment a notification named', async () => {
    const { payment, student } = await initialised();
    setMpPayment(7005, payment.id, 'pending');
    await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7005'));
    setMpPayment(7005, payment.id, 'approved');
    const checked = await student.get(`/payments/check/payment/${payment.id}`);
    expect(checked.json()).toMatchObject({ status: 'APPROVED' });
  });
});

describe('dLocal notifications', () => {
  it('verifies the V2-HMAC signature over the raw body, applies PAID once, ignores a replay', async () => {
    const { payer, paymentId } = await aUsdPayment('dlocal', 'UY');
    const dlocalId = [...dlocal.payments.keys()].find((id) =>
      dlocal.payments.get(id)!.order_id.startsWith(paymentId),
    )!;
    dlocal.settle(dlocalId, 'PAID', '200');
    const bad = dlocal.notification(dlocalId, { secret: 'wrong' });
    expect((await notify('/payments/dlocal/notifications', bad)).statusCode).toBe(401);
    expect(await moneyOf(paymentId)).toMatchObject({ incomes: 0, status: 'PENDING' });
    const good = dlocal.notification(dlocalId);
    expect((await notify('/payments/dlocal/notifications', good)).statusCode).toBe(200);
    expect((await notify('/payments/dlocal/notifications', good)).statusCode).toBe(200);
    expect(await moneyOf(paymentId)).toMatchObject({ incomes: 1, status: 'APPROVED' });
    expect((await checkLedger(t.database.db, [payer.user.id])).balanced).toBe(true);
  });
});

describe('the checkout rate limit', () => {
  const limited = useTestApp({ payments: paymentsConfig({ checkoutRateLimitPerMinute: 2 }) }, { clock });
  it('answers 429 past the limit', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await limited.app.inject({ url: `/checkout/${'B'.repeat(43)}` })).statusCode);
    expect(codes).toEqual([404, 404, 429]);
  });
});

describe('PayPal', () => {
  it('charges an ARS payment in USD at the exchange rate and captures the approved order once', async () => {
    const { payment, admin } = await aPayment('US');
    // Tests share the database: an old rate, so that another file's newest rates stay its own.
    await t.database.db.insert(exchangeRates).values({
      fromCurrency: 'USD',
      toCurrency: 'ARS',
      rate: '1000',
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const clientId = await t.app.inject({ url: '/payments/paypal/client-id' });
    expect(clientId.json()).toEqual({ clientId: 'pp-client', environment: 'sandbox', currency: 'USD' });
    const init = await t.app.inject({
      method: 'POST',
      url: `/checkout/${payment.linkToken}/initialize?vendor=paypal`,
    });
    expect(init.json()).toMatchObject({ status: 'PENDING', chargedCurrency: 'USD' });
    const usd = init.json().chargedAmount as string;
    const orderId = init.json().vendorOrderId as string;
    // What the order charges is the answer's chargedAmount, checked against the rate below: the
    // current rate is the newest of the run, which payments.routes.test.ts may have set first.
    expect(paypal.orders.get(orderId)!.purchase_units[0]!.amount).toEqual({
      currency_code: 'USD',
      value: usd,
    });
    const components = await admin.get(`/payments/${payment.id}/components`);
    const exchangeLine = (
      components.json() as { description: string; amount: string; currency: string }[]
    ).find((line) => line.currency === 'USD')!;
    // The rate used is the one recorded on the line (another test file may set a newer one meanwhile).
    const rate = /1 USD = ([0-9.]+) ARS/.exec(exchangeLine.description)![1]!;
    expect(exchangeLine.amount).toBe(usd);
    expect(convertMoney('1000.00', 'ARS', 'USD', rate)).toBe(usd);

    paypal.approve(orderId);
    const capture = () =>
      t.app.inject({ method: 'POST', url: `/checkout/${payment.linkToken}/paypal/capture` });
    expect((await capture()).json()).toMatchObject({ status: 'APPROVED' });
    expect((await capture()).json()).toMatchObject({ status: 'APPROVED' });
    expect(paypal.counters.captures).toBe(1);
    expect(await moneyOf(payment.id)).toEqual({ incomes: 1, allocations: 1, status: 'APPROVED' });
  });

  it('lets the payer pay again after leaving PayPal without approving, never once PayPal holds his payment', async () => {
    const { payment } = await aPayment('US');
    await t.database.db.insert(exchangeRates).values({
      fromCurrency: 'USD',
      toCurrency: 'ARS',
      rate: '1000',
      createdAt: new Date('2020-01-02T00:00:00Z'),
    });
    const view = async () => (await t.app.inject({ url: `/checkout/${payment.linkToken}` })).json();
    const initialize = async () =>
      (
        await t.app.inject({ method: 'POST', url: `/checkout/${payment.linkToken}/initialize?vendor=paypal` })
      ).json().vendorOrderId as string;
    expect(await view()).toMatchObject({ status: 'CREATED', canPayAgain: true });
    const abandoned = await initialize();
    // He closed PayPal's window: the order waits for his approval, nothing can be charged on it.
    expect(await view()).toMatchObject({ status: 'PENDING', vendorId: 'paypal', canPayAgain: true });
    const order = await initialize();
    expect(order).not.toBe(abandoned);
    // Approved in PayPal's window: the capture will come, so no second order.
    paypal.approve(order);
    expect(await view()).toMatchObject({ status: 'PENDING', canPayAgain: false });
    paypalOptions.captureStatus = 'PENDING';
    try {
      const captured = await t.app.inject({
        method: 'POST',
        url: `/checkout/${payment.linkToken}/paypal/capture`,
      });
      expect(captured.json()).toMatchObject({ status: 'PENDING' });
    } finally {
      paypalOptions.captureStatus = undefined;
    }
    // A capture PayPal left pending is waited on: paying again could charge twice.
    expect(await view()).toMatchObject({ status: 'PENDING', canPayAgain: false });
  });
});

describe('referred enrollments and the vendor sync', () => {
  it('gives a seller the enrollment, its first payment and the payment link', async () => {
    const course = await createCourse(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id);
    const buyer = await signedIn(['BASIC']);
    const seller = await signedIn(['SELLER']);
    const referred = await t.app.inject({
      method: 'POST',
      url: '/courses/enrollments/referred',
      headers: seller.headers,
      // A seller names a buyer he never referred by e-mail (by id only those he referred).
      payload: {
        courseId: course.id,
        paymentPlanId: plan.id,
        person: { email: buyer.user.email, firstName: 'Ana', lastName: 'Compradora' },
      },
    });
    expect(referred.statusCode).toBe(201);
    const { enrollment, payment, paymentLink } = referred.json();
    expect(enrollment).toMatchObject({
      status: 'PENDING',
      referrerSellerId: seller.user.id,
      userId: buyer.user.id,
    });
    expect(payment).toMatchObject({ status: 'CREATED', referrerSellerId: seller.user.id, amount: '1000.00' });
    expect(paymentLink).toBe(`http://localhost:3000/checkout/${payment.linkToken}`);
    expect((await t.app.inject({ url: `/checkout/${payment.linkToken}` })).statusCode).toBe(200);

    // The seller who referred it may send a new link; another seller does not see the payment.
    const reissue = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/payments/${payment.id}/link`, headers });
    expect((await reissue(seller.headers)).statusCode).toBe(201);
    expect((await reissue((await signedIn(['SELLER'])).headers)).statusCode).toBe(404);
  });

  it('completes a payment whose approval notification never arrived', async () => {
    const { payment, enrollmentId, admin, student } = await aPayment();
    await student.post(`/payments/${payment.id}/initialize?vendor=mercadopago`);
    mercadopago.setPayment({
      id: 7101,
      status: 'pending',
      external_reference: payment.id,
      transaction_amount: 1000,
      currency_id: 'ARS',
    });
    await notify('/payments/mercadopago_ar/webhooks', mercadopago.notification('7101'));
    // Approved at Mercado Pago; its notification is lost.
    mercadopago.setPayment({
      id: 7101,
      status: 'approved',
      external_reference: payment.id,
      transaction_amount: 1000,
      currency_id: 'ARS',
    });
    const all = await admin.put('/courses/enrollments/syncPayments');
    expect(all.statusCode).toBe(202);
    expect(all.json().queued).toBeGreaterThanOrEqual(1);
    expect(await moneyOf(payment.id)).toEqual({ incomes: 1, allocations: 1, status: 'APPROVED' });
    const synced = await admin.put(`/courses/enrollments/${enrollmentId}/syncPayments`);
    expect(synced.json()).toMatchObject({ periods: [{ number: 1, paidAmount: '1000.00' }, {}, {}] });
  });
});
