/**
 * A sign-up for an e-mail already registered must not answer sooner than one for a new
 * account (that would tell which e-mails have accounts): both do the same argon2 work.
 * Checked by counting the hashes rather than by timing, which a busy machine blurs.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/setup/test-app.js';

const hashes = vi.hoisted(() => ({ count: 0 }));

vi.mock('../auth/index.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../auth/index.js')>();
  return {
    ...original,
    hashPassword: (password: string) => {
      hashes.count += 1;
      return original.hashPassword(password);
    },
  };
});

const t = useTestApp({ signupRateLimitPerMinute: 100 });

const signup = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/users',
    payload: { email, password: 'una-clave-segura', firstName: 'Ana', lastName: 'Prueba' },
  });

describe('sign-up for an existing e-mail', () => {
  it('hashes the password just as for a new account before answering 409', async () => {
    const email = `signup-${randomBytes(4).toString('hex')}@test.catedra.ar`;
    hashes.count = 0;
    expect((await signup(email)).statusCode).toBe(201);
    expect(hashes.count).toBe(1);
    const taken = await signup(email.toUpperCase());
    expect(taken.statusCode).toBe(409);
    expect(hashes.count).toBe(2);
  });
});
