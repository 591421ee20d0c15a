import { createHmac } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const user = {
  id: '01900000-0000-7000-8000-000000000001',
  email: 'ana@catedra.ar',
  scopes: ['STUDENT'],
  tokenVersion: 3,
};

describe('tokens', () => {
  it('issues a JWT with sub, scopes, token version and a 12-hour expiry', async () => {
    const tokens = createTokenService(secret, 12 * 3600);
    const { token, expiresAt } = await tokens.issue(user);
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ sub: user.id, scopes: ['STUDENT'], tv: 3, email: user.email });
    expect(Math.round((expiresAt.getTime() - Date.now()) / 3_600_000)).toBe(12);
    await expect(tokens.verify(token)).resolves.toMatchObject({ userId: user.id, tokenVersion: 3 });
  });

  it('refuses a token signed with another secret, and an expired one', async () => {
    const other = await createTokenService(`${secret}-other`, 60).issue(user);
    await expect(createTokenService(secret, 60).verify(other.token)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const expired = await createTokenService(secret, -10).issue(user);
    await expect(createTokenService(secret, 60).verify(expired.token)).rejects.toThrow('La sesión expiró');
  });

  it('refuses a validly signed token whose claims are not those it issues (sub not a user id)', async () => {
    const tokens = createTokenService(secret, 60);
    const signed = (subject: string, claims: Record<string, unknown> = {}) =>
      new SignJWT({ email: user.email, scopes: ['SU'], tv: 0, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('catedra')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    for (const token of [
      await signed('admin'),
      await signed("' or 1=1 --"),
      await signed(user.id, { tv: 'x' }),
      await signed(user.id, { scopes: [{}] }),
    ]) {
      await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await expect(tokens.verify(await signed(user.id))).resolves.toMatchObject({ userId: user.id });
  });

  it('refuses forgeries: alg none, a changed payload, another issuer, a critical header, loose encoding', async () => {
    const tokens = createTokenService(secret, 60);
    const { token } = await tokens.issue(user);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const promoted = encode({ ...decodeJwt(token), scopes: ['SU'] });
    const key = new TextEncoder().encode(secret);
    const signed = (protectedHeader: Record<string, unknown>, issuer: string) =>
      new SignJWT({ email: user.email, scopes: user.scopes, tv: 3 })
        .setProtectedHeader(protectedHeader as { alg: string })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setExpirationTime('1m')
        .sign(key);
    // A header jose itself would refuse to write, signed by hand with the right key.
    const hmacSigned = (head: string, body: string) =>
      `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
    const forgeries = [
      `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${header}.${promoted}.${signature}`,
      `${header}.${payload}.${signature}x`,
      `${header}.${payload}.${signature.slice(0, -2)}+/`,
      `${header}.${payload}`,
      await signed({ alg: 'HS256' }, 'someone-else'),
      hmacSigned(encode({ alg: 'HS256', crit: ['b64'], b64: true }), payload),
    ];
    for (const forgery of forgeries) {
      await expect(tokens.verify(forgery), forgery).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    await expect(tokens.verify(await signed({ alg: 'HS256' }, 'catedra'))).resolves.toMatchObject({
      userId: user.id,
    });
    await expect(tokens.verify(hmacSigned(header, payload))).resolves.toMatchObject({ userId: user.id });
  });
});
