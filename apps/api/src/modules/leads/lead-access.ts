/**
 * Who sees which lead (DESIGN.md section 3): SELLER and SELLER_EXTERNAL only their own (404
 * for any other: its existence does not leak); the sellers' admins, MARKETING and the
 * managers all of them. Only the sellers' admins and above give a lead to another seller.
 */
import type { Scope } from '@catedra/contract';
import type { Person } from '../../core/actor.js';
import { AppError } from '../../errors/app-error.js';

const ALL_LEADS: readonly Scope[] = ['SU', 'MANAGER_ADMIN', 'MANAGER', 'SELLER_ADMIN', 'MARKETING'];
const REASSIGNERS: readonly Scope[] = ['SU', 'MANAGER_ADMIN', 'SELLER_ADMIN'];
const SELLER_SCOPES: readonly Scope[] = ['SELLER', 'SELLER_EXTERNAL'];

/** Who works leads (creates and changes them); MANAGER only reads them. */
const EDITORS: readonly Scope[] = [
  'SU',
  'MANAGER_ADMIN',
  'SELLER_ADMIN',
  'SELLER',
  'SELLER_EXTERNAL',
  'MARKETING',
];
const READERS: readonly Scope[] = [...EDITORS, 'MANAGER'];

const hasAny = (person: Person, scopes: readonly Scope[]) =>
  person.scopes.some((scope) => scopes.includes(scope));

export const seesAllLeads = (person: Person) => hasAny(person, ALL_LEADS);
export const mayReassign = (person: Person) => hasAny(person, REASSIGNERS);
export const isSeller = (person: Person) => hasAny(person, SELLER_SCOPES);

/**
 * The contract's access lets the owner rule through; the scopes are checked here: 403 for
 * whoever has no leads at all (or may only read them, for a change).
 */
export function mayWorkLeads(person: Person, change: boolean): void {
  if (!hasAny(person, change ? EDITORS : READERS)) throw AppError.forbidden();
}

/** The seller whose leads alone the person sees; undefined: every lead. */
export const ownSellerOf = (person: Person) => (seesAllLeads(person) ? undefined : person.userId);

/** The lead if the person may see it, else 404. */
export function visibleLead<T extends { sellerId: string | null }>(person: Person, lead: T | undefined): T {
  if (!lead) throw AppError.notFound('El interesado');
  if (!seesAllLeads(person) && lead.sellerId !== person.userId) throw AppError.notFound('El interesado');
  return lead;
}
