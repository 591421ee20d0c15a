import { Enrollment } from '@catedra/contract';
import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { createCourse, createCourseClass, createEnrollment } from '../../../test/factories/academic.js';
import { createAlliance, createPaymentPlan, createTierOverride } from '../../../test/factories/selling.js';
import { createUser } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { runJob as runJobOf } from '../../../test/setup/jobs.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { dependenciesOf, useTestApp } from '../../../test/setup/test-app.js';
import { enrollmentComments, enrollmentPeriods } from '../../db/schema/index.js';

// 12:00 in Buenos Aires on 10 March 2026.
const clock = testClock('2026-03-10T15:00:00Z');
// Tokens outlive the time travels below.
const t = useTestApp({ tokenTtlSeconds: 3 * 365 * 86_400 }, { clock });

const signedIn = signingIn(t, clock);
const runJob = (name: string, data: { courseId?: string }) => runJobOf(t, clock, name, data);

async function setting(
  overrides: Parameters<typeof createCourse>[1] = {},
  plan: Parameters<typeof createPaymentPlan>[2] = {},
) {
  clock.set('2026-03-10T15:00:00Z');
  const course = await createCourse(t.database.db, overrides);
  const paymentPlan = await createPaymentPlan(t.database.db, course.id, plan);
  const admin = await signedIn(['COMMERCIAL_ADMIN']);
  return { course, plan: paymentPlan, admin };
}

async function enrol(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/courses/enrollments/enrollment/create',
    headers,
    payload: body,
  });
}

/** A new user enrolled by the setting's commercial admin in its course and plan, with the enrollment answered. */
async function enrolledByStaff({ course, plan, admin }: Awaited<ReturnType<typeof setting>>) {
  const student = await createUser(t.database.db);
  const created = await enrol(admin.headers, {
    courseId: course.id,
    paymentPlanId: plan.id,
    userId: student.id,
  });
  return { student, enrollment: created.json() };
}

/** A new user's enrollment, made by staff, set ACTIVE as a payment would. */
async function activeEnrollment() {
  const s = await setting();
  const { student, enrollment } = await enrolledByStaff(s);
  await t.database.db.execute(`update enrollments set status = 'ACTIVE' where id = '${enrollment.id}'`);
  return { ...s, student, enrollment };
}

