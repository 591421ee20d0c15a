/**
 * The users module's rules about a paying user, for other modules: they call these on the
 * handle they hold (the pool, or their transaction `tx`; a user is locked late in the lock
 * order of ARCHITECTURE.md, after the payment's rows).
 */
import type { Executor } from '../../db/database.js';
import { createUsersRepository } from './users.repository.js';

/**
 * A BASIC user whose enrollment is paid becomes a STUDENT (DESIGN.md section 3), with both
 * changes in the scope history; `by` is who approved the payment (null: the system).
 */
export async function promoteToStudent(tx: Executor, userId: string, by: string | null, now: Date) {
  const users = createUsersRepository(tx);
  const user = await users.findById(userId);
  if (!user?.scopes.includes('BASIC')) return;
  const granted = await users.grantScope(userId, 'STUDENT');
  await users.revokeScope(userId, 'BASIC');
  if (granted) await users.recordScopeChanges(userId, ['STUDENT'], 'GRANTED', by, now);
  await users.recordScopeChanges(userId, ['BASIC'], 'REVOKED', by, now);
}

/** Whether the user exists. */
export async function userExists(db: Executor, userId: string): Promise<boolean> {
  return Boolean(await createUsersRepository(db).findById(userId));
}

/** The user's country (a payer's, when its enrollment names none). */
export async function countryOfUser(db: Executor, userId: string): Promise<string | null> {
  return (await createUsersRepository(db).findById(userId))?.country ?? null;
}
