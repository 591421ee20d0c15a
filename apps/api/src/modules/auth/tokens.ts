/**
 * Access tokens: HS256 JWTs carrying the user id (`sub`), e-mail, scopes and the user's
 * token version (`tv`). A password change bumps the version, which ends older sessions.
 */
import { type JWTPayload, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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

/**
 * The claims this API issues, in the shapes it issues them. A token signed with the right
 * key but carrying anything else (a `sub` that is no user id) is refused like a forged one,
 * never passed on to a query.
 */
function hasIssuedShape(payload: JWTPayload): payload is JWTPayload & { sub: string; exp: number } {
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
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (!hasIssuedShape(payload)) throw new Error('token claims not as issued');
        return {
          userId: payload.sub,
          email: String(payload.email ?? ''),
          scopes: (payload.scopes as string[] | undefined) ?? [],
          tokenVersion: Number(payload.tv ?? 0),
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw new AppError('UNAUTHENTICATED', expired ? 'La sesión expiró' : 'Token inválido');
      }
    },
  };
}
