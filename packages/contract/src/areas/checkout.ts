/**
 * The public checkout of a payment link (`/checkout/{token}`, issue 11) and the sandbox
 * vendor's page. The link token is the only credential of the checkout calls (DESIGN.md
 * section 3): 256 random bits, expiring after PAYMENTS_LINK_TTL_DAYS, bound to one payment,
 * rate-limited; their answers show that payment and nothing else about its user.
 */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';
import { Body, Currency, DateOnly, DateTime, Money, Params, Query, Url, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import {
  AllowedVendor,
  PaymentComponent,
  PaymentInitialization,
  PaymentStatus,
  PaymentVendorId,
  VendorNotification,
  WebhookAck,
} from './payments.js';

const tag = 'Payments';

/** A payment link's token: 32 random bytes in base64url. */
export const LinkToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', minLength: 43, maxLength: 43 });

const tokenParams = Params({ token: LinkToken });

export const CheckoutPeriod = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  dueDate: DateOnly,
  amount: Money,
});

/** What the checkout page shows: the payment behind the link, nothing else about its user. */
export const Checkout = Type.Object({
  paymentId: Uuid,
  status: PaymentStatus,
  amount: Money,
  currency: Currency,
  description: Type.String(),
  /** The enrollment it pays: after a rejection, its payer (signed in) starts a new payment of it. */
  enrollmentId: Type.Union([Uuid, Type.Null()]),
  course: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]),
  plan: Type.Union([Type.Object({ name: Type.String(), type: Type.String() }), Type.Null()]),
  /** The enrollment periods this payment pays. */
  periods: Type.Array(CheckoutPeriod),
  components: Type.Array(PaymentComponent),
  allowedVendors: Type.Array(AllowedVendor),
  /** The vendor it was initialised with, if any. */
  vendorId: Type.Union([PaymentVendorId, Type.Null()]),
  /**
   * The payer may choose a vendor now: CREATED, or PENDING with nothing payable at the vendor
   * yet (a PayPal order he never approved). Other PENDING payments are waited on.
   */
  canPayAgain: Type.Boolean(),
  paidAt: Type.Union([DateTime, Type.Null()]),
  expiresAt: DateTime,
});

/** What the checkout page polls after the vendor sends the payer back. */
export const CheckoutStatus = Type.Object({
  status: PaymentStatus,
  paidAt: Type.Union([DateTime, Type.Null()]),
});

export const CheckoutInitialization = Type.Object({
  status: PaymentStatus,
  vendorId: PaymentVendorId,
  /** Where to send the payer (Mercado Pago, dLocal or the sandbox page); null for PayPal. */
  redirectUrl: Type.Union([Url, Type.Null()]),
  /** The PayPal order the JS SDK approves; null for the others. */
  vendorOrderId: Type.Union([Type.String(), Type.Null()]),
  /** The amount and currency the vendor charges (PayPal charges an ARS plan in USD). */
  chargedAmount: Money,
  chargedCurrency: Currency,
});

export const PaymentLink = Type.Object({
  linkToken: Type.String(),
  /** `${WEB_ORIGIN}/checkout/{linkToken}` */
  url: Url,
  expiresAt: DateTime,
});

/** The sandbox vendor's page: the payment it would charge. */
export const SandboxCheckout = Type.Object({
  reference: Type.String(),
  amount: Money,
  currency: Currency,
  status: Type.Union([Type.Literal('PENDING'), Type.Literal('APPROVED'), Type.Literal('REJECTED')]),
});

export const SandboxDecisionBody = Body({
  decision: Type.Union([Type.Literal('APPROVED'), Type.Literal('REJECTED'), Type.Literal('PENDING')]),
});

const sandboxParams = Params({
  reference: Type.String({ pattern: '^sbx_[A-Za-z0-9_-]{22}$', maxLength: 26 }),
});

