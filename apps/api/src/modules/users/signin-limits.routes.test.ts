import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import { bearer, createTestApp, type TestApp, tokenFor } from '../../../test/setup/test-app.js';
import type { Config } from '../../config/config.js';
import { passwordRecoveryTokens } from '../../db/schema/index.js';

/**
 * The failed sign-ins are counted in fixed 15-minute windows of the app's clock (:00, :15, :30,
 * :45). On the system clock a test's attempts could straddle two windows and never reach the
 * limit; this clock stands still 7½ minutes into one. It is far ahead of every other test
 * file's clock, since a rate limiter now and then drops the windows a day older than its own
 * clock from the shared table: theirs never drop these. (The per-IP limits are
 * @fastify/rate-limit's, counted per key from its first hit on the system clock.)
 */
const clock = testClock('2100-01-01T12:07:30Z');

/** A test app with its own limits, closed after the test. */
async function withApp(overrides: Partial<Config>, test: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({ signinRateLimitPerMinute: 10_000, ...overrides }, { clock });
  try {
    await test(t);
  } finally {
    await t.close();
  }
}

type Client = { ip?: string; forwardedFor?: string };

const signin = (t: TestApp, email: string, password: string, client: Client = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/users/sessions',
    remoteAddress: client.ip ?? '127.0.0.1',
    headers: client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {},
    payload: { email, password },
  });

const from = (ip: string): Client => ({ ip });

/** A recovery link for the user, stored as the API stores one (only its hash). */
async function recoveryLinkFor(t: TestApp, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.database.db.insert(passwordRecoveryTokens).values({
    userId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(clock.now().getTime() + 10 * 60_000),
  });
  return token;
}

