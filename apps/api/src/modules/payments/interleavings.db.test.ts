/**
 * Property (issue 17, "How it is checked"): random interleavings of what reaches one
 * enrollment's money through the HTTP API, with the vendors played by their local fakes —
 * initialising a payment's checkout (again and again, so the vendor may charge it twice),
 * the payer paying at the vendor with the notification delivered 1–4 times (at once or one
 * after another, also late: after staff cancelled it or after a refund), staff status
 * changes, refunds through the vendor (whole and partial, the same request sent again),
 * refunds made at the vendor, payments attached to the enrollment and re-spreads of its
 * periods. After every step:
 * - no call answered 5xx;
 * - the ledger balances (`checkLedger`) and every period's paid amount is its allocations;
 * - no period is paid beyond its amount, and the enrollment's stored figures are its periods';
 * - every charge the fakes made is the one its payment applied, or kept as an unapplied charge.
 * ARS runs pay with Mercado Pago; USD runs with PayPal and dLocal (the payer is in Uruguay).
 */
import type { MoneyCurrency } from '@catedra/contract';
import { and, eq, gt, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { figureProblemsOf } from '../../../test/setup/enrollment-figures.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { deliver, NOTIFIED_AT, startVendorFakes } from '../../../test/setup/vendor-fakes.js';
import { enrollmentPeriods, payments, unappliedCharges } from '../../db/schema/index.js';
import { checkLedger } from './ledger.js';

const clock = testClock('2026-03-10T15:00:00Z');
const { mercadopago, paypal, dlocal, paymentsConfig } = await startVendorFakes();
/** The errors the API logged (a 5xx's cause: its body says only "internal error"). */
const loggedErrors: string[] = [];
const t = useTestApp(
  { tokenTtlSeconds: 365 * 86_400, payments: paymentsConfig(), logLevel: 'error' },
  { clock },
  { write: (line) => void loggedErrors.push(line.slice(0, 2000)) },
);
const { signedIn, enrolled, createPayment, setStatus, attach } = paymentScenarios(t, clock);

type Vendor = 'mercadopago' | 'paypal' | 'dlocal';
const VENDORS_OF: Record<MoneyCurrency, Vendor[]> = { ARS: ['mercadopago'], USD: ['paypal', 'dlocal'] };

type Step =
  | { kind: 'create' }
  | { kind: 'loose' }
  | { kind: 'initialize'; pick: number; vendor: number }
  | { kind: 'pay'; pick: number; copies: number; together: boolean }
  | { kind: 'staff'; pick: number; status: 'APPROVED' | 'CANCELLED' | 'REJECTED' | 'EXPIRED' | 'PENDING' }
  | { kind: 'refund'; pick: number; cents: number | null; copies: number }
  | { kind: 'vendorRefund'; pick: number; cents: number | null }
  | { kind: 'attach'; picks: number[] }
  | { kind: 'respread'; periods: number };

const pick = fc.nat({ max: 7 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'create' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'loose' as const }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('initialize' as const), pick, vendor: fc.nat({ max: 1 }) }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      pick,
      copies: fc.integer({ min: 1, max: 4 }),
      together: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('staff' as const),
      pick,
      status: fc.constantFrom('APPROVED', 'CANCELLED', 'CANCELLED', 'REJECTED', 'EXPIRED', 'PENDING'),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick,
      cents: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
      copies: fc.integer({ min: 1, max: 2 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('vendorRefund' as const),
      pick,
      cents: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('attach' as const), picks: fc.array(pick, { maxLength: 2 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('respread' as const), periods: fc.integer({ min: 1, max: 6 }) }),
    weight: 1,
  },
);

/** A checkout the payer may pay at the vendor: Mercado Pago's payment is made when he pays. */
type Checkout = {
  vendor: Vendor;
  paymentId: string;
  amount: string;
  reference: string | null;
  paid: boolean;
};

const asNumber = (cents: number) => cents / 100;
const money = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (amount: number | string) => Math.round(Number(amount) * 100);
let nextMercadoPagoId = 70_000_000;
let requests = 0;

describe('money after random interleavings of checkouts, vendor notifications, staff, refunds, attachments and re-spreads', () => {
  it('keeps the ledger balanced, no period overpaid, the figures true and every vendor charge accounted for, after every step', async () => {
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<MoneyCurrency>('ARS', 'USD'),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (currency, steps) => {
          const db = t.database.db;
          const { student, enrollmentId } = await enrolled('UY', { currency });
          const paymentIds: string[] = [];
          const checkouts: Checkout[] = [];
          const answers: { status: number; what: string; body?: string }[] = [];

          /** Every answer is kept: none may be a 5xx (a 5xx's body says why). */
          const record = async <A extends { statusCode: number; body: string }>(
            what: string,
            answer: Promise<A>,
          ) => {
            const answered = await answer;
            const { statusCode, body } = answered;
            answers.push({ status: statusCode, what, ...(statusCode >= 500 ? { body } : {}) });
            return answered;
          };
          const chosen = <T>(list: T[], n: number) => (list.length === 0 ? undefined : list[n % list.length]);
          const copiesOf = (n: number, together: boolean, send: () => Promise<unknown>) =>
            together
              ? Promise.all(Array.from({ length: n }, send))
              : Array.from({ length: n }).reduce<Promise<unknown>>(
                  (done) => done.then(send),
                  Promise.resolve(),
                );

          async function newPayment(answer: { statusCode: number; json(): { id: string } }) {
            if (answer.statusCode === 201 && !paymentIds.includes(answer.json().id))
              paymentIds.push(answer.json().id);
          }

          /** Delivers the vendor's notification of a checkout's charge (Mercado Pago's, dLocal's) or captures PayPal's order. */
          const notifyCharge = async (checkout: Checkout) => {
            if (checkout.vendor === 'mercadopago')
              return record(
                'mp notification',
                deliver(t, NOTIFIED_AT.mercadopago, mercadopago.notification(checkout.reference!)),
              );
            if (checkout.vendor === 'dlocal')
              return record(
                'dlocal notification',
                deliver(t, NOTIFIED_AT.dlocal, dlocal.notification(checkout.reference!)),
              );
            // Our capture captures the payment's current order: an older one the payer approved
            // (another tab) is never captured, and PayPal charges nothing for it.
            const [current] = await db.select().from(payments).where(eq(payments.id, checkout.paymentId));
            if (current?.vendorReference !== checkout.reference) return;
            return record(
              'paypal capture',
              student.post(`/payments/paypal/capture?paymentId=${checkout.paymentId}`),
            );
          };

          async function apply(change: Step, index: number) {
            switch (change.kind) {
              case 'create':
                return newPayment(await record('create', createPayment(student.headers, { enrollmentId })));
              case 'loose':
                return newPayment(
                  await record(
                    'loose payment',
                    createPayment(admin.headers, { userId: student.user.id, amount: '1000.00', currency }),
                  ),
                );
              case 'initialize': {
                const paymentId = chosen(paymentIds, change.pick);
                if (!paymentId) return;
                const vendor = VENDORS_OF[currency][change.vendor % VENDORS_OF[currency].length]!;
                const known = new Set(dlocal.payments.keys());
                requests += 1;
                const answer = await record(
                  `initialize ${vendor}`,
                  t.app.inject({
                    method: 'POST',
                    url: `/payments/${paymentId}/initialize?vendor=${vendor}`,
                    headers: { ...student.headers, 'idempotency-key': `init-${requests}` },
                    payload: vendor === 'dlocal' ? { country: 'UY' } : {},
                  }),
                );
                if (answer.statusCode !== 200) return;
                const started = answer.json() as { vendorOrderId: string | null };
                // What the vendor was asked to charge: the payment's amount (no run converts currencies).
                const [asked] = await db.select().from(payments).where(eq(payments.id, paymentId));
                const reference =
                  vendor === 'paypal'
                    ? started.vendorOrderId
                    : vendor === 'dlocal'
                      ? ([...dlocal.payments.keys()].find((id) => !known.has(id)) ?? null)
                      : null;
                checkouts.push({ vendor, paymentId, amount: asked!.amount, reference, paid: false });
                return;
              }
              case 'pay': {
                const checkout = chosen(checkouts, change.pick);
                if (!checkout) return;
                if (!checkout.paid) {
                  // The payer pays at the vendor, whatever our payment's status now.
                  checkout.paid = true;
                  if (checkout.vendor === 'mercadopago') {
                    nextMercadoPagoId += 1;
                    checkout.reference = String(nextMercadoPagoId);
                    mercadopago.setPayment({
                      id: nextMercadoPagoId,
                      status: 'approved',
                      external_reference: checkout.paymentId,
                      transaction_amount: Number(checkout.amount),
                      currency_id: 'ARS',
                    });
                  } else if (checkout.vendor === 'dlocal') {
                    dlocal.settle(checkout.reference!, 'PAID', '200');
                  } else if (paypal.orders.get(checkout.reference!)?.status === 'CREATED') {
                    paypal.approve(checkout.reference!);
                  }
                }
                await copiesOf(change.copies, change.together, () => notifyCharge(checkout));
                return;
              }
              case 'staff': {
                const paymentId = chosen(paymentIds, change.pick);
                if (!paymentId) return;
                await record(
                  `staff ${change.status}`,
                  setStatus(admin.headers, paymentId, change.status, { reason: 'Prueba de propiedad' }),
                );
                return;
              }
              case 'refund': {
                // Staff refund what was paid (a refund of anything else is refused at once).
                const approved = await db
                  .select({ id: payments.id })
                  .from(payments)
                  .where(and(inArray(payments.id, paymentIds), eq(payments.status, 'APPROVED')));
                const paymentId = chosen(
                  approved.map((row) => row.id),
                  change.pick,
                );
                if (!paymentId) return;
                const payload = {
                  reason: 'Baja',
                  ...(change.cents === null ? {} : { amount: money(change.cents) }),
                };
                // The same dialog sent again (a double click, a retry): the same key.
                await copiesOf(change.copies, true, () =>
                  record(
                    'refund',
                    t.app.inject({
                      method: 'PUT',
                      url: `/payments/${paymentId}/status/REFUNDED`,
                      headers: { ...admin.headers, 'idempotency-key': `refund-${index}` },
                      payload,
                    }),
                  ),
                );
                return;
              }
              case 'vendorRefund':
                return refundAtVendor(
                  chosen(
                    checkouts.filter((c) => c.paid),
                    change.pick,
                  ),
                  change.cents,
                );
              case 'attach': {
                const picked = [...new Set(change.picks.map((n) => chosen(paymentIds, n)).filter(Boolean))];
                if (picked.length === 0) return;
                await record('attach', attach(admin.headers, enrollmentId, picked as string[]));
                return;
              }
              case 'respread':
                await record(
                  'respread',
                  admin.put(`/courses/enrollments/${enrollmentId}/plan-number-of-periods`, {
                    numberOfPeriods: change.periods,
                  }),
                );
                return;
            }
          }

          /** A refund made in the vendor's own panel, then its notification (dLocal's fake makes none). */
          async function refundAtVendor(checkout: Checkout | undefined, cents: number | null) {
            if (!checkout?.reference) return;
            if (checkout.vendor === 'mercadopago') {
              const charged = mercadopago.payment(Number(checkout.reference));
              if (charged?.status !== 'approved') return;
              const left =
                centsOf(charged.transaction_amount) - centsOf(charged.transaction_amount_refunded ?? 0);
              const amount = Math.min(cents ?? left, left);
              if (amount <= 0) return;
              mercadopago.refundAtVendor(Number(checkout.reference), asNumber(amount));
              await notifyCharge(checkout);
            } else if (checkout.vendor === 'paypal' && paypal.captureOf(checkout.reference)) {
              let refundId: string;
              try {
                refundId = paypal.refundAtPaypal(
                  checkout.reference,
                  cents === null ? undefined : money(cents),
                );
              } catch {
                return; // More than what is left: PayPal refuses it.
              }
              await record(
                'paypal refund webhook',
                deliver(t, NOTIFIED_AT.paypal, paypal.webhook(paypal.refundEvent(refundId))),
              );
            }
          }

          /** Every charge the fakes made for this run's payments. */
          function chargesMade() {
            const mine = new Set(paymentIds);
            const made: { vendor: Vendor; reference: string }[] = [];
            for (const checkout of checkouts) {
              if (checkout.vendor !== 'mercadopago' || !checkout.reference) continue;
              const charged = mercadopago.payment(Number(checkout.reference));
              if (charged && ['approved', 'refunded'].includes(charged.status))
                made.push({ vendor: 'mercadopago', reference: checkout.reference });
            }
            for (const charged of dlocal.payments.values()) {
              if (mine.has(charged.order_id.slice(0, 36)) && charged.status === 'PAID')
                made.push({ vendor: 'dlocal', reference: charged.id });
            }
            for (const order of paypal.orders.values()) {
              const unit = order.purchase_units[0];
              if (unit?.custom_id && mine.has(unit.custom_id) && (unit.payments?.captures.length ?? 0) > 0)
                made.push({ vendor: 'paypal', reference: order.id });
            }
            return made;
          }

          async function check(after: string) {
            expect(
              answers.filter((answer) => answer.status >= 500),
              `${after}\n${loggedErrors.join('\n')}`,
            ).toEqual([]);
            const report = await checkLedger(db, [student.user.id]);
            expect(report, after).toMatchObject({ balanced: true, periods: [] });
            const overpaid = await db
              .select()
              .from(enrollmentPeriods)
              .where(
                and(
                  eq(enrollmentPeriods.enrollmentId, enrollmentId),
                  gt(enrollmentPeriods.paidAmount, enrollmentPeriods.amount),
                ),
              );
            expect(overpaid, after).toEqual([]);
            expect(await figureProblemsOf(db, enrollmentId), after).toEqual([]);
            const made = chargesMade();
            if (made.length === 0) return;
            const applied = await db
              .select({ vendor: payments.vendorId, reference: payments.appliedChargeReference })
              .from(payments)
              .where(inArray(payments.id, paymentIds));
            const kept = await db
              .select({ vendor: unappliedCharges.vendorId, reference: unappliedCharges.vendorReference })
              .from(unappliedCharges)
              .where(inArray(unappliedCharges.paymentId, paymentIds));
            const known = new Set(
              [...applied, ...kept].map((charge) => `${charge.vendor} ${charge.reference}`),
            );
            const lost = made.filter((charge) => !known.has(`${charge.vendor} ${charge.reference}`));
            expect(lost, after).toEqual([]);
          }

          await newPayment(await record('create', createPayment(student.headers, { enrollmentId })));
          for (const [index, change] of steps.entries()) {
            await apply(change, index);
            await check(`after step ${index + 1}: ${JSON.stringify(change)}`);
          }
        },
      ),
      {
        numRuns: 30,
        seed: Number(process.env.PROPERTY_SEED ?? 20_260_317),
      },
    );
  }, 180_000);
});

