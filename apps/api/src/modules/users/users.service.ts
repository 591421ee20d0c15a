/**
 * The rules about users: sign-up and creation by staff, listing, reading, editing, scope
 * grants (the rule is the contract's core/scope-grants.ts) and signing in. Each group of use
 * cases is a file of `use-cases/`; this factory wires them with their dependencies, built
 * once by the composition root.
 */
import type { EmailMarketingList } from '../../adapters/index.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import type { Clock } from '../../time/clock.js';
import type { SigninFailures, TokenService } from '../auth/index.js';
import { userCreation } from './use-cases/create-user.js';
import { marketingList } from './use-cases/marketing-list.js';
import { ownAccount } from './use-cases/own-account.js';
import { sessions } from './use-cases/sessions.js';
import { userAdministration } from './use-cases/user-administration.js';
import { userDirectory } from './use-cases/user-directory.js';
import { userScopes } from './use-cases/user-scopes.js';
import type { UsersRepository } from './users.repository.js';

export function createUsersService(deps: {
  users: UsersRepository;
  /** Scope changes and their history are written together. */
  unitOfWork: UnitOfWork<{ users: UsersRepository }>;
  tokens: TokenService;
  signinFailures: SigninFailures;
  emailMarketing: EmailMarketingList;
  clock: Clock;
}) {
  return {
    ...userCreation(deps), // createUser
    ...userDirectory(deps), // findAll, findById
    ...userAdministration(deps), // update, deactivate, reactivate
    ...userScopes(deps), // addScope, removeScope, findScopeChanges
    ...sessions(deps), // signin, parsedToken
    ...ownAccount(deps), // changePassword, changeEmail
    ...marketingList(deps), // addToMarketingList
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