describe('failed sign-ins per e-mail', () => {
  it('evaluates at most the limit of 100 parallel guesses; the right password among them waits', async () => {
    await withApp({ signinFailuresPerEmail: 10 }, async (t) => {
      const user = await createUser(t.database.db);
      const guesses = Array.from({ length: 100 }, (_, index) =>
        signin(t, user.email, index === 99 ? TEST_PASSWORD : `wrong-${index}`),
      );
      const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
      const evaluated = statuses.filter((status) => status === 401 || status === 200);
      expect(evaluated.length).toBe(10);
      expect(statuses.filter((status) => status === 429).length).toBe(90);
      const later = await signin(t, user.email, TEST_PASSWORD);
      expect(later.statusCode).toBe(429);
      expect(Number(later.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('a right password does not count as a failure', async () => {
    await withApp({ signinFailuresPerEmail: 2 }, async (t) => {
      const user = await createUser(t.database.db);
      for (let attempt = 0; attempt < 4; attempt++)
        expect((await signin(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await signin(t, user.email, 'wrong')).statusCode).toBe(401);
      expect((await signin(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });
  });

  it('a guesser locks only himself; the owner signs in from elsewhere', async () => {
    await withApp({ signinFailuresPerEmail: 3, signinFailuresPerAccount: 100 }, async (t) => {
      const user = await createUser(t.database.db);
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await signin(t, user.email, 'wrong', from('10.0.0.66'))).statusCode).toBe(401);
      expect((await signin(t, user.email, TEST_PASSWORD, from('10.0.0.66'))).statusCode).toBe(429);
      expect((await signin(t, user.email, TEST_PASSWORD, from('10.0.0.7'))).statusCode).toBe(200);
    });
  });

  it('caps failures from all addresses per account, and a completed recovery lifts the lock', async () => {
    await withApp({ signinFailuresPerEmail: 3, signinFailuresPerAccount: 5 }, async (t) => {
      const user = await createUser(t.database.db);
      for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3', '10.0.1.4', '10.0.1.5'])
        expect((await signin(t, user.email, 'wrong', from(ip))).statusCode).toBe(401);
      const locked = await signin(t, user.email, TEST_PASSWORD, from('10.0.1.9'));
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

      const token = await recoveryLinkFor(t, user.id);
      const recovered = await t.app.inject({
        method: 'POST',
        url: '/users/recovery/execute',
        payload: { token, password: 'una-clave-nueva-segura' },
      });
      expect(recovered.statusCode).toBe(204);
      expect((await signin(t, user.email, 'una-clave-nueva-segura', from('10.0.1.9'))).statusCode).toBe(200);
      expect((await signin(t, user.email, 'una-clave-nueva-segura', from('10.0.1.1'))).statusCode).toBe(200);
    });
  });
});

describe('per-IP limits and X-Forwarded-For', () => {
  it('ignores X-Forwarded-For by default: rotating it does not escape the per-IP limit', async () => {
    await withApp({ signinRateLimitPerMinute: 2 }, async (t) => {
      const statuses: number[] = [];
      for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        statuses.push(
          (await signin(t, 'x@y.ar', 'z', { forwardedFor: forwarded, ip: '10.9.9.9' })).statusCode,
        );
      expect(statuses).toEqual([401, 401, 429]);
    });
  });

  it('believes X-Forwarded-For from a configured proxy (TRUST_PROXY)', async () => {
    await withApp({ signinRateLimitPerMinute: 2, trustProxy: ['10.9.9.9'] }, async (t) => {
      const statuses: number[] = [];
      for (const forwarded of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        statuses.push(
          (await signin(t, 'x@y.ar', 'z', { forwardedFor: forwarded, ip: '10.9.9.9' })).statusCode,
        );
      expect(statuses).toEqual([401, 401, 401]);
      const spoofed = await signin(t, 'x@y.ar', 'z', { forwardedFor: '203.0.113.1', ip: '10.0.0.5' });
      const again = await signin(t, 'x@y.ar', 'z', { forwardedFor: '203.0.113.2', ip: '10.0.0.5' });
      const third = await signin(t, 'x@y.ar', 'z', { forwardedFor: '203.0.113.3', ip: '10.0.0.5' });
      expect([spoofed.statusCode, again.statusCode, third.statusCode]).toEqual([401, 401, 429]);
    });
  });
});

describe('sign-up', () => {
  it('is rate limited per IP (SIGNUP_RATE_LIMIT)', async () => {
    await withApp({ signupRateLimitPerMinute: 2 }, async (t) => {
      const signup = (index: number) =>
        t.app.inject({
          method: 'POST',
          url: '/users',
          remoteAddress: '10.3.3.3',
          headers: { 'x-forwarded-for': `198.51.100.${index}` },
          payload: {
            email: `signup-${index}-${randomBytes(4).toString('hex')}@test.catedra.ar`,
            password: 'una-clave-segura',
            firstName: 'Ana',
            lastName: 'Prueba',
          },
        });
      expect((await signup(1)).statusCode).toBe(201);
      expect((await signup(2)).statusCode).toBe(201);
      expect((await signup(3)).statusCode).toBe(429);
    });
  });

  it('does not count the accounts SU and MANAGER_ADMIN create, nor let them use up the sign-ups', async () => {
    await withApp({ signupRateLimitPerMinute: 2 }, async (t) => {
      const create = (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: '/users',
          remoteAddress: '10.4.4.4',
          headers,
          payload: {
            email: `created-${randomBytes(4).toString('hex')}@test.catedra.ar`,
            password: 'una-clave-segura',
            firstName: 'Ana',
            lastName: 'Prueba',
          },
        });
      const statuses = [];
      for (const scope of ['SU', 'MANAGER_ADMIN'] as const) {
        const admin = await createUser(t.database.db, { scopes: [scope] });
        const headers = bearer(await tokenFor(t.config, admin, clock));
        for (let index = 0; index < 3; index += 1) statuses.push((await create(headers)).statusCode);
      }
      expect(statuses).toEqual(Array(6).fill(201));
      const anonymous = [];
      for (let index = 0; index < 3; index += 1) anonymous.push((await create({})).statusCode);
      expect(anonymous).toEqual([201, 201, 429]);
    });
  });
});
