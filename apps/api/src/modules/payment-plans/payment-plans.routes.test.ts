import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createEnrollment } from '../../../test/factories/academic.js';
import {
  createAlliance,
  createPaymentPlan,
  createTierOverride,
  tierIdOf,
} from '../../../test/factories/selling-plans.js';
import { createUser } from '../../../test/factories/users.js';
import { UNKNOWN_ID } from '../../../test/setup/ids.js';
import { signedIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';
import { enrollments } from '../../db/schema/index.js';

const t = useTestApp();
const admin = () => signedIn(t, ['COMMERCIAL_ADMIN']);
const plansUrl = (courseId: string) => `/courses/${courseId}/payment-plans`;

describe('POST /courses/{courseId}/payment-plans (createCoursePaymentPlan)', () => {
  it('creates each type with the amounts it needs, clearing those it does not use', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const hybrid = await staff.post(plansUrl(course.id), {
      name: 'Híbrido',
      type: 'hybrid',
      currency: 'ARS',
      upfrontAmount: '1000.00',
      periodAmount: '500.50',
      numberOfPeriods: 4,
    });
    expect(hybrid.statusCode).toBe(201);
    expect(hybrid.json()).toMatchObject({
      period: 'MONTHLY',
      numberOfPeriods: 4,
      upfrontAmount: '1000.00',
      periodAmount: '500.50',
      active: true,
      allianceId: null,
      tierOverrides: [],
    });
    const complete = await staff.post(plansUrl(course.id), {
      name: 'Completo',
      type: 'complete',
      currency: 'USD',
      periodAmount: '80.00',
      numberOfPeriods: 9,
      upfrontAmount: '1.00',
    });
    expect(complete.json()).toMatchObject({
      numberOfPeriods: null,
      upfrontAmount: null,
      periodAmount: '80.00',
    });
    const upfront = await staff.post(plansUrl(course.id), {
      name: 'Contado',
      type: 'upfront',
      currency: 'ARS',
      upfrontAmount: '9000.00',
    });
    expect(upfront.json()).toMatchObject({ numberOfPeriods: null, periodAmount: null });
  });

  it('refuses a missing amount of the type (400 naming it), a taken name (409), an unknown alliance (400) and course (404)', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const cases = [
      [
        { type: 'hybrid', upfrontAmount: undefined, periodAmount: '1.00', numberOfPeriods: 2 },
        'body.upfrontAmount',
      ],
      [{ type: 'recurring', periodAmount: '1.00' }, 'body.numberOfPeriods'],
      [{ type: 'complete' }, 'body.periodAmount'],
      [{ type: 'upfront', periodAmount: '1.00' }, 'body.upfrontAmount'],
    ] as const;
    for (const [plan, path] of cases) {
      const response = await staff.post(plansUrl(course.id), { name: 'X', currency: 'ARS', ...plan });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_PLAN_FIELD_REQUIRED', errors: [{ path }] });
    }
    const existing = await createPaymentPlan(t.database.db, course.id);
    const taken = await staff.post(plansUrl(course.id), {
      name: existing.name,
      type: 'upfront',
      currency: 'ARS',
      upfrontAmount: '1.00',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PAYMENT_PLAN_NAME_TAKEN');
    const alliance = await staff.post(plansUrl(course.id), {
      name: 'Y',
      type: 'upfront',
      currency: 'ARS',
      upfrontAmount: '1.00',
      allianceId: UNKNOWN_ID,
    });
    expect(alliance.json()).toMatchObject({
      code: 'ALLIANCE_UNKNOWN',
      errors: [{ path: 'body.allianceId' }],
    });
    const noCourse = await staff.post(plansUrl(UNKNOWN_ID), {
      name: 'Z',
      type: 'upfront',
      currency: 'ARS',
      upfrontAmount: '1.00',
    });
    expect(noCourse.statusCode).toBe(404);
    const float = await staff.post(plansUrl(course.id), {
      name: 'F',
      type: 'upfront',
      currency: 'ARS',
      upfrontAmount: 10.5,
    });
    expect(float.statusCode).toBe(400);
  });
});

describe('PUT and GET /courses/{courseId}/payment-plans/{paymentPlanId}', () => {
  it('changes the type with its amounts checked; existing enrollments keep their snapshot', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id);
    const student = await createUser(t.database.db);
    const enrollment = await createEnrollment(t.database.db, student.id, course.id, {
      paymentPlanId: plan.id,
      planType: 'hybrid',
      currency: 'ARS',
      upfrontAmount: '10000.00',
      periodAmount: '5000.00',
      numberOfPeriods: 3,
    });
    const missing = await staff.put(`${plansUrl(course.id)}/${plan.id}`, {
      type: 'upfront',
      upfrontAmount: null,
    });
    expect(missing.json()).toMatchObject({
      code: 'PAYMENT_PLAN_FIELD_REQUIRED',
      errors: [{ path: 'body.upfrontAmount' }],
    });
    const changed = await staff.put(`${plansUrl(course.id)}/${plan.id}`, {
      type: 'recurring',
      periodAmount: '7000.00',
      numberOfPeriods: 6,
      active: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      type: 'recurring',
      upfrontAmount: null,
      periodAmount: '7000.00',
      numberOfPeriods: 6,
      active: false,
    });
    const [kept] = await t.database.db.select().from(enrollments).where(eq(enrollments.id, enrollment.id));
    expect(kept).toMatchObject({
      planType: 'hybrid',
      upfrontAmount: '10000.00',
      periodAmount: '5000.00',
      numberOfPeriods: 3,
    });
  });

  it('refuses a name another plan has (409) and a plan of another course (404)', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const [a, b] = [
      await createPaymentPlan(t.database.db, course.id),
      await createPaymentPlan(t.database.db, course.id),
    ];
    const taken = await staff.put(`${plansUrl(course.id)}/${a.id}`, { name: b.name });
    expect(taken.statusCode).toBe(409);
    const other = await createCourse(t.database.db);
    const elsewhere = await staff.get(`${plansUrl(other.id)}/${a.id}`);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('shows an alliance admin the plans open to all and its own, no other alliance’s', async () => {
    const course = await createCourse(t.database.db);
    const [own, other] = [await createAlliance(t.database.db), await createAlliance(t.database.db)];
    const partner = await signedIn(t, ['ALLIANCE_ADMIN'], { allianceId: own.id });
    const open = await createPaymentPlan(t.database.db, course.id);
    const ownPlan = await createPaymentPlan(t.database.db, course.id, { allianceId: own.id });
    const otherPlan = await createPaymentPlan(t.database.db, course.id, { allianceId: other.id });
    const status = async (planId: string) =>
      (await partner.get(`${plansUrl(course.id)}/${planId}`)).statusCode;
    expect([await status(open.id), await status(ownPlan.id), await status(otherPlan.id)]).toEqual([
      200, 200, 404,
    ]);
    const seller = await signedIn(t, ['SELLER']);
    const read = await seller.get(`${plansUrl(course.id)}/${otherPlan.id}`);
    expect(read.statusCode).toBe(200);
  });
});

