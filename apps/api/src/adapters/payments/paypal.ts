/**
 * PayPal Orders v2 (VENDORS.md): an OAuth client-credentials token kept until it expires,
 * orders in USD, an idempotent capture, idempotent refunds of a capture
 * (`POST /v2/payments/captures/{id}/refund` with PayPal-Request-Id), and webhooks verified by
 * PayPal's own verify-webhook-signature call.
 *
 * Plain fetch, not `@paypal/paypal-server-sdk` (its PaymentsController's refundCapturedPayment
 * included): the SDK picks its base URL from its environment enum only (`getBaseUri` in
 * src/client.ts answers api-m.paypal.com or api-m.sandbox.paypal.com), so it cannot be pointed
 * at a local fake server.
 */
import type { Clock } from '../../time/clock.js';
import { requestJson, VendorError } from '../http-json.js';
import {
  type CheckoutRequest,
  headerOf,
  type IncomingNotification,
  type NotificationVerdict,
  type PaymentStatus,
  type PaypalVendor,
  parseBody,
  type RefundStatus,
  refuse,
  type VendorPayment,
  type VendorRefund,
  vendorAmount,
} from './payment-vendor.js';

const VENDOR = 'PayPal';

/** A capture's status decides, once there is one (`purchase_units[0].payments.captures[0]`). */
export const PAYPAL_CAPTURE_STATUSES: Record<string, PaymentStatus> = {
  COMPLETED: 'APPROVED',
  // Part of it went back: the payment stays approved, the refund is recorded on its own.
  PARTIALLY_REFUNDED: 'APPROVED',
  PENDING: 'PENDING',
  DECLINED: 'REJECTED',
  FAILED: 'REJECTED',
  REFUNDED: 'REFUNDED',
};

/** A refund's status (PENDING until PayPal settles it); anything else is refused, never guessed. */
export const PAYPAL_REFUND_STATUSES: Record<string, RefundStatus> = {
  COMPLETED: 'COMPLETED',
  PENDING: 'PENDING',
  CANCELLED: 'FAILED',
  FAILED: 'FAILED',
};

/** The webhooks about money going back from a capture: their resource is a refund. */
export const PAYPAL_REFUND_EVENTS = ['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED'] as const;

/** Before a capture, the order's status: only a voided order ends it; the rest still waits for the payer or the capture. */
export const PAYPAL_ORDER_STATUSES: Record<string, PaymentStatus> = {
  CREATED: 'PENDING',
  SAVED: 'PENDING',
  APPROVED: 'PENDING',
  PAYER_ACTION_REQUIRED: 'PENDING',
  VOIDED: 'CANCELLED',
};

/**
 * An order the payer has not approved (he closed PayPal's window, or never opened it): nothing
 * can be charged on it, so the payment may start again with a new order.
 */
export function awaitsPayerApproval(vendorStatus: string): boolean {
  return vendorStatus === 'CREATED' || vendorStatus === 'SAVED' || vendorStatus === 'PAYER_ACTION_REQUIRED';
}

/** A token is renewed this long before PayPal says it expires, so no call carries a token about to lapse. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

export type PaypalOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** The webhook's id in the PayPal app; without it webhooks cannot be verified and are refused. */
  webhookId?: string;
  timeoutMs: number;
  clock: Clock;
};

type Money = { currency_code: string; value: string };
type Link = { rel: string; href: string };
type PaypalCapture = {
  id: string;
  status: string;
  amount?: Money;
  custom_id?: string;
  seller_receivable_breakdown?: { paypal_fee?: Money };
  supplementary_data?: { related_ids?: { order_id?: string } };
};
type PaypalRefund = { id: string; status: string; amount?: Money; custom_id?: string; links?: Link[] };
type PaypalOrder = {
  id: string;
  status: string;
  purchase_units?: {
    custom_id?: string;
    amount?: Money;
    payments?: { captures?: PaypalCapture[]; refunds?: PaypalRefund[] };
  }[];
  links?: Link[];
};

