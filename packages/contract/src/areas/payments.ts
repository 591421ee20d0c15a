/**
 * Payments: checkout, vendors, status changes, vendor notifications and payment reminders
 * (specification section 7, "Payments"; DESIGN.md sections 2 and 4, "Payments and money";
 * VENDORS.md for the vendor calls).
 */
import Type, { type TProperties } from 'typebox';
import {
  PAYMENT_COMPONENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_REFUND_STATUSES,
  PAYMENT_SEGMENTS,
  PAYMENT_STATUSES,
  PAYMENT_VENDORS,
} from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { MAX_PERIODS } from '../core/payment-schedule.js';
import {
  Body,
  CountryCode,
  Currency,
  DateOnly,
  DateTime,
  Email,
  Money,
  NonEmptyText,
  Page,
  PagedQuery,
  Params,
  PositiveMoney,
  Query,
  Timestamps,
  Url,
  Uuid,
} from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';

const tag = 'Payments';

export const PaymentStatus = Type.Enum(PAYMENT_STATUSES);

export const PaymentVendorId = Type.Enum(PAYMENT_VENDORS);

export const PaymentSegment = Type.Enum(PAYMENT_SEGMENTS);

export const PaymentComponentKind = Type.Enum(PAYMENT_COMPONENT_KINDS);

/** TRANSFER | CASH | OTHER: how the money of a payment staff approved by hand arrived. */
export const PaymentMethod = Type.Enum(PAYMENT_METHODS);

/**
 * An enrollment period a payment paid, from its net allocations in the ledger (refunds
 * subtracted): the whole period or part of it; `downPayment` for the first period of an
 * upfront or hybrid plan (its "pago inicial").
 */
export const PaidPeriod = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  downPayment: Type.Boolean(),
  whole: Type.Boolean(),
});

export const PaymentComponent = Type.Object({
  kind: PaymentComponentKind,
  /** The enrollment period it pays, for UPFRONT and PERIOD lines. */
  periodNumber: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  description: Type.String(),
  /** Negative for discounts. */
  amount: Money,
  currency: Currency,
});

export const Payment = Type.Object({
  id: Uuid,
  userId: Uuid,
  enrollmentId: Type.Union([Uuid, Type.Null()]),
  amount: Money,
  currency: Currency,
  status: PaymentStatus,
  /** Null until the payment is initialised with a vendor. */
  vendorId: Type.Union([PaymentVendorId, Type.Null()]),
  vendorReference: Type.Union([Type.String(), Type.Null()]),
  segment: PaymentSegment,
  referrerSellerId: Type.Union([Uuid, Type.Null()]),
  description: Type.String(),
  paidAt: Type.Union([DateTime, Type.Null()]),
  /**
   * The token of the payment link (`/checkout/{linkToken}`), only in the answer that issued it
   * (createPayment, createReferredEnrollment): the API keeps its SHA-256, never the token.
   */
  linkToken: Type.Union([Type.String(), Type.Null()]),
  /** What refunds gave back so far (a partial refund keeps the payment APPROVED). */
  refundedAmount: Money,
  /**
   * The receipt's number: the next of a gap-free sequence, given when the payment is approved
   * (printed with eight digits, `formatReceiptNumber`); null until then.
   */
  receiptNumber: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  /** How the money arrived, for a payment staff approved by hand; null for a vendor's. */
  method: Type.Union([PaymentMethod, Type.Null()]),
  ...Timestamps,
});

/** One payment as its page shows it: with the periods it paid. */
export const PaymentView = Type.Object({
  ...Payment.properties,
  /** The enrollment periods this payment paid, by number (empty when it paid none). */
  paidPeriods: Type.Array(PaidPeriod),
});

/** A row of the payments list: the payment with its payer's name and e-mail, which the list shows. */
export const PaymentListItem = Type.Object({
  ...Payment.properties,
  /** The payer's first and last name as they are today. */
  payerName: Type.String(),
  payerEmail: Email,
  /** The enrollment periods this payment paid, by number (empty when it paid none). */
  paidPeriods: Type.Array(PaidPeriod),
});

