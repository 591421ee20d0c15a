/**
 * The scope guard, driven by each operation's `access` declaration in the contract.
 * A pure decision so that it is tested on its own and the permissions table is printed
 * from the same rule the server applies.
 */
import type { Access } from '@catedra/contract';
import type { Caller } from './handlers.js';

export type Decision = 'allowed' | 'unauthenticated' | 'forbidden';

export function authorize(access: Access, caller: Caller | null, params: Record<string, unknown>): Decision {
  if (access.kind !== 'scopes') return 'allowed';
  if (!caller) return 'unauthenticated';
  if (caller.scopes.some((scope) => access.scopes.includes(scope))) return 'allowed';
  if (access.self && params[access.self] === caller.userId) return 'allowed';
  // The service checks ownership of the record itself (and answers 403 or 404).
  if (access.owner) return 'allowed';
  return 'forbidden';
}