describe('tier overrides', () => {
  it('creates one per tier of the plan’s alliance and updates it through POST …/{tier}', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const alliance = await createAlliance(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id, { allianceId: alliance.id });
    const other = await createAlliance(t.database.db);
    const gold = await tierIdOf(t.database.db, alliance.id, 'GOLD');
    const url = `${plansUrl(course.id)}/${plan.id}/tier-overrides`;
    const created = await staff.post(url, { tierId: gold, periodAmount: '4000.00' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      paymentPlanId: plan.id,
      tierId: gold,
      allianceId: alliance.id,
      tier: 'GOLD',
      upfrontAmount: null,
      periodAmount: '4000.00',
    });
    const twice = await staff.post(url, { tierId: gold });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('TIER_OVERRIDE_EXISTS');
    // Another alliance's GOLD is another tier, not one of the plan's alliance; no tier has an unknown id.
    for (const tierId of [await tierIdOf(t.database.db, other.id, 'GOLD'), UNKNOWN_ID]) {
      const foreign = await staff.post(url, { tierId });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().code).toBe('TIER_UNKNOWN');
    }
    const updated = await staff.post(`${url}/${gold}`, { upfrontAmount: '9000.00' });
    expect(updated.json()).toMatchObject({ upfrontAmount: '9000.00', periodAmount: '4000.00' });
    const cleared = await staff.post(`${url}/${gold}`, { periodAmount: null });
    expect(cleared.json()).toMatchObject({ upfrontAmount: '9000.00', periodAmount: null });
    const unknown = await staff.post(`${url}/${await tierIdOf(t.database.db, alliance.id, 'SILVER')}`, {
      upfrontAmount: '1.00',
    });
    expect(unknown.statusCode).toBe(404);
    const byCode = await staff.post(`${url}/GOLD`, {});
    expect(byCode.statusCode).toBe(400);
    const read = await staff.get(`${plansUrl(course.id)}/${plan.id}`);
    expect(read.json().tierOverrides).toMatchObject([
      { tierId: gold, tier: 'GOLD', upfrontAmount: '9000.00' },
    ]);
  });

  it('accepts on a plan open to all a tier of any alliance, and no unknown one', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const alliance = await createAlliance(t.database.db);
    const plan = await createPaymentPlan(t.database.db, course.id);
    const url = `${plansUrl(course.id)}/${plan.id}/tier-overrides`;
    const tierId = await tierIdOf(t.database.db, alliance.id, 'SILVER');
    const known = await staff.post(url, { tierId });
    expect(known.statusCode).toBe(201);
    const unknown = await staff.post(url, { tierId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(422);
  });

  it('prices one alliance’s tier only: two alliances’ ESTUDIANTE tiers keep their own prices, on the offer, an enrollment and an import', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const south = await createAlliance(t.database.db, {
      name: 'Universidad del Sur',
      tiers: [{ code: 'ESTUDIANTE', name: 'Estudiantes', discountPercent: 10 }],
    });
    const accountants = await createAlliance(t.database.db, {
      name: 'Colegio de Contadores de Córdoba',
      tiers: [{ code: 'ESTUDIANTE', name: 'Estudiantes', discountPercent: 25 }],
    });
    const plan = await createPaymentPlan(t.database.db, course.id, {
      name: 'Cuotas',
      type: 'recurring',
      upfrontAmount: null,
      periodAmount: '1000.00',
      numberOfPeriods: 2,
    });
    const southTier = await tierIdOf(t.database.db, south.id, 'ESTUDIANTE');
    const accountantsTier = await tierIdOf(t.database.db, accountants.id, 'ESTUDIANTE');
    const url = `${plansUrl(course.id)}/${plan.id}/tier-overrides`;
    const created = await staff.post(url, { tierId: southTier, periodAmount: '800.00' });
    expect(created.statusCode).toBe(201);
    const saved = await staff.post(`${url}/${southTier}`, { periodAmount: '700.00' });
    expect(saved.json()).toMatchObject({ tierId: southTier, allianceId: south.id, periodAmount: '700.00' });

    const priceOf = async (courseId: string, allianceId: string) => {
      const offer = await t.app.inject({
        method: 'GET',
        url: `${plansUrl(courseId)}?allianceId=${allianceId}`,
      });
      const [offered] = offer.json();
      return offered.tierPrices.map((price: { tierId: string; periodAmount: string }) => [
        price.tierId,
        price.periodAmount,
      ]);
    };
    expect(await priceOf(course.id, south.id)).toEqual([[southTier, '700.00']]);
    // The other alliance's members keep their discount.
    expect(await priceOf(course.id, accountants.id)).toEqual([[accountantsTier, '750.00']]);

    const member = await createUser(t.database.db, { allianceId: accountants.id });
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/courses/enrollments/enrollment/create',
      headers: (await signedIn(t, ['COMMERCIAL_ADMIN'])).headers,
      payload: { courseId: course.id, paymentPlanId: plan.id, userId: member.id, tier: 'ESTUDIANTE' },
    });
    expect(enrolled.json()).toMatchObject({
      allianceId: accountants.id,
      tier: 'ESTUDIANTE',
      periodAmount: '750.00',
    });

    const target = await createCourse(t.database.db);
    const imported = await staff.put(
      `/courses/${target.id}/import-payment-plans?sourceCourseId=${course.id}`,
    );
    expect(imported.json().imported[0].tierOverrides).toMatchObject([
      { tierId: southTier, allianceId: south.id, tier: 'ESTUDIANTE', periodAmount: '700.00' },
    ]);
    expect(await priceOf(target.id, south.id)).toEqual([[southTier, '700.00']]);
    expect(await priceOf(target.id, accountants.id)).toEqual([[accountantsTier, '750.00']]);
  });

  it('never lets a tier be removed while an override for it is added: one of the two is refused', async () => {
    const staff = await admin();
    for (let round = 0; round < 5; round += 1) {
      const course = await createCourse(t.database.db);
      const alliance = await createAlliance(t.database.db);
      const plan = await createPaymentPlan(t.database.db, course.id, { allianceId: alliance.id });
      const silver = await tierIdOf(t.database.db, alliance.id, 'SILVER');
      const [override, removal] = await Promise.all([
        staff.post(`${plansUrl(course.id)}/${plan.id}/tier-overrides`, {
          tierId: silver,
          periodAmount: '1.00',
        }),
        staff.put(`/alliances/${alliance.id}`, {
          tiers: [{ code: 'GOLD', name: 'Oro', discountPercent: 20 }],
        }),
      ]);
      const outcome = [override.statusCode, removal.statusCode];
      expect([
        [201, 409],
        [422, 200],
      ]).toContainEqual(outcome);
    }
  });
});