export function createPaypalVendor(options: PaypalOptions): PaypalVendor {
  const base = options.baseUrl.replace(/\/$/, '');
  const accessToken = tokenCache(options, base);

  async function call<T>(
    path: string,
    init: { method: string; headers?: Record<string, string>; body?: unknown },
  ) {
    const token = await accessToken();
    return requestJson<T>(VENDOR, `${base}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, Prefer: 'return=representation', ...init.headers },
      timeoutMs: options.timeoutMs,
    });
  }

  const fetchOrder = async (orderId: string) =>
    toVendorPayment(
      await call<PaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}`, { method: 'GET' }),
    );

  return {
    vendorId: 'paypal',
    clientId: options.clientId,
    environment: options.environment,

    async createCheckout(request) {
      const order = await call<PaypalOrder>('/v2/checkout/orders', {
        method: 'POST',
        headers: { 'PayPal-Request-Id': request.idempotencyKey },
        body: orderOf(request),
      });
      // The browser's JS SDK approves the order by its id: no redirect.
      return { vendorReference: order.id, redirectUrl: null, vendorOrderId: order.id, raw: order };
    },

    fetchPayment: fetchOrder,

    async capture(orderId, idempotencyKey) {
      try {
        const order = await call<PaypalOrder>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {
          method: 'POST',
          headers: { 'PayPal-Request-Id': idempotencyKey },
          body: {},
        });
        return toVendorPayment(order);
      } catch (error) {
        // Captured already (by another tab, or a retry past PayPal's 6 h idempotency window): the order says how it went.
        if (isAlreadyCaptured(error)) return fetchOrder(orderId);
        throw error;
      }
    },

    async verifyNotification(notification) {
      return verifyPaypalWebhook(notification, options.webhookId, (body) =>
        call<{ verification_status: string }>('/v1/notifications/verify-webhook-signature', {
          method: 'POST',
          body,
        }),
      );
    },

    refundsIdempotent: true,

    async refund(request) {
      const refund = await call<PaypalRefund>(
        `/v2/payments/captures/${encodeURIComponent(request.vendorPaymentId)}/refund`,
        {
          method: 'POST',
          // PayPal keeps the id 6 h: a retry with it answers the first refund.
          headers: { 'PayPal-Request-Id': request.idempotencyKey },
          body: { amount: { currency_code: request.currency, value: request.amount } },
        },
      );
      return toVendorRefund(refund, { refundedId: request.vendorPaymentId });
    },

    /** The refund, and through its capture (its `up` link) the order and our payment it gives back from. */
    async fetchRefund(vendorRefundId) {
      const refund = await call<PaypalRefund>(`/v2/payments/refunds/${encodeURIComponent(vendorRefundId)}`, {
        method: 'GET',
      });
      const captureId = captureIdOf(refund);
      const capture = captureId
        ? await call<PaypalCapture>(`/v2/payments/captures/${encodeURIComponent(captureId)}`, {
            method: 'GET',
          })
        : undefined;
      return toVendorRefund(refund, {
        refundedId: captureId,
        paymentReference: capture?.supplementary_data?.related_ids?.order_id ?? null,
        paymentId: capture?.custom_id ?? refund.custom_id ?? null,
      });
    },
  };
}

