/**
 * dLocal Payins (VENDORS.md): every request and every notification carries
 * `Authorization: V2-HMAC-SHA256, Signature: <hex HMAC-SHA256(secretKey, X-Login + X-Date + body)>`.
 * We sign the exact bytes we send, and check a notification by recomputing the signature
 * from our X-Login, its X-Date and its raw body. Refunds: `POST /refunds` (a PENDING one is
 * notified, signed the same way, with the refund object as body) and `GET /refunds/{id}`.
 * dLocal's idempotency header is unconfirmed: none is sent, and a refund whose answer was
 * lost is never sent again (`refundsIdempotent: false`).
 */
import { createHash } from 'node:crypto';
import type { Clock } from '../../time/clock.js';
import { requestJson, VendorError } from '../http-json.js';
import {
  type CheckoutRequest,
  headerOf,
  type IncomingNotification,
  type NotificationVerdict,
  type PaymentStatus,
  type PaymentVendor,
  parseBody,
  paymentObjectNotification,
  type RefundStatus,
  refuse,
  type VendorPayment,
  type VendorRefund,
  vendorAmount,
} from './payment-vendor.js';
import { hmacSha256Hex, isWithinAge, signaturesMatch } from './signatures.js';

const VENDOR = 'dLocal';

export const DLOCAL_STATUSES: Record<string, PaymentStatus> = {
  PENDING: 'PENDING',
  AUTHORIZED: 'PENDING',
  // VERIFIED (700) is a card verification, not money taken: still waiting.
  VERIFIED: 'PENDING',
  PAID: 'APPROVED',
  REJECTED: 'REJECTED',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'EXPIRED',
};

/** A refund's status (with its status_code kept in vendorStatus); anything else is refused, never guessed. */
export const DLOCAL_REFUND_STATUSES: Record<string, RefundStatus> = {
  SUCCESS: 'COMPLETED',
  PENDING: 'PENDING',
  REJECTED: 'FAILED',
  CANCELLED: 'FAILED',
};

const SIGNATURE_PATTERN = /^V2-HMAC-SHA256,\s*Signature:\s*([0-9a-fA-F]+)$/;

export type DlocalOptions = {
  baseUrl: string;
  login: string;
  transKey: string;
  secretKey: string;
  timeoutMs: number;
  clock: Clock;
  /** Refuse a notification whose X-Date is further than this from now; off by default (retries span a week). */
  maxSignatureAgeSeconds?: number;
};

type DlocalPayment = {
  id: string;
  status: string;
  status_code?: string;
  amount: number;
  currency: string;
  order_id?: string;
  redirect_url?: string;
};

type DlocalRefund = {
  id: string;
  payment_id: string;
  status: string;
  status_code?: string | number;
  amount: number;
  currency: string;
};

export function dlocalSignature(
  secretKey: string,
  login: string,
  date: string,
  body: string | Buffer,
): string {
  return hmacSha256Hex(secretKey, Buffer.concat([Buffer.from(login + date), Buffer.from(body)]));
}

export const dlocalAuthorization = (signature: string) => `V2-HMAC-SHA256, Signature: ${signature}`;

/**
 * dLocal's order_id must be unique per payment attempt, and a payment may be initialised
 * again: our payment id, a dot, and a short hash of the attempt's idempotency key.
 */
export function dlocalOrderId(paymentId: string, idempotencyKey: string): string {
  return `${paymentId}.${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 8)}`;
}

const paymentIdOf = (orderId: string | undefined) => orderId?.split('.')[0] || null;

export function createDlocalVendor(options: DlocalOptions): PaymentVendor {
  const base = options.baseUrl.replace(/\/$/, '');

  function call<T>(path: string, method: string, body?: unknown) {
    const rawBody = body === undefined ? '' : JSON.stringify(body);
    const date = options.clock.now().toISOString();
    return requestJson<T>(VENDOR, `${base}${path}`, {
      method,
      headers: {
        'X-Date': date,
        'X-Login': options.login,
        'X-Trans-Key': options.transKey,
        'X-Version': '2.1',
        'Content-Type': 'application/json',
        Authorization: dlocalAuthorization(dlocalSignature(options.secretKey, options.login, date, rawBody)),
      },
      ...(body === undefined ? {} : { rawBody }),
      timeoutMs: options.timeoutMs,
    });
  }

  return {
    vendorId: 'dlocal',

    async createCheckout(request) {
      const payment = await call<DlocalPayment>('/payments', 'POST', paymentOf(request));
      if (!payment.id || !payment.redirect_url)
        throw new VendorError(VENDOR, 200, undefined, 'invalid-answer');
      return {
        vendorReference: payment.id,
        redirectUrl: payment.redirect_url,
        vendorOrderId: null,
        raw: payment as unknown as Record<string, unknown>,
      };
    },

    async fetchPayment(vendorReference) {
      return toVendorPayment(
        await call<DlocalPayment>(`/payments/${encodeURIComponent(vendorReference)}`, 'GET'),
      );
    },

    async verifyNotification(notification) {
      return verifyDlocalNotification(notification, options);
    },

    refundsIdempotent: false,

    async refund(request) {
      const refund = await call<DlocalRefund>('/refunds', 'POST', {
        payment_id: request.vendorPaymentId,
        amount: Number(request.amount),
        currency: request.currency,
        ...(request.notificationUrl ? { notification_url: request.notificationUrl } : {}),
      });
      return toVendorRefund(refund);
    },

    async fetchRefund(vendorRefundId) {
      return toVendorRefund(
        await call<DlocalRefund>(`/refunds/${encodeURIComponent(vendorRefundId)}`, 'GET'),
      );
    },

    // GET /payments/{payment_id}/refunds ("Retrieve order refund" of dLocal's API description).
    async listRefunds(vendorPaymentId) {
      const listed = await call<DlocalRefund[]>(
        `/payments/${encodeURIComponent(vendorPaymentId)}/refunds`,
        'GET',
      );
      if (!Array.isArray(listed)) throw new VendorError(VENDOR, 200, undefined, 'invalid-answer');
      return listed.map(toVendorRefund);
    },
  };
}