describe('GET /courses/{courseId}/payment-plans (findCoursePaymentPlans)', () => {
  it('offers the public the active open plans with totals; an alliance’s plans and tier prices with allianceId', async () => {
    const course = await createCourse(t.database.db, { startDate: '2026-03-10', endDate: '2026-07-05' });
    const alliance = await createAlliance(t.database.db);
    const other = await createAlliance(t.database.db);
    const hybrid = await createPaymentPlan(t.database.db, course.id, { name: 'Híbrido' });
    await createTierOverride(
      t.database.db,
      hybrid.id,
      { allianceId: alliance.id, code: 'GOLD' },
      { periodAmount: '3000.00' },
    );
    await createPaymentPlan(t.database.db, course.id, {
      name: 'Completo',
      type: 'complete',
      upfrontAmount: null,
      numberOfPeriods: null,
      periodAmount: '100.00',
      currency: 'USD',
    });
    await createPaymentPlan(t.database.db, course.id, { name: 'Inactivo', active: false });
    await createPaymentPlan(t.database.db, course.id, {
      name: 'Socios',
      type: 'upfront',
      upfrontAmount: '20000.00',
      periodAmount: null,
      numberOfPeriods: null,
      allianceId: alliance.id,
    });
    await createPaymentPlan(t.database.db, course.id, { name: 'De otra', allianceId: other.id });

    const publicList = await t.app.inject({ method: 'GET', url: plansUrl(course.id) });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json()).toMatchObject([
      { name: 'Híbrido', instalments: 3, total: '25000.00', tierPrices: [] },
      { name: 'Completo', instalments: 5, total: '500.00', tierPrices: [] },
    ]);

    const forAlliance = await t.app.inject({
      method: 'GET',
      url: `${plansUrl(course.id)}?allianceId=${alliance.id}`,
    });
    const byName = Object.fromEntries(forAlliance.json().map((plan: { name: string }) => [plan.name, plan]));
    expect(Object.keys(byName)).toEqual(['Híbrido', 'Completo', 'Socios']);
    // GOLD: the override's instalment, the discount on the down payment; SILVER: 10% off both.
    expect(byName.Híbrido.tierPrices).toEqual([
      {
        tierId: await tierIdOf(t.database.db, alliance.id, 'GOLD'),
        allianceId: alliance.id,
        tier: 'GOLD',
        tierName: 'Oro',
        upfrontAmount: '8000.00',
        periodAmount: '3000.00',
        total: '17000.00',
      },
      {
        tierId: await tierIdOf(t.database.db, alliance.id, 'SILVER'),
        allianceId: alliance.id,
        tier: 'SILVER',
        tierName: 'Plata',
        upfrontAmount: '9000.00',
        periodAmount: '4500.00',
        total: '22500.00',
      },
    ]);
    expect(byName.Socios).toMatchObject({
      instalments: 0,
      total: '20000.00',
      tierPrices: [
        { tier: 'GOLD', total: '16000.00' },
        { tier: 'SILVER', total: '18000.00' },
      ],
    });
  });

  it('gives staff every plan of the course with every alliance’s tiers; hides an inactive course from the public', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db, { active: false });
    await createAlliance(t.database.db);
    await createPaymentPlan(t.database.db, course.id, { active: false });
    const alliance = await createAlliance(t.database.db);
    await createPaymentPlan(t.database.db, course.id, { allianceId: alliance.id });
    const listed = await staff.get(plansUrl(course.id));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(2);
    expect(listed.json()[0].tierPrices.length).toBeGreaterThanOrEqual(4);
    expect(listed.json()[1].tierPrices.map((price: { allianceId: string }) => price.allianceId)).toEqual([
      alliance.id,
      alliance.id,
    ]);
    expect((await t.app.inject({ method: 'GET', url: plansUrl(course.id) })).statusCode).toBe(404);
    const student = await signedIn(t, ['STUDENT']);
    expect((await student.get(plansUrl(course.id))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: plansUrl(UNKNOWN_ID) })).statusCode).toBe(404);
  });
});