/** The capture a refund gives back from: the last segment of its `up` link. */
function captureIdOf(refund: PaypalRefund): string | null {
  const up = refund.links?.find((link) => link.rel === 'up')?.href;
  const match = up ? /\/v2\/payments\/captures\/([^/?]+)/.exec(up) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

function toVendorRefund(
  refund: PaypalRefund,
  known: { refundedId: string | null; paymentReference?: string | null; paymentId?: string | null },
): VendorRefund {
  const status = PAYPAL_REFUND_STATUSES[refund.status];
  if (!status || !refund.id || !refund.amount) {
    throw new VendorError(VENDOR, 200, { status: refund.status }, 'invalid-answer');
  }
  return {
    vendorRefundId: refund.id,
    status,
    vendorStatus: refund.status,
    amount: vendorAmount(VENDOR, refund.amount.value),
    currency: refund.amount.currency_code,
    refundedId: known.refundedId ?? captureIdOf(refund),
    paymentReference: known.paymentReference ?? null,
    paymentId: known.paymentId ?? null,
    raw: refund as unknown as Record<string, unknown>,
  };
}

/**
 * One token at a time, reused until shortly before it expires (by the injected clock);
 * concurrent callers wait for the same token request instead of each asking for one.
 */
function tokenCache(options: PaypalOptions, base: string): () => Promise<string> {
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');

  async function requestToken(): Promise<string> {
    const answer = await requestJson<{ access_token: string; expires_in: number }>(
      VENDOR,
      `${base}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        rawBody: 'grant_type=client_credentials',
        timeoutMs: options.timeoutMs,
      },
    );
    if (!answer.access_token) throw new VendorError(VENDOR, 200, undefined, 'invalid-answer');
    const lifetimeMs = Math.max(0, Number(answer.expires_in) * 1000 - TOKEN_EXPIRY_MARGIN_MS);
    cached = { token: answer.access_token, expiresAt: options.clock.now().getTime() + lifetimeMs };
    return answer.access_token;
  }

  return async () => {
    if (cached && options.clock.now().getTime() < cached.expiresAt) return cached.token;
    pending ??= requestToken().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

function orderOf(request: CheckoutRequest) {
  // PayPal does not take ARS: the payments module converts an ARS plan before it gets here.
  if (request.currency !== 'USD') throw new Error('PayPal orders are charged in USD');
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        // custom_id carries our payment id; invoice_id is left out because PayPal refuses a
        // second order with the same one, and a payment may be initialised again.
        custom_id: request.paymentId,
        description: request.description.slice(0, 127),
        amount: { currency_code: 'USD', value: request.amount },
      },
    ],
  };
}

function toVendorPayment(order: PaypalOrder): VendorPayment {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  const status = capture ? PAYPAL_CAPTURE_STATUSES[capture.status] : PAYPAL_ORDER_STATUSES[order.status];
  const amount = capture?.amount ?? unit?.amount;
  if (!status || !amount) throw new VendorError(VENDOR, 200, { status: order.status }, 'invalid-answer');
  const fee = capture?.seller_receivable_breakdown?.paypal_fee;
  return {
    vendorReference: order.id,
    paymentId: unit?.custom_id ?? null,
    status,
    vendorStatus: capture ? `${order.status}/${capture.status}` : order.status,
    disputed: false,
    amount: vendorAmount(VENDOR, amount.value),
    currency: amount.currency_code,
    fees: fee
      ? [{ type: 'paypal_fee', amount: vendorAmount(VENDOR, fee.value), currency: fee.currency_code }]
      : [],
    refundableId: capture?.id ?? null,
    refunds: (unit?.payments?.refunds ?? []).map((refund) =>
      toVendorRefund(refund, { refundedId: capture?.id ?? null, paymentReference: order.id }),
    ),
    raw: order as unknown as Record<string, unknown>,
  };
}

function isAlreadyCaptured(error: unknown): boolean {
  if (!(error instanceof VendorError) || error.status !== 422) return false;
  const details = (error.body as { details?: { issue?: string }[] } | undefined)?.details ?? [];
  return details.some((detail) => detail.issue === 'ORDER_ALREADY_CAPTURED');
}

const WEBHOOK_HEADERS = {
  transmission_id: 'paypal-transmission-id',
  transmission_time: 'paypal-transmission-time',
  transmission_sig: 'paypal-transmission-sig',
  cert_url: 'paypal-cert-url',
  auth_algo: 'paypal-auth-algo',
} as const;

/**
 * PayPal verifies its own webhooks: the event goes back to it with the transmission
 * headers and our webhook id. The body is parsed only to be sent there; nothing is read
 * from it before PayPal answers SUCCESS.
 */
export async function verifyPaypalWebhook(
  { rawBody, headers }: IncomingNotification,
  webhookId: string | undefined,
  verify: (body: Record<string, unknown>) => Promise<{ verification_status: string }>,
): Promise<NotificationVerdict> {
  const transmission = Object.fromEntries(
    Object.entries(WEBHOOK_HEADERS).map(([field, header]) => [field, headerOf(headers, header)]),
  );
  if (Object.values(transmission).some((value) => !value)) return refuse('missing-signature');
  if (!webhookId) return refuse('unverifiable');
  const event = parseBody(rawBody);
  if (!event) return refuse('malformed-body');
  const answer = await verify({ ...transmission, webhook_id: webhookId, webhook_event: event });
  if (answer.verification_status !== 'SUCCESS') return refuse('bad-signature');
  const type = String(event.event_type ?? '');
  if ((PAYPAL_REFUND_EVENTS as readonly string[]).includes(type)) {
    // The resource is the refund: fetchRefund reads it (and its capture's order) before anything changes.
    const refundId = (event.resource as { id?: unknown } | undefined)?.id;
    if (typeof refundId !== 'string' || !refundId) return refuse('malformed-body');
    return {
      verified: true,
      notification: {
        vendorId: 'paypal',
        vendorReference: '',
        event: type,
        namesPayment: true,
        refundReference: refundId,
        reversal: type === 'PAYMENT.CAPTURE.REVERSED',
        body: event,
      },
    };
  }
  const orderId = orderIdOf(event);
  return {
    verified: true,
    notification: {
      vendorId: 'paypal',
      vendorReference: orderId ?? '',
      event: String(event.event_type ?? 'unknown'),
      namesPayment: orderId !== undefined,
      body: event,
    },
  };
}

/** CHECKOUT.ORDER.* events carry the order; PAYMENT.CAPTURE.* ones a capture naming its order. */
function orderIdOf(event: Record<string, unknown>): string | undefined {
  const resource = event.resource as
    | { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } }
    | undefined;
  const type = String(event.event_type ?? '');
  if (type.startsWith('CHECKOUT.ORDER.')) return resource?.id;
  return resource?.supplementary_data?.related_ids?.order_id;
}
