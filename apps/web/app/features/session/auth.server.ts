/**
 * POST /api/auth on the web server (specification section 7, "Own server"): the browser
 * hands over a token and the server keeps it in the httpOnly session cookie, or clears the
 * cookie when the token is empty (logout). A token is only kept after the API has parsed it,
 * so a forged or expired token never becomes a session.
 */
import { ApiError, createApiClient } from '@catedra/client';
import { serializeCookie } from '../../lib/cookies';
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, stripBearerPrefix } from './session-token';

export type TokenVerdict = 'valid' | 'invalid' | 'unavailable';

export type AuthEndpointOptions = {
  verifyToken: (token: string) => Promise<TokenVerdict>;
  /** Secure cookie even on plain http (COOKIE_SECURE=true). */
  forceSecure: boolean;
};

/** Asks the API to parse the token: 401/403 means invalid, no answer or a 5xx means unavailable. */
export function apiTokenVerifier(apiBaseUrl: string): AuthEndpointOptions['verifyToken'] {
  return async (token) => {
    const client = createApiClient({ baseUrl: apiBaseUrl, getToken: () => token });
    try {
      await client.getParsedToken();
      return 'valid';
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 'invalid';
      return 'unavailable';
    }
  };
}

function json(body: unknown, status: number, cookie?: string): Response {
  const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  if (cookie) headers.append('Set-Cookie', cookie);
  if (status === 405) headers.set('Allow', 'POST');
  return new Response(JSON.stringify(body), { status, headers });
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/**
 * A JSON body cannot be sent cross-site without a CORS preflight, which this server never
 * grants; together with the Origin check this keeps other sites from planting a session
 * (login CSRF).
 */
function isSameSiteJsonRequest(request: Request): boolean {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

async function readToken(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.json();
    if (body === null || typeof body !== 'object') return null;
    const token = (body as { token?: unknown }).token;
    return typeof token === 'string' ? stripBearerPrefix(token.trim()) : null;
  } catch {
    return null;
  }
}

export async function handleAuthRequest(request: Request, options: AuthEndpointOptions): Promise<Response> {
  if (request.method !== 'POST') return json({ ok: false, error: 'METHOD_NOT_ALLOWED' }, 405);
  if (!isSameSiteJsonRequest(request)) return json({ ok: false, error: 'FORBIDDEN' }, 403);
  const token = await readToken(request);
  if (token === null) return json({ ok: false, error: 'INVALID_BODY' }, 400);

  const secure = options.forceSecure || isHttps(request);
  const cleared = serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure });
  if (token === '') return json({ ok: true }, 200, cleared);

  const verdict = await options.verifyToken(token);
  if (verdict === 'invalid') return json({ ok: false, error: 'INVALID_TOKEN' }, 401, cleared);
  // The session cannot be confirmed: it ends, as the client's "Sesión finalizada por error" says.
  if (verdict === 'unavailable') return json({ ok: false, error: 'API_UNAVAILABLE' }, 502, cleared);
  const cookie = serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS, secure });
  return json({ ok: true }, 200, cookie);
}
