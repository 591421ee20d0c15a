/**
 * Payment scenarios through the HTTP API, for the payments tests: signed-in users, a BASIC
 * student enrolled (PENDING) in a 3 × 1000.00 ARS recurring plan with or without its first
 * payment, a staff-made USD payment initialised with a vendor, the calls the scenarios repeat
 * (createPayment, updatePaymentStatus, addEnrollmentPaymentHistory) and what an enrollment's
 * periods have been paid.
 */
import type { Scope } from '@catedra/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { enrollmentPeriods } from '../../src/db/schema/index.js';
import type { Clock } from '../../src/time/clock.js';
import { signedIn as signedInAs } from '../setup/signed-in.js';
import type { TestApp } from '../setup/test-app.js';
import { createCourse } from './academic.js';
import { createPaymentPlan } from './selling.js';

export type Headers = Record<string, string>;

export function paymentScenarios(t: TestApp, clock: Clock) {
  const signedIn = (scopes: Scope[], country?: string) =>
    signedInAs(t, scopes, country ? { country } : {}, clock);

  /** A BASIC user enrolled (PENDING) in a 3 × 1000.00 ARS plan (unless told otherwise), and a commercial admin. */
  async function enrolled(country?: string, plan: Parameters<typeof createPaymentPlan>[2] = {}) {
    const course = await createCourse(t.database.db);
    const paymentPlan = await createPaymentPlan(t.database.db, course.id, plan);
    const student = await signedIn(['BASIC'], country);
    const enrollment = await student.post('/courses/enrollments/enrollment/create', {
      courseId: course.id,
      paymentPlanId: paymentPlan.id,
    });
    expect(enrollment.statusCode).toBe(201);
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    return { student, admin, course, enrollmentId: enrollment.json().id as string };
  }

  const createPayment = (headers: Headers, payload: Record<string, unknown>, extra: Headers = {}) =>
    t.app.inject({ method: 'POST', url: '/payments', headers: { ...headers, ...extra }, payload });

  /** `enrolled`, then the student's payment of period 1 (createPayment), with its link token. */
  async function enrolledPayment(country?: string) {
    const scenario = await enrolled(country);
    const created = await createPayment(scenario.student.headers, { enrollmentId: scenario.enrollmentId });
    expect(created.statusCode).toBe(201);
    return { ...scenario, payment: created.json() as { id: string; linkToken: string } };
  }

  const setStatus = (headers: Headers, paymentId: string, status: string, payload?: object) =>
    t.app.inject({ method: 'PUT', url: `/payments/${paymentId}/status/${status}`, headers, payload });

  const attach = (headers: Headers, enrollmentId: string, paymentIds: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/courses/enrollments/payment/history',
      headers,
      payload: { enrollmentId, paymentIds },
    });

  /** A USD payment of 49.00 (no enrollment) of a payer in `country`, initialised with `vendor`. */
  async function aUsdPayment(vendor: 'paypal' | 'dlocal', country: string) {
    const payer = await signedIn(['BASIC'], country);
    const admin = await signedIn(['COMMERCIAL_ADMIN']);
    const created = await createPayment(admin.headers, {
      userId: payer.user.id,
      amount: '49.00',
      currency: 'USD',
    });
    const paymentId = created.json().id as string;
    const init = await payer.post(
      `/payments/${paymentId}/initialize?vendor=${vendor}`,
      vendor === 'dlocal' ? { country } : {},
    );
    expect(init.statusCode).toBe(200);
    return { payer, admin, paymentId, vendorOrderId: init.json().vendorOrderId as string | null };
  }

  /** The paid amount of each of the enrollment's periods, period 1 first. */
  async function paidAmounts(enrollmentId: string) {
    const rows = await t.database.db
      .select()
      .from(enrollmentPeriods)
      .where(eq(enrollmentPeriods.enrollmentId, enrollmentId))
      .orderBy(enrollmentPeriods.number);
    return rows.map((row) => row.paidAmount);
  }

  return { signedIn, enrolled, enrolledPayment, aUsdPayment, createPayment, setStatus, attach, paidAmounts };
}
