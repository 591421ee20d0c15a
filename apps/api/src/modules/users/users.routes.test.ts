import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAlliance } from '../../../test/factories/selling-plans.js';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users.js';
import { bearer, createTestApp, tokenFor, useTestApp } from '../../../test/setup/test-app.js';
import { users } from '../../db/schema/index.js';

const t = useTestApp();

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/users/sessions', payload: { email, password } });

describe('POST /users/sessions (signin)', () => {
  it('answers a 12-hour JWT for the right password, whatever the e-mail case', async () => {
    const user = await createUser(t.database.db);
    const response = await signin(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(t.database.db);
    const wrongPassword = await signin(user.email, 'not-the-password');
    const unknownEmail = await signin('nobody-here@test.catedra.ar', 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.headers['content-type']).toContain('application/problem+json');
  });

  it('refuses unknown body properties and names them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sessions',
      payload: { email: 'a@b.ar', password: 'x', remember: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({
      path: 'body.remember',
      message: 'no es un campo admitido',
      code: 'additionalProperties',
      params: { additionalProperty: 'remember' },
    });
  });

  it('names a missing field and a malformed e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sessions',
      payload: { email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['body.password', 'body.email']));
  });

  it('rate limits sign-in with 429 and Retry-After', async () => {
    const limited = await createTestApp({ signinRateLimitPerMinute: 2 });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/users/sessions',
          payload: { email: 'x@y.ar', password: 'z' },
        });
      await attempt();
      await attempt();
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /users/token (getParsedToken)', () => {
  it('answers the parsed token of the caller', async () => {
    const user = await createUser(t.database.db, { scopes: ['STUDENT'] });
    const { token } = (await signin(user.email, TEST_PASSWORD)).json();
    const response = await t.app.inject({ method: 'GET', url: '/users/token', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: user.id, email: user.email, scopes: ['STUDENT'] });
  });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const forged = await tokenFor(
      { ...t.config, jwtSecret: 'another-secret-that-is-long-enough-xxxx' },
      {
        id: '01900000-0000-7000-8000-000000000000',
        email: 'x@y.ar',
        scopes: ['SU'],
      },
    );
    for (const headers of [{}, bearer('not-a-jwt'), bearer(forged)]) {
      const response = await t.app.inject({ method: 'GET', url: '/users/token', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('ends sessions whose token version is older than the user’s', async () => {
    const user = await createUser(t.database.db);
    const token = await tokenFor(t.config, user);
    await t.database.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/users/token', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /users/{userId} (findUserById)', () => {
  it('lets a user read itself, with its scopes and without secrets', async () => {
    const user = await createUser(t.database.db, { scopes: ['STUDENT'] });
    const token = await tokenFor(t.config, user);
    const response = await t.app.inject({ method: 'GET', url: `/users/${user.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, scopes: ['STUDENT'] });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('tokenVersion');
  });

  it('lets staff read any user', async () => {
    const staff = await createUser(t.database.db, { scopes: ['ACADEMIC'] });
    const student = await createUser(t.database.db, { scopes: ['STUDENT'] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/users/${student.id}`,
      headers: bearer(await tokenFor(t.config, staff)),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a student reading another user (403) and an anonymous caller (401)', async () => {
    const student = await createUser(t.database.db, { scopes: ['STUDENT'] });
    const other = await createUser(t.database.db);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/users/${other.id}`,
      headers: bearer(await tokenFor(t.config, student)),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'GET', url: `/users/${other.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an alliance admin read only users of its own alliance', async () => {
    const allianceId = (await createAlliance(t.database.db)).id;
    const admin = await createUser(t.database.db, { scopes: ['ALLIANCE_ADMIN'], allianceId });
    const member = await createUser(t.database.db, { allianceId });
    const outsider = await createUser(t.database.db);
    const headers = bearer(await tokenFor(t.config, admin));
    expect((await t.app.inject({ method: 'GET', url: `/users/${member.id}`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/users/${outsider.id}`, headers })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for an unknown id and 400 naming a malformed one', async () => {
    const su = await createUser(t.database.db, { scopes: ['SU'] });
    const headers = bearer(await tokenFor(t.config, su));
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/users/01900000-0000-7000-8000-00000000dead',
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/users/42', headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('path.userId');
  });
});
