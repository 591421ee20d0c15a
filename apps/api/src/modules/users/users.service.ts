/**
 * The rules about users: sign-up and creation by staff, listing, reading, editing, scope
 * grants (the rule is the contract's core/scope-grants.ts) and signing in. Each use case is
 * a file of `use-cases/`; this factory only wires them, under the names the routes call.
 */
import type { UsersDeps } from './use-cases/context.js';
import { createUser } from './use-cases/create-user.js';
import { addToMarketingList } from './use-cases/marketing-list.js';
import { changeEmail, changePassword } from './use-cases/own-account.js';
import { findAllUsers, findUserById } from './use-cases/read-users.js';
import { parsedToken, signin } from './use-cases/sessions.js';
import { deactivateUser, reactivateUser, updateUser } from './use-cases/user-administration.js';
import { addScope, findScopeChanges, removeScope } from './use-cases/user-scopes.js';

export function createUsersService(deps: UsersDeps) {
  return {
    createUser: createUser(deps),
    findAll: findAllUsers(deps),
    findById: findUserById(deps),
    update: updateUser(deps),
    addScope: addScope(deps),
    removeScope: removeScope(deps),
    findScopeChanges: findScopeChanges(deps),
    signin: signin(deps),
    changePassword: changePassword(deps),
    changeEmail: changeEmail(deps),
    deactivate: deactivateUser(deps),
    reactivate: reactivateUser(deps),
    addToMarketingList: addToMarketingList(deps),
    parsedToken: parsedToken(deps),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
