/**
 * Impossible values are refused by the API, on the field, and never silently changed
 * (issue 9, item 3): capacity below 1, a class of 0 minutes or longer than a day, a class
 * outside its course's dates (judged in the course's zone), a course in year 0202, a grade
 * below 0 or above the exam's maximum, an amount of money that is zero or negative where
 * something must be charged (issue 17 item 8). Resume dates: resumes.routes.test.ts.
 */
import { PATTERNS } from '@catedra/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseClasses, coursePaymentPlans, courses, payments } from '../src/db/schema/index.js';
import { createCourse, createExam, newCourseBody } from './factories/academic.js';
import { createAlliance, createPaymentPlan, tierIdOf } from './factories/selling.js';
import { courseWithStudent, signedIn } from './setup/signed-in.js';
import { useTestApp } from './setup/test-app.js';

const t = useTestApp();

/** The first refused field of a 400 answer: its path and what refused it. */
function refusedField(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  const problem = response.json() as { errors: { path: string; code: string }[] };
  return problem.errors[0];
}

describe('courses', () => {
  it('refuses a capacity below 1 on create and update, and keeps the stored one', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const created = await admin.post('/courses', await newCourseBody(t.database.db, { capacity: -5 }));
    expect(refusedField(created)).toMatchObject({ path: 'body.capacity', code: 'minimum' });

    const course = await createCourse(t.database.db, { capacity: 30 });
    const updated = await admin.put(`/courses/${course.id}`, { capacity: 0 });
    expect(refusedField(updated)).toMatchObject({ path: 'body.capacity', code: 'minimum' });
    const [stored] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
    expect(stored!.capacity).toBe(30);
  });

  it('refuses a course starting in year 0202', async () => {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const response = await admin.post(
      '/courses',
      await newCourseBody(t.database.db, { startDate: '0202-01-01' }),
    );
    expect(refusedField(response)?.path).toBe('body.startDate');
  });
});

describe('classes', () => {
  // The course runs 2026-03-01 to 2026-07-31 in Buenos Aires (UTC−3).
  async function setting() {
    const admin = await signedIn(t, ['ACADEMIC_ADMIN']);
    const course = await createCourse(t.database.db);
    const create = (payload: Record<string, unknown>) =>
      admin.post(`/courses/${course.id}/classes`, {
        title: 'Clase',
        startsAt: '2026-04-01T19:00:00-03:00',
        durationMinutes: 90,
        ...payload,
      });
    return { admin, course, create };
  }

  it('refuses a class of 0 minutes and one longer than a day', async () => {
    const { create } = await setting();
    expect(refusedField(await create({ durationMinutes: 0 }))).toMatchObject({
      path: 'body.durationMinutes',
      code: 'minimum',
    });
    expect(refusedField(await create({ durationMinutes: 24 * 60 + 1 }))).toMatchObject({
      path: 'body.durationMinutes',
      code: 'maximum',
    });
  });

  it("judges the course's dates in the course's zone: its last evening is in, the next day is out", async () => {
    const { course, create } = await setting();
    // 23:00 of July 31 in Buenos Aires is already August 1 in UTC.
    expect((await create({ startsAt: '2026-08-01T02:00:00Z' })).statusCode).toBe(201);
    const after = await create({ startsAt: '2026-08-01T03:30:00Z' });
    expect(refusedField(after)).toMatchObject({ path: 'body.startsAt', code: 'CLASS_OUTSIDE_COURSE_DATES' });
    expect(after.json().code).toBe('CLASS_OUTSIDE_COURSE_DATES');
    // 23:00 of February 28 in Buenos Aires is March 1 in UTC: before the course starts.
    const before = await create({ startsAt: '2026-03-01T02:00:00Z' });
    expect(refusedField(before)?.code).toBe('CLASS_OUTSIDE_COURSE_DATES');
    const stored = await t.database.db
      .select()
      .from(courseClasses)
      .where(eq(courseClasses.courseId, course.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses moving a class past the course’s end', async () => {
    const { admin, course, create } = await setting();
    const created = (await create({})).json();
    const moved = await admin.put(`/courses/${course.id}/classes/${created.id}`, {
      startsAt: '2026-09-01T19:00:00-03:00',
    });
    expect(refusedField(moved)?.code).toBe('CLASS_OUTSIDE_COURSE_DATES');
  });
});

describe('grades', () => {
  it('refuses a score below 0 and one above the maximum, each naming the score', async () => {
    const { teacher, course, student } = await courseWithStudent(t);
    const exam = await createExam(t.database.db, course.id, { maxScore: 10 });
    const url = `/courses/${course.id}/exams/${exam.id}/submission/${student.user.id}`;
    await student.post(url, { answer: 'Mi respuesta' });

    const negative = await teacher.post(url, { score: -3 });
    expect(refusedField(negative)).toMatchObject({ path: 'body.score', code: 'minimum' });

    const above = await teacher.post(url, { score: 11 });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: 'SCORE_ABOVE_MAX',
      errors: [{ path: 'body.score', code: 'SCORE_ABOVE_MAX', params: { limit: 10 } }],
    });
    const unchanged = await student.get(url);
    expect(unchanged.json().score).toBeNull();
  });
});

