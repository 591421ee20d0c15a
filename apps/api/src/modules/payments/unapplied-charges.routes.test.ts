/**
 * Issue 17 item 2: no vendor charge is ever dropped. A charge that cannot be applied — a
 * second charge of a payment (initialised twice, both checkouts paid), a charge of a cancelled
 * payment, a charge of another amount — is kept as an unapplied charge (once per vendor
 * charge, however many notifications), with a line in the payment's history, while the
 * payment keeps the record of the charge it applied. Staff list them and decide: apply one to
 * the enrollment's next owed periods (INCOME + allocations, the ledger counts it), or refund it
 * through the vendor (refused for now: 422 VENDOR_REFUND_UNAVAILABLE). A refund the vendor
 * reports for such a charge marks it REFUNDED and never touches the payment.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { startFakeMercadoPago } from '../../../test/fakes/fake-mercadopago.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import {
  deliver,
  mercadoPagoArsPayments,
  NOTIFIED_AT,
  sandboxPaymentsConfig,
} from '../../../test/setup/vendor-fakes.js';
import { moneyMovements, paymentAllocations, payments } from '../../db/schema/index.js';
import { checkLedger } from './ledger.js';

const clock = testClock('2026-03-10T15:00:00Z');
const mercadopago = await startFakeMercadoPago({ accessToken: 'APP_USR-test', webhookSecret: 'mp-secret' });
afterAll(() => mercadopago.close());

const t = useTestApp(
  {
    tokenTtlSeconds: 365 * 86_400,
    payments: sandboxPaymentsConfig({
      checkoutRateLimitPerMinute: 1000,
      mercadopago: { accessToken: 'APP_USR-test', webhookSecret: 'mp-secret', baseUrl: mercadopago.url },
    }),
  },
  { clock },
);
const { signedIn, enrolled, createPayment, setStatus, paidAmounts } = paymentScenarios(t, clock);
type Headers = Record<string, string>;

const notifyMp = (dataId: string) => deliver(t, NOTIFIED_AT.mercadopago, mercadopago.notification(dataId));

const setMpPayment = mercadoPagoArsPayments(mercadopago);

const chargesOf = (headers: Headers, query: string) =>
  t.app.inject({ url: `/payments/unapplied-charges?${query}`, headers });

const decide = (headers: Headers, chargeId: string, decision: 'apply' | 'refund', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/payments/unapplied-charges/${chargeId}/${decision}`,
    headers,
    payload,
  });

async function moneyOf(paymentId: string) {
  const movements = await t.database.db
    .select({ type: moneyMovements.type, amount: moneyMovements.amount, eventKey: moneyMovements.eventKey })
    .from(moneyMovements)
    .where(eq(moneyMovements.paymentId, paymentId))
    .orderBy(moneyMovements.createdAt, moneyMovements.id);
  const allocations = await t.database.db
    .select({ periodNumber: paymentAllocations.periodNumber, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId))
    .orderBy(paymentAllocations.periodNumber);
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return { movements, allocations, payment: payment! };
}

async function initialize(headers: Headers, paymentId: string, vendor: string, key: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/payments/${paymentId}/initialize?vendor=${vendor}`,
    headers: { ...headers, 'idempotency-key': key },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { redirectUrl: string };
}

const payInSandbox = (reference: string) =>
  t.app.inject({
    method: 'POST',
    url: `/payments/sandbox/checkout/${reference}/decision`,
    payload: { decision: 'APPROVED' },
  });

describe('a payment initialised twice, both checkouts paid', () => {
  it('applies the first charge, keeps the second as an unapplied charge, and staff apply it to the next period', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const payment = (await createPayment(student.headers, { enrollmentId })).json();
    const first = (await initialize(student.headers, payment.id, 'sandbox', 'a')).redirectUrl
      .split('/')
      .pop()!;
    const second = (await initialize(student.headers, payment.id, 'sandbox', 'b')).redirectUrl
      .split('/')
      .pop()!;
    expect(second).not.toBe(first);

    expect((await payInSandbox(first)).statusCode).toBe(200);
    expect((await payInSandbox(second)).statusCode).toBe(200);

    const money = await moneyOf(payment.id);
    expect(money.payment.status).toBe('APPROVED');
    expect(money.movements).toEqual([{ type: 'INCOME', amount: '1000.00', eventKey: 'approval' }]);
    expect(money.allocations).toEqual([{ periodNumber: 1, amount: '1000.00' }]);
    // The payment still says which charge it applied.
    expect(money.payment.details).toMatchObject({ vendorPaymentId: first });
    expect(money.payment.appliedChargeReference).toBe(first);

    const details = (await admin.get(`/payments/${payment.id}/details`)).json();
    expect(details.vendorData).toMatchObject({ vendorPaymentId: first });
    const last = details.history.at(-1);
    expect(last).toMatchObject({ from: 'APPROVED', to: 'APPROVED', source: 'sandbox' });
    expect(last.reason).toContain(second);

    const listed = await chargesOf(admin.headers, `paymentId=${payment.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().content).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        enrollmentId,
        userId: student.user.id,
        vendorId: 'sandbox',
        vendorReference: second,
        amount: '1000.00',
        currency: 'ARS',
        reason: 'SECOND_CHARGE',
        status: 'OPEN',
        decidedBy: null,
        decidedAt: null,
      }),
    ]);
    const open = await chargesOf(admin.headers, 'status=OPEN&size=200');
    expect(
      open.json().content.map((charge: { vendorReference: string }) => charge.vendorReference),
    ).toContain(second);
    // An OPEN charge is money held, not income: the ledger balances without it.
    const held = await checkLedger(t.database.db, [student.user.id]);
    expect(held.balanced).toBe(true);
    expect(held.currencies).toEqual([
      { currency: 'ARS', payments: '1000.00', movements: '1000.00', balanced: true, openCharges: '1000.00' },
    ]);

    const chargeId = listed.json().content[0].id as string;
    expect((await decide(student.headers, chargeId, 'apply')).statusCode).toBe(403);
    const applied = await decide(admin.headers, chargeId, 'apply', { reason: 'cuota siguiente' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      id: chargeId,
      status: 'APPLIED',
      decidedBy: admin.user.id,
      decidedAt: clock.now().toISOString(),
      decisionNote: 'cuota siguiente',
    });
    expect(await paidAmounts(enrollmentId)).toEqual(['1000.00', '1000.00', '0.00']);
    const after = await moneyOf(payment.id);
    expect(after.movements).toEqual([
      { type: 'INCOME', amount: '1000.00', eventKey: 'approval' },
      { type: 'INCOME', amount: '1000.00', eventKey: `charge:${chargeId}` },
    ]);
    const ledger = await checkLedger(t.database.db, [student.user.id]);
    expect(ledger).toMatchObject({ balanced: true, periods: [] });
    expect(ledger.currencies).toEqual([
      { currency: 'ARS', payments: '2000.00', movements: '2000.00', balanced: true, openCharges: '0.00' },
    ]);

    const twice = await decide(admin.headers, chargeId, 'apply');
    expect(twice.json()).toMatchObject({ status: 409, code: 'UNAPPLIED_CHARGE_DECIDED' });
    const refund = await decide(admin.headers, chargeId, 'refund');
    expect(refund.json()).toMatchObject({ status: 409, code: 'UNAPPLIED_CHARGE_DECIDED' });

    // A refund of the payment later takes back only what the payment itself paid.
    const whole = await setStatus(admin.headers, payment.id, 'REFUNDED', { reason: 'baja' });
    expect(whole.json()).toMatchObject({ status: 'REFUNDED', refundedAmount: '1000.00' });
    expect(await paidAmounts(enrollmentId)).toEqual(['0.00', '1000.00', '0.00']);
    expect((await checkLedger(t.database.db, [student.user.id])).balanced).toBe(true);
  });
});

describe('Mercado Pago charges that cannot be applied', () => {
  async function initialised() {
    const setup = await enrolled();
    const payment = (await createPayment(setup.student.headers, { enrollmentId: setup.enrollmentId })).json();
    await initialize(setup.student.headers, payment.id, 'mercadopago', 'mp');
    return { ...setup, payment: payment as { id: string } };
  }

  /** `initialised`, then cancelled by staff: a charge the vendor reports now has no payment to go to. */
  async function cancelledAfterInit() {
    const setup = await initialised();
    const cancelled = await setStatus(setup.admin.headers, setup.payment.id, 'CANCELLED', {
      reason: 'pagó por otro medio',
    });
    expect(cancelled.statusCode).toBe(200);
    return setup;
  }

  it('keeps a charge of a cancelled payment once, however many notifications; staff refund it through the vendor, once', async () => {
    const { admin, student, payment } = await cancelledAfterInit();
    setMpPayment(8101, payment.id, 'approved');
    const answers = await Promise.all(Array.from({ length: 8 }, () => notifyMp('8101')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));

    const money = await moneyOf(payment.id);
    expect(money.payment.status).toBe('CANCELLED');
    expect(money.movements).toEqual([]);
    const listed = (await chargesOf(admin.headers, `paymentId=${payment.id}`)).json();
    expect(listed.content).toEqual([
      expect.objectContaining({
        vendorId: 'mercadopago',
        vendorReference: '8101',
        amount: '1000.00',
        reason: 'PAYMENT_CANCELLED',
        status: 'OPEN',
      }),
    ]);
    const chargeId = listed.content[0].id as string;
    // Staff give it back: Mercado Pago refunds the charge, once however many clicks.
    const refunds = await Promise.all(
      Array.from({ length: 3 }, () => decide(admin.headers, chargeId, 'refund', { reason: 'devolver' })),
    );
    const decided = refunds.map((answer) => answer.json());
    expect(decided.filter((answer) => answer.status === 'REFUNDED').length).toBeGreaterThanOrEqual(1);
    for (const answer of decided) {
      expect(answer.status === 'REFUNDED' || answer.code === 'UNAPPLIED_CHARGE_DECIDED').toBe(true);
    }
    const closed = (await chargesOf(admin.headers, `paymentId=${payment.id}`)).json().content[0];
    expect(closed).toMatchObject({ status: 'REFUNDED', decisionNote: 'devolver' });
    expect(closed.refundReference).toEqual(expect.any(String));
    expect(mercadopago.payment(8101)?.refunds).toHaveLength(1);
    expect((await moneyOf(payment.id)).movements).toEqual([]);
    expect((await checkLedger(t.database.db, [student.user.id])).balanced).toBe(true);
  });

  it("closes a charge refunded in the vendor's own panel when its notification arrives", async () => {
    const { admin, student, payment } = await cancelledAfterInit();
    setMpPayment(8102, payment.id, 'approved');
    expect((await notifyMp('8102')).statusCode).toBe(200);
    // Staff refunded it in Mercado Pago's panel: its notification marks the charge REFUNDED.
    setMpPayment(8102, payment.id, 'refunded');
    expect((await notifyMp('8102')).statusCode).toBe(200);
    const refunded = (await chargesOf(admin.headers, `paymentId=${payment.id}`)).json().content[0];
    expect(refunded).toMatchObject({ status: 'REFUNDED', decidedBy: null });
    expect((await moneyOf(payment.id)).payment.status).toBe('CANCELLED');
    const ledger = await checkLedger(t.database.db, [student.user.id]);
    expect(ledger.balanced).toBe(true);
  });

  it('keeps a second Mercado Pago charge of an approved payment; its refund never refunds the payment', async () => {
    const { admin, payment } = await initialised();
    setMpPayment(8201, payment.id, 'approved');
    expect((await notifyMp('8201')).statusCode).toBe(200);
    setMpPayment(8202, payment.id, 'approved');
    expect((await notifyMp('8202')).statusCode).toBe(200);
    // A late pending read of the second charge changes nothing either.
    setMpPayment(8202, payment.id, 'pending');
    expect((await notifyMp('8202')).statusCode).toBe(200);
    let money = await moneyOf(payment.id);
    expect(money.payment).toMatchObject({ status: 'APPROVED', appliedChargeReference: '8201' });
    expect(money.payment.details).toMatchObject({ vendorPaymentId: '8201' });

    setMpPayment(8202, payment.id, 'refunded');
    expect((await notifyMp('8202')).statusCode).toBe(200);
    money = await moneyOf(payment.id);
    expect(money.payment).toMatchObject({ status: 'APPROVED', refundedAmount: '0.00' });
    expect(money.movements.map((movement) => movement.type)).toEqual(['INCOME']);
    const charges = (await chargesOf(admin.headers, `paymentId=${payment.id}`)).json().content;
    expect(charges).toEqual([expect.objectContaining({ vendorReference: '8202', status: 'REFUNDED' })]);
  });

  it('keeps a charge of another amount than the payment asks, leaving the payment pending', async () => {
    const { admin, payment } = await initialised();
    setMpPayment(8301, payment.id, 'approved', 999);
    expect((await notifyMp('8301')).statusCode).toBe(200);
    expect((await moneyOf(payment.id)).payment.status).toBe('PENDING');
    const charges = (await chargesOf(admin.headers, `paymentId=${payment.id}`)).json().content;
    expect(charges).toEqual([
      expect.objectContaining({
        vendorReference: '8301',
        amount: '999.00',
        reason: 'AMOUNT_MISMATCH',
        status: 'OPEN',
      }),
    ]);
  });
});

describe('findAllUnappliedCharges', () => {
  it('is for payment staff only, pages and sorts on its whitelist', async () => {
    const student = await signedIn(['STUDENT']);
    expect((await chargesOf(student.headers, '')).statusCode).toBe(403);
    const manager = await signedIn(['MANAGER']);
    const page = await chargesOf(manager.headers, 'size=1&sort=amount,desc');
    expect(page.statusCode).toBe(200);
    expect(page.json().page).toMatchObject({ size: 1, number: 0 });
    expect((await chargesOf(manager.headers, 'sort=vendorReference,asc')).statusCode).toBe(400);
  });
});
