/**
 * Issue 17 item 3: one open payment per period. "Pagar ahora" (the student) and "Generar link
 * de pago" (staff, sellers) both call createPayment for the enrollment's oldest owed period;
 * while that period has a CREATED or PENDING payment, the call answers that payment (with a
 * new link token, the old link stops working) instead of making a second one — however many
 * clicks race. A request whose periods only partly match an open payment is refused (409
 * PAYMENT_ALREADY_OPEN). Once the open payment ends (cancelled, rejected…), a new one is made.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { sandboxPaymentsConfig } from '../../../test/setup/vendor-fakes.js';
import { payments } from '../../db/schema/index.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp(
  { tokenTtlSeconds: 365 * 86_400, payments: sandboxPaymentsConfig({ checkoutRateLimitPerMinute: 1000 }) },
  { clock },
);
const { signedIn, enrolled, createPayment, setStatus } = paymentScenarios(t, clock);

const paymentsOf = (enrollmentId: string) =>
  t.database.db.select().from(payments).where(eq(payments.enrollmentId, enrollmentId));

describe('one open payment per period', () => {
  it('answers the open payment to every "Pagar ahora", also to clicks at the same moment', async () => {
    const { student, enrollmentId } = await enrolled();
    const clicks = await Promise.all(
      Array.from({ length: 6 }, () => createPayment(student.headers, { enrollmentId })),
    );
    expect(clicks.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(clicks.map((answer) => answer.json().id as string));
    expect(ids.size).toBe(1);
    expect(await paymentsOf(enrollmentId)).toHaveLength(1);
    // Every answer carries a link token; the payment's link is the last one issued.
    for (const answer of clicks) expect(answer.json().linkToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('resumes a PENDING payment: "Pagar ahora" and "Generar link de pago" answer it, its new link shows it', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const first = (await createPayment(student.headers, { enrollmentId })).json();
    const init = await t.app.inject({
      method: 'POST',
      url: `/checkout/${first.linkToken}/initialize?vendor=sandbox`,
    });
    expect(init.json()).toMatchObject({ status: 'PENDING' });

    const again = await createPayment(student.headers, { enrollmentId });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, status: 'PENDING', amount: '1000.00' });
    const view = await t.app.inject({ url: `/checkout/${again.json().linkToken}` });
    expect(view.json()).toMatchObject({ paymentId: first.id, status: 'PENDING' });
    // The link issued before stops working, as reissuePaymentLink does.
    expect((await t.app.inject({ url: `/checkout/${first.linkToken}` })).statusCode).toBe(404);

    const seller = await signedIn(['COMMERCIAL']);
    const link = await createPayment(seller.headers, { enrollmentId });
    expect(link.json()).toMatchObject({ id: first.id });
    const byStaff = await createPayment(admin.headers, { enrollmentId, periodNumbers: [1] });
    expect(byStaff.json()).toMatchObject({ id: first.id });
    expect(await paymentsOf(enrollmentId)).toHaveLength(1);
  });

  it('makes a payment for another period, refuses a partial overlap, and a new one once the open one ends', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const first = (await createPayment(student.headers, { enrollmentId })).json();
    const second = await createPayment(student.headers, { enrollmentId, periodNumbers: [2] });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.id);
    const overlap = await createPayment(student.headers, { enrollmentId, periodNumbers: [2, 3] });
    expect(overlap.json()).toMatchObject({ status: 409, code: 'PAYMENT_ALREADY_OPEN' });
    expect(overlap.json().detail).toContain(second.json().id);

    expect((await setStatus(admin.headers, first.id, 'CANCELLED', { reason: 'otro medio' })).statusCode).toBe(
      200,
    );
    const fresh = await createPayment(student.headers, { enrollmentId });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(first.id);
    expect(fresh.json()).toMatchObject({ status: 'CREATED', amount: '1000.00' });

    // Paid: the next "Pagar ahora" is for the next period owed.
    expect((await setStatus(admin.headers, fresh.json().id, 'APPROVED')).statusCode).toBe(200);
    const next = await createPayment(student.headers, { enrollmentId });
    expect(next.json().id).toBe(second.json().id);
    expect(await paymentsOf(enrollmentId)).toHaveLength(3);
  });

  it('keeps the rule to period payments: staff amounts are not open payments of a period', async () => {
    const { student, admin, enrollmentId } = await enrolled();
    const free = await createPayment(admin.headers, { enrollmentId, amount: '10.00' });
    const other = await createPayment(admin.headers, { enrollmentId, amount: '10.00' });
    expect(other.json().id).not.toBe(free.json().id);
    const period = await createPayment(student.headers, { enrollmentId });
    expect([free, other, period].map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
  });
});
