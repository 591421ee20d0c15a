/**
 * Turns the `Authorization: Bearer` header into the Caller. The token's signature and
 * expiry are checked, then the user is read so that scope changes take effect at once and
 * a password change (token version bump) ends older sessions, and a deactivation all of them.
 */
import type { Scope } from '@catedra/contract';
import type { Caller } from '../../core/actor.js';
import { AppError } from '../../errors/app-error.js';
import type { UserLookups } from '../users/index.js';
import type { TokenService } from './tokens.js';

export type Authenticator = (authorization: string | undefined) => Promise<Caller | null>;

export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  return match?.[1]?.trim() || null;
}

export function createAuthenticator(
  users: Pick<UserLookups, 'findCredentialsById'>,
  tokens: TokenService,
): Authenticator {
  return async (authorization) => {
    const token = bearerTokenOf(authorization);
    if (!token) return null;
    const claims = await tokens.verify(token);
    const user = await users.findCredentialsById(claims.userId);
    // A deactivated user's sessions end at once, whatever their token says.
    if (!user?.active || user.tokenVersion !== claims.tokenVersion) {
      throw new AppError('UNAUTHENTICATED', 'La sesión ya no es válida');
    }
    return { userId: user.id, email: user.email, scopes: user.scopes as Scope[] };
  };
}
