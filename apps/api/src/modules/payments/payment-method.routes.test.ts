import { describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/factories/academic.js';
import { createPaymentPlan } from '../../../test/factories/selling.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const clock = testClock('2026-03-10T15:00:00Z');
const t = useTestApp({ tokenTtlSeconds: 365 * 86_400 }, { clock });

const signedIn = signingIn(t, clock);

type Headers = Record<string, string>;

const enrol = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/courses/enrollments/enrollment/create', headers, payload });

const createPayment = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/payments', headers, payload });

const setStatus = (headers: Headers, paymentId: string, status: string, payload?: object) =>
  t.app.inject({ method: 'PUT', url: `/payments/${paymentId}/status/${status}`, headers, payload });

const findPayment = (headers: Headers, paymentId: string) =>
  t.app.inject({ method: 'GET', url: `/payments/${paymentId}`, headers });

/** A hybrid plan: a 500.00 down payment, then 2 × 1000.00; a student and a commercial admin. */
async function setting() {
  const course = await createCourse(t.database.db);
  const plan = await createPaymentPlan(t.database.db, course.id, {
    type: 'hybrid',
    upfrontAmount: '500.00',
    periodAmount: '1000.00',
    numberOfPeriods: 2,
  });
  const admin = await signedIn(['COMMERCIAL_ADMIN']);
  const student = await signedIn(['BASIC']);
  /** Staff enrol the student in the plan, with `extra` (a payment method…). */
  const enrolStudent = (extra: Record<string, unknown> = {}) =>
    enrol(admin.headers, { courseId: course.id, paymentPlanId: plan.id, userId: student.user.id, ...extra });
  return { course, plan, admin, student, enrolStudent };
}

/** Staff record a free amount on the enrollment and approve it by hand. */
async function paidByHand(headers: Headers, enrollmentId: string, userId: string, amount: string, body = {}) {
  const created = await createPayment(headers, { enrollmentId, userId, amount, segment: 'OTHER' });
  expect(created.statusCode).toBe(201);
  const approved = await setStatus(headers, created.json().id, 'APPROVED', body);
  expect(approved.statusCode).toBe(200);
  return approved.json();
}

describe('a manual enrollment with its payment method', () => {
  it('is created manual by staff with the method, and its payments approved by hand record it', async () => {
    const { admin, student, enrolStudent } = await setting();
    const created = await enrolStudent({ manualPaymentMethod: 'CASH' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'PENDING',
      manual: true,
      manualPaymentMethod: 'CASH',
      manualReason: 'Inscripción manual: paga en efectivo',
    });
    const enrollmentId = created.json().id as string;

    // Without a method in the approval, the enrollment's is recorded; with one, that one.
    const first = await paidByHand(admin.headers, enrollmentId, student.user.id, '500.00');
    expect(first).toMatchObject({ status: 'APPROVED', method: 'CASH' });
    const second = await paidByHand(admin.headers, enrollmentId, student.user.id, '1000.00', {
      method: 'TRANSFER',
    });
    expect(second.method).toBe('TRANSFER');
    expect((await findPayment(admin.headers, second.id)).json().method).toBe('TRANSFER');

    const list = await admin.get(`/payments?enrollmentId=${enrollmentId}&sort=createdAt,asc`);
    expect(list.json().content.map((payment: { method: string }) => payment.method)).toEqual([
      'CASH',
      'TRANSFER',
    ]);
  });

  it('refuses a manual enrollment asked by a student (403) and a method outside transfer and cash (400)', async () => {
    const { course, plan, student, enrolStudent } = await setting();
    const own = await enrol(student.headers, {
      courseId: course.id,
      paymentPlanId: plan.id,
      manualPaymentMethod: 'TRANSFER',
    });
    expect(own.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const other = await enrolStudent({ manualPaymentMethod: 'OTHER' });
    expect(other.statusCode).toBe(400);
  });

  it('leaves a regular enrollment’s payments approved by hand without a method unless staff give one', async () => {
    const { admin, student, enrolStudent } = await setting();
    const created = await enrolStudent();
    expect(created.json()).toMatchObject({ manual: false, manualPaymentMethod: null });
    const plain = await paidByHand(admin.headers, created.json().id, student.user.id, '500.00');
    expect(plain.method).toBeNull();
  });
});

describe('payment method validation', () => {
  it('takes a method only with an approval, and only for a payment not made with a vendor', async () => {
    const { course, plan, admin, student } = await setting();
    const enrollment = await enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id });
    const enrollmentId = enrollment.json().id as string;

    const draft = await createPayment(admin.headers, { enrollmentId, userId: student.user.id });
    const rejectedWithMethod = await setStatus(admin.headers, draft.json().id, 'REJECTED', {
      method: 'CASH',
    });
    expect(rejectedWithMethod.statusCode).toBe(422);
    expect(rejectedWithMethod.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_MANUAL' });

    const unknownMethod = await setStatus(admin.headers, draft.json().id, 'APPROVED', { method: 'CHEQUE' });
    expect(unknownMethod.statusCode).toBe(400);

    // Started with the sandbox vendor: its money arrives through the vendor, never "en efectivo".
    const started = await student.post(`/payments/${draft.json().id}/initialize?vendor=sandbox`);
    expect(started.statusCode).toBe(200);
    const vendorWithMethod = await setStatus(admin.headers, draft.json().id, 'APPROVED', { method: 'CASH' });
    expect(vendorWithMethod.statusCode).toBe(422);
    expect(vendorWithMethod.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_MANUAL' });
    const unchanged = (await findPayment(admin.headers, draft.json().id)).json();
    expect(unchanged).toMatchObject({ status: 'PENDING', method: null, paidPeriods: [] });
  });
});

describe('the periods a payment paid', () => {
  it('names the down payment, whole and partial periods, from the ledger after each payment and a refund', async () => {
    const { admin, student, enrolStudent } = await setting();
    const enrollment = await enrolStudent({ manualPaymentMethod: 'TRANSFER' });
    const enrollmentId = enrollment.json().id as string;

    // 1200.00: the 500.00 down payment and 700.00 of instalment 1 (period 2).
    const partial = await paidByHand(admin.headers, enrollmentId, student.user.id, '1200.00');
    expect((await findPayment(admin.headers, partial.id)).json().paidPeriods).toEqual([
      { number: 1, downPayment: true, whole: true },
      { number: 2, downPayment: false, whole: false },
    ]);

    // 1300.00: the 300.00 left of period 2 and the whole of period 3.
    const full = await paidByHand(admin.headers, enrollmentId, student.user.id, '1300.00');
    expect((await findPayment(admin.headers, full.id)).json().paidPeriods).toEqual([
      { number: 2, downPayment: false, whole: false },
      { number: 3, downPayment: false, whole: true },
    ]);

    // A partial refund of the second takes back the newest period first: 1000.00 of period 3.
    const refunded = await setStatus(admin.headers, full.id, 'REFUNDED', { amount: '1000.00' });
    expect(refunded.statusCode).toBe(200);
    const list = await admin.get(`/payments?enrollmentId=${enrollmentId}&sort=createdAt,asc`);
    expect(list.json().content.map((payment: { paidPeriods: unknown }) => payment.paidPeriods)).toEqual([
      [
        { number: 1, downPayment: true, whole: true },
        { number: 2, downPayment: false, whole: false },
      ],
      [{ number: 2, downPayment: false, whole: false }],
    ]);
  });
});
