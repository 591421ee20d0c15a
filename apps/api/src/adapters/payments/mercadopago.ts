/**
 * Mercado Pago Argentina (VENDORS.md): Checkout Pro preferences, `GET /v1/payments/{id}`,
 * refunds (`POST /v1/payments/{id}/refunds` with X-Idempotency-Key, the payment's `refunds`
 * list), and notifications signed with `x-signature` over a manifest of the query's
 * `data.id`, the `x-request-id` header and the signature's `ts`.
 *
 * Plain fetch, not the official `mercadopago` SDK (its PaymentRefund included): the SDK's base
 * URL is a constant (`AppConfig.BASE_URL = 'https://api.mercadopago.com'`,
 * src/utils/config/index.ts), so it cannot be pointed at a local fake server, and the few
 * calls we need are small.
 */
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
  type RefundStatus,
  refuse,
  type VendorPayment,
  type VendorRefund,
  vendorAmount,
} from './payment-vendor.js';
import { hmacSha256Hex, isWithinAge, parseSignatureHeader, signaturesMatch } from './signatures.js';

const VENDOR = 'Mercado Pago';

/** Mercado Pago's payment statuses (VENDORS.md); in_mediation stays PENDING, flagged as disputed. */
export const MERCADOPAGO_STATUSES: Record<string, PaymentStatus> = {
  pending: 'PENDING',
  in_process: 'PENDING',
  authorized: 'PENDING',
  in_mediation: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
  cancelled: 'CANCELLED',
  refunded: 'REFUNDED',
  charged_back: 'CHARGED_BACK',
};

/** A refund's status (`approved` is money given back); anything else is refused, never guessed. */
export const MERCADOPAGO_REFUND_STATUSES: Record<string, RefundStatus> = {
  approved: 'COMPLETED',
  pending: 'PENDING',
  in_process: 'PENDING',
  authorized: 'PENDING',
  rejected: 'FAILED',
  cancelled: 'FAILED',
};

/** Mercado Pago refuses a longer notification_url. */
const MAX_NOTIFICATION_URL_LENGTH = 248;

export type MercadoPagoOptions = {
  baseUrl: string;
  accessToken: string;
  /** The webhook secret of the application (Tus integraciones → Webhooks). */
  webhookSecret: string;
  timeoutMs: number;
  clock: Clock;
  /**
   * Refuse signatures whose `ts` is further than this from now. Off by default: the unit of
   * `ts` is unconfirmed and a retried notification may carry its first `ts`; de-duplication
   * and re-fetching the payment protect against replays instead.
   */
  maxSignatureAgeSeconds?: number;
};

type MercadoPagoPayment = {
  id: number | string;
  status: string;
  status_detail?: string;
  external_reference?: string | null;
  transaction_amount: number;
  currency_id: string;
  fee_details?: { type: string; amount: number; fee_payer?: string }[];
  refunds?: MercadoPagoRefund[];
};

type MercadoPagoRefund = {
  id: number | string;
  payment_id?: number | string;
  amount: number;
  status: string;
};

