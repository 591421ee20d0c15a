/**
 * A payment vendor, as the payments module sees it: start a checkout, read a payment's
 * state, give money back (refund, read a refund), and check that a notification really
 * comes from the vendor. One adapter per vendor (mercadopago.ts, paypal.ts, dlocal.ts,
 * sandbox.ts); VENDORS.md has the protocols and docs/domain/payments-vendors.md the status
 * mappings and signature checks.
 */
import {
  type MoneyAmount,
  type MoneyCurrency,
  MoneyError,
  type PAYMENT_REFUND_STATUSES,
  type PAYMENT_STATUSES,
  type PAYMENT_VENDORS,
  parseMoney,
} from '@catedra/contract';
import { VendorError } from '../http-json.js';

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The vendors an adapter speaks for (`manual` is staff's own record, no adapter). */
export type PaymentVendorId = Exclude<(typeof PAYMENT_VENDORS)[number], 'manual'>;

export type CheckoutRequest = {
  /** Our payment's id: Mercado Pago's external_reference, PayPal's custom_id, dLocal's order_id. */
  paymentId: string;
  amount: MoneyAmount;
  currency: MoneyCurrency;
  description: string;
  /** Where the vendor POSTs its notifications (the API's public webhook address). */
  notificationUrl: string;
  /** Where the vendor sends the payer back; the page then polls the payment, it never trusts this visit. */
  returnUrl: string;
  cancelUrl?: string;
  /** dLocal: the payer's country (ISO 3166-1 alpha-2) and data. */
  country?: string;
  payer?: { name?: string; email?: string; document?: string };
  /** Same key → the vendor creates one checkout, however many times we retry. */
  idempotencyKey: string;
};

export type CheckoutResult = {
  /** What fetchPayment reads later (PayPal order, dLocal payment, sandbox reference); for Mercado Pago the preference id. */
  vendorReference: string;
  /** Where to send the payer; null for PayPal (its JS SDK approves `vendorOrderId`). */
  redirectUrl: string | null;
  vendorOrderId: string | null;
  raw: Record<string, unknown>;
};

export type VendorFee = { type: string; amount: MoneyAmount; currency: string };

/** A refund's state: PENDING until the vendor settles it, COMPLETED when the money went back, FAILED when it will not. */
export type RefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

export type RefundRequest = {
  /** What to refund, as `VendorPayment.refundableId` names it (Mercado Pago's payment, PayPal's capture…). */
  vendorPaymentId: string;
  /** In the currency the vendor charged. */
  amount: MoneyAmount;
  currency: string;
  /** Sent to the vendor where it takes one (X-Idempotency-Key, PayPal-Request-Id): the same key, one refund. */
  idempotencyKey: string;
  /** dLocal: where it notifies a refund it settles later. */
  notificationUrl?: string;
};

export type VendorRefund = {
  vendorRefundId: string;
  status: RefundStatus;
  /** The vendor's own status, for the log and the refund's row. */
  vendorStatus: string;
  amount: MoneyAmount;
  currency: string;
  /** What was refunded (the refund request's `vendorPaymentId`), when the vendor says. */
  refundedId: string | null;
  /** The vendor reference of the payment (what fetchPayment reads), when the vendor can tell. */
  paymentReference: string | null;
  /** Our payment id, as the vendor echoes it; null when it does not. */
  paymentId: string | null;
  raw: Record<string, unknown>;
};

export type VendorPayment = {
  /** The vendor's id of this payment (what a notification names). */
  vendorReference: string;
  /** Our payment id, as the vendor echoes it back; null when the vendor lost it. */
  paymentId: string | null;
  status: PaymentStatus;
  /** The vendor's own status, kept for the payment's details. */
  vendorStatus: string;
  /** Mercado Pago's in_mediation: still PENDING for us, with an open dispute. */
  disputed: boolean;
  amount: MoneyAmount;
  currency: string;
  /** What the vendor keeps, where it reports it (Mercado Pago fee_details, PayPal's receivable breakdown). */
  fees: VendorFee[];
  /** What a refund of this payment names (RefundRequest.vendorPaymentId); null while nothing was charged. */
  refundableId: string | null;
  /** The refunds the vendor lists on this payment (dLocal lists none: its refunds are read one by one). */
  refunds: VendorRefund[];
  raw: Record<string, unknown>;
};

/** A notification whose signature checked out; its body may now be read. */
export type VerifiedNotification = {
  vendorId: PaymentVendorId;
  /** The vendor's id to fetch (fetchPayment) before anything changes. */
  vendorReference: string;
  /** What happened, as the vendor names it (`payment.updated`, `PAID`, `APPROVED`…), for the log. */
  event: string;
  /** False for notifications about something else (a merchant order, a test event): nothing to fetch. */
  namesPayment: boolean;
  /** A notification about a refund (PayPal's PAYMENT.CAPTURE.REFUNDED/REVERSED, dLocal's refund): read it with fetchRefund. */
  refundReference?: string;
  /** The refund is a reversal (PayPal's PAYMENT.CAPTURE.REVERSED): the money was taken back, as a chargeback. */
  reversal?: boolean;
  body: Record<string, unknown>;
};

export type NotificationRefusal =
  | 'missing-signature'
  | 'malformed-signature'
  | 'bad-signature'
  | 'stale'
  | 'malformed-body'
  /** The adapter lacks what it needs to check this vendor's signature (PayPal without a webhook id). */
  | 'unverifiable';

export type NotificationVerdict =
  | { verified: true; notification: VerifiedNotification }
  | { verified: false; refusal: NotificationRefusal };

export type IncomingNotification = {
  /** The body exactly as received: signatures cover bytes, not a re-serialised object. */
  rawBody: Buffer;
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
};

export type PaymentVendor = {
  readonly vendorId: PaymentVendorId;
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  fetchPayment(vendorReference: string): Promise<VendorPayment>;
  /** Checks the signature first; parses the body only when it holds. */
  verifyNotification(notification: IncomingNotification): Promise<NotificationVerdict>;
  /**
   * Asks the vendor to give money back. A VendorError of `failure: 'status'` with a 4xx means
   * the vendor refused (nothing given back); any other failure leaves the outcome unknown.
   */
  refund(request: RefundRequest): Promise<VendorRefund>;
  /** Reads one refund (Mercado Pago needs the refunded payment's id too). */
  fetchRefund(vendorRefundId: string, vendorPaymentId?: string): Promise<VendorRefund>;
  /**
   * Whether sending a refund again with the same key is safe (the vendor answers the first
   * refund). False where the vendor's idempotency is unconfirmed (dLocal): a refund whose
   * answer was lost is then never sent again, only read.
   */
  readonly refundsIdempotent: boolean;
  /**
   * The refunds the vendor lists for one of its payments, where its payment does not list them
   * (dLocal): how a refund whose answer was lost is found, never asked again.
   */
  listRefunds?(vendorPaymentId: string): Promise<VendorRefund[]>;
};

export type PaypalVendor = PaymentVendor & {
  readonly vendorId: 'paypal';
  /** The public client id for the browser's JS SDK; the secret never leaves the API. */
  readonly clientId: string;
  readonly environment: 'sandbox' | 'live';
  /** Captures an approved order once; a second capture (or a retry) answers the captured order. */
  capture(orderId: string, idempotencyKey: string): Promise<VendorPayment>;
};

export const refuse = (refusal: NotificationRefusal): NotificationVerdict => ({ verified: false, refusal });

/**
 * An amount a vendor reports (a JSON number or decimal text) in our form, `"125000.50"`. One of
 * more than two decimals, or not an amount at all, is the vendor's invalid answer (a 502 to our
 * caller, nothing changed), never rounded, never a MoneyError surfacing as a 500.
 */
export function vendorAmount(vendor: string, value: unknown): MoneyAmount {
  if (typeof value === 'number' || typeof value === 'string') {
    try {
      return parseMoney(value);
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
    }
  }
  throw new VendorError(vendor, 200, { amount: value }, 'invalid-answer');
}

export function headerOf(headers: IncomingNotification['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The body as an object, or undefined when it is not a JSON object (called only after verification). */
export function parseBody(rawBody: Buffer): Record<string, unknown> | undefined {
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For vendors whose notification is the payment itself (dLocal, the sandbox), once the
 * signature holds: the payment's `id` is what to fetch and its `status` the event.
 */
export function paymentObjectNotification(vendorId: PaymentVendorId, rawBody: Buffer): NotificationVerdict {
  const body = parseBody(rawBody);
  if (!body || typeof body.id !== 'string') return refuse('malformed-body');
  return {
    verified: true,
    notification: {
      vendorId,
      vendorReference: body.id,
      event: String(body.status ?? 'unknown'),
      namesPayment: true,
      body,
    },
  };
}
