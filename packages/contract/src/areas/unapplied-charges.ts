/**
 * Unapplied charges (issue 17; DESIGN.md section 4, "Unapplied charge";
 * docs/domain/payments.md): vendor charges we learned of and could not apply — a second
 * charge of one payment, a charge of a cancelled, expired or rejected payment, a charge of
 * another amount. Each is kept once per vendor charge, listed for staff, and resolved by a
 * staff decision: apply it to the enrollment's next owed periods, or refund it through the
 * vendor.
 */
import Type from 'typebox';
import { UNAPPLIED_CHARGE_REASONS, UNAPPLIED_CHARGE_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, Currency, DateTime, Email, Money, Page, PagedQuery, Params, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { PaymentVendorId } from './payments.js';

const tag = 'Payments';

export const UnappliedChargeStatus = Type.Enum(UNAPPLIED_CHARGE_STATUSES);
export const UnappliedChargeReason = Type.Enum(UNAPPLIED_CHARGE_REASONS);

export const UnappliedCharge = Type.Object({
  id: Uuid,
  /** The payment the vendor charged for. */
  paymentId: Uuid,
  /** The payment's enrollment (where applying puts the money), and its payer. */
  enrollmentId: Type.Union([Uuid, Type.Null()]),
  userId: Uuid,
  /** The payer's first and last name and e-mail as they are today (what the list shows). */
  payerName: Type.String(),
  payerEmail: Email,
  vendorId: PaymentVendorId,
  /** The vendor's id of this charge (Mercado Pago or dLocal payment, PayPal order, sandbox reference). */
  vendorReference: Type.String(),
  amount: Money,
  currency: Currency,
  reason: UnappliedChargeReason,
  status: UnappliedChargeStatus,
  /** The vendor's status when we learned of it. */
  vendorStatus: Type.String(),
  /** Who decided (null while OPEN, and when the vendor reported the refund itself). */
  decidedBy: Type.Union([Uuid, Type.Null()]),
  decidedAt: Type.Union([DateTime, Type.Null()]),
  decisionNote: Type.Union([Type.String(), Type.Null()]),
  /** The vendor's id of the refund, once REFUNDED through the vendor. */
  refundReference: Type.Union([Type.String(), Type.Null()]),
  /** When we learned of it. */
  createdAt: DateTime,
});

export const UnappliedChargeDecision = Body({
  /** Why (kept with the decision). */
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});

const chargeIdParams = Params({ chargeId: Uuid });
/** Who sees unapplied charges: payment staff, and managers and collections who follow payments. */
const chargeReaders = [...SCOPE_GROUPS.commercialStaff, 'MANAGER', 'FARMING'] as const;

export const unappliedChargesOperations = {
  findAllUnappliedCharges: defineOperation({
    operationId: 'findAllUnappliedCharges',
    method: 'GET',
    path: '/payments/unapplied-charges',
    tag,
    summary: 'List the vendor charges that could not be applied (by default newest first)',
    description:
      '`status=OPEN` lists those waiting for a decision (its `totalElements` is the count staff are alerted with); `paymentId` those of one payment.',
    query: PagedQuery(
      {
        status: Type.Optional(UnappliedChargeStatus),
        vendorId: Type.Optional(PaymentVendorId),
        paymentId: Type.Optional(Uuid),
      },
      ['createdAt', 'amount'],
    ),
    response: Page(UnappliedCharge),
    access: { kind: 'scopes', scopes: chargeReaders },
  }),
  applyUnappliedCharge: defineOperation({
    operationId: 'applyUnappliedCharge',
    method: 'POST',
    path: '/payments/unapplied-charges/{chargeId}/apply',
    tag,
    summary: "Apply an open unapplied charge to its enrollment's next owed periods (an INCOME movement)",
    description:
      'One transaction: the charge becomes APPLIED (once: a second decision answers 409), its INCOME movement is written and its amount fills the oldest owed periods (what no period owes stays a credit), as an approval would.',
    params: chargeIdParams,
    body: { name: 'unappliedChargeDecision', schema: UnappliedChargeDecision, required: false },
    response: UnappliedCharge,
    errors: ['UNAPPLIED_CHARGE_DECIDED', 'UNAPPLIED_CHARGE_NOT_APPLICABLE', 'PAYMENT_CURRENCY_MISMATCH'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  refundUnappliedCharge: defineOperation({
    operationId: 'refundUnappliedCharge',
    method: 'POST',
    path: '/payments/unapplied-charges/{chargeId}/refund',
    tag,
    summary: 'Refund an open unapplied charge through its vendor',
    description:
      "Asks the charge's vendor to give the whole charge back (one idempotency key per charge, so two decisions at once ask once) and marks it REFUNDED with the vendor's refund id. 422 VENDOR_REFUND_REFUSED when the vendor refuses; 502 VENDOR_UNAVAILABLE when it does not answer (deciding again asks again with the same key); 422 VENDOR_REFUND_UNAVAILABLE where no refund call is wired (then refund it in the vendor's panel: its refund notification marks the charge REFUNDED).",
    params: chargeIdParams,
    body: { name: 'unappliedChargeDecision', schema: UnappliedChargeDecision, required: false },
    response: UnappliedCharge,
    errors: [
      'UNAPPLIED_CHARGE_DECIDED',
      'VENDOR_REFUND_REFUSED',
      'VENDOR_REFUND_UNAVAILABLE',
      'VENDOR_UNAVAILABLE',
    ],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
} as const;
