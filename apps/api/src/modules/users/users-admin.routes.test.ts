import { describe, expect, it } from 'vitest';
import { createAlliance } from '../../../test/factories/selling-plans.js';
import { createUser } from '../../../test/factories/users.js';
import { signingIn } from '../../../test/setup/signed-in.js';
import { useTestApp } from '../../../test/setup/test-app.js';

const t = useTestApp();

const as = signingIn(t);

const unique = () => Math.random().toString(36).slice(2, 10);
const signUp = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/users',
    headers,
    payload: {
      email: `nueva-${unique()}@test.catedra.ar`,
      password: 'una-clave-larga',
      firstName: 'Nadia',
      lastName: 'Núñez',
      phone: '+5491155550000',
      country: 'AR',
      city: 'Rosario',
      ...overrides,
    },
  });

describe('POST /users (createUser)', () => {
  it('signs up a BASIC user who can then sign in', async () => {
    const response = await signUp();
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user.scopes).toEqual(['BASIC']);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/users/sessions',
      payload: { email: user.email, password: 'una-clave-larga' },
    });
    expect(signin.statusCode).toBe(200);
  });

  it('refuses a duplicate e-mail whatever its case (409)', async () => {
    const email = `dup-${unique()}@test.catedra.ar`;
    expect((await signUp({ email })).statusCode).toBe(201);
    const again = await signUp({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
  });

  it('refuses a short password, a password equal to the e-mail and a phone not in E.164 (400)', async () => {
    const short = await signUp({ password: 'corta' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].path).toBe('body.password');
    const email = `same-${unique()}@test.catedra.ar`;
    const same = await signUp({ email, password: email });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      code: 'PASSWORD_IS_EMAIL',
      errors: [{ path: 'body.password', message: 'no puede ser igual al e-mail', code: 'PASSWORD_IS_EMAIL' }],
    });
    const phone = await signUp({ phone: '11 5555-0000' });
    expect(phone.json().errors[0].path).toBe('body.phone');
  });

  it('takes only assigned ISO 3166-1 alpha-2 countries: "UR" is refused on the field, UY and CL saved', async () => {
    const me = await as(['STUDENT']);
    const update = (country: string) => me.put(`/users/${me.user.id}`, { country });
    for (const country of ['UR', 'XK', 'uy']) {
      const refused = await update(country);
      expect(refused.statusCode, country).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({ path: 'body.country', code: 'pattern' });
    }
    for (const country of ['UY', 'CL']) {
      const saved = await update(country);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().country).toBe(country);
    }
    const su = await as(['SU']);
    const filtered = await su.get('/users?country=UR');
    expect(filtered.json().errors[0].path).toBe('query.country');
  });

  it('refuses scopes in a self sign-up (403) but lets SU create a teacher', async () => {
    expect((await signUp({ scopes: ['SU'] })).statusCode).toBe(403);
    const su = await as(['SU']);
    const created = await signUp({ scopes: ['TEACHER'] }, su.headers);
    expect(created.statusCode).toBe(201);
    expect(created.json().scopes).toEqual(['TEACHER']);
  });

  it('does not let MANAGER_ADMIN create another SU', async () => {
    const manager = await as(['MANAGER_ADMIN']);
    expect((await signUp({ scopes: ['SU'] }, manager.headers)).statusCode).toBe(403);
    expect((await signUp({ scopes: ['ACADEMIC_ADMIN'] }, manager.headers)).statusCode).toBe(201);
  });
});