function toVendorRefund(refund: DlocalRefund): VendorRefund {
  const status = DLOCAL_REFUND_STATUSES[refund.status];
  if (!status || !refund.id) throw new VendorError(VENDOR, 200, { status: refund.status }, 'invalid-answer');
  return {
    vendorRefundId: refund.id,
    status,
    vendorStatus: refund.status_code ? `${refund.status} ${refund.status_code}` : refund.status,
    amount: vendorAmount(VENDOR, refund.amount),
    currency: refund.currency,
    refundedId: refund.payment_id ?? null,
    paymentReference: refund.payment_id ?? null,
    paymentId: null,
    raw: refund as unknown as Record<string, unknown>,
  };
}

function paymentOf(request: CheckoutRequest) {
  if (!request.country) throw new Error('dLocal needs the payer country');
  return {
    amount: Number(request.amount),
    currency: request.currency,
    country: request.country,
    payer: {
      ...(request.payer?.name ? { name: request.payer.name } : {}),
      ...(request.payer?.email ? { email: request.payer.email } : {}),
      ...(request.payer?.document ? { document: request.payer.document } : {}),
    },
    order_id: dlocalOrderId(request.paymentId, request.idempotencyKey),
    description: request.description,
    notification_url: request.notificationUrl,
    payment_method_flow: 'REDIRECT',
    callback_url: request.returnUrl,
  };
}

function toVendorPayment(payment: DlocalPayment): VendorPayment {
  const status = DLOCAL_STATUSES[payment.status];
  if (!status) throw new VendorError(VENDOR, 200, { status: payment.status }, 'invalid-answer');
  return {
    vendorReference: payment.id,
    paymentId: paymentIdOf(payment.order_id),
    status,
    vendorStatus: payment.status_code ? `${payment.status} ${payment.status_code}` : payment.status,
    disputed: false,
    amount: vendorAmount(VENDOR, payment.amount),
    currency: payment.currency,
    fees: [],
    refundableId: payment.id,
    // dLocal's payment does not list its refunds: each is read with fetchRefund.
    refunds: [],
    raw: payment as unknown as Record<string, unknown>,
  };
}

export function verifyDlocalNotification(
  { rawBody, headers }: IncomingNotification,
  options: Pick<DlocalOptions, 'login' | 'secretKey' | 'clock' | 'maxSignatureAgeSeconds'>,
): NotificationVerdict {
  const authorization = headerOf(headers, 'authorization');
  const date = headerOf(headers, 'x-date');
  if (!authorization || !date) return refuse('missing-signature');
  const received = SIGNATURE_PATTERN.exec(authorization.trim())?.[1];
  if (!received) return refuse('malformed-signature');
  const expected = dlocalSignature(options.secretKey, options.login, date, rawBody);
  if (!signaturesMatch(expected, received)) return refuse('bad-signature');
  if (
    options.maxSignatureAgeSeconds !== undefined &&
    !isWithinAge(Date.parse(date), options.clock.now(), options.maxSignatureAgeSeconds)
  )
    return refuse('stale');
  return refundNotification(rawBody) ?? paymentObjectNotification('dlocal', rawBody);
}

/** A refund's notification is the refund object: it names its payment (`payment_id`). */
function refundNotification(rawBody: Buffer): NotificationVerdict | undefined {
  const body = parseBody(rawBody);
  if (!body || typeof body.payment_id !== 'string' || typeof body.id !== 'string') return undefined;
  return {
    verified: true,
    notification: {
      vendorId: 'dlocal',
      vendorReference: body.payment_id,
      event: `refund ${String(body.status ?? 'unknown')}`,
      namesPayment: true,
      refundReference: body.id,
      body,
    },
  };
}
