/**
 * Access tokens: HS256 JWTs carrying the user id (`sub`), e-mail, scopes and the user's
 * token version (`tv`). A password change bumps the version, which ends older sessions.
 *
 * Signing (once per sign-in) uses jose. Verifying runs on every authenticated request, so it
 * is done here with Node's synchronous HMAC: WebCrypto's asynchronous verify (what jose uses)
 * costs a key import and a thread-pool round trip per call, a large share of a cheap request.
 * The key is a KeyObject made once: an HMAC given the secret as bytes imports it on every call,
 * which cost six times the hashing itself.
 */
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { AppError } from '../../errors/app-error.js';
import { type Clock, systemClock } from '../../time/clock.js';

export type TokenClaims = {
  userId: string;
  email: string;
  scopes: string[];
  tokenVersion: number;
  expiresAt: Date;
};

export type TokenService = {
  issue(user: {
    id: string;
    email: string;
    scopes: string[];
    tokenVersion: number;
  }): Promise<{ token: string; expiresAt: Date }>;
  /** Verifies signature and expiry; throws UNAUTHENTICATED otherwise. */
  verify(token: string): Promise<TokenClaims>;
};

const ISSUER = 'catedra';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

class InvalidToken extends Error {
  constructor(readonly expired = false) {
    super(expired ? 'expired token' : 'invalid token');
  }
}

function decodeJson(segment: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidToken();
  return value as Record<string, unknown>;
}

/**
 * A compact HS256 JWS of this API: strict base64url segments, `alg` HS256 and nothing
 * critical in the header, a matching signature (constant-time), our issuer, a future `exp`.
 */
export function verifyHs256(token: string, key: KeyObject, nowSeconds: number): Record<string, unknown> {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments.every((segment) => BASE64URL.test(segment)))
    throw new InvalidToken();
  const [header, payload, signature] = segments as [string, string, string];
  const protectedHeader = decodeJson(header);
  if (protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) throw new InvalidToken();
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidToken();
  const claims = decodeJson(payload);
  if (claims.iss !== ISSUER) throw new InvalidToken();
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) throw new InvalidToken(true);
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds) throw new InvalidToken();
  return claims;
}

/**
 * The claims this API issues, in the shapes it issues them. A token signed with the right
 * key but carrying anything else (a `sub` that is no user id) is refused like a forged one,
 * never passed on to a query.
 */
function hasIssuedShape(payload: Record<string, unknown>): payload is Record<string, unknown> & {
  sub: string;
  exp: number;
} {
  return (
    typeof payload.sub === 'string' &&
    UUID.test(payload.sub) &&
    typeof payload.exp === 'number' &&
    (payload.email === undefined || typeof payload.email === 'string') &&
    (payload.scopes === undefined ||
      (Array.isArray(payload.scopes) && payload.scopes.every((scope) => typeof scope === 'string'))) &&
    (payload.tv === undefined || Number.isSafeInteger(payload.tv))
  );
}

/** Issued-at and expiry follow the clock (the app's, so tests travel past a session's end). */
export function createTokenService(
  secret: string,
  ttlSeconds: number,
  clock: Clock = systemClock,
): TokenService {
  const key = new TextEncoder().encode(secret);
  const verificationKey = createSecretKey(key);
  return {
    async issue(user) {
      const issuedAt = clock.now();
      const expiresAt = new Date(issuedAt.getTime() + ttlSeconds * 1000);
      const token = await new SignJWT({ email: user.email, scopes: user.scopes, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const payload = verifyHs256(token, verificationKey, Math.floor(clock.now().getTime() / 1000));
        if (!hasIssuedShape(payload)) throw new Error('token claims not as issued');
        return {
          userId: payload.sub,
          email: String(payload.email ?? ''),
          scopes: (payload.scopes as string[] | undefined) ?? [],
          tokenVersion: Number(payload.tv ?? 0),
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        const expired = error instanceof InvalidToken && error.expired;
        throw new AppError('UNAUTHENTICATED', expired ? 'La sesión expiró' : 'Token inválido');
      }
    },
  };
}
