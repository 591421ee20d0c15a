/**
 * The vendors a payment may be paid with (DESIGN.md section 4): ARS → Mercado Pago; USD →
 * PayPal, and dLocal for Latin American countries other than AR; `manual` for staff only; the
 * sandbox whenever it is enabled; PayPal also for an ARS payment of a payer outside AR, charged in
 * USD at the exchange rate. Only configured vendors are listed.
 */
import type { PaymentVendors } from '../../adapters/payments/index.js';
import type { Executor } from '../../db/database.js';
import type { PaymentRow } from '../../db/schema/index.js';
import type { Clock } from '../../time/clock.js';
import { enrollmentOfPayment } from '../enrollments/index.js';
import { countryOfUser } from '../users/index.js';

/** Latin American countries where dLocal charges in USD (Argentina pays through Mercado Pago). */
const DLOCAL_COUNTRIES = new Set([
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'DO',
  'EC',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PY',
  'SV',
  'UY',
  'VE',
]);

export type AllowedVendor = {
  vendorId: NonNullable<PaymentRow['vendorId']>;
  currency: PaymentRow['currency'];
};

export function allowedVendorsOf(
  payment: Pick<PaymentRow, 'currency'>,
  context: { vendors: PaymentVendors; country: string | null; staff: boolean },
): AllowedVendor[] {
  const { vendors, country, staff } = context;
  const allowed: AllowedVendor[] = [];
  if (payment.currency === 'ARS') {
    if (vendors.mercadopago) allowed.push({ vendorId: 'mercadopago', currency: 'ARS' });
    // A payer abroad may pay an ARS plan with PayPal, charged in USD at the exchange rate.
    if (vendors.paypal && country && country !== 'AR') allowed.push({ vendorId: 'paypal', currency: 'USD' });
  } else {
    if (vendors.paypal) allowed.push({ vendorId: 'paypal', currency: 'USD' });
    if (vendors.dlocal && country && DLOCAL_COUNTRIES.has(country)) {
      allowed.push({ vendorId: 'dlocal', currency: 'USD' });
    }
  }
  if (staff) allowed.push({ vendorId: 'manual', currency: payment.currency });
  if (vendors.sandbox) allowed.push({ vendorId: 'sandbox', currency: payment.currency });
  return allowed;
}

/** The payer's country: the enrollment's, else the user's. */
export async function payerCountryOf(
  deps: { db: Executor; clock: Clock },
  payment: Pick<PaymentRow, 'enrollmentId' | 'userId'>,
): Promise<string | null> {
  const enrollment = payment.enrollmentId
    ? await enrollmentOfPayment(deps.db, payment.enrollmentId, deps.clock.now())
    : undefined;
  return enrollment?.country ?? (await countryOfUser(deps.db, payment.userId));
}
