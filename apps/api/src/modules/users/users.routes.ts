/** Binds the Users operations of the contract to the users and password-recovery services. */
import type { Adapters } from '../../adapters/index.js';
import { defineHandlers } from '../../http/handlers.js';
import type { InvitationsService } from './invitations.service.js';
import type { PasswordRecoveryService } from './password-recovery.service.js';
import type { UsersService } from './users.service.js';

export function usersHandlers(deps: {
  users: UsersService;
  passwordRecovery: PasswordRecoveryService;
  invitations: InvitationsService;
  messaging: Adapters['messaging'];
}) {
  const { users: service, passwordRecovery: recovery, messaging } = deps;
  return defineHandlers({
    createUser: ({ caller, body }) => service.createUser(caller, body),
    inviteUser: ({ caller, body }) => deps.invitations.invite(caller, body),
    changeUserPassword: ({ caller, body }) => service.changePassword(caller.userId, body),
    changeUserEmail: ({ caller, body }) => service.changeEmail(caller.userId, body),
    deactivateUser: ({ caller, params, body }) => service.deactivate(caller, params.userId, body?.reason),
    reactivateUser: ({ params }) => service.reactivate(params.userId),
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
    checkPasswordRecovery: ({ params }) => recovery.check(params.token),
    executePasswordRecovery: ({ body }) => recovery.execute(body.token, body.password),
    testAddContact: ({ body }) => messaging.createContact(body),
    testAddToList: ({ params }) => service.addToMarketingList(params.userEmail),
  });
}
