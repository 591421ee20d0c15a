/**
 * What every users use case is built with, and the step two of them share: a session for a
 * user as he is now. Module-private: only the use cases and the service factory import it.
 */
import type { EmailMarketingList } from '../../../adapters/index.js';
import type { UserRow } from '../../../db/schema/index.js';
import type { UnitOfWork } from '../../../db/unit-of-work.js';
import type { Clock } from '../../../time/clock.js';
import type { SigninFailures, TokenService } from '../../auth/index.js';
import type { UsersRepository } from '../users.repository.js';

export type UsersDeps = {
  users: UsersRepository;
  /** Scope changes and their history are written together. */
  unitOfWork: UnitOfWork<{ users: UsersRepository }>;
  tokens: TokenService;
  signinFailures: SigninFailures;
  emailMarketing: EmailMarketingList;
  clock: Clock;
};

/** A session (token and expiry) for the user as he is now: his scopes and token version. */
export async function sessionFor(
  tokens: TokenService,
  user: Pick<UserRow, 'id' | 'email' | 'scopes' | 'tokenVersion'>,
) {
  const session = await tokens.issue(user);
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}