export const PaymentStatusChange = Type.Object({
  from: Type.Union([PaymentStatus, Type.Null()]),
  to: PaymentStatus,
  at: DateTime,
  /** The user who forced it; null when a vendor notification or the system changed it. */
  by: Type.Union([Uuid, Type.Null()]),
  source: Type.Union([PaymentVendorId, Type.Literal('staff'), Type.Literal('system')]),
  reason: Type.Union([Type.String(), Type.Null()]),
  /**
   * What this change gave back, in the payment's currency: a refund, whole (to REFUNDED) or
   * partial (the payment stays APPROVED); null for every other change.
   */
  refundedAmount: Type.Union([Money, Type.Null()]),
});

export const PaymentRefundStatus = Type.Enum(PAYMENT_REFUND_STATUSES);

/** A refund of a vendor payment: asked by staff through the vendor, or made at the vendor. */
export const PaymentRefund = Type.Object({
  id: Uuid,
  /** In the payment's currency. */
  amount: Money,
  currency: Currency,
  /** What the vendor gives back, in the currency it charged (PayPal's USD for an ARS payment). */
  vendorAmount: Money,
  vendorCurrency: Currency,
  /** PENDING: asked, not confirmed (its amount is held); COMPLETED: in the ledger; FAILED: refused. */
  status: PaymentRefundStatus,
  /** The vendor's id of the refund; null while the vendor has not answered. */
  vendorRefundId: Type.Union([Type.String(), Type.Null()]),
  /** `staff`: asked through the API ("Reembolsar"); `vendor`: made at the vendor (its dashboard, a reversal). */
  origin: Type.Union([Type.Literal('staff'), Type.Literal('vendor')]),
  requestedBy: Type.Union([Uuid, Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTime,
  completedAt: Type.Union([DateTime, Type.Null()]),
});

export const PaymentDetails = Type.Object({
  paymentId: Uuid,
  vendorId: Type.Union([PaymentVendorId, Type.Null()]),
  vendorReference: Type.Union([Type.String(), Type.Null()]),
  /** What the vendor answered last (its own fields, kept as received). */
  vendorData: Type.Record(Type.String(), Type.Unknown()),
  history: Type.Array(PaymentStatusChange),
  /** Refunds through or at the vendor, oldest first (a manual payment's are in its history only). */
  refunds: Type.Array(PaymentRefund),
});

export const AllowedVendor = Type.Object({
  vendorId: PaymentVendorId,
  /** The currency the vendor charges in (PayPal charges USD). */
  currency: Currency,
});

/** paymentCreation: a checkout payment for an enrollment's next periods, or a staff payment. */
export const PaymentCreation = Body({
  enrollmentId: Type.Optional(Uuid),
  /** The periods to pay; by default the oldest unpaid one. */
  periodNumbers: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_PERIODS, uniqueItems: true }),
  ),
  /** The currency to charge in; by default the enrollment's. */
  currency: Type.Optional(Currency),
  /** Staff only: the user who pays (by default the caller). */
  userId: Type.Optional(Uuid),
  /** Staff only: a free amount (segment OTHER) instead of enrollment periods. */
  amount: Type.Optional(PositiveMoney),
  segment: Type.Optional(PaymentSegment),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});

export const PaymentUpdate = Body({
  description: Type.Optional(Type.String({ maxLength: 500 })),
  vendorReference: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  referrerSellerId: Type.Optional(Type.Union([Uuid, Type.Null()])),
  segment: Type.Optional(PaymentSegment),
  /** Only while the payment is CREATED. */
  amount: Type.Optional(PositiveMoney),
  /** Only while the payment is CREATED; an enrollment's payment keeps the enrollment's currency. */
  currency: Type.Optional(Currency),
});

