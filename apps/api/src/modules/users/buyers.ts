/**
 * A person a seller sells to, by e-mail (createReferredEnrollment's `person`), for the
 * payments module's transaction: the user with that e-mail, or a new BASIC one.
 */
import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database.js';
import { hashPassword } from '../auth/index.js';
import { createUsersRepository } from './users.repository.js';

export type Buyer = { email: string; firstName: string; lastName: string; phone?: string };

/**
 * The user with the buyer's e-mail (regardless of case; his data is never changed), else a
 * new BASIC user with the buyer's data and no usable password (he sets one through password
 * recovery), his BASIC scope recorded as given by the seller. Race-safe: the insert waits on
 * the unique e-mail of a concurrent one and then does nothing, so two sales for one new
 * e-mail make one user and both find him (READ COMMITTED: the second statement sees the
 * first's commit). Answers his id and whether this call created him.
 */
export async function buyerByEmail(
  tx: Executor,
  buyer: Buyer,
  sellerId: string,
  now: Date,
): Promise<{ userId: string; created: boolean }> {
  const users = createUsersRepository(tx);
  const email = buyer.email.trim();
  const known = await users.findByEmail(email);
  if (known) return { userId: known.id, created: false };
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const inserted = await users.insert({
    email,
    firstName: buyer.firstName.trim(),
    lastName: buyer.lastName.trim(),
    phone: buyer.phone ?? null,
    passwordHash,
    scopes: ['BASIC'],
  });
  if (inserted) {
    await users.recordScopeChanges(inserted.id, ['BASIC'], 'GRANTED', sellerId, now);
    return { userId: inserted.id, created: true };
  }
  // A concurrent sale created him between the read and the insert.
  const raced = await users.findByEmail(email);
  if (!raced) throw new Error('The buyer’s e-mail was taken and then released');
  return { userId: raced.id, created: false };
}