/** The enrollments list of a course (the query after its courseId), as answered. */
async function courseListPage(headers: Record<string, string>, courseId: string, query: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/courses/enrollments?courseId=${courseId}&${query}`,
    headers,
  });
  return answer.json();
}

async function periodsStatus(headers: Record<string, string>, enrollmentId: string) {
  return t.app.inject({
    method: 'GET',
    url: `/courses/enrollments/${enrollmentId}/enrollment-periods-status`,
    headers,
  });
}

describe('createEnrollment', () => {
  it('lets a student enrol himself: PENDING, periods from today in the course zone, first due now', async () => {
    const { course, plan } = await setting(
      {},
      { type: 'hybrid', upfrontAmount: '500.00', periodAmount: '1000.00', numberOfPeriods: 2 },
    );
    const student = await signedIn(['STUDENT']);
    const created = await enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'PENDING',
      userId: student.user.id,
      planType: 'hybrid',
      currency: 'ARS',
      numberOfPeriods: 3,
      debt: '0.00',
      inDebt: false,
      nextDueDate: '2026-03-10',
      alert: 'NONE',
    });
    const status = await periodsStatus(student.headers, created.json().id);
    expect(status.json().periods).toEqual([
      {
        number: 1,
        dueDate: '2026-03-10',
        amount: '500.00',
        paidAmount: '0.00',
        status: 'DUE',
        complementary: false,
      },
      {
        number: 2,
        dueDate: '2026-04-10',
        amount: '1000.00',
        paidAmount: '0.00',
        status: 'DUE',
        complementary: false,
      },
      {
        number: 3,
        dueDate: '2026-05-10',
        amount: '1000.00',
        paidAmount: '0.00',
        status: 'DUE',
        complementary: false,
      },
    ]);
    expect(status.json().nextDuePeriod.number).toBe(1);
  });

  it('refuses a student enrolling somebody else (403) or choosing a tier (403)', async () => {
    const { course, plan } = await setting();
    const student = await signedIn(['STUDENT']);
    const other = await createUser(t.database.db);
    expect(
      (await enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id, userId: other.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id, tier: 'GOLD' }))
        .statusCode,
    ).toBe(403);
  });

  it('applies the tier override for an alliance member enrolled by staff', async () => {
    const alliance = await createAlliance(t.database.db, [
      { code: 'GOLD', discountPercent: '10' },
      { code: 'SILVER', discountPercent: '5' },
    ]);
    const { course, plan, admin } = await setting(
      {},
      { type: 'recurring', periodAmount: '1000.00', numberOfPeriods: 2 },
    );
    await createTierOverride(
      t.database.db,
      plan.id,
      { allianceId: alliance.id, code: 'GOLD' },
      { periodAmount: '700.00' },
    );
    /** Staff enrol the user in the plan at the alliance tier. */
    const enrolInTier = (userId: string, tier: string) =>
      enrol(admin.headers, { courseId: course.id, paymentPlanId: plan.id, userId, tier });
    const member = await createUser(t.database.db, { allianceId: alliance.id });
    const gold = await enrolInTier(member.id, 'GOLD');
    expect(gold.json()).toMatchObject({ allianceId: alliance.id, tier: 'GOLD', periodAmount: '700.00' });
    const other = await createUser(t.database.db, { allianceId: alliance.id });
    const silver = await enrolInTier(other.id, 'SILVER');
    expect(silver.json().periodAmount).toBe('950.00');
    const outsider = await createUser(t.database.db);
    const refused = await enrolInTier(outsider.id, 'GOLD');
    expect(refused.json().code).toBe('TIER_NOT_IN_ALLIANCE');
  });

  it('refuses a closed, inactive or full course, an inactive plan, another course’s plan and a second enrollment', async () => {
    const student = await signedIn(['STUDENT']);
    const closed = await setting({ enrollmentOpen: false });
    expect(
      (await enrol(student.headers, { courseId: closed.course.id, paymentPlanId: closed.plan.id })).json()
        .code,
    ).toBe('ENROLLMENT_CLOSED');
    const inactive = await setting({ active: false });
    expect(
      (await enrol(student.headers, { courseId: inactive.course.id, paymentPlanId: inactive.plan.id })).json()
        .code,
    ).toBe('COURSE_INACTIVE');
    const plain = await setting({ capacity: 1 });
    const inactivePlan = await createPaymentPlan(t.database.db, plain.course.id, { active: false });
    const refusedPlan = await enrol(student.headers, {
      courseId: plain.course.id,
      paymentPlanId: inactivePlan.id,
    });
    expect([refusedPlan.statusCode, refusedPlan.json().code]).toEqual([422, 'PAYMENT_PLAN_INACTIVE']);
    const otherCourse = await enrol(student.headers, {
      courseId: plain.course.id,
      paymentPlanId: closed.plan.id,
    });
    expect([otherCourse.statusCode, otherCourse.json().code]).toEqual([422, 'PAYMENT_PLAN_OF_OTHER_COURSE']);
    expect(
      (await enrol(student.headers, { courseId: plain.course.id, paymentPlanId: plain.plan.id })).statusCode,
    ).toBe(201);
    const again = await enrol(student.headers, { courseId: plain.course.id, paymentPlanId: plain.plan.id });
    expect([again.statusCode, again.json().code]).toEqual([409, 'COURSE_FULL']);
    const roomy = await setting();
    expect(
      (await enrol(student.headers, { courseId: roomy.course.id, paymentPlanId: roomy.plan.id })).statusCode,
    ).toBe(201);
    const twice = await enrol(student.headers, { courseId: roomy.course.id, paymentPlanId: roomy.plan.id });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ENROLLMENT_EXISTS']);
    const unknown = await enrol(student.headers, { courseId: roomy.plan.id, paymentPlanId: roomy.plan.id });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates one enrollment out of 20 concurrent attempts', async () => {
    const { course, plan } = await setting();
    const student = await signedIn(['STUDENT']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('keeps capacity under 20 concurrent students for the last seat', async () => {
    const { course, plan } = await setting({ capacity: 3 });
    const students = await Promise.all(Array.from({ length: 20 }, () => signedIn(['STUDENT'])));
    const answers = await Promise.all(
      students.map((student) => enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
  });
});

describe('createScholarshipEnrollment', () => {
  it('makes a 100% scholarship ACTIVE with every period WAIVED, and a partial one owes the rest exactly', async () => {
    const { course, plan, admin } = await setting(
      {},
      { type: 'recurring', periodAmount: '333.33', numberOfPeriods: 3 },
    );
    const scholarship = (userId: string, scholarshipPercent: number) =>
      admin.post('/courses/enrollments/scholarship', {
        userId,
        courseId: course.id,
        paymentPlanId: plan.id,
        scholarshipPercent,
      });
    const full = await createUser(t.database.db);
    const waived = await scholarship(full.id, 100);
    expect(waived.json()).toMatchObject({ status: 'ACTIVE', scholarshipPercent: 100, nextDueDate: null });
    const status = await periodsStatus(admin.headers, waived.json().id);
    expect(status.json().periods.map((period: { status: string }) => period.status)).toEqual([
      'WAIVED',
      'WAIVED',
      'WAIVED',
    ]);
    const half = await createUser(t.database.db);
    const partial = await scholarship(half.id, 50);
    expect(partial.json().status).toBe('PENDING');
    const amounts = (await periodsStatus(admin.headers, partial.json().id))
      .json()
      .periods.map((period: { amount: string }) => period.amount);
    // 999.99 − 50% (500.00 rounded half up) = 499.99: 166.66 + 166.66 + 166.67.
    expect(amounts).toEqual(['166.66', '166.66', '166.67']);
  });
});

describe('periods and debt over time (course zone)', () => {
  it('is OVERDUE from the day after its due date in the course’s zone, with debt by age', async () => {
    const { course, plan, admin } = await setting(
      { timezoneId: 'America/Santiago', startDate: '2026-03-01', endDate: '2026-12-31' },
      { type: 'recurring', periodAmount: '100.00', numberOfPeriods: 6 },
    );
    const student = await createUser(t.database.db);
    // 10 March 2026 12:00 UTC-3 in Santiago (summer time).
    const created = (
      await enrol(admin.headers, { courseId: course.id, paymentPlanId: plan.id, userId: student.id })
    ).json();
    expect((await periodsStatus(admin.headers, created.id)).json().periods[0].dueDate).toBe('2026-03-10');
    // 23:59 on 10 March in Santiago (02:59 UTC on the 11th): still DUE.
    clock.set('2026-03-11T02:59:00Z');
    const sameDay = (await periodsStatus(admin.headers, created.id)).json();
    expect([sameDay.today, sameDay.periods[0].status, sameDay.inDebt]).toEqual(['2026-03-10', 'DUE', false]);
    clock.set('2026-03-11T03:00:00Z');
    const nextDay = (await periodsStatus(admin.headers, created.id)).json();
    expect([nextDay.today, nextDay.periods[0].status, nextDay.inDebt, nextDay.debt]).toEqual([
      '2026-03-11',
      'OVERDUE',
      true,
      '100.00',
    ]);
    // After the DST change (5 April 2026 in Chile), 18 June: periods due 100, 69, 39 and 8 days ago.
    clock.set('2026-06-18T16:00:00Z');
    const late = (await periodsStatus(admin.headers, created.id)).json();
    expect(late.debtByAge).toEqual({
      days0To30: '100.00',
      days31To60: '100.00',
      days61To90: '100.00',
      over90Days: '100.00',
    });
    expect(late.debt).toBe('400.00');
    const listed = await admin.get(`/courses/enrollments?courseId=${course.id}&onlyInDebt=true`);
    expect(listed.json().content).toMatchObject([
      { id: created.id, debt: '400.00', inDebt: true, alert: 'DEBT' },
    ]);
  });
});

describe('changes', () => {
  async function enrolled(plan: Parameters<typeof createPaymentPlan>[2] = {}) {
    const s = await setting({}, { type: 'recurring', periodAmount: '1000.00', numberOfPeriods: 4, ...plan });
    const { enrollment } = await enrolledByStaff(s);
    return { ...s, enrollment };
  }

  /** `enrolled` in an upfront plan of 900.00, all of it paid. */
  async function paidUpfront() {
    const scenario = await enrolled({
      type: 'upfront',
      upfrontAmount: '900.00',
      periodAmount: null,
      numberOfPeriods: null,
    });
    await t.database.db
      .update(enrollmentPeriods)
      .set({ paidAmount: '900.00' })
      .where(eq(enrollmentPeriods.enrollmentId, scenario.enrollment.id));
    return scenario;
  }

  it('re-spreads what is unpaid over the new count: paid periods kept, total unchanged', async () => {
    const { admin, enrollment } = await enrolled();
    await t.database.db
      .update(enrollmentPeriods)
      .set({ paidAmount: '1000.00' })
      .where(eq(enrollmentPeriods.enrollmentId, enrollment.id));
    await t.database.db.execute(
      `update enrollment_periods set paid_amount = 0 where enrollment_id = '${enrollment.id}' and number > 1`,
    );
    const url = `/courses/enrollments/${enrollment.id}/plan-number-of-periods`;
    const changed = await admin.put(url, { numberOfPeriods: 7 });
    expect(changed.statusCode).toBe(200);
    const periods = changed.json().periods;
    expect(periods).toHaveLength(7);
    expect(periods[0]).toMatchObject({ number: 1, paidAmount: '1000.00', status: 'PAID' });
    expect(periods.slice(1).map((period: { amount: string }) => period.amount)).toEqual([
      '500.00',
      '500.00',
      '500.00',
      '500.00',
      '500.00',
      '500.00',
    ]);
    const tooFew = await admin.put(url, { numberOfPeriods: 1 });
    expect([tooFew.statusCode, tooFew.json().code]).toEqual([422, 'TOO_FEW_PERIODS']);
    const read = await admin.get(`/courses/enrollments/${enrollment.id}`);
    expect(read.json()).toMatchObject({ numberOfPeriods: 7, numberOfPeriodsPayed: 1 });
  });

  it('refuses a re-spread when everything is paid or waived (NOTHING_TO_RESPREAD)', async () => {
    const { admin, enrollment } = await paidUpfront();
    const refused = await admin.put(`/courses/enrollments/${enrollment.id}/plan-number-of-periods`, {
      numberOfPeriods: 3,
    });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'NOTHING_TO_RESPREAD']);
  });

  it('switches to manual with a reason', async () => {
    const { admin, enrollment } = await enrolled();
    const manual = await admin.put(`/courses/enrollments/${enrollment.id}/to-manual`, {
      reason: 'Paga por transferencia',
    });
    expect(manual.json()).toMatchObject({ manual: true, manualReason: 'Paga por transferencia' });
  });

  it('adds a complementary period to an ACTIVE enrollment only', async () => {
    const { admin, enrollment } = await enrolled();
    const url = `/courses/enrollments/${enrollment.id}/complementary`;
    const pending = await admin.put(url);
    expect([pending.statusCode, pending.json().code]).toEqual([409, 'ENROLLMENT_NOT_EXTENDABLE']);
    await t.database.db.execute(`update enrollments set status = 'ACTIVE' where id = '${enrollment.id}'`);
    const added = await admin.put(url);
    expect(added.statusCode).toBe(201);
    expect(added.json().period).toMatchObject({
      number: 5,
      dueDate: '2026-07-10',
      amount: '1000.00',
      complementary: true,
      status: 'DUE',
    });
    expect(added.json().enrollment.numberOfPeriods).toBe(5);
  });

  it('inactivates PENDING or ACTIVE with a reason only; other transitions and alerts are refused', async () => {
    const { admin, enrollment } = await enrolled();
    const url = `/courses/enrollments/${enrollment.id}`;
    const patch = (payload: Record<string, unknown>) => admin.patch(url, payload);
    expect((await patch({ status: 'ACTIVE' })).json().code).toBe('ENROLLMENT_TRANSITION_REFUSED');
    expect((await patch({ status: 'INACTIVE' })).json().code).toBe('INACTIVE_REASON_REQUIRED');
    expect((await patch({ alert: 'DEBT' })).json().code).toBe('ALERT_NOT_SETTABLE');
    const inactivated = await patch({ status: 'INACTIVE', inactiveReason: 'Dejó de responder' });
    expect(inactivated.json()).toMatchObject({ status: 'INACTIVE', inactiveReason: 'Dejó de responder' });
    expect((await patch({ status: 'PENDING' })).json().code).toBe('ENROLLMENT_TRANSITION_REFUSED');
    const inactives = await admin.get('/courses/enrollments/inactives?reasonQuery=dejo de');
    expect(inactives.json().content.map((item: { id: string }) => item.id)).toContain(enrollment.id);
  });

  it('inactivates a course’s PENDING enrollments in bulk and answers how many', async () => {
    const { course, plan, admin } = await setting();
    for (let index = 0; index < 3; index += 1) {
      const student = await createUser(t.database.db);
      await enrol(admin.headers, { courseId: course.id, paymentPlanId: plan.id, userId: student.id });
    }
    const answer = await admin.put(`/courses/${course.id}/inactivate-pending-enrollments`, {
      reason: 'Cierre de cohorte',
    });
    expect(answer.json()).toEqual({ courseId: course.id, inactivated: 3 });
  });

  it('inactivates a course’s PENDING enrollments on the specification’s call, without a body', async () => {
    const { course, plan, admin } = await setting();
    const { enrollment } = await enrolledByStaff({ course, plan, admin });
    const answer = await admin.put(`/courses/${course.id}/inactivate-pending-enrollments`);
    expect(answer.json()).toEqual({ courseId: course.id, inactivated: 1 });
    const read = await admin.get(`/courses/enrollments/${enrollment.id}`);
    expect(read.json()).toMatchObject({
      status: 'INACTIVE',
      inactiveReason: 'Inscripciones pendientes dadas de baja en bloque',
    });
  });

  it('re-prices an enrollment without payments when staff change the plan', async () => {
    const { course, admin, enrollment } = await enrolled();
    const upfront = await createPaymentPlan(t.database.db, course.id, {
      type: 'upfront',
      upfrontAmount: '3500.00',
      periodAmount: null,
      numberOfPeriods: null,
    });
    const updated = await admin.put(`/courses/enrollments/${enrollment.id}`, {
      paymentPlanId: upfront.id,
      country: 'UY',
    });
    expect(updated.json()).toMatchObject({
      planType: 'upfront',
      numberOfPeriods: 1,
      upfrontAmount: '3500.00',
      country: 'UY',
    });
  });

  it('finishes an ACTIVE enrollment by the enrollments-finish job once the course has ended and nothing is owed', async () => {
    const { admin, enrollment } = await paidUpfront();
    await t.database.db.execute(
      `update enrollments set status = 'ACTIVE', oldest_unpaid_due_date = null where id = '${enrollment.id}'`,
    );
    const url = `/courses/enrollments/${enrollment.id}`;
    expect((await admin.get(url)).json().status).toBe('ACTIVE');
    clock.set('2026-08-01T15:00:00Z');
    // A read never writes: the enrollment is still ACTIVE until the job runs.
    expect((await admin.get(url)).json().status).toBe('ACTIVE');
    await runJob('enrollments-finish', { courseId: enrollment.courseId });
    const finished = (await admin.get(url)).json();
    expect([finished.status, finished.finishedAt]).toEqual(['FINISHED', '2026-08-01T15:00:00.000Z']);
    const history = (
      await t.app.inject({ method: 'GET', url: `${url}/status-changes`, headers: admin.headers })
    ).json();
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'ACTIVE',
      toStatus: 'FINISHED',
      changedBy: null,
      reason: 'Curso terminado sin deuda (sistema: job:enrollments-finish)',
    });
    const academic = await signedIn(['ACADEMIC']);
    const certificate = await academic.put(`${url}/certificate`, {});
    expect(certificate.statusCode).toBe(201);
  });
});

describe('findAllEnrollments visibility and filters', () => {
  it('shows a student only his own, an alliance admin its alliance’s, a seller his referred, a teacher his roster', async () => {
    const alliance = await createAlliance(t.database.db, [{ code: 'A', discountPercent: '0' }]);
    const { course, plan, admin } = await setting();
    const teacher = await signedIn(['TEACHER']);
    await t.database.db.execute(
      `update courses set teacher_ids = array['${teacher.user.id}']::uuid[] where id = '${course.id}'`,
    );
    const seller = await signedIn(['SELLER']);
    const student = await signedIn(['STUDENT'], { allianceId: alliance.id });
    const mine = (await enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id })).json();
    const referred = await createUser(t.database.db);
    const theirs = (
      await enrol(admin.headers, { courseId: course.id, paymentPlanId: plan.id, userId: referred.id })
    ).json();
    await t.database.db.execute(
      `update enrollments set referrer_seller_id = '${seller.user.id}' where id = '${theirs.id}'`,
    );
    const ids = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/courses/enrollments?courseId=${course.id}&size=50`,
          headers,
        })
      )
        .json()
        .content.map((item: { id: string }) => item.id)
        .sort();
    expect(await ids(student.headers)).toEqual([mine.id]);
    expect(await ids((await signedIn(['ALLIANCE_ADMIN'], { allianceId: alliance.id })).headers)).toEqual([
      mine.id,
    ]);
    expect(await ids(seller.headers)).toEqual([theirs.id]);
    expect(await ids(teacher.headers)).toEqual([mine.id, theirs.id].sort());
    expect(await ids((await signedIn(['TEACHER'])).headers)).toEqual([]);
    const hidden = await student.get(`/courses/enrollments/${theirs.id}`);
    expect(hidden.statusCode).toBe(404);
  });

  it('filters by comment text, alert, periods paid, countries and status', async () => {
    const { course, plan, admin } = await setting();
    const students = await Promise.all([0, 1, 2].map(() => createUser(t.database.db)));
    const created = [];
    for (const student of students) {
      created.push(
        (
          await enrol(admin.headers, {
            courseId: course.id,
            paymentPlanId: plan.id,
            userId: student.id,
            country: 'AR',
          })
        ).json(),
      );
    }
    await t.database.db.insert(enrollmentComments).values({
      enrollmentId: created[1].id,
      authorId: admin.user.id,
      text: 'Prometió pagar el lunes',
      searchText: 'prometio pagar el lunes',
    });
    await t.database.db.execute(
      `update enrollments set alert = 'PAYMENT_FAILED', country = 'UY' where id = '${created[2].id}'`,
    );
    const list = async (query: string) =>
      (await courseListPage(admin.headers, course.id, query)).content.map((item: { id: string }) => item.id);
    expect(await list('commentQuery=PROMETIÓ')).toEqual([created[1].id]);
    // Another enrollment's comments hold both words, but not in one comment.
    const other: string = created[0].id;
    await t.database.db.insert(enrollmentComments).values(
      ['Prometió volver', 'Llamar el lunes'].map((text) => ({
        enrollmentId: other,
        authorId: admin.user.id,
        text,
        searchText: text.toLowerCase().replace('ó', 'o'),
      })),
    );
    expect((await list('commentQuery=PROMETIÓ')).sort()).toEqual([other, created[1].id].sort());
    // Every word, in any order, accent- and case-insensitively; not one exact phrase.
    expect(await list(`commentQuery=${encodeURIComponent('Lunes  prometio')}`)).toEqual([created[1].id]);
    expect(await list(`commentQuery=${encodeURIComponent('pagar martes')}`)).toEqual([]);
    expect(await list('alert=PAYMENT_FAILED')).toEqual([created[2].id]);
    expect(await list('countries=UY')).toEqual([created[2].id]);
    expect(await list('numberOfPeriodsPayed=0&sort=createdAt,asc')).toEqual(created.map((item) => item.id));
    expect(await list('status=ACTIVE')).toEqual([]);
  });

  it('answers an empty page past the end of a countries filter, to staff and to a student', async () => {
    const { course, plan, admin } = await setting();
    const student = await signedIn(['STUDENT']);
    await enrol(student.headers, { courseId: course.id, paymentPlanId: plan.id, country: 'AR' });
    const page = async (headers: Record<string, string>, query: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/courses/enrollments?${query}`, headers });
      expect(answer.statusCode).toBe(200);
      return answer.json();
    };
    // The page past the end has no row to carry the total, which a second query counts.
    expect(await page(admin.headers, `courseId=${course.id}&countries=AR&countries=UY&page=3`)).toEqual({
      content: [],
      page: { number: 3, size: 20, totalElements: 1, totalPages: 1 },
    });
    expect(await page(student.headers, 'countries=AR&page=3')).toEqual({
      content: [],
      page: { number: 3, size: 20, totalElements: 1, totalPages: 1 },
    });
  });

  it('writes each row as the enrollment itself reads, sorts by debt as time passes, and counts past the end', async () => {
    const { course, plan, admin } = await setting(
      {},
      { type: 'recurring', periodAmount: '250.00', numberOfPeriods: 3 },
    );
    const created = [];
    for (const paid of ['0.00', '100.00', '250.00']) {
      const { enrollment } = await enrolledByStaff({ course, plan, admin });
      await t.database.db
        .update(enrollmentPeriods)
        .set({ paidAmount: paid })
        .where(and(eq(enrollmentPeriods.enrollmentId, enrollment.id), eq(enrollmentPeriods.number, 1)));
      await dependenciesOf(t).repositories.enrollments.refreshFigures(enrollment.id);
      created.push(enrollment);
    }
    const page = (query: string) => courseListPage(admin.headers, course.id, query);
    // 40 days on: period 2 (due 10 April) is overdue too; period 3 (10 May) is not yet due.
    clock.set('2026-04-19T15:00:00Z');
    const byDebt = await page('sort=debt,desc&size=2');
    expect(byDebt.page).toEqual({ number: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(byDebt.content.map((item: { debt: string }) => item.debt)).toEqual(['500.00', '400.00']);
    const all = await page('sort=debt,asc&size=10');
    expect(all.content.map((item: { id: string }) => item.id)).toEqual([
      created[2].id,
      created[1].id,
      created[0].id,
    ]);
    for (const item of all.content) {
      expect(Value.Check(Enrollment, item)).toBe(true);
      const read = await admin.get(`/courses/enrollments/${item.id}`);
      expect(item).toEqual(read.json());
    }
    expect(all.content[2]).toMatchObject({ inDebt: true, alert: 'DEBT', nextDueDate: '2026-03-10' });
    expect((await page('onlyInDebt=true&sort=debt,asc')).content).toHaveLength(3);
    // The day before period 2 fell due, the paid-up first period leaves nothing overdue.
    clock.set('2026-04-10T15:00:00Z');
    expect((await page('onlyInDebt=true')).content.map((item: { id: string }) => item.id).sort()).toEqual(
      [created[0].id, created[1].id].sort(),
    );
    const pastTheEnd = await page('size=2&page=5');
    expect(pastTheEnd).toEqual({
      content: [],
      page: { number: 5, size: 2, totalElements: 3, totalPages: 2 },
    });
  });
});

describe('sorting by debt', () => {
  it('never compares debts in different currencies: currency first, then debt', async () => {
    const { course, admin } = await setting();
    const recurring = { type: 'recurring' as const, upfrontAmount: null, numberOfPeriods: 3 };
    const plans = await Promise.all(
      [
        { currency: 'USD' as const, periodAmount: '10.00' },
        { currency: 'ARS' as const, periodAmount: '9000.00' },
        { currency: 'USD' as const, periodAmount: '300.00' },
        { currency: 'ARS' as const, periodAmount: '500.00' },
      ].map((plan) => createPaymentPlan(t.database.db, course.id, { ...recurring, ...plan })),
    );
    for (const plan of plans) {
      const student = await createUser(t.database.db);
      const enrolled = await enrol(admin.headers, {
        courseId: course.id,
        paymentPlanId: plan.id,
        userId: student.id,
      });
      expect(enrolled.statusCode).toBe(201);
    }
    // A month and a half on, the first two periods are overdue: debts 20 USD, 18000 ARS, 600 USD, 1000 ARS.
    clock.set('2026-04-20T15:00:00Z');
    const sorted = async (direction: string) =>
      (await admin.get(`/courses/enrollments?courseId=${course.id}&sort=debt,${direction}`))
        .json()
        .content.map((item: { currency: string; debt: string }) => `${item.debt} ${item.currency}`);
    expect(await sorted('desc')).toEqual(['18000.00 ARS', '1000.00 ARS', '600.00 USD', '20.00 USD']);
    expect(await sorted('asc')).toEqual(['1000.00 ARS', '18000.00 ARS', '20.00 USD', '600.00 USD']);
  });
});

describe('stats', () => {
  it('counts a course’s enrollments by status, in debt and debt per currency', async () => {
    const { course, plan, admin } = await setting(
      {},
      { type: 'recurring', periodAmount: '250.00', numberOfPeriods: 2 },
    );
    const student = await createUser(t.database.db);
    await enrol(admin.headers, { courseId: course.id, paymentPlanId: plan.id, userId: student.id });
    clock.set('2026-03-12T15:00:00Z');
    const stats = await admin.get(`/courses/enrollments/stats?courseId=${course.id}`);
    expect(stats.json()).toMatchObject({
      byStatus: { PENDING: 1, ACTIVE: 0, FINISHED: 0, INACTIVE: 0 },
      inDebt: 1,
      byPlanType: [{ type: 'recurring', count: 1 }],
      debtByCurrency: [{ currency: 'ARS', debt: '250.00' }],
    });
  });

  it('sets NO_ATTENDANCE after the last three held classes were missed, and staff clear it', async () => {
    const { course, admin, student, enrollment } = await activeEnrollment();
    for (const day of [3, 4, 5]) {
      const held = await createCourseClass(t.database.db, course.id, {
        startsAt: new Date(`2026-03-0${day}T22:00:00Z`),
      });
      await t.database.db.execute(
        `insert into attendances (id, course_id, class_id, user_id, status, recorded_by) values (gen_random_uuid(), '${course.id}', '${held!.id}', '${student.id}', 'ABSENT', '${admin.user.id}')`,
      );
    }
    await runJob('enrollment-figures', { courseId: course.id });
    const url = `/courses/enrollments/${enrollment.id}`;
    expect((await admin.get(url)).json().alert).toBe('NO_ATTENDANCE');
    const cleared = await admin.patch(url, { alert: 'NONE' });
    expect(cleared.json().alert).toBe('NONE');
    await runJob('enrollment-figures', { courseId: course.id });
    expect((await admin.get(url)).json().alert).toBe('NONE');
  });

  it('keeps NO_ATTENDANCE true as attendance is recorded, without waiting for a report', async () => {
    const { course, admin, student, enrollment } = await activeEnrollment();
    const { headers: academicHeaders } = await signedIn(['ACADEMIC_ADMIN']);
    const record = async (classId: string, status: 'ABSENT' | 'PRESENT') => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/courses/${course.id}/classes/${classId}/attendance/${student.id}`,
        headers: academicHeaders,
        payload: { status },
      });
      expect(response.statusCode).toBeLessThan(300);
    };
    const held = [];
    for (const day of [3, 4, 5]) {
      held.push(
        (await createCourseClass(t.database.db, course.id, {
          startsAt: new Date(`2026-03-0${day}T22:00:00Z`),
        }))!,
      );
    }
    const alert = async () => (await admin.get(`/courses/enrollments/${enrollment.id}`)).json().alert;
    for (const courseClass of held) await record(courseClass.id, 'ABSENT');
    expect(await alert()).toBe('NO_ATTENDANCE');
    await record(held[2]!.id, 'PRESENT');
    expect(await alert()).toBe('NONE');
  });

  it('answers finished enrollments in a range with certificates by course', async () => {
    const course = await createCourse(t.database.db);
    const student = await createUser(t.database.db);
    await createEnrollment(t.database.db, student.id, course.id, {
      status: 'FINISHED',
      finishedAt: new Date('2026-02-01T00:00:00Z'),
    });
    const admin = await signedIn(['MANAGER']);
    const stats = await admin.get(
      '/courses/enrollments/stats/finished?fromDate=2026-01-31T00:00:00Z&toDate=2026-02-02T00:00:00Z',
    );
    expect(stats.json().byCourse).toContainEqual({
      courseId: course.id,
      title: course.title,
      finished: 1,
      withCertificate: 0,
    });
  });
});
