/**
 * Sign-up (anonymous, BASIC) and creation by staff (SU or MANAGER_ADMIN may give scopes and
 * an alliance; which scopes is the contract's core/scope-grants.ts rule).
 */
import { canGrant, canSetScopesOnCreate, type Scope, type UserCreation } from '@catedra/contract';
import type { Static } from 'typebox';
import type { Person } from '../../../core/actor.js';
import { AppError } from '../../../errors/app-error.js';
import { hashPassword } from '../../auth/index.js';
import { assertAcceptablePassword, toUserDto, unknownAllianceOf } from '../user-records.js';
import type { UsersDeps } from './context.js';

/** Refuses scopes or an alliance the caller (null: an anonymous sign-up) may not give. */
function assertMayCreateWith(
  caller: Person | null,
  input: Static<typeof UserCreation>,
  wantsPrivileges: boolean,
) {
  if (wantsPrivileges && !canSetScopesOnCreate(caller?.scopes ?? [])) {
    throw new AppError(
      'SCOPE_NOT_GRANTABLE',
      'Solo SU o MANAGER_ADMIN pueden crear usuarios con roles o alianza',
    );
  }
  for (const scope of input.scopes ?? []) {
    if (caller && wantsPrivileges && !canGrant(caller.scopes, scope)) {
      throw new AppError('SCOPE_NOT_GRANTABLE', `No podés otorgar el rol ${scope}`);
    }
  }
}

export function createUser({ unitOfWork, clock }: UsersDeps) {
  return async (caller: Person | null, input: Static<typeof UserCreation>) => {
    const wantsPrivileges = Boolean(
      (input.scopes !== undefined && input.scopes.join() !== 'BASIC') || input.allianceId,
    );
    assertMayCreateWith(caller, input, wantsPrivileges);
    assertAcceptablePassword(input.password, input.email);
    const { password, scopes, ...profile } = input;
    // Hashed before the insert finds out whether the e-mail is taken: a sign-up for an
    // existing account does the same argon2 work as one for a new account.
    const passwordHash = await hashPassword(password);
    const created = await unitOfWork
      .run(async (tx) => {
        const row = await tx.users.insert({
          ...profile,
          email: input.email.trim(),
          passwordHash,
          scopes: scopes && scopes.length > 0 ? scopes : ['BASIC'],
        });
        if (row && caller && wantsPrivileges) {
          await tx.users.recordScopeChanges(
            row.id,
            row.scopes as Scope[],
            'GRANTED',
            caller.userId,
            clock.now(),
          );
        }
        return row;
      })
      .catch((error: unknown) => {
        throw unknownAllianceOf(error) ?? error;
      });
    if (!created) throw new AppError('EMAIL_TAKEN', 'Ya existe una cuenta con ese e-mail');
    return toUserDto(created);
  };
}
