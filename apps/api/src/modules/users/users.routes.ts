/** Binds the Users operations of the contract to the users and password-recovery services. */
import type { AppDependencies } from '../../app.js';
import { AppError } from '../../errors/app-error.js';
import { defineHandlers } from '../../http/handlers.js';
import { createRateLimiter } from '../auth/rate-limiter.js';
import { createSigninFailures } from '../auth/signin-failures.js';
import { createPasswordRecoveryService } from './password-recovery.service.js';
import { createUsersRepository } from './users.repository.js';
import { createUsersService } from './users.service.js';

const FIFTEEN_MINUTES = 15 * 60;

export function usersHandlers({ config, database, tokens, mailer, adapters, log }: AppDependencies) {
  const users = createUsersRepository(database.db);
  const signinFailures = createSigninFailures(createRateLimiter(database.db, FIFTEEN_MINUTES), {
    perClient: config.signinFailuresPerEmail,
    perAccount: config.signinFailuresPerAccount,
  });
  const service = createUsersService({ users, tokens, signinFailures });
  const recovery = createPasswordRecoveryService({
    db: database.db,
    users,
    signinFailures,
    mailer,
    webOrigin: config.webOrigin,
    log,
  });

  return defineHandlers({
    createUser: ({ caller, body }) => service.createUser(caller, body),
    findAllUsers: ({ caller, query }) => service.findAll(caller, query),
    findUserById: ({ caller, params }) => service.findById(caller, params.userId),
    updateUser: ({ caller, params, body }) => service.update(caller, params.userId, body),
    addScopeToUser: ({ caller, params }) => service.addScope(caller, params.userId, params.scope),
    removeScopeFromUser: ({ caller, params }) => service.removeScope(caller, params.userId, params.scope),
    findUserScopeChanges: ({ params, query }) => service.findScopeChanges(params.userId, query),
    signin: ({ body, request }) => service.signin(body, request.ip),
    getParsedToken: ({ request }) => service.parsedToken(request.headers.authorization),
    triggerPasswordRecovery: async ({ body }) => {
      await recovery.trigger(body.email);
    },
    executePasswordRecovery: ({ body }) => recovery.execute(body.token, body.password),
    testAddContact: ({ body }) => adapters.messaging.createContact(body),
    testAddToList: async ({ params }) => {
      const user = await users.findByEmail(params.userEmail);
      if (!user) throw AppError.notFound('El usuario');
      await adapters.emailMarketing.subscribe({
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      return { email: user.email, listed: true };
    },
  });
}