export const PaymentQuote = Type.Object({
  enrollmentId: Type.Union([Uuid, Type.Null()]),
  currency: Currency,
  amount: Money,
  components: Type.Array(PaymentComponent),
  /** The alliance tier whose override priced it, if any. */
  tier: Type.Union([Type.String(), Type.Null()]),
  /** Set when the amount is shown in the other currency. */
  exchange: Type.Union([
    Type.Object({ from: Currency, to: Currency, rate: Type.String(), convertedAmount: Money }),
    Type.Null(),
  ]),
});

/** The optional body of initializePayment: where the vendor sends the payer back, and payer data. */
export const PaymentInitialization = Body({
  returnUrl: Type.Optional(Url),
  cancelUrl: Type.Optional(Url),
  /** dLocal needs the payer's country and document. */
  country: Type.Optional(CountryCode),
  payer: Type.Optional(
    Type.Object(
      {
        name: Type.Optional(NonEmptyText(200)),
        email: Type.Optional(Email),
        document: Type.Optional(Type.String({ maxLength: 30 })),
      },
      { additionalProperties: false },
    ),
  ),
});

export const PaymentInitializationResult = Type.Object({
  payment: Payment,
  vendorId: PaymentVendorId,
  /** Where to send the payer (Mercado Pago init_point, dLocal or sandbox checkout); null for PayPal. */
  redirectUrl: Type.Union([Url, Type.Null()]),
  /** The vendor's order id (the PayPal order the JS SDK approves); null when not applicable. */
  vendorOrderId: Type.Union([Type.String(), Type.Null()]),
});

/** The optional body of updatePaymentStatus. */
export const PaymentStatusUpdate = Body({
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  /** REFUNDED only: how much to give back (by default all that is left); less keeps it APPROVED. */
  amount: Type.Optional(PositiveMoney),
  vendorReference: Type.Optional(Type.String({ maxLength: 200 })),
  paidAt: Type.Optional(DateTime),
  /**
   * APPROVED of a manual payment (or one never started with a vendor) only: how the money
   * arrived. Without it, the manual enrollment's method is recorded, if it has one.
   */
  method: Type.Optional(PaymentMethod),
});

export const ExchangeRate = Type.Object({
  id: Uuid,
  from: Type.Literal('USD'),
  to: Type.Literal('ARS'),
  /** ARS per USD, up to 6 decimals. */
  rate: Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$' }),
  setBy: Type.Union([Uuid, Type.Null()]),
  createdAt: DateTime,
});

/** A rate of the history: with the name of who set it (what the history shows). */
export const ExchangeRateListItem = Type.Object({
  ...ExchangeRate.properties,
  /** Their first and last name as it is today; null with setBy. */
  setByName: Type.Union([Type.String(), Type.Null()]),
});

export const ExchangeRateCreation = Body({
  rate: Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$', maxLength: 19 }),
});

export const PaypalClientId = Type.Object({
  clientId: Type.String(),
  environment: Type.Union([Type.Literal('sandbox'), Type.Literal('live')]),
  currency: Type.Literal('USD'),
});

/** Vendors define their notification bodies: accepted as received, checked by signature. */
export const VendorNotification = Type.Object({}, { additionalProperties: true });
export const WebhookAck = Type.Object({ received: Type.Literal(true) });

/** Vendors may add query keys of their own; they are accepted as strings. */
function vendorQuery<P extends TProperties>(properties: P) {
  return Type.Object(properties, { additionalProperties: Type.String() });
}

export const PaymentNotificationResult = Type.Object({
  enrollmentId: Uuid,
  /** The period the reminder is about; null when nothing is due. */
  periodNumber: Type.Union([Type.Integer(), Type.Null()]),
  dueDate: Type.Union([DateOnly, Type.Null()]),
  messaging: Type.Boolean(),
  email: Type.Boolean(),
});

