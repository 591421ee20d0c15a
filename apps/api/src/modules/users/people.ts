/**
 * Who a user is, for other modules that name people (a meeting call's invitee and seller, a
 * commission's seller): the user's e-mail, name and scopes, read on the caller's handle.
 */
import type { Scope } from '@catedra/contract';
import { and, arrayOverlaps, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** The scopes of those who sell (and so may refer enrollments and earn commissions). */
export const SELLER_SCOPES: readonly Scope[] = ['SELLER', 'SELLER_EXTERNAL', 'SELLER_ADMIN'];

export type PersonView = { id: string; email: string; name: string; scopes: Scope[]; active: boolean };

const personColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  scopes: users.scopes,
  active: users.active,
};

const toPerson = (row: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  scopes: Scope[];
  active: boolean;
}): PersonView => ({
  id: row.id,
  email: row.email,
  name: `${row.firstName} ${row.lastName}`.trim(),
  scopes: row.scopes,
  active: row.active,
});

/** The user, or undefined. */
export async function personOf(db: Executor, userId: string): Promise<PersonView | undefined> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return row ? toPerson(row) : undefined;
}

/** The named users (those that exist). */
export async function peopleOf(db: Executor, userIds: readonly string[]): Promise<PersonView[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return rows.map(toPerson);
}

/** Every active user with a seller's scope, by name (the users_scopes_idx GIN index backs it). */
export async function findSellers(db: Executor): Promise<PersonView[]> {
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(and(arrayOverlaps(users.scopes, [...SELLER_SCOPES]), eq(users.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map(toPerson);
}
