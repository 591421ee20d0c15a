/** Signing in, and reading a token back. */
import type { Scope } from '@catedra/contract';
import { AppError } from '../../../errors/app-error.js';
import { decoyPasswordHash, verifyPassword } from '../../auth/index.js';
import { sessionFor, type UsersDeps } from './context.js';

/**
 * Same answer, and the same argon2 work, for an unknown e-mail and a wrong password.
 * Each attempt first takes a slot of the failure counters (per e-mail and client, and
 * per e-mail), atomically, so past the limit even the right password waits for the
 * window to end however many attempts run at once; a successful one hands its slots back.
 */
export function signin({ users, tokens, signinFailures, clock }: UsersDeps) {
  return async (credentials: { email: string; password: string }, clientIp: string) => {
    const attempt = await signinFailures.admit(credentials.email, clientIp);
    const user = await users.findByEmail(credentials.email.trim());
    const passwordMatches = await verifyPassword(
      user?.passwordHash ?? (await decoyPasswordHash()),
      credentials.password,
    );
    if (!user || !passwordMatches) {
      throw new AppError('INVALID_CREDENTIALS', 'E-mail o contraseña incorrectos');
    }
    // Told only to whoever knows the password, after the same argon2 work as any attempt:
    // the answer does not reveal to others that the account exists or is deactivated.
    if (!user.active) throw new AppError('ACCOUNT_DEACTIVATED', 'La cuenta está desactivada');
    await attempt.succeeded();
    await users.recordSignIn(user.id, clock.now());
    return sessionFor(tokens, user);
  };
}

export function parsedToken({ tokens }: UsersDeps) {
  return async (authorization: string | undefined) => {
    const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
    const claims = await tokens.verify(token);
    return {
      userId: claims.userId,
      email: claims.email,
      scopes: claims.scopes as Scope[],
      expiresAt: claims.expiresAt.toISOString(),
    };
  };
}
