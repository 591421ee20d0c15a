/**
 * Whom a seller's referred enrollment is for: a user named by id, or a person by e-mail (found,
 * or created as BASIC in the sale's transaction by the users module), and what the answer may
 * tell a seller about him.
 */
import type { Scope } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import type { Executor } from '../../../db/database.js';
import type { Referral } from '../../enrollments/index.js';
import { type Buyer, buyerByEmail } from '../../users/index.js';
import { hasAny, PAYMENT_STAFF } from '../payment-access.js';

/** A referral whose user is named by id or given by e-mail (exactly one). */
export type ReferredSale = Omit<Referral, 'userId' | 'foundByEmail'> &
  ({ userId: string; person?: undefined } | { person: Buyer; userId?: undefined });

/** The referral with its user: the one named, or the one of the person's e-mail (made when new). */
export async function buyerOf(
  tx: Executor,
  seller: Person,
  sale: ReferredSale,
  now: Date,
): Promise<Referral> {
  const { person, userId, ...referral } = sale;
  if (!person) return { ...referral, userId: userId! };
  const buyer = await buyerByEmail(tx, person, seller.userId, now);
  return { ...referral, userId: buyer.userId, foundByEmail: true };
}

/** Who sees users' data anyway: payment staff and the sellers' admins. */
const SEE_BUYERS: readonly Scope[] = [...PAYMENT_STAFF, 'SELLER_ADMIN'];

/**
 * How the answer names a student given by e-mail to a seller who may not read users: as he
 * typed him. The e-mail may belong to someone another seller (or nobody) brought, whose stored
 * name is not the seller's to learn. Undefined: the enrollment's own name is shown.
 */
export function studentAsTypedFor(seller: Person, sale: ReferredSale) {
  if (!sale.person || hasAny(seller, SEE_BUYERS)) return undefined;
  const { firstName, lastName, email } = sale.person;
  return { studentName: `${firstName.trim()} ${lastName.trim()}`, studentEmail: email.trim() };
}