describe('money', () => {
  /** What refused the amount: its own pattern, so the client says "greater than zero". */
  const positiveAmountRefused = (response: Parameters<typeof refusedField>[0], path: string) =>
    expect(refusedField(response)).toMatchObject({
      path,
      code: 'pattern',
      params: { pattern: PATTERNS.positiveMoney },
    });

  it('refuses a staff payment, a payment update and a refund of zero or less; the payment stays as it was', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const payer = await signedIn(t, ['BASIC']);
    const create = (amount: string) =>
      admin.post('/payments', { userId: payer.user.id, amount, currency: 'ARS' });
    positiveAmountRefused(await create('-10.00'), 'body.amount');
    positiveAmountRefused(await create('0.00'), 'body.amount');
    const payment = (await create('100.00')).json();
    const update = await admin.put(`/payments/${payment.id}`, { amount: '-1.00' });
    positiveAmountRefused(update, 'body.amount');
    const approved = await admin.put(`/payments/${payment.id}/status/APPROVED`);
    expect(approved.statusCode).toBe(200);
    for (const amount of ['-10.00', '0.00']) {
      const refund = await admin.put(`/payments/${payment.id}/status/REFUNDED`, { amount });
      positiveAmountRefused(refund, 'body.amount');
    }
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored).toMatchObject({ amount: '100.00', status: 'APPROVED', refundedAmount: '0.00' });
  });

  it('refuses a plan priced zero or less, on create and update, and a tier override below zero', async () => {
    const admin = await signedIn(t, ['COMMERCIAL_ADMIN']);
    const course = await createCourse(t.database.db);
    const url = `/courses/${course.id}/payment-plans`;
    const create = (payload: Record<string, unknown>) =>
      admin.post(url, { name: `Plan ${Math.random()}`, currency: 'ARS', ...payload });
    positiveAmountRefused(await create({ type: 'upfront', upfrontAmount: '0.00' }), 'body.upfrontAmount');
    positiveAmountRefused(
      await create({ type: 'recurring', periodAmount: '-5.00', numberOfPeriods: 3 }),
      'body.periodAmount',
    );

    const alliance = await createAlliance(t.database.db, [{ code: 'ORO', discountPercent: '10' }]);
    const tierId = await tierIdOf(t.database.db, alliance.id, 'ORO');
    const plan = await createPaymentPlan(t.database.db, course.id);
    const update = await admin.put(`${url}/${plan.id}`, { periodAmount: '0.00' });
    positiveAmountRefused(update, 'body.periodAmount');
    const [stored] = await t.database.db
      .select()
      .from(coursePaymentPlans)
      .where(eq(coursePaymentPlans.id, plan.id));
    expect(stored!.periodAmount).toBe(plan.periodAmount);

    const overrides = `${url}/${plan.id}/tier-overrides`;
    const createOverride = await admin.post(overrides, { tierId, periodAmount: '-1.00' });
    positiveAmountRefused(createOverride, 'body.periodAmount');
    const updateOverride = await admin.post(`${overrides}/${tierId}`, { upfrontAmount: '-1.00' });
    positiveAmountRefused(updateOverride, 'body.upfrontAmount');
  });
});
