/**
 * Which of a user's scopes the viewer may remove, and which it may add, by the contract's
 * grant rule (`grantableScopes`). Others are shown read-only. A viewer never gets a control
 * to remove its own last granting scope: the API would refuse it (422).
 */
import type { Scope } from '@catedra/contract';
import { grantableScopes, removesLastAdminScope } from '@catedra/contract/browser';

export type ScopeControls = {
  /** The user's scopes, each with whether the viewer may remove it. */
  held: { scope: Scope; removable: boolean }[];
  /** Scopes the viewer may grant that the user does not hold yet. */
  addable: Scope[];
};

export function scopeControls(
  viewerScopes: readonly Scope[],
  userScopes: readonly Scope[],
  isSelf: boolean,
): ScopeControls {
  const grantable = grantableScopes(viewerScopes);
  return {
    held: userScopes.map((scope) => ({
      scope,
      removable: grantable.includes(scope) && !(isSelf && removesLastAdminScope(userScopes, scope)),
    })),
    addable: grantable.filter((scope) => !userScopes.includes(scope)),
  };
}
