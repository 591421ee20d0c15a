/**
 * Users for tests: `buildUser` makes the values, `createUser` stores them. Every user gets
 * a unique e-mail, so tests never collide on the shared test database.
 */

import { randomUUID } from 'node:crypto';
import type { Scope } from '@catedra/contract';
import type { Person } from '../../src/core/actor.js';
import type { Database } from '../../src/db/database.js';
import type { NewUserRow, UserRow } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { createUsersRepository } from '../../src/modules/users/users.repository.js';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

export function buildUser(
  overrides: Partial<NewUserRow> & { scopes?: Scope[] } = {},
): Omit<NewUserRow, 'passwordHash'> {
  const unique = randomUUID().slice(0, 8);
  return {
    email: `user-${unique}@test.catedra.ar`,
    firstName: 'Lucía',
    lastName: `Prueba ${unique}`,
    country: 'AR',
    scopes: ['BASIC'],
    ...overrides,
  };
}

export async function createUser(db: Database, overrides: Partial<NewUserRow> & { scopes?: Scope[] } = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  // Through the repository, so derived columns (search_text) are filled as in production.
  const row = await createUsersRepository(db).insert({
    ...buildUser(overrides),
    passwordHash: await passwordHash,
  });
  if (!row) throw new Error('createUser: e-mail already taken');
  return row;
}

/** The caller a service takes for a stored user: what a request of his would pass. */
export const callerOf = (user: Pick<UserRow, 'id' | 'email' | 'scopes'>): Person => ({
  userId: user.id,
  email: user.email,
  scopes: user.scopes,
});

/** A stored SU and his caller, for tests that write their story through the services as staff. */
export async function createStaff(db: Database) {
  const user = await createUser(db, { scopes: ['SU'] });
  return { user, caller: callerOf(user) };
}
