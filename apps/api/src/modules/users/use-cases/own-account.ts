/** A person changing his own password or e-mail, each proven by his current password. */
import type { UserEmailChange, UserPasswordChange } from '@catedra/contract';
import type { Static } from 'typebox';
import { AppError } from '../../../errors/app-error.js';
import { hashPassword, verifyPassword } from '../../auth/index.js';
import { assertAcceptablePassword, requireUser, toUserDto } from '../user-records.js';
import type { UsersRepository } from '../users.repository.js';
import { sessionFor, type UsersDeps } from './context.js';

/** The user, once his current password is verified (the same argon2 work when it is wrong). */
async function requireUserWithPassword(users: UsersRepository, userId: string, currentPassword: string) {
  const user = await requireUser(users, userId);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw AppError.invalidField(
      'CURRENT_PASSWORD_WRONG',
      'body.currentPassword',
      'la contraseña actual no es correcta',
    );
  }
  return user;
}

/**
 * The person's own password, proven by the current one. The new version of his token ends
 * every other session; he gets a fresh session so this one goes on.
 */
export function changePassword({ users, tokens }: UsersDeps) {
  return async (userId: string, input: Static<typeof UserPasswordChange>) => {
    const user = await requireUserWithPassword(users, userId, input.currentPassword);
    assertAcceptablePassword(input.newPassword, user.email, 'newPassword');
    await users.setPassword(user.id, await hashPassword(input.newPassword));
    const changed = await requireUser(users, user.id);
    return sessionFor(tokens, changed);
  };
}

/** The person's own e-mail, proven by his password; unique regardless of case. */
export function changeEmail({ users }: UsersDeps) {
  return async (userId: string, input: Static<typeof UserEmailChange>) => {
    await requireUserWithPassword(users, userId, input.currentPassword);
    const changed = await users.changeEmail(userId, input.email.trim());
    if (changed === 'taken') {
      const message = 'ya existe una cuenta con ese e-mail';
      throw new AppError('EMAIL_TAKEN', `Datos inválidos: body.email ${message}`, [
        { path: 'body.email', message, code: 'EMAIL_TAKEN' },
      ]);
    }
    if (!changed) throw AppError.notFound('El usuario');
    return toUserDto(changed);
  };
}