describe('PUT /courses/{courseId}/import-payment-plans (importCoursePaymentPlans)', () => {
  it('copies the plans with their overrides, skipping and reporting names the course has', async () => {
    const staff = await admin();
    const source = await createCourse(t.database.db);
    const target = await createCourse(t.database.db);
    const alliance = await createAlliance(t.database.db);
    const hybrid = await createPaymentPlan(t.database.db, source.id, {
      name: 'Híbrido',
      allianceId: alliance.id,
    });
    await createTierOverride(
      t.database.db,
      hybrid.id,
      { allianceId: alliance.id, code: 'GOLD' },
      { upfrontAmount: '1.00' },
    );
    await createPaymentPlan(t.database.db, source.id, { name: 'Repetido', active: false });
    const existing = await createPaymentPlan(t.database.db, target.id, {
      name: 'Repetido',
      upfrontAmount: '99.00',
    });
    const response = await staff.put(
      `/courses/${target.id}/import-payment-plans?sourceCourseId=${source.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      imported: [
        {
          name: 'Híbrido',
          courseId: target.id,
          allianceId: alliance.id,
          tierOverrides: [{ allianceId: alliance.id, tier: 'GOLD', upfrontAmount: '1.00' }],
        },
      ],
      skipped: [{ name: 'Repetido', reason: 'NAME_TAKEN' }],
    });
    expect(response.json().imported[0].id).not.toBe(hybrid.id);
    const after = await staff.get(`${plansUrl(target.id)}/${existing.id}`);
    expect(after.json().upfrontAmount).toBe('99.00');
    const again = await staff.put(`/courses/${target.id}/import-payment-plans?sourceCourseId=${source.id}`);
    expect(again.json()).toMatchObject({
      imported: [],
      skipped: [{ name: 'Híbrido' }, { name: 'Repetido' }],
    });
  });

  it('refuses a missing source (400), an unknown one (404) and the same course (422)', async () => {
    const staff = await admin();
    const course = await createCourse(t.database.db);
    const url = `/courses/${course.id}/import-payment-plans`;
    const missing = await staff.put(url);
    expect(missing.statusCode).toBe(400);
    expect((await staff.put(`${url}?sourceCourseId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    const same = await staff.put(`${url}?sourceCourseId=${course.id}`);
    expect(same.statusCode).toBe(422);
    expect(same.json().code).toBe('IMPORT_FROM_SAME_COURSE');
  });
});
