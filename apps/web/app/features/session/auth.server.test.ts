import { describe, expect, it, vi } from 'vitest';
import { type AuthEndpointOptions, handleAuthRequest, type TokenVerdict } from './auth.server';

function post(body: unknown, init: { url?: string; headers?: Record<string, string> } = {}): Request {
  return new Request(init.url ?? 'http://localhost:3000/api/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Host: 'localhost:3000', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function options(
  verdict: TokenVerdict,
  forceSecure = false,
): AuthEndpointOptions & { verifyToken: ReturnType<typeof vi.fn> } {
  return { verifyToken: vi.fn(async () => verdict), forceSecure };
}

describe('POST /api/auth', () => {
  it('keeps a verified token in an httpOnly, SameSite=Lax cookie for 12 hours', async () => {
    const opts = options('valid');
    const response = await handleAuthRequest(post({ token: 'Bearer jwt.token' }), opts);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(opts.verifyToken).toHaveBeenCalledWith('jwt.token');
    expect(response.headers.get('set-cookie')).toBe(
      'catedra_token=jwt.token; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('clears the cookie and answers 200 for an empty token, without asking the API', async () => {
    const opts = options('valid');
    const response = await handleAuthRequest(post({ token: '' }), opts);
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^catedra_token=; Max-Age=0;/);
    expect(opts.verifyToken).not.toHaveBeenCalled();
  });

  it('refuses an invalid token with 401 and clears the cookie', async () => {
    const response = await handleAuthRequest(post({ token: 'forged' }), options('invalid'));
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toMatch(/^catedra_token=; Max-Age=0;/);
  });

  it('answers 502 and clears the cookie when the API cannot confirm the token', async () => {
    const response = await handleAuthRequest(post({ token: 'jwt' }), options('unavailable'));
    expect(response.status).toBe(502);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('marks the cookie Secure on https or when forced', async () => {
    const https = await handleAuthRequest(post({ token: 'jwt' }, { url: 'https://catedra.ar/api/auth' }), {
      ...options('valid'),
    });
    expect(https.headers.get('set-cookie')).toMatch(/; Secure$/);
    const proxied = await handleAuthRequest(
      post({ token: 'jwt' }, { headers: { 'X-Forwarded-Proto': 'https' } }),
      options('valid'),
    );
    expect(proxied.headers.get('set-cookie')).toMatch(/; Secure$/);
    const forced = await handleAuthRequest(post({ token: 'jwt' }), options('valid', true));
    expect(forced.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('refuses a malformed body (400), a non-JSON body and another origin (403)', async () => {
    expect((await handleAuthRequest(post('{nope'), options('valid'))).status).toBe(400);
    expect((await handleAuthRequest(post({ token: 42 }), options('valid'))).status).toBe(400);
    const form = new Request('http://localhost:3000/api/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Host: 'localhost:3000' },
      body: '{"token":"jwt"}',
    });
    expect((await handleAuthRequest(form, options('valid'))).status).toBe(403);
    const crossSite = post({ token: 'jwt' }, { headers: { Origin: 'https://evil.example' } });
    expect((await handleAuthRequest(crossSite, options('valid'))).status).toBe(403);
  });
});

describe('other methods on /api/auth', () => {
  it('answer 405 with Allow: POST, without asking the API', async () => {
    const opts = options('valid');
    const response = await handleAuthRequest(new Request('http://localhost:3000/api/auth'), opts);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(opts.verifyToken).not.toHaveBeenCalled();
  });
});