describe('GET /users (findAllUsers)', () => {
  it('finds users by name without caring for accents or case, paginated', async () => {
    const marker = unique();
    await createUser(t.database.db, { firstName: 'José', lastName: `Pérez ${marker}` });
    await createUser(t.database.db, { firstName: 'Jose', lastName: `PEREZ ${marker}` });
    const { headers } = await as(['MANAGER']);
    const response = await t.app.inject({
      method: 'GET',
      url: `/users?q=jose%20perez%20${marker}&size=1`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.content).toHaveLength(1);
    expect(body.page).toEqual({ number: 0, size: 1, totalElements: 2, totalPages: 2 });
  });

  it('keeps the total on the last page and on a page past the end', async () => {
    const marker = unique();
    for (const firstName of ['Ana', 'Berta', 'Carla']) {
      await createUser(t.database.db, { firstName, lastName: `Total ${marker}` });
    }
    const { headers } = await as(['MANAGER']);
    const pageOf = async (page: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/users?q=total%20${marker}&size=2&page=${page}`, headers })
      ).json();
    const last = await pageOf(1);
    expect(last.content).toHaveLength(1);
    expect(last.page).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    const past = await pageOf(5);
    expect(past.content).toEqual([]);
    expect(past.page).toEqual({ number: 5, size: 2, totalElements: 3, totalPages: 2 });
  });

  it('filters by scope, country and city, and sorts by a whitelisted field', async () => {
    const city = `Ciudad ${unique()}`;
    await createUser(t.database.db, { scopes: ['TEACHER'], country: 'UY', city, lastName: 'Zapata' });
    await createUser(t.database.db, { scopes: ['TEACHER'], country: 'UY', city, lastName: 'Álvarez' });
    await createUser(t.database.db, { scopes: ['STUDENT'], country: 'UY', city });
    const { headers } = await as(['SU']);
    const response = await t.app.inject({
      method: 'GET',
      url: `/users?scope=TEACHER&country=UY&city=${encodeURIComponent(city.toLowerCase())}&sort=lastName,desc`,
      headers,
    });
    expect(response.json().content.map((user: { lastName: string }) => user.lastName)).toEqual([
      'Zapata',
      'Álvarez',
    ]);
  });

  it('filters by any of several scopes (the sellers picker: SELLER, SELLER_EXTERNAL, SELLER_ADMIN)', async () => {
    const city = `Ciudad ${unique()}`;
    const seller = await createUser(t.database.db, { scopes: ['SELLER'], city });
    const external = await createUser(t.database.db, { scopes: ['STUDENT', 'SELLER_EXTERNAL'], city });
    const admin = await createUser(t.database.db, { scopes: ['SELLER_ADMIN'], city });
    await createUser(t.database.db, { scopes: ['TEACHER'], city });
    await createUser(t.database.db, { scopes: ['MARKETING'], city });
    const { headers } = await as(['SU']);
    const scopes = ['SELLER', 'SELLER_EXTERNAL', 'SELLER_ADMIN'].map((scope) => `scope=${scope}`).join('&');
    const response = await t.app.inject({
      method: 'GET',
      url: `/users?${scopes}&city=${encodeURIComponent(city)}&size=50`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().content.map((user: { id: string }) => user.id);
    expect(ids.sort()).toEqual([seller.id, external.id, admin.id].sort());
    const one = await t.app.inject({
      method: 'GET',
      url: `/users?scope=SELLER_ADMIN&city=${encodeURIComponent(city)}`,
      headers,
    });
    expect(one.json().content.map((user: { id: string }) => user.id)).toEqual([admin.id]);
  });

  it('refuses a sort on a field outside the whitelist, naming it (400)', async () => {
    const { headers } = await as(['SU']);
    const response = await t.app.inject({ method: 'GET', url: '/users?sort=passwordHash,asc', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('query.sort.0');
  });

  it('confines an alliance admin to its alliance', async () => {
    const allianceId = (await createAlliance(t.database.db)).id;
    const admin = await as(['ALLIANCE_ADMIN'], { allianceId });
    const member = await createUser(t.database.db, { allianceId });
    await createUser(t.database.db);
    const response = await admin.get('/users?size=200');
    const ids = response.json().content.map((user: { id: string }) => user.id);
    expect(ids).toContain(member.id);
    expect(ids.every((id: string) => [member.id, admin.user.id].includes(id))).toBe(true);
  });

  it('refuses students (403)', async () => {
    const { headers } = await as(['STUDENT']);
    expect((await t.app.inject({ method: 'GET', url: '/users', headers })).statusCode).toBe(403);
  });
});

describe('PUT /users/{userId} (updateUser)', () => {
  it('lets a user edit its own profile, and refuses unknown fields such as scopes', async () => {
    const me = await as(['STUDENT']);
    const updated = await me.put(`/users/${me.user.id}`, { city: 'Córdoba', phone: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ city: 'Córdoba', phone: null, scopes: ['STUDENT'] });
    const sneaky = await me.put(`/users/${me.user.id}`, { scopes: ['SU'] });
    expect(sneaky.statusCode).toBe(400);
  });

  it('keeps the new name searchable', async () => {
    const me = await as(['STUDENT']);
    const marker = unique();
    await me.put(`/users/${me.user.id}`, { lastName: `Öztürk ${marker}` });
    const su = await as(['SU']);
    const found = await su.get(`/users?q=ozturk%20${marker}`);
    expect(found.json().content.map((user: { id: string }) => user.id)).toEqual([me.user.id]);
  });

  it('refuses an alliance that does not exist on creation, invitation and update (400 ALLIANCE_UNKNOWN), and takes one that does', async () => {
    const su = await as(['SU']);
    const unknownAlliance = '01900000-0000-7000-8000-00000000a11a';
    const alliance = await createAlliance(t.database.db);
    const refusedAs = (response: {
      statusCode: number;
      json(): { code: string; errors: { path: string }[] };
    }) => [response.statusCode, response.json().code, response.json().errors?.[0]?.path];
    const unknown = [400, 'ALLIANCE_UNKNOWN', 'body.allianceId'];
    // From an address of its own: this file's other sign-ups spend the per-minute limit.
    const create = (allianceId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users',
        headers: su.headers,
        remoteAddress: '192.0.2.17',
        payload: {
          email: `nueva-${unique()}@test.catedra.ar`,
          password: 'una-clave-larga',
          firstName: 'Nadia',
          lastName: 'Núñez',
          allianceId,
        },
      });
    expect(refusedAs(await create(unknownAlliance))).toEqual(unknown);
    const invited = await su.post('/users/invitations', {
      email: `invitada-${unique()}@test.catedra.ar`,
      firstName: 'Ines',
      lastName: 'Paz',
      allianceId: unknownAlliance,
    });
    expect(refusedAs(invited)).toEqual(unknown);
    const member = await createUser(t.database.db);
    const moved = (allianceId: string | null) => su.put(`/users/${member.id}`, { allianceId });
    expect(refusedAs(await moved(unknownAlliance))).toEqual(unknown);
    expect((await moved(alliance.id)).json().allianceId).toBe(alliance.id);
    expect((await moved(null)).json().allianceId).toBe(null);
    const created = await create(alliance.id);
    expect([created.statusCode, created.json().allianceId]).toEqual([201, alliance.id]);
  });

  it('refuses editing someone else (403) and moving oneself to an alliance (403)', async () => {
    const me = await as(['STUDENT']);
    const other = await createUser(t.database.db);
    expect((await me.put(`/users/${other.id}`, { city: 'X' })).statusCode).toBe(403);
    const moved = await me.put(`/users/${me.user.id}`, {
      allianceId: '01900000-0000-7000-8000-0000000000c3',
    });
    expect(moved.statusCode).toBe(403);
  });
});

describe('scopes: POST|DELETE /users/{userId}/{scope}', () => {
  it('lets an academic admin grant TEACHER and records who did it', async () => {
    const admin = await as(['ACADEMIC_ADMIN']);
    const target = await createUser(t.database.db, { scopes: ['BASIC'] });
    const granted = await admin.post(`/users/${target.id}/TEACHER`);
    expect(granted.statusCode).toBe(200);
    expect(granted.json().scopes).toEqual(['BASIC', 'TEACHER']);
    const history = await admin.get(`/users/${target.id}/scope-changes`);
    expect(history.json().content).toEqual([
      expect.objectContaining({
        scope: 'TEACHER',
        action: 'GRANTED',
        changedBy: expect.objectContaining({ id: admin.user.id }),
      }),
    ]);
  });

  it('refuses grants outside the granter’s area (403) and unknown scopes (400)', async () => {
    const admin = await as(['SELLER_ADMIN']);
    const target = await createUser(t.database.db);
    expect((await admin.post(`/users/${target.id}/TEACHER`)).statusCode).toBe(403);
    const unknown = await admin.post(`/users/${target.id}/WIZARD`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toBe('path.scope');
  });

  it('removes a scope, records it, and the change takes effect on the next call', async () => {
    const su = await as(['SU']);
    const target = await as(['STUDENT', 'MANAGER']);
    expect((await target.get('/users')).statusCode).toBe(200);
    const removed = await su.delete(`/users/${target.user.id}/MANAGER`);
    expect(removed.json().scopes).toEqual(['STUDENT']);
    expect((await target.get('/users')).statusCode).toBe(403);
    const history = await su.get(`/users/${target.user.id}/scope-changes`);
    expect(history.json().content[0]).toMatchObject({ scope: 'MANAGER', action: 'REVOKED' });
  });

  it('never lets anyone remove their own last admin scope (422)', async () => {
    const su = await as(['SU']);
    const response = await su.delete(`/users/${su.user.id}/SU`);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('LAST_ADMIN_SCOPE');
  });

  it('answers 404 for an unknown user', async () => {
    const su = await as(['SU']);
    const response = await su.post('/users/01900000-0000-7000-8000-00000000dead/TEACHER');
    expect(response.statusCode).toBe(404);
  });
});

describe('vendor test operations (sandbox adapters by default)', () => {
  it('creates a messaging contact (SU only)', async () => {
    const su = await as(['SU']);
    const response = await su.post('/users/test/contact', {
      phoneNumber: '+5491122334455',
      name: 'Ana Test',
      tags: ['prueba'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: '+5491122334455',
      name: 'Ana Test',
      tags: ['prueba'],
    });
    expect(response.json().contactId).toMatch(/^[0-9a-f-]{36}$/);
    const manager = await as(['MANAGER_ADMIN']);
    const refused = await manager.post('/users/test/contact', { phoneNumber: '+5491122334455', name: 'x' });
    expect(refused.statusCode).toBe(403);
  });

  it('adds a user to the e-mail marketing list, and answers 404 for an unknown e-mail', async () => {
    const su = await as(['SU']);
    const user = await createUser(t.database.db);
    const listed = await su.get(`/users/test/list/${encodeURIComponent(user.email)}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ email: user.email, listed: true });
    const unknown = await su.get('/users/test/list/nadie%40test.catedra.ar');
    expect(unknown.statusCode).toBe(404);
  });
});
