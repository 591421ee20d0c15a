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

const t = useTestApp();
const tiers = [
  { code: 'GOLD', name: 'Oro', discountPercent: 20 },
  { code: 'SILVER', name: 'Plata', discountPercent: 12.5 },
];

async function commercialAdmin() {
  return signedIn(t, ['COMMERCIAL_ADMIN']);
}

describe('POST /alliances (createAlliance)', () => {
  it('creates an alliance with its tiers, deriving the slug from the name', async () => {
    const admin = await commercialAdmin();
    const name = `Colegio Ñandú ${Date.now()}`;
    const response = await admin.post('/alliances', { name, contactEmail: 'contacto@nandu.org', tiers });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name,
      slug: `colegio-nandu-${name.split(' ')[2]}`,
      active: true,
      tiers,
    });
  });

  it('refuses repeated tier codes (400 naming the tier), a taken slug (409) and a commercial (403)', async () => {
    const admin = await commercialAdmin();
    const repeated = await admin.post('/alliances', {
      name: 'Repite',
      contactEmail: 'a@b.org',
      tiers: [tiers[0], { ...tiers[1], code: 'GOLD' }],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({
      code: 'ALLIANCE_TIER_CODE_DUPLICATE',
      errors: [{ path: 'body.tiers.1.code', code: 'ALLIANCE_TIER_CODE_DUPLICATE' }],
    });
    const existing = await createAlliance(t.database.db);
    const taken = await admin.post('/alliances', {
      name: 'Otra',
      slug: existing.slug,
      contactEmail: 'a@b.org',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const commercial = await signedIn(t, ['COMMERCIAL']);
    const refused = await commercial.post('/alliances', { name: 'X', contactEmail: 'a@b.org' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /alliances (findAllAlliances)', () => {
  it('filters by text (accents ignored) and active flag, sorted and paged', async () => {
    const reader = await signedIn(t, ['COMMERCIAL']);
    const marker = `Zeta${Date.now()}`;
    await createAlliance(t.database.db, { name: `${marker} Álamo`, active: true });
    await createAlliance(t.database.db, { name: `${marker} Bosque`, active: false });
    const all = await reader.get(`/alliances?q=${marker.toLowerCase()} alamo`);
    expect(all.json().content.map((a: { name: string }) => a.name)).toEqual([`${marker} Álamo`]);
    const inactive = await reader.get(`/alliances?q=${marker}&active=false&sort=name,desc&size=1`);
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().content).toMatchObject(
      [{ name: `${marker} Bosque`, tiers }].map((a) => ({ ...a, tiers: expect.any(Array) })),
    );
    expect(inactive.json().page.totalElements).toBe(1);
    const unsorted = await reader.get('/alliances?sort=contactEmail,asc');
    expect(unsorted.statusCode).toBe(400);
  });

  it('shows an alliance admin only its own alliance, and nothing without one', async () => {
    const own = await createAlliance(t.database.db);
    const other = await createAlliance(t.database.db);
    const partner = await signedIn(t, ['ALLIANCE_ADMIN'], { allianceId: own.id });
    const list = await partner.get('/alliances?size=200');
    expect(list.json().content.map((a: { id: string }) => a.id)).toEqual([own.id]);
    expect((await partner.get(`/alliances/${own.id}`)).statusCode).toBe(200);
    expect((await partner.get(`/alliances/${other.id}`)).statusCode).toBe(404);
    const loner = await signedIn(t, ['ALLIANCE_ADMIN']);
    expect((await loner.get('/alliances')).json().content).toEqual([]);
  });
});

describe('GET /alliances/{allianceId} (findAllianceById)', () => {
  it('answers the alliance with its tiers in order, 404 for an unknown one', async () => {
    const reader = await signedIn(t, ['ACADEMIC_ADMIN']);
    const alliance = await createAlliance(t.database.db);
    const found = await reader.get(`/alliances/${alliance.id}`);
    expect(found.json().tiers.map((tier: { code: string }) => tier.code)).toEqual(['GOLD', 'SILVER']);
    const unknown = await reader.get(`/alliances/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('PUT /alliances/{allianceId} (updateAlliance)', () => {
  it('replaces the tiers (renamed, added, removed) and keeps the rest, a kept tier with its id', async () => {
    const admin = await commercialAdmin();
    const alliance = await createAlliance(t.database.db);
    const gold = await tierIdOf(t.database.db, alliance.id, 'GOLD');
    const response = await admin.put(`/alliances/${alliance.id}`, {
      active: false,
      tiers: [
        { code: 'BRONZE', name: 'Bronce', discountPercent: 5 },
        { code: 'GOLD', name: 'Oro plus', discountPercent: 25 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: alliance.name,
      active: false,
      tiers: [
        { code: 'BRONZE', name: 'Bronce', discountPercent: 5 },
        { id: gold, code: 'GOLD', name: 'Oro plus', discountPercent: 25 },
      ],
    });
    const searched = await admin.put(`/alliances/${alliance.id}`, { name: `Renombrada ${alliance.slug}` });
    expect(searched.json().tiers).toHaveLength(2);
    const found = await admin.get(`/alliances?q=renombrada ${alliance.slug}`);
    expect(found.json().page.totalElements).toBe(1);
  });

  it('refuses removing a tier an enrollment uses (409 naming it)', async () => {
    const admin = await commercialAdmin();
    const alliance = await createAlliance(t.database.db);
    const course = await createCourse(t.database.db);
    const student = await createUser(t.database.db);
    await createEnrollment(t.database.db, student.id, course.id, { allianceId: alliance.id, tier: 'SILVER' });
    const response = await admin.put(`/alliances/${alliance.id}`, { tiers: [tiers[0]] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ALLIANCE_TIER_IN_USE',
      errors: [{ params: { tier: 'SILVER' } }],
    });
    expect(response.json().detail).toContain('SILVER');
  });

  it('refuses removing a tier an override uses, of its alliance’s plan or of an open plan; another alliance’s tier of that code is free', async () => {
    const admin = await commercialAdmin();
    const course = await createCourse(t.database.db);
    const own = await createAlliance(t.database.db, {
      tiers: [{ code: 'OWNPLAN', name: 'Propio', discountPercent: 1 }],
    });
    const ownPlan = await createPaymentPlan(t.database.db, course.id, { allianceId: own.id });
    await createTierOverride(
      t.database.db,
      ownPlan.id,
      { allianceId: own.id, code: 'OWNPLAN' },
      { periodAmount: '100.00' },
    );
    const removeOwn = await admin.put(`/alliances/${own.id}`, { tiers: [] });
    expect(removeOwn.statusCode).toBe(409);

    const code = `OPEN${Date.now()}`.slice(0, 30);
    const first = await createAlliance(t.database.db, {
      tiers: [{ code, name: 'Abierto', discountPercent: 1 }],
    });
    const second = await createAlliance(t.database.db, {
      tiers: [{ code, name: 'Abierto', discountPercent: 2 }],
    });
    const openPlan = await createPaymentPlan(t.database.db, course.id);
    await createTierOverride(
      t.database.db,
      openPlan.id,
      { allianceId: second.id, code },
      { upfrontAmount: '50.00' },
    );
    // The override prices the second alliance's tier only: the first's of the same code is free.
    const fromFirst = await admin.put(`/alliances/${first.id}`, { tiers: [] });
    expect(fromFirst.statusCode).toBe(200);
    const fromSecond = await admin.put(`/alliances/${second.id}`, { tiers: [] });
    expect(fromSecond.statusCode).toBe(409);
    expect(fromSecond.json().errors[0].params).toEqual({ tier: code });
  });

  it('refuses repeated codes (400), a taken slug (409), an unknown alliance (404)', async () => {
    const admin = await commercialAdmin();
    const [a, b] = [await createAlliance(t.database.db), await createAlliance(t.database.db)];
    const repeated = await admin.put(`/alliances/${a.id}`, { tiers: [tiers[0], tiers[0]] });
    expect(repeated.statusCode).toBe(400);
    const taken = await admin.put(`/alliances/${a.id}`, { slug: b.slug });
    expect(taken.statusCode).toBe(409);
    const unknown = await admin.put(`/alliances/${UNKNOWN_ID}`, { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });
});
