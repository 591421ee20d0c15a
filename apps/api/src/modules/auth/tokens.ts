/**
 * Access tokens: HS256 JWTs carrying the user id (`sub`), e-mail, scopes and the user's
 * token version (`tv`). A password change bumps the version, which ends older sessions.
 */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
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
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
          throw new Error('incomplete token');
        return {
          userId: payload.sub,
          email: String(payload.email ?? ''),
          scopes: Array.isArray(payload.scopes) ? payload.scopes.map(String) : [],
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
