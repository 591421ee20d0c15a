/**
 * Who may see and handle which payment (DESIGN.md section 4), shared by the payments use
 * cases: the scopes that read, pay and reissue links, and the check that answers 404 to
 * whoever may not see a payment (its existence does not leak).
 */
import { SCOPE_GROUPS, type Scope } from '@catedra/contract';
import type { Person } from '../../core/actor.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentsRepository } from './payments.repository.js';

export const PAYMENT_STAFF: readonly Scope[] = SCOPE_GROUPS.commercialStaff;
export const PAYMENT_READERS: readonly Scope[] = [...PAYMENT_STAFF, 'MANAGER', 'FARMING', 'SELLER_ADMIN'];
/** Who reads a payment's details and lines: not the sellers' admins. */
export const PAYMENT_DETAIL_READERS: readonly Scope[] = [...PAYMENT_STAFF, 'MANAGER', 'FARMING'];
/**
 * Who may open a payment of any enrollment's owed periods to send its link: payment staff, and
 * collections (FARMING) for debtors. Only payment staff choose the payer, an amount or a segment.
 */
export const ENROLLMENT_LINK_MAKERS: readonly Scope[] = [...PAYMENT_STAFF, 'FARMING'];
export const SELLERS: readonly Scope[] = ['SELLER', 'SELLER_EXTERNAL'];
/** Who issues a new link for any payment: payment staff and sellers' admins (a seller, for what it referred). */
const LINK_ISSUERS: readonly Scope[] = [...PAYMENT_STAFF, 'SELLER_ADMIN'];

export const hasAny = (person: Person, scopes: readonly Scope[]) =>
  person.scopes.some((scope) => scopes.includes(scope));

export function createPaymentAccess(payments: PaymentsRepository) {
  /** The payment if the person may see it; 404 otherwise (its existence does not leak). */
  async function visible(person: Person, paymentId: string, readers: readonly Scope[] = PAYMENT_READERS) {
    const row = await payments.findById(paymentId);
    const mine =
      row &&
      (row.userId === person.userId || (hasAny(person, SELLERS) && row.referrerSellerId === person.userId));
    if (!row || !(hasAny(person, readers) || mine)) throw AppError.notFound('El pago');
    return row;
  }

  return {
    visible,

    /** The payment if the person may pay or handle it (its payer, its referring seller, payment staff), else 404. */
    payableBy: (person: Person, paymentId: string, staff: readonly Scope[] = PAYMENT_STAFF) =>
      visible(person, paymentId, staff),

    isPaymentStaff: (person: Person) => hasAny(person, PAYMENT_STAFF),

    /**
     * The payment whose link the person may reissue: link issuers any, a seller what it referred.
     * Never its payer (403): a new link kills the one his seller sent him. Others get 404.
     */
    async linkIssuableBy(person: Person, paymentId: string) {
      const row = await visible(person, paymentId, LINK_ISSUERS);
      const referrer = hasAny(person, SELLERS) && row.referrerSellerId === person.userId;
      if (!hasAny(person, LINK_ISSUERS) && !referrer) {
        throw AppError.forbidden(
          'Solo administración o el vendedor que refirió el pago emiten un enlace nuevo',
        );
      }
      return row;
    },
  };
}

export type PaymentAccess = ReturnType<typeof createPaymentAccess>;
