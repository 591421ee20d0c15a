/**
 * Payments through the HTTP API on the real database: a student's checkout payment for his
 * next period, staff approving it (20 times at once: one allocation set, one movement), the
 * enrollment becoming ACTIVE and the BASIC user a STUDENT, partial and whole refunds reopening
 * the periods newest first, refused transitions, Idempotency-Key, the exchange rate and quotes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { movementsOfPayment } from '../../../test/setup/payment-movements.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { paymentAllocations, users } from '../../db/schema/index.js';
import { checkLedger } from './ledger.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });

const { signedIn, enrolled, createPayment, setStatus, paidAmounts } = paymentScenarios(t, clock);

describe('a checkout payment from creation to refund', () => {
  it('pays the oldest periods once however many approvals race, and a refund reopens them newest first', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const created = await createPayment(student.headers, { enrollmentId, periodNumbers: [1, 2] });
    expect(created.statusCode).toBe(201);
    const payment = created.json();
    expect(payment).toMatchObject({
      status: 'CREATED',
      amount: '2000.00',
      currency: 'ARS',
      segment: 'QUOTA',
    });
    expect(payment.linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const components = await student.get(`/payments/${payment.id}/components`);
    expect(components.json()).toEqual([
      { kind: 'PERIOD', periodNumber: 1, description: 'Cuota 1', amount: '1000.00', currency: 'ARS' },
      { kind: 'PERIOD', periodNumber: 2, description: 'Cuota 2', amount: '1000.00', currency: 'ARS' },
    ]);

    const approvals = await Promise.all(
      Array.from({ length: 20 }, () =>
        setStatus(admin.headers, payment.id, 'APPROVED', { reason: 'transferencia' }),
      ),
    );
    expect(approvals.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const allocations = await t.database.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, payment.id));
    expect(allocations).toHaveLength(2);
    const movements = await movementsOfPayment(t.database.db, payment.id);
    expect(movements.map((row) => [row.type, row.amount])).toEqual([['INCOME', '2000.00']]);
    expect(await paidAmounts(enrollmentId)).toEqual(['1000.00', '1000.00', '0.00']);
    const enrollment = await admin.get(`/courses/enrollments/${enrollmentId}`);
    expect(enrollment.json()).toMatchObject({ status: 'ACTIVE' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, student.user.id));
    expect(user!.scopes).toEqual(['STUDENT']);

    const partial = await setStatus(admin.headers, payment.id, 'REFUNDED', {
      amount: '300.00',
      reason: 'descuento',
    });
    expect(partial.json()).toMatchObject({ status: 'APPROVED', refundedAmount: '300.00' });
    expect(await paidAmounts(enrollmentId)).toEqual(['1000.00', '700.00', '0.00']);
    const tooMuch = await setStatus(admin.headers, payment.id, 'REFUNDED', { amount: '1700.01' });
    expect(tooMuch.json()).toMatchObject({ status: 422, code: 'REFUND_EXCEEDS_PAYMENT' });
    const whole = await setStatus(admin.headers, payment.id, 'REFUNDED');
    expect(whole.json()).toMatchObject({ status: 'REFUNDED', refundedAmount: '2000.00' });
    expect(await paidAmounts(enrollmentId)).toEqual(['0.00', '0.00', '0.00']);
    const again = await setStatus(admin.headers, payment.id, 'APPROVED');
    expect(again.json()).toMatchObject({ status: 409, code: 'PAYMENT_TRANSITION_REFUSED' });

    const details = await admin.get(`/payments/${payment.id}/details`);
    expect(
      details.json().history.map((change: { from: string; to: string }) => `${change.from}→${change.to}`),
    ).toEqual(['null→CREATED', 'CREATED→APPROVED', 'APPROVED→APPROVED', 'APPROVED→REFUNDED']);
    // Each refund says what it gave back, so the history reads "Reembolso parcial de $ 300,00".
    expect(
      details.json().history.map((change: { refundedAmount: string | null }) => change.refundedAmount),
    ).toEqual([null, null, '300.00', '1700.00']);
    expect(details.json().history[1]).toMatchObject({
      by: admin.user.id,
      source: 'staff',
      reason: 'transferencia',
    });
    const ledger = await checkLedger(t.database.db, [student.user.id]);
    expect(ledger).toMatchObject({ balanced: true, periods: [] });
    expect(ledger.currencies).toEqual([
      { currency: 'ARS', payments: '0.00', movements: '0.00', balanced: true, openCharges: '0.00' },
    ]);
  });

  it('sets PAYMENT_FAILED on a rejection and keeps a terminal status terminal', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const payment = (await createPayment(student.headers, { enrollmentId })).json();
    expect(payment.amount).toBe('1000.00');
    expect((await setStatus(admin.headers, payment.id, 'PENDING')).json().status).toBe('PENDING');
    expect((await setStatus(admin.headers, payment.id, 'REJECTED')).json().status).toBe('REJECTED');
    const enrollment = await admin.get(`/courses/enrollments/${enrollmentId}`);
    expect(enrollment.json()).toMatchObject({ status: 'PENDING', alert: 'PAYMENT_FAILED' });
    for (const status of ['APPROVED', 'PENDING', 'CREATED']) {
      expect((await setStatus(admin.headers, payment.id, status)).statusCode).toBe(409);
    }
    const commercial = await signedIn(['COMMERCIAL']);
    expect((await setStatus(commercial.headers, payment.id, 'CANCELLED')).statusCode).toBe(403);
  });
});

describe('createPayment', () => {
  it('answers the same payment for the same Idempotency-Key and body, and 422 for another body', async () => {
    const { student, enrollmentId } = await enrolled();
    const key = { 'idempotency-key': `key-${enrollmentId}` };
    const [first, second] = await Promise.all([
      createPayment(student.headers, { enrollmentId }, key),
      createPayment(student.headers, { enrollmentId }, key),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const other = await createPayment(student.headers, { enrollmentId, periodNumbers: [2] }, key);
    expect(other.json()).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    const list = await student.get('/payments');
    expect(list.json().content).toHaveLength(1);
  });

  it('refuses what a student may not choose, periods not owed, and other students’ enrollments', async () => {
    const { student, enrollmentId } = await enrolled();
    expect((await createPayment(student.headers, { enrollmentId, amount: '1.00' })).statusCode).toBe(403);
    const nothing = await createPayment(student.headers, { enrollmentId, periodNumbers: [9] });
    expect(nothing.json()).toMatchObject({ status: 422, code: 'NOTHING_TO_PAY' });
    const stranger = await signedIn(['STUDENT']);
    expect((await createPayment(stranger.headers, { enrollmentId })).statusCode).toBe(404);
  });

  it("lets collections (FARMING) open a link for a student's owed period, never a free amount or another payer", async () => {
    const { student, enrollmentId } = await enrolled();
    const farming = await signedIn(['FARMING']);
    const link = await createPayment(farming.headers, { enrollmentId });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ userId: student.user.id, enrollmentId, amount: '1000.00' });
    expect(link.json().linkToken).toEqual(expect.any(String));
    for (const staffOnly of [{ amount: '1.00' }, { segment: 'OTHER' }, { userId: farming.user.id }]) {
      expect((await createPayment(farming.headers, { enrollmentId, ...staffOnly })).statusCode).toBe(403);
    }
    // Other staff outside payments still reach only their own enrollments.
    const seller = await signedIn(['SELLER']);
    expect((await createPayment(seller.headers, { enrollmentId })).statusCode).toBe(404);
  });
});

describe('updatePayment', () => {
  const update = (headers: Record<string, string>, paymentId: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/payments/${paymentId}`, headers, payload });

  it("refuses another currency for an enrollment's payment, as createPayment does; approving it then pays the periods", async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const payment = (await createPayment(student.headers, { enrollmentId })).json();
    const refused = await update(admin.headers, payment.id, { currency: 'USD' });
    expect(refused.json()).toMatchObject({ status: 422, code: 'PAYMENT_CURRENCY_MISMATCH' });
    const same = await update(admin.headers, payment.id, { currency: 'ARS', amount: '1000.00' });
    expect(same.json()).toMatchObject({ currency: 'ARS', amount: '1000.00' });
    expect((await setStatus(admin.headers, payment.id, 'APPROVED')).statusCode).toBe(200);
    expect(await paidAmounts(enrollmentId)).toEqual(['1000.00', '0.00', '0.00']);
  });

  it('changes the currency of a payment of no enrollment', async () => {
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const payer = await signedIn(['BASIC']);
    const payment = (
      await createPayment(admin.headers, { userId: payer.user.id, amount: '49.00', currency: 'ARS' })
    ).json();
    const changed = await update(admin.headers, payment.id, { currency: 'USD' });
    expect(changed.json()).toMatchObject({ currency: 'USD', amount: '49.00' });
  });
});

describe('findAllPayments', () => {
  it('filters by every field and shows a student only his own', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const payment = (await createPayment(student.headers, { enrollmentId })).json();
    const query = `userId=${student.user.id}&status=CREATED&segment=QUOTA&fromDate=2026-03-10&toDate=2026-03-10`;
    const found = await admin.get(`/payments?${query}`);
    expect(found.json().content.map((row: { id: string }) => row.id)).toEqual([payment.id]);
    const dayAfter = await admin.get(`/payments?userId=${student.user.id}&fromDate=2026-03-11`);
    expect(dayAfter.json().content).toEqual([]);
    const stranger = await signedIn(['STUDENT']);
    const own = await stranger.get(`/payments?userId=${student.user.id}`);
    expect(own.json().content).toEqual([]);
    expect((await stranger.get(`/payments/${payment.id}`)).statusCode).toBe(404);
  });

  it("lists one enrollment's payments page by page, not the student's others", async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const course = await createCourse(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id);
    const other = await student.post('/courses/enrollments/enrollment/create', {
      courseId: course.id,
      paymentPlanId: plan.id,
    });
    const ids: string[] = [];
    for (const periodNumbers of [[1], [2], [3]]) {
      const created = await createPayment(student.headers, { enrollmentId, periodNumbers });
      ids.push(created.json().id as string);
    }
    await createPayment(student.headers, { enrollmentId: other.json().id });
    await createPayment(admin.headers, { userId: student.user.id, amount: '50.00' });

    const page = (number: number) =>
      admin.get(`/payments?enrollmentId=${enrollmentId}&size=2&page=${number}`);
    const first = (await page(0)).json();
    const second = (await page(1)).json();
    expect(first.page).toMatchObject({ totalElements: 3, totalPages: 2, size: 2, number: 0 });
    const listed = [...first.content, ...second.content];
    expect(listed.map((row: { id: string }) => row.id).sort()).toEqual(ids.sort());
    expect(listed.every((row: { enrollmentId: string }) => row.enrollmentId === enrollmentId)).toBe(true);

    // A student reads only his own payments, whatever enrollment he names.
    const own = await student.get(`/payments?enrollmentId=${enrollmentId}`);
    expect(own.json().page.totalElements).toBe(3);
    const stranger = await signedIn(['STUDENT']);
    const foreign = await stranger.get(`/payments?enrollmentId=${enrollmentId}`);
    expect(foreign.json().content).toEqual([]);
    const malformed = await admin.get('/payments?enrollmentId=nope');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('exchange rate and quotes', () => {
  it('keeps the rates set with their history and converts a quote without saving anything', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    for (const rate of ['1200', '1250.5']) {
      const set = await admin.post('/payments/exchange-rate', { rate });
      expect(set.statusCode).toBe(201);
      clock.advance(1000);
    }
    const current = await admin.get('/payments/exchange-rate');
    expect(current.json()).toMatchObject({
      from: 'USD',
      to: 'ARS',
      rate: '1250.500000',
      setBy: admin.user.id,
    });
    const history = await admin.get('/payments/exchange-rate/history');
    expect(
      history
        .json()
        .content.slice(0, 2)
        .map((row: { rate: string }) => row.rate),
    ).toEqual(['1250.500000', '1200.000000']);
    const quote = await student.post('/payments/quote', { enrollmentId, currency: 'USD' });
    expect(quote.json()).toMatchObject({
      currency: 'ARS',
      amount: '1000.00',
      exchange: { from: 'ARS', to: 'USD', rate: '1250.500000', convertedAmount: '0.80' },
    });
    const list = await student.get('/payments');
    expect(list.json().content).toEqual([]);
    const seller = await signedIn(['SELLER']);
    const refused = await seller.post('/payments/exchange-rate', { rate: '1' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('getPaymentReceipt', () => {
  const receipt = (headers: Record<string, string>, paymentId: string) =>
    t.app.inject({ url: `/payments/${paymentId}/receipt`, headers });

  it('gives the owner and staff a PDF of an approved payment, 404 to another student and 409 before approval', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const payment = (await createPayment(student.headers, { enrollmentId })).json();

    const early = await receipt(student.headers, payment.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PAYMENT_NOT_APPROVED');

    const approved = await setStatus(admin.headers, payment.id, 'APPROVED', { vendorReference: 'TRF-123' });
    expect(approved.statusCode).toBe(200);
    const { receiptNumber } = approved.json();
    for (const headers of [student.headers, admin.headers]) {
      const answer = await receipt(headers, payment.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      // The receipt's number (a gap-free sequence given at approval), eight digits.
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="comprobante-${String(receiptNumber).padStart(8, '0')}.pdf"`,
      );
      expect(answer.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }

    const other = await signedIn(['STUDENT']);
    expect((await receipt(other.headers, payment.id)).statusCode).toBe(404);

    // A partial refund keeps it APPROVED: still a receipt (showing the refund); a whole refund ends it.
    await setStatus(admin.headers, payment.id, 'REFUNDED', { amount: '100.00', reason: 'ajuste' });
    expect((await receipt(student.headers, payment.id)).statusCode).toBe(200);
    await setStatus(admin.headers, payment.id, 'REFUNDED', { reason: 'baja' });
    expect((await receipt(student.headers, payment.id)).statusCode).toBe(409);
  });
});