describe('what the property found', () => {
  it('a payer who pays the dLocal checkout after switching to PayPal: the payment applies the dLocal charge, and its refund goes to dLocal', async () => {
    const { student, admin, enrollmentId } = await enrolled('UY', { currency: 'USD' });
    const payment = (await createPayment(student.headers, { enrollmentId })).json();
    const initialize = (vendor: Vendor, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/payments/${payment.id}/initialize?vendor=${vendor}`,
        headers: { ...student.headers, 'idempotency-key': key },
        payload: vendor === 'dlocal' ? { country: 'UY' } : {},
      });
    expect((await initialize('paypal', 'a')).statusCode).toBe(200);
    const known = new Set(dlocal.payments.keys());
    expect((await initialize('dlocal', 'b')).statusCode).toBe(200);
    const charge = [...dlocal.payments.keys()].find((id) => !known.has(id))!;
    expect((await initialize('paypal', 'c')).statusCode).toBe(200);

    // The payer pays the dLocal checkout he opened before (a voucher, another tab).
    dlocal.settle(charge, 'PAID', '200');
    expect((await deliver(t, NOTIFIED_AT.dlocal, dlocal.notification(charge))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      status: 'APPROVED',
      vendorId: 'dlocal',
      vendorReference: charge,
      appliedChargeReference: charge,
    });

    const refunds = dlocal.counters.refunds;
    const refund = await setStatus(admin.headers, payment.id, 'REFUNDED', {
      reason: 'Baja',
      amount: '10.00',
    });
    expect(refund.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '10.00' });
    expect(dlocal.counters.refunds - refunds).toBe(1);
    expect(await checkLedger(t.database.db, [student.user.id])).toMatchObject({
      balanced: true,
      periods: [],
    });
  });
});