export const PaymentRemindersRun = Type.Object({
  courseId: Type.Union([Uuid, Type.Null()]),
  /** Reminders queued for sending. */
  queued: Type.Integer({ minimum: 0 }),
});

const paymentIdParams = Params({ paymentId: Uuid });

/** Staff who handle payments (COMMERCIAL never forces a status). */
const paymentStaff = SCOPE_GROUPS.commercialStaff;
/** Checkout: the paying student (or BASIC user) on its own payments, and payment staff. */
const checkout = [...paymentStaff, 'STUDENT', 'BASIC'] as const;
const ownPayment = 'STUDENT and BASIC: only their own payments (and enrollments)';
/** Staff who read payments. */
const paymentReaders = [...paymentStaff, 'MANAGER', 'FARMING', 'SELLER_ADMIN'] as const;
/**
 * The payments list's filters: the list, its totals (reports.ts) and its export take the same
 * ones, so a screen's totals and CSV are always of the rows it shows.
 */
export const paymentFilters = {
  fromDate: Type.Optional(DateOnly),
  toDate: Type.Optional(DateOnly),
  userId: Type.Optional(Uuid),
  enrollmentId: Type.Optional(Uuid),
  status: Type.Optional(PaymentStatus),
  vendorId: Type.Optional(PaymentVendorId),
  referrerSellerId: Type.Optional(Uuid),
  segment: Type.Optional(PaymentSegment),
};
/** The payments list's sort fields: the list and its export sort alike. */
export const paymentSortFields = ['createdAt', 'paidAt', 'amount', 'status'] as const;
export const paymentListReaders = {
  kind: 'scopes',
  scopes: paymentReaders,
  owner:
    'a student its own payments (userId = caller); SELLER and SELLER_EXTERNAL the payments they referred (referrerSellerId = caller)',
} as const;
/** Who reads one payment (and its receipt): its payer, the seller who referred it, and payment readers. */
const paymentAndItsReaders = {
  kind: 'scopes',
  scopes: [...checkout, 'MANAGER', 'FARMING', 'SELLER_ADMIN'],
  owner: `${ownPayment}; a seller the payments it referred`,
} as const;
const collectors = [...paymentStaff, 'FARMING'] as const;

