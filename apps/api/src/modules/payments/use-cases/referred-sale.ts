/**
 * Whom a seller's referred enrollment is for: a user named by id, or a person by e-mail (found,
 * or created as BASIC in the sale's transaction by the users module), and what the answer may
 * tell a seller about him.
 */
import type { Scope } from '@catedra/contract';
import type { Person } from '../../../core/actor.js';
import type { Executor } from '../../../db/database.js';
import type { Referral } from '../../enrollments/index.js';
import { leadToConvert } from '../../leads/index.js';
import { type Buyer, buyerByEmail } from '../../users/index.js';
import { hasAny, PAYMENT_STAFF } from '../payment-access.js';

/** A referral whose user is named by id, given by e-mail, or a lead's (exactly one). */
export type ReferredSale = Omit<Referral, 'userId' | 'foundByEmail'> &
  (
    | { userId: string; person?: undefined; leadId?: undefined }
    | { person: Buyer; userId?: undefined; leadId?: undefined }
    | { leadId: string; person?: undefined; userId?: undefined }
  );

/**
 * The referral with its user: the one named, or the one of the person's e-mail (made when
 * new); a lead (locked: converted once) gives its e-mail, name and phone as that person.
 */
export async function buyerOf(
  tx: Executor,
  seller: Person,
  sale: ReferredSale,
  now: Date,
): Promise<{ referral: Referral; person?: Buyer }> {
  const { person: given, userId, leadId, ...referral } = sale;
  const person = leadId ? await leadToConvert(tx, seller, leadId) : given;
  if (!person) return { referral: { ...referral, userId: userId! } };
  const buyer = await buyerByEmail(tx, person, seller.userId, now);
  return { referral: { ...referral, userId: buyer.userId, foundByEmail: true }, person };
}

/** Who sees users' data anyway: payment staff and the sellers' admins. */
const SEE_BUYERS: readonly Scope[] = [...PAYMENT_STAFF, 'SELLER_ADMIN'];

/**
 * How the answer names a student given by e-mail to a seller who may not read users: as he
 * typed him. The e-mail may belong to someone another seller (or nobody) brought, whose stored
 * name is not the seller's to learn. Undefined: the enrollment's own name is shown.
 */
export function studentAsTypedFor(seller: Person, person: Buyer | undefined) {
  if (!person || hasAny(seller, SEE_BUYERS)) return undefined;
  const { firstName, lastName, email } = person;
  return { studentName: `${firstName.trim()} ${lastName.trim()}`, studentEmail: email.trim() };
}