export const checkoutOperations = {
  getCheckout: defineOperation({
    operationId: 'getCheckout',
    method: 'GET',
    path: '/checkout/{token}',
    tag,
    summary: 'The payment behind a payment link: course, plan, periods, amount and the vendors to pay with',
    params: tokenParams,
    response: Checkout,
    errors: ['RATE_LIMITED', 'PAYMENT_LINK_EXPIRED'],
    access: { kind: 'public', note: 'the link token is the credential; rate limited' },
  }),
  getCheckoutStatus: defineOperation({
    operationId: 'getCheckoutStatus',
    method: 'GET',
    path: '/checkout/{token}/status',
    tag,
    summary: "The payment's current status, for the checkout page to poll after the vendor",
    params: tokenParams,
    response: CheckoutStatus,
    errors: ['RATE_LIMITED', 'PAYMENT_LINK_EXPIRED'],
    access: { kind: 'public', note: 'the link token is the credential; rate limited' },
  }),
  initializeCheckout: defineOperation({
    operationId: 'initializeCheckout',
    method: 'POST',
    path: '/checkout/{token}/initialize',
    tag,
    summary: 'Initialise the payment of a payment link with a vendor and answer where to pay',
    description:
      'Accepts an `Idempotency-Key` header like createPayment. The vendor must be one of the allowed vendors.',
    params: tokenParams,
    query: Query({ vendor: PaymentVendorId }),
    body: { name: 'paymentInitialization', schema: PaymentInitialization, required: false },
    response: CheckoutInitialization,
    errors: [
      'RATE_LIMITED',
      'PAYMENT_LINK_EXPIRED',
      'VENDOR_NOT_ALLOWED',
      'PAYMENT_NOT_PAYABLE',
      'VENDOR_UNAVAILABLE',
      'EXCHANGE_RATE_MISSING',
      'CONVERTED_AMOUNT_OUT_OF_RANGE',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    access: { kind: 'public', note: 'the link token is the credential; rate limited' },
  }),
  captureCheckoutPaypalOrder: defineOperation({
    operationId: 'captureCheckoutPaypalOrder',
    method: 'POST',
    path: '/checkout/{token}/paypal/capture',
    tag,
    summary: "Capture the approved PayPal order of a payment link's payment (idempotent)",
    params: tokenParams,
    response: CheckoutStatus,
    errors: ['RATE_LIMITED', 'PAYMENT_LINK_EXPIRED', 'PAYMENT_NOT_PAYABLE', 'VENDOR_UNAVAILABLE'],
    access: { kind: 'public', note: 'the link token is the credential; rate limited' },
  }),
  reissuePaymentLink: defineOperation({
    operationId: 'reissuePaymentLink',
    method: 'POST',
    path: '/payments/{paymentId}/link',
    tag,
    summary: 'Issue a new payment link for a payment (the previous link stops working)',
    params: Params({ paymentId: Uuid }),
    response: PaymentLink,
    successStatus: 201,
    errors: ['PAYMENT_NOT_PAYABLE'],
    access: {
      kind: 'scopes',
      scopes: [...SCOPE_GROUPS.commercialStaff, 'SELLER_ADMIN', 'SELLER', 'SELLER_EXTERNAL'],
      // A note, not an owner rule: the payer (a student) never reaches the service, since a new
      // link would kill the one his seller sent him.
      note: 'a seller only for the payments it referred; never the payer',
    },
  }),
  getSandboxPayment: defineOperation({
    operationId: 'getSandboxPayment',
    method: 'GET',
    path: '/payments/sandbox/checkout/{reference}',
    tag,
    summary: "The sandbox vendor's checkout: the payment it charges (404 when the sandbox is off)",
    params: sandboxParams,
    response: SandboxCheckout,
    access: { kind: 'public', note: 'the unguessable sandbox reference is the credential' },
  }),
  decideSandboxPayment: defineOperation({
    operationId: 'decideSandboxPayment',
    method: 'POST',
    path: '/payments/sandbox/checkout/{reference}/decision',
    tag,
    summary:
      'The sandbox payer approves, rejects or leaves the payment pending; the sandbox then notifies the API like a vendor',
    params: sandboxParams,
    body: { name: 'sandboxDecision', schema: SandboxDecisionBody, required: true },
    response: SandboxCheckout,
    errors: ['VENDOR_UNAVAILABLE'],
    access: { kind: 'public', note: 'the unguessable sandbox reference is the credential' },
  }),
  receiveSandboxNotification: defineOperation({
    operationId: 'receiveSandboxNotification',
    method: 'POST',
    path: '/payments/sandbox/notifications',
    tag,
    summary: 'Sandbox vendor payment notification (same path as a real vendor’s)',
    body: { name: 'sandboxNotification', schema: VendorNotification, required: true },
    response: WebhookAck,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'VENDOR_UNAVAILABLE'],
    access: { kind: 'webhook', note: 'x-sandbox-signature HMAC-SHA256, idempotent' },
  }),
} as const;