/** The manifest Mercado Pago signs: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, a pair left out when its value is missing. */
export function mercadoPagoManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  const pairs: [string, string | undefined][] = [
    ['id', dataId],
    ['request-id', requestId],
    ['ts', ts],
  ];
  return pairs
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}:${value};`)
    .join('');
}

export function createMercadoPagoVendor(options: MercadoPagoOptions): PaymentVendor {
  const base = options.baseUrl.replace(/\/$/, '');
  const authorization = { Authorization: `Bearer ${options.accessToken}` };
  const call = <T>(
    path: string,
    init: { method: string; headers?: Record<string, string>; body?: unknown },
  ) =>
    requestJson<T>(VENDOR, `${base}${path}`, {
      ...init,
      headers: { ...authorization, ...init.headers },
      timeoutMs: options.timeoutMs,
    });

  return {
    vendorId: 'mercadopago',

    async createCheckout(request) {
      const preference = await call<{ id: string; init_point?: string; sandbox_init_point?: string }>(
        '/checkout/preferences',
        {
          method: 'POST',
          headers: { 'X-Idempotency-Key': request.idempotencyKey },
          body: preferenceOf(request),
        },
      );
      const redirectUrl = preference.init_point ?? preference.sandbox_init_point;
      if (!preference.id || !redirectUrl) throw new VendorError(VENDOR, 200, undefined, 'invalid-answer');
      return { vendorReference: preference.id, redirectUrl, vendorOrderId: null, raw: preference };
    },

    async fetchPayment(vendorReference) {
      const payment = await call<MercadoPagoPayment>(`/v1/payments/${encodeURIComponent(vendorReference)}`, {
        method: 'GET',
      });
      return toVendorPayment(payment);
    },

    async verifyNotification(notification) {
      return verifyMercadoPagoNotification(notification, options);
    },

    refundsIdempotent: true,

    async refund(request) {
      const refund = await call<MercadoPagoRefund>(
        `/v1/payments/${encodeURIComponent(request.vendorPaymentId)}/refunds`,
        {
          method: 'POST',
          // Mandatory for refunds: the same key answers the same refund, however often we retry.
          headers: { 'X-Idempotency-Key': request.idempotencyKey },
          // A JSON number; a two-decimal amount is written back as the same decimal text.
          body: { amount: Number(request.amount) },
        },
      );
      return toVendorRefund(refund, request.vendorPaymentId, request.currency);
    },

    async fetchRefund(vendorRefundId, vendorPaymentId) {
      if (!vendorPaymentId) throw new Error("Mercado Pago reads a refund through its payment's id");
      const refund = await call<MercadoPagoRefund>(
        `/v1/payments/${encodeURIComponent(vendorPaymentId)}/refunds/${encodeURIComponent(vendorRefundId)}`,
        { method: 'GET' },
      );
      // A refund does not say its currency: Mercado Pago Argentina charges (and refunds) ARS.
      return toVendorRefund(refund, vendorPaymentId, 'ARS');
    },
  };
}

/** A refund as Mercado Pago answers it; in the payment's currency (Mercado Pago Argentina charges ARS). */
function toVendorRefund(refund: MercadoPagoRefund, vendorPaymentId: string, currency: string): VendorRefund {
  const status = MERCADOPAGO_REFUND_STATUSES[refund.status];
  if (!status || refund.id === undefined) {
    throw new VendorError(VENDOR, 200, { status: refund.status }, 'invalid-answer');
  }
  const refunded = refund.payment_id === undefined ? vendorPaymentId : String(refund.payment_id);
  return {
    vendorRefundId: String(refund.id),
    status,
    vendorStatus: refund.status,
    amount: vendorAmount(VENDOR, refund.amount),
    currency,
    refundedId: refunded,
    paymentReference: refunded,
    paymentId: null,
    raw: refund as unknown as Record<string, unknown>,
  };
}

function preferenceOf(request: CheckoutRequest) {
  if (request.notificationUrl.length > MAX_NOTIFICATION_URL_LENGTH)
    throw new Error(
      `Mercado Pago's notification_url must not exceed ${MAX_NOTIFICATION_URL_LENGTH} characters`,
    );
  return {
    items: [
      {
        id: request.paymentId,
        title: request.description,
        quantity: 1,
        // The API takes a JSON number; a two-decimal amount is written back as the same decimal text.
        unit_price: Number(request.amount),
        currency_id: request.currency,
      },
    ],
    ...(request.payer?.email ? { payer: { email: request.payer.email } } : {}),
    back_urls: {
      success: request.returnUrl,
      pending: request.returnUrl,
      failure: request.cancelUrl ?? request.returnUrl,
    },
    auto_return: 'approved',
    notification_url: request.notificationUrl,
    external_reference: request.paymentId,
    metadata: { payment_id: request.paymentId },
  };
}

function toVendorPayment(payment: MercadoPagoPayment): VendorPayment {
  const status = MERCADOPAGO_STATUSES[payment.status];
  if (!status) throw new VendorError(VENDOR, 200, { status: payment.status }, 'invalid-answer');
  return {
    vendorReference: String(payment.id),
    paymentId: payment.external_reference || null,
    status,
    vendorStatus: payment.status,
    disputed: payment.status === 'in_mediation',
    amount: vendorAmount(VENDOR, payment.transaction_amount),
    currency: payment.currency_id,
    // Fees the payer pays on top (fee_payer "payer") are not ours to record.
    fees: (payment.fee_details ?? [])
      .filter((fee) => fee.fee_payer !== 'payer')
      .map((fee) => ({
        type: fee.type,
        amount: vendorAmount(VENDOR, fee.amount),
        currency: payment.currency_id,
      })),
    refundableId: String(payment.id),
    refunds: (payment.refunds ?? []).map((refund) =>
      toVendorRefund(refund, String(payment.id), payment.currency_id),
    ),
    raw: payment as unknown as Record<string, unknown>,
  };
}

export function verifyMercadoPagoNotification(
  { rawBody, headers, query }: IncomingNotification,
  options: Pick<MercadoPagoOptions, 'webhookSecret' | 'clock' | 'maxSignatureAgeSeconds'>,
): NotificationVerdict {
  const header = headerOf(headers, 'x-signature');
  if (!header) return refuse('missing-signature');
  const signature = parseSignatureHeader(header);
  const ts = signature.get('ts');
  const v1 = signature.get('v1');
  if (!ts || !v1) return refuse('malformed-signature');
  // data.id exactly as received in the query string: never lower-cased or read from the body.
  const dataId = query['data.id'];
  const manifest = mercadoPagoManifest(dataId, headerOf(headers, 'x-request-id'), ts);
  if (!signaturesMatch(hmacSha256Hex(options.webhookSecret, manifest), v1)) return refuse('bad-signature');
  if (options.maxSignatureAgeSeconds !== undefined && !isFresh(ts, options)) return refuse('stale');
  const body = parseBody(rawBody);
  if (!body || !dataId) return refuse('malformed-body');
  return {
    verified: true,
    notification: {
      vendorId: 'mercadopago',
      vendorReference: dataId,
      event: String(body.action ?? body.type ?? query.type ?? 'unknown'),
      namesPayment: (body.type ?? query.type) === 'payment',
      body,
    },
  };
}

/** `ts` read as milliseconds when it is that large, else as seconds (its unit is unconfirmed). */
function isFresh(ts: string, options: Pick<MercadoPagoOptions, 'clock' | 'maxSignatureAgeSeconds'>): boolean {
  const value = Number(ts);
  const milliseconds = value > 1e11 ? value : value * 1000;
  return isWithinAge(milliseconds, options.clock.now(), options.maxSignatureAgeSeconds ?? 0);
}