export const paymentsOperations = {
  createPayment: defineOperation({
    operationId: 'createPayment',
    method: 'POST',
    path: '/payments',
    tag,
    summary: "Create a payment for an enrollment's next periods (checkout), or a staff payment",
    body: { name: 'paymentCreation', schema: PaymentCreation, required: true },
    description:
      'Accepts an `Idempotency-Key` header: the same key and body answer the same payment for 24 h; the same key with another body is refused (422). One open payment per period: while the periods asked for (by default the oldest owed one) have a CREATED or PENDING payment for exactly those periods, that payment is answered, with a new `linkToken` (the link issued before stops working); an open payment covering only some of them is refused (409 PAYMENT_ALREADY_OPEN, naming it).',
    response: Payment,
    successStatus: 201,
    errors: [
      'NOT_FOUND',
      'NOTHING_TO_PAY',
      'PAYMENT_CURRENCY_MISMATCH',
      'IDEMPOTENCY_KEY_REUSED',
      'PAYMENT_ALREADY_OPEN',
    ],
    access: {
      kind: 'scopes',
      scopes: [...checkout, 'FARMING'],
      owner: `${ownPayment}; FARMING: a payment (and its link) for the owed periods of any enrollment, for collections; userId, amount and segment are payment staff only`,
    },
  }),
  quotePayment: defineOperation({
    operationId: 'quotePayment',
    method: 'POST',
    path: '/payments/quote',
    tag,
    summary:
      'Compute what a payment would be (components, discounts, tier override, exchange), saving nothing',
    body: { name: 'paymentCreation', schema: PaymentCreation, required: true },
    response: PaymentQuote,
    errors: ['NOT_FOUND', 'NOTHING_TO_PAY', 'EXCHANGE_RATE_MISSING', 'CONVERTED_AMOUNT_OUT_OF_RANGE'],
    access: { kind: 'scopes', scopes: checkout, owner: ownPayment },
  }),
  findAllPayments: defineOperation({
    operationId: 'findAllPayments',
    method: 'GET',
    path: '/payments',
    tag,
    summary: 'List payments',
    description:
      "`enrollmentId` is not in the specification: an enrollment's page lists that enrollment's payments, page by page.",
    query: PagedQuery(paymentFilters, paymentSortFields),
    response: Page(PaymentListItem),
    access: paymentListReaders,
  }),
  findPaymentById: defineOperation({
    operationId: 'findPaymentById',
    method: 'GET',
    path: '/payments/{paymentId}',
    tag,
    summary: 'Get a payment',
    params: paymentIdParams,
    response: PaymentView,
    access: paymentAndItsReaders,
  }),
  getPaymentReceipt: defineOperation({
    operationId: 'getPaymentReceipt',
    method: 'GET',
    path: '/payments/{paymentId}/receipt',
    tag,
    summary:
      'Download the receipt of an approved payment as PDF (payer, course, lines, total, vendor and reference; refunds so far)',
    params: paymentIdParams,
    // The typed client reads a non-JSON answer as a Blob (packages/client, readBody).
    response: Type.Unsafe<Blob>({ type: 'string', format: 'binary' }),
    produces: 'application/pdf',
    errors: ['PAYMENT_NOT_APPROVED'],
    access: paymentAndItsReaders,
  }),
  updatePayment: defineOperation({
    operationId: 'updatePayment',
    method: 'PUT',
    path: '/payments/{paymentId}',
    tag,
    summary: "Update a payment's description, reference, referrer or segment (amount only while CREATED)",
    params: paymentIdParams,
    body: { name: 'paymentUpdate', schema: PaymentUpdate, required: true },
    response: Payment,
    errors: ['PAYMENT_NOT_EDITABLE', 'PAYMENT_CURRENCY_MISMATCH'],
    access: { kind: 'scopes', scopes: paymentStaff },
  }),
  getPaymentDetails: defineOperation({
    operationId: 'getPaymentDetails',
    method: 'GET',
    path: '/payments/{paymentId}/details',
    tag,
    summary: "A payment's vendor data, the history of its status changes and its vendor refunds",
    params: paymentIdParams,
    response: PaymentDetails,
    access: { kind: 'scopes', scopes: [...checkout, 'MANAGER', 'FARMING'], owner: ownPayment },
  }),
  getPaymentComponents: defineOperation({
    operationId: 'getPaymentComponents',
    method: 'GET',
    path: '/payments/{paymentId}/components',
    tag,
    summary: 'What a payment pays: periods, upfront, discounts and fees',
    params: paymentIdParams,
    response: Type.Array(PaymentComponent),
    access: { kind: 'scopes', scopes: [...checkout, 'MANAGER', 'FARMING'], owner: ownPayment },
  }),
  getPaymentAllowedVendors: defineOperation({
    operationId: 'getPaymentAllowedVendors',
    method: 'GET',
    path: '/payments/{paymentId}/allowed-vendors',
    tag,
    summary: 'The vendors a payment may be paid with (by its currency and the payer’s country)',
    params: paymentIdParams,
    response: Type.Array(AllowedVendor),
    access: { kind: 'scopes', scopes: checkout, owner: ownPayment },
  }),
  initializePayment: defineOperation({
    operationId: 'initializePayment',
    method: 'POST',
    path: '/payments/{paymentId}/initialize',
    tag,
    summary: 'Initialise a payment with a vendor (CREATED → PENDING) and answer where to pay',
    params: paymentIdParams,
    query: Query({ vendor: PaymentVendorId }),
    body: { name: 'paymentInitialization', schema: PaymentInitialization, required: false },
    response: PaymentInitializationResult,
    description:
      'Accepts an `Idempotency-Key` header like createPayment. PayPal charges an ARS payment in USD at the current exchange rate (recorded in the components).',
    errors: [
      'VENDOR_NOT_ALLOWED',
      'PAYMENT_NOT_PAYABLE',
      'VENDOR_UNAVAILABLE',
      'EXCHANGE_RATE_MISSING',
      'CONVERTED_AMOUNT_OUT_OF_RANGE',
      'IDEMPOTENCY_KEY_REUSED',
    ],
    access: { kind: 'scopes', scopes: checkout, owner: `${ownPayment}; manual only for staff` },
  }),
  updatePaymentStatus: defineOperation({
    operationId: 'updatePaymentStatus',
    method: 'PUT',
    path: '/payments/{paymentId}/status/{paymentStatus}',
    tag,
    summary: 'Force a payment to a status (allowed transitions only; records who forced it)',
    description:
      'REFUNDED of a vendor payment asks the vendor to give the money back (Mercado Pago, PayPal, dLocal, ' +
      'the sandbox): the refund is written to the ledger when the vendor confirms it — at once, or later by ' +
      'its notification or a re-check (the answer then still shows the payment APPROVED; getPaymentDetails ' +
      'lists the refund PENDING). Only a manual payment is refunded by hand. Send an `Idempotency-Key` ' +
      'header: the same key asks the vendor for the same refund, so a retry never refunds twice.',
    params: Params({ paymentId: Uuid, paymentStatus: PaymentStatus }),
    body: { name: 'paymentStatusUpdate', schema: PaymentStatusUpdate, required: false },
    response: Payment,
    errors: [
      'PAYMENT_TRANSITION_REFUSED',
      'PAYMENT_METHOD_NOT_MANUAL',
      'REFUND_EXCEEDS_PAYMENT',
      'VENDOR_REFUND_REFUSED',
      'VENDOR_UNAVAILABLE',
    ],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  getExchangeRate: defineOperation({
    operationId: 'getExchangeRate',
    method: 'GET',
    path: '/payments/exchange-rate',
    tag,
    summary: 'The current USD→ARS exchange rate (quotes and PayPal use it)',
    response: ExchangeRate,
    errors: ['EXCHANGE_RATE_MISSING'],
    access: { kind: 'scopes', scopes: [...paymentReaders] },
  }),
  setExchangeRate: defineOperation({
    operationId: 'setExchangeRate',
    method: 'POST',
    path: '/payments/exchange-rate',
    tag,
    summary: 'Set the USD→ARS exchange rate (kept with its history)',
    body: { name: 'exchangeRateCreation', schema: ExchangeRateCreation, required: true },
    response: ExchangeRate,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.commercialAdmin },
  }),
  findExchangeRateHistory: defineOperation({
    operationId: 'findExchangeRateHistory',
    method: 'GET',
    path: '/payments/exchange-rate/history',
    tag,
    summary: 'Every USD→ARS rate set, newest first',
    query: PagedQuery({}, ['createdAt']),
    response: Page(ExchangeRateListItem),
    access: { kind: 'scopes', scopes: [...paymentReaders] },
  }),
  checkPayment: defineOperation({
    operationId: 'checkPayment',
    method: 'GET',
    path: '/payments/check/payment/{paymentId}',
    tag,
    summary: 'Re-check a payment with its vendor and apply the status the vendor reports',
    params: paymentIdParams,
    response: Payment,
    errors: ['VENDOR_UNAVAILABLE'],
    access: { kind: 'scopes', scopes: checkout, owner: ownPayment },
  }),
  capturePaypalOrder: defineOperation({
    operationId: 'capturePaypalOrder',
    method: 'POST',
    path: '/payments/paypal/capture',
    tag,
    summary: "Capture the payment's approved PayPal order",
    description:
      'paymentId is required here although the specification does not list it: without it there is nothing to capture.',
    query: Query({ paymentId: Uuid }),
    response: Payment,
    errors: ['NOT_FOUND', 'PAYMENT_NOT_PAYABLE', 'VENDOR_UNAVAILABLE'],
    access: { kind: 'scopes', scopes: checkout, owner: ownPayment },
  }),
  getPaypalClientId: defineOperation({
    operationId: 'getPaypalClientId',
    method: 'GET',
    path: '/payments/paypal/client-id',
    tag,
    summary: 'The public PayPal client id for the browser SDK',
    description:
      'Public: the client id is what the browser SDK shows anyway, and the checkout of a payment link has no token.',
    response: PaypalClientId,
    errors: ['NOT_FOUND'],
    access: { kind: 'public', note: 'the public client id only; never the secret' },
  }),
  receiveMercadoPagoWebhook: defineOperation({
    operationId: 'receiveMercadoPagoWebhook',
    method: 'POST',
    path: '/payments/mercadopago_ar/webhooks',
    tag,
    summary: 'Mercado Pago (Argentina) payment notification',
    description: 'Mercado Pago sends `data.id` and `type` in the query; other keys it adds are accepted.',
    query: vendorQuery({
      paymentId: Type.Optional(Type.String()),
      'data.id': Type.Optional(Type.String()),
      type: Type.Optional(Type.String()),
    }),
    body: { name: 'mercadoPagoNotification', schema: VendorNotification, required: true },
    response: WebhookAck,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'VENDOR_UNAVAILABLE'],
    access: { kind: 'webhook', note: 'x-signature HMAC-SHA256, idempotent' },
  }),
  receivePaypalWebhook: defineOperation({
    operationId: 'receivePaypalWebhook',
    method: 'POST',
    path: '/payments/paypal/webhooks',
    tag,
    summary: 'PayPal webhook (captures, refunds and reversals made at PayPal)',
    description:
      'Not in the specification: PayPal notifies refunds and reversals made on its side ' +
      '(PAYMENT.CAPTURE.REFUNDED, PAYMENT.CAPTURE.REVERSED) only by webhook.',
    body: { name: 'paypalWebhookEvent', schema: VendorNotification, required: true },
    response: WebhookAck,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'VENDOR_UNAVAILABLE'],
    access: { kind: 'webhook', note: 'PayPal verify-webhook-signature, idempotent' },
  }),
  receiveDlocalNotification: defineOperation({
    operationId: 'receiveDlocalNotification',
    method: 'POST',
    path: '/payments/dlocal/notifications',
    tag,
    summary: 'dLocal payment notification',
    query: vendorQuery({ paymentId: Type.Optional(Type.String()) }),
    body: { name: 'dlocalNotification', schema: VendorNotification, required: true },
    response: WebhookAck,
    errors: ['UNAUTHENTICATED', 'NOT_FOUND', 'VENDOR_UNAVAILABLE'],
    access: { kind: 'webhook', note: 'Authorization V2-HMAC-SHA256, idempotent' },
  }),
  notifyNextEnrollmentPayment: defineOperation({
    operationId: 'notifyNextEnrollmentPayment',
    method: 'POST',
    path: '/payments/notifyNextEnrollmentPayment',
    tag,
    summary: "Send an enrollment's student a reminder of its next due period (messaging and e-mail)",
    description: 'enrollmentId is required here although the specification does not list it.',
    query: Query({ enrollmentId: Uuid }),
    response: PaymentNotificationResult,
    errors: ['NOT_FOUND'],
    access: { kind: 'scopes', scopes: collectors },
  }),
  processPaymentReminders: defineOperation({
    operationId: 'processPaymentReminders',
    method: 'POST',
    path: '/payments/processPaymentReminders',
    tag,
    summary: 'Queue the due payment reminders now (of one course, or of all), as the daily job does',
    query: Query({ courseId: Type.Optional(Uuid) }),
    response: PaymentRemindersRun,
    successStatus: 202,
    access: { kind: 'scopes', scopes: collectors },
  }),
} as const;
