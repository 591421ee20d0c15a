/**
 * Sellers' commissions over HTTP: the rate SELLER_ADMIN sets (history kept), the ACCRUAL an
 * approved payment of a referred enrollment writes in its transaction, the CLAWBACK of a
 * refund or chargeback (at the accrual's rate), payouts that never take the balance below
 * zero (concurrent ones included), the lines adding up to rate × net collected (a fast-check
 * property over random refunds), each seller's figures and who reads what.
 */
import { addMoney, compareMoney, percentageOf, subtractMoney } from '@catedra/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { refusal } from '../../../test/setup/refusal.js';
import type { SignedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { commissionLines } from '../../db/schema/index.js';

// 10 June 2097, 12:00 in Buenos Aires.
const clock = testClock('2097-06-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 * 100 }, { clock });
const { signedIn } = paymentScenarios(t, clock);

/** A seller with a rate, and a referred sale of 1000.00 ARS (its first payment CREATED). */
async function referredSale(rate: string | null = '10.00', seller?: SignedIn) {
  const admin = await signedIn(['SELLER_ADMIN']);
  const staff = await signedIn(['COMMERCIAL_ADMIN']);
  const sellerUser = seller ?? (await signedIn(['SELLER']));
  if (rate) {
    const set = await admin.post(`/sellers/${sellerUser.user.id}/commission-rates`, { ratePercent: rate });
    expect(set.statusCode).toBe(201);
  }
  const course = await createCourse(t.database.db);
  const plan = await createPaymentPlan(t.database.db, course.id);
  const sold = await sellerUser.post('/courses/enrollments/referred', {
    courseId: course.id,
    paymentPlanId: plan.id,
    person: {
      email: `comprador-${crypto.randomUUID()}@example.com`,
      firstName: 'Lucía',
      lastName: 'Pereyra',
    },
  });
  expect(sold.statusCode).toBe(201);
  const paymentId = sold.json().payment.id as string;
  return { admin, staff, seller: sellerUser, paymentId, enrollmentId: sold.json().enrollment.id as string };
}

const setStatus = (staff: SignedIn, paymentId: string, status: string, payload?: object) =>
  staff.put(`/payments/${paymentId}/status/${status}`, payload);

async function linesOf(paymentId: string) {
  const rows = await t.database.db
    .select()
    .from(commissionLines)
    .where(eq(commissionLines.paymentId, paymentId))
    .orderBy(commissionLines.occurredAt, commissionLines.id);
  return rows.map((row) => `${row.kind} ${row.amount} @${row.ratePercent}`);
}

async function sumOf(paymentId: string) {
  const rows = await t.database.db
    .select()
    .from(commissionLines)
    .where(eq(commissionLines.paymentId, paymentId));
  return addMoney('0.00', ...rows.map((row) => row.amount));
}

describe('commission lines of a referred sale', () => {
  it('an approval accrues the seller’s rate on the payment, once however often it is approved', async () => {
    const { staff, seller, paymentId } = await referredSale('10.00');
    expect((await setStatus(staff, paymentId, 'APPROVED')).statusCode).toBe(200);
    expect((await setStatus(staff, paymentId, 'APPROVED')).statusCode).toBe(200);
    expect(await linesOf(paymentId)).toEqual(['ACCRUAL 100.00 @10.00']);
    const listed = await seller.get(`/commission-lines?paymentId=${paymentId}`);
    expect(listed.json().content).toEqual([
      expect.objectContaining({
        kind: 'ACCRUAL',
        amount: '100.00',
        base: '1000.00',
        paymentId,
        ratePercent: '10.00',
      }),
    ]);
  });

  it('a partial refund and then a chargeback claw back at the accrual’s rate, even after the rate changed', async () => {
    const { admin, staff, seller, paymentId } = await referredSale('10.00');
    await setStatus(staff, paymentId, 'APPROVED');
    await admin.post(`/sellers/${seller.user.id}/commission-rates`, { ratePercent: '50' });
    expect((await setStatus(staff, paymentId, 'REFUNDED', { amount: '250.00' })).statusCode).toBe(200);
    expect(await linesOf(paymentId)).toEqual(['ACCRUAL 100.00 @10.00', 'CLAWBACK -25.00 @10.00']);
    expect((await setStatus(staff, paymentId, 'CHARGED_BACK')).statusCode).toBe(200);
    expect(await linesOf(paymentId)).toEqual([
      'ACCRUAL 100.00 @10.00',
      'CLAWBACK -25.00 @10.00',
      'CLAWBACK -75.00 @10.00',
    ]);
    expect(await sumOf(paymentId)).toBe('0.00');
  });

  it('a whole refund claws all of it back', async () => {
    const { staff, paymentId } = await referredSale('12.50');
    await setStatus(staff, paymentId, 'APPROVED');
    await setStatus(staff, paymentId, 'REFUNDED');
    expect(await linesOf(paymentId)).toEqual(['ACCRUAL 125.00 @12.50', 'CLAWBACK -125.00 @12.50']);
  });

  it('a seller with no rate earns nothing, and a payment nobody referred writes no line', async () => {
    const { staff, paymentId } = await referredSale(null);
    await setStatus(staff, paymentId, 'APPROVED');
    await setStatus(staff, paymentId, 'REFUNDED');
    expect(await linesOf(paymentId)).toEqual([]);
  });

  it('for each sale the lines add up to rate × net collected, whatever the refunds (property)', async () => {
    const seller = await signedIn(['SELLER']);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('7.50', '10.00', '3.33', '15.25'),
        fc.array(fc.integer({ min: 1, max: 40_000 }), { maxLength: 4 }),
        fc.boolean(),
        async (rate, refundCents, chargeBack) => {
          const { staff, paymentId } = await referredSale(rate, seller);
          await setStatus(staff, paymentId, 'APPROVED');
          let net = '1000.00';
          for (const cents of refundCents) {
            const amount = (cents / 100).toFixed(2);
            if (compareMoney(amount, net) >= 0) continue;
            expect((await setStatus(staff, paymentId, 'REFUNDED', { amount })).statusCode).toBe(200);
            net = subtractMoney(net, amount);
          }
          if (chargeBack) {
            expect((await setStatus(staff, paymentId, 'CHARGED_BACK')).statusCode).toBe(200);
            net = '0.00';
          }
          expect(await sumOf(paymentId)).toBe(percentageOf(net, rate));
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('payouts', () => {
  it('records a payout and refuses one above the balance (422)', async () => {
    const { admin, staff, seller, paymentId } = await referredSale('10.00');
    await setStatus(staff, paymentId, 'APPROVED');
    const paid = await admin.post('/commission-payouts', {
      sellerId: seller.user.id,
      currency: 'ARS',
      amount: '60.00',
      note: 'Transferencia junio',
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ kind: 'PAYOUT', amount: '-60.00', createdBy: admin.user.id });
    const over = await admin.post('/commission-payouts', {
      sellerId: seller.user.id,
      currency: 'ARS',
      amount: '40.01',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('COMMISSION_PAYOUT_EXCEEDS_BALANCE');
    // Nothing in USD.
    const usd = await admin.post('/commission-payouts', {
      sellerId: seller.user.id,
      currency: 'USD',
      amount: '1.00',
    });
    expect(usd.statusCode).toBe(422);
    const unknown = await admin.post('/commission-payouts', {
      sellerId: crypto.randomUUID(),
      currency: 'ARS',
      amount: '1.00',
    });
    expect(unknown.json().code).toBe('USER_UNKNOWN');
  });

  it('concurrent payouts never take the balance below zero', async () => {
    const { admin, staff, seller, paymentId } = await referredSale('10.00');
    await setStatus(staff, paymentId, 'APPROVED');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.post('/commission-payouts', { sellerId: seller.user.id, currency: 'ARS', amount: '30.00' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(3);
    const figures = await seller.get(
      `/sellers/${seller.user.id}/figures?from=2097-06-01&to=2097-06-30&currency=ARS`,
    );
    expect(figures.json()).toMatchObject({ accrued: '100.00', paid: '90.00', balance: '10.00' });
  });
});

describe('rates and figures', () => {
  it('keeps every rate set, newest first; only SELLER_ADMIN sets one', async () => {
    const { admin, seller } = await referredSale('10.00');
    clock.advance(60_000);
    await admin.post(`/sellers/${seller.user.id}/commission-rates`, { ratePercent: '12.5' });
    const history = await seller.get(`/sellers/${seller.user.id}/commission-rates`);
    expect(history.json().content.map((row: { ratePercent: string }) => row.ratePercent)).toEqual([
      '12.50',
      '10.00',
    ]);
    expect(
      (await seller.post(`/sellers/${seller.user.id}/commission-rates`, { ratePercent: '90' })).statusCode,
    ).toBe(403);
    expect(
      (await admin.post(`/sellers/${seller.user.id}/commission-rates`, { ratePercent: '101' })).statusCode,
    ).toBe(400);
  });

  it('a seller’s figures: enrollments referred, net collected from the ledger, commission by kind and balance', async () => {
    const seller = await signedIn(['SELLER']);
    const first = await referredSale('10.00', seller);
    const second = await referredSale(null, seller);
    await setStatus(first.staff, first.paymentId, 'APPROVED');
    await setStatus(second.staff, second.paymentId, 'APPROVED');
    await setStatus(first.staff, first.paymentId, 'REFUNDED', { amount: '200.00' });
    const leadIds: string[] = [];
    for (const name of ['Uno', 'Dos', 'Tres', 'Cuatro']) {
      const lead = await seller.post('/leads', {
        fullName: name,
        email: `${name}-${crypto.randomUUID()}@example.com`,
      });
      expect(lead.statusCode).toBe(201);
      leadIds.push(lead.json().id);
    }
    expect((await seller.put(`/leads/${leadIds[0]}`, { status: 'WON' })).statusCode).toBe(200);
    expect((await seller.put(`/leads/${leadIds[1]}`, { status: 'LOST' })).statusCode).toBe(200);
    const figures = await seller.get(
      `/sellers/${seller.user.id}/figures?from=2097-06-01&to=2097-06-30&currency=ARS`,
    );
    expect(figures.statusCode).toBe(200);
    expect(figures.json()).toMatchObject({
      sellerId: seller.user.id,
      ratePercent: '10.00',
      enrollmentsReferred: 2,
      collected: '1800.00',
      accrued: '200.00',
      clawedBack: '20.00',
      paid: '0.00',
      balance: '180.00',
      leads: {
        byStatus: { NEW: 2, CONTACTED: 0, QUALIFIED: 0, MEETING_SCHEDULED: 0, WON: 1, LOST: 1 },
        total: 4,
        conversionRate: 0.25,
      },
    });
    // Another range or currency has none of it (the balance is all the lines up to now).
    const july = await seller.get(
      `/sellers/${seller.user.id}/figures?from=2097-07-01&to=2097-07-31&currency=ARS`,
    );
    expect(july.json()).toMatchObject({
      enrollmentsReferred: 0,
      collected: '0.00',
      accrued: '0.00',
      balance: '180.00',
      leads: { total: 0, conversionRate: 0 },
    });
    const all = await first.admin.get('/sellers/figures?from=2097-06-01&to=2097-06-30&currency=ARS&size=200');
    expect(all.statusCode).toBe(200);
    expect(
      all.json().content.find((row: { sellerId: string }) => row.sellerId === seller.user.id),
    ).toMatchObject({
      collected: '1800.00',
      leads: { total: 4, conversionRate: 0.25 },
    });
  });

  it('a seller reads only his own figures and lines; a student none of theirs; SELLER_ADMIN and MANAGER every seller’s', async () => {
    const { staff, seller, paymentId } = await referredSale('10.00');
    await setStatus(staff, paymentId, 'APPROVED');
    const other = await signedIn(['SELLER_EXTERNAL']);
    const range = 'from=2097-06-01&to=2097-06-30&currency=ARS';
    expect(refusal(await other.get(`/sellers/${seller.user.id}/figures?${range}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await other.get(`/sellers/${other.user.id}/figures?${range}`)).statusCode).toBe(200);
    expect((await other.get(`/commission-lines?sellerId=${seller.user.id}`)).json().page.totalElements).toBe(
      0,
    );
    expect((await other.get('/commission-lines')).json().page.totalElements).toBe(0);
    expect(refusal(await other.get('/sellers/figures?' + range))).toEqual({ status: 403, code: 'FORBIDDEN' });
    const student = await signedIn(['STUDENT']);
    expect(refusal(await student.get(`/sellers/${seller.user.id}/figures?${range}`))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect((await student.get('/commission-lines')).json().page.totalElements).toBe(0);
    const manager = await signedIn(['MANAGER']);
    expect(
      (await manager.get(`/commission-lines?sellerId=${seller.user.id}`)).json().page.totalElements,
    ).toBe(1);
    expect(
      (
        await manager.post('/commission-payouts', {
          sellerId: seller.user.id,
          currency: 'ARS',
          amount: '1.00',
        })
      ).statusCode,
    ).toBe(403);
  });
});
