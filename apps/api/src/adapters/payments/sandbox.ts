/**
 * The sandbox payment vendor: lets the whole payment flow run with no vendor account.
 * Its checkout is a page of the web app (`/checkout/sandbox/{reference}`) where the payer
 * approves, rejects or leaves the payment pending; the decision then reaches the API as a
 * notification signed like a real vendor's, so it takes the same verified path.
 *
 * Refunds are made at once (COMPLETED), once per idempotency key, never more than what is
 * left (422), and listed on the payment, as a vendor that refunds synchronously would.
 *
 * Signature: `x-sandbox-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`,
 * the secret being this installation's own (configuration). The timestamp is signed too,
 * so a captured notification cannot be replayed after `maxAgeSeconds`.
 */
import { randomBytes } from 'node:crypto';
import { addMoney, compareMoney, isZeroMoney, type MoneyAmount, subtractMoney } from '@catedra/contract';
import type { Clock } from '../../time/clock.js';
import { VendorError } from '../http-json.js';
import {
  headerOf,
  type IncomingNotification,
  type NotificationVerdict,
  type PaymentVendor,
  paymentObjectNotification,
  refuse,
  type VendorPayment,
  type VendorRefund,
} from './payment-vendor.js';
import { hmacSha256Hex, isWithinAge, parseSignatureHeader, signaturesMatch } from './signatures.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** What the payer can decide on the sandbox page. */
export const SANDBOX_DECISIONS = ['APPROVED', 'REJECTED', 'PENDING'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];

export type SandboxPayment = {
  reference: string;
  paymentId: string;
  amount: MoneyAmount;
  currency: string;
  status: 'PENDING' | SandboxDecision;
  notificationUrl: string;
  /** What was given back, each with the key that asked it. */
  refunds?: SandboxRefund[];
};

export type SandboxRefund = { id: string; amount: MoneyAmount; status: 'COMPLETED'; idempotencyKey: string };

/** Where the sandbox keeps its payments (in memory by default; the payments module may keep them in the database). */
export type SandboxPaymentStore = {
  save(payment: SandboxPayment): Promise<void>;
  find(reference: string): Promise<SandboxPayment | undefined>;
  findByIdempotencyKey(key: string): Promise<SandboxPayment | undefined>;
  rememberIdempotencyKey(key: string, reference: string): Promise<void>;
};

export type SandboxOptions = {
  secret: string;
  /** The web app's sandbox checkout page; the reference is appended (`…/checkout/sandbox/{reference}`). */
  checkoutBaseUrl: string;
  clock: Clock;
  maxAgeSeconds: number;
  store?: SandboxPaymentStore;
};

/** A notification ready to POST to the API, exactly as a vendor would send it. */
export type SignedNotification = { url: string; rawBody: string; headers: Record<string, string> };

export type SandboxVendor = PaymentVendor & {
  readonly vendorId: 'sandbox';
  /** Records the payer's decision and answers the signed notification that announces it. */
  decide(reference: string, decision: SandboxDecision): Promise<SignedNotification>;
  /** Signs a body with this installation's secret (also what benchmarks and tests send). */
  sign(rawBody: string): Record<string, string>;
};

export function sandboxSignatureHeader(secret: string, rawBody: string | Buffer, signedAt: Date): string {
  const t = Math.floor(signedAt.getTime() / 1000);
  return `t=${t},v1=${hmacSha256Hex(secret, Buffer.concat([Buffer.from(`${t}.`), Buffer.from(rawBody)]))}`;
}

export function createInMemorySandboxStore(): SandboxPaymentStore {
  const payments = new Map<string, SandboxPayment>();
  const keys = new Map<string, string>();
  return {
    async save(payment) {
      payments.set(payment.reference, { ...payment });
    },
    async find(reference) {
      const payment = payments.get(reference);
      return payment && { ...payment };
    },
    async findByIdempotencyKey(key) {
      const reference = keys.get(key);
      return reference === undefined ? undefined : this.find(reference);
    },
    async rememberIdempotencyKey(key, reference) {
      keys.set(key, reference);
    },
  };
}

export function createSandboxVendor(options: SandboxOptions): SandboxVendor {
  const store = options.store ?? createInMemorySandboxStore();
  const checkoutBase = options.checkoutBaseUrl.replace(/\/$/, '');
  const sign = (rawBody: string) => ({
    'content-type': 'application/json',
    [SANDBOX_SIGNATURE_HEADER]: sandboxSignatureHeader(options.secret, rawBody, options.clock.now()),
  });
  const redirectOf = (reference: string) => `${checkoutBase}/${encodeURIComponent(reference)}`;

  async function stored(reference: string): Promise<SandboxPayment> {
    const payment = await store.find(reference);
    if (!payment) throw new VendorError('Sandbox', 404, { reference });
    return payment;
  }

  return {
    vendorId: 'sandbox',
    sign,

    async createCheckout(request) {
      const existing = await store.findByIdempotencyKey(request.idempotencyKey);
      const payment: SandboxPayment = existing ?? {
        // Unguessable: the sandbox page is reached by this reference alone.
        reference: `sbx_${randomBytes(16).toString('base64url')}`,
        paymentId: request.paymentId,
        amount: request.amount,
        currency: request.currency,
        status: 'PENDING',
        notificationUrl: request.notificationUrl,
      };
      if (!existing) {
        await store.save(payment);
        await store.rememberIdempotencyKey(request.idempotencyKey, payment.reference);
      }
      return {
        vendorReference: payment.reference,
        redirectUrl: redirectOf(payment.reference),
        vendorOrderId: null,
        raw: { ...payment },
      };
    },

    async fetchPayment(reference) {
      return toVendorPayment(await stored(reference));
    },

    async decide(reference, decision) {
      const payment = { ...(await stored(reference)), status: decision };
      await store.save(payment);
      const rawBody = JSON.stringify({
        id: payment.reference,
        paymentId: payment.paymentId,
        status: decision,
      });
      return { url: payment.notificationUrl, rawBody, headers: sign(rawBody) };
    },

    async verifyNotification(notification) {
      return verifySandboxNotification(notification, options);
    },

    refundsIdempotent: true,

    async refund(request) {
      const payment = await stored(request.vendorPaymentId);
      const refunds = payment.refunds ?? [];
      const repeated = refunds.find((refund) => refund.idempotencyKey === request.idempotencyKey);
      if (repeated) return toVendorRefund(payment, repeated);
      const given = addMoney('0.00', ...refunds.map((refund) => refund.amount));
      const left = subtractMoney(payment.amount, given);
      if (
        payment.status !== 'APPROVED' ||
        request.currency !== payment.currency ||
        isZeroMoney(request.amount) ||
        compareMoney(request.amount, left) > 0
      ) {
        throw new VendorError('Sandbox', 422, { reason: 'not refundable' });
      }
      const refund: SandboxRefund = {
        id: `sbxr_${randomBytes(12).toString('base64url')}`,
        amount: request.amount,
        status: 'COMPLETED',
        idempotencyKey: request.idempotencyKey,
      };
      await store.save({ ...payment, refunds: [...refunds, refund] });
      return toVendorRefund(payment, refund);
    },

    async fetchRefund(vendorRefundId, vendorPaymentId) {
      if (!vendorPaymentId) throw new VendorError('Sandbox', 404, { vendorRefundId });
      const payment = await stored(vendorPaymentId);
      const refund = payment.refunds?.find((candidate) => candidate.id === vendorRefundId);
      if (!refund) throw new VendorError('Sandbox', 404, { vendorRefundId });
      return toVendorRefund(payment, refund);
    },
  };
}

function toVendorRefund(payment: SandboxPayment, refund: SandboxRefund): VendorRefund {
  return {
    vendorRefundId: refund.id,
    status: refund.status,
    vendorStatus: refund.status,
    amount: refund.amount,
    currency: payment.currency,
    refundedId: payment.reference,
    paymentReference: payment.reference,
    paymentId: payment.paymentId,
    raw: { ...refund },
  };
}

function toVendorPayment(payment: SandboxPayment): VendorPayment {
  return {
    vendorReference: payment.reference,
    paymentId: payment.paymentId,
    status: payment.status,
    vendorStatus: payment.status,
    disputed: false,
    amount: payment.amount,
    currency: payment.currency,
    fees: [],
    refundableId: payment.reference,
    refunds: (payment.refunds ?? []).map((refund) => toVendorRefund(payment, refund)),
    raw: { ...payment },
  };
}

export function verifySandboxNotification(
  { rawBody, headers }: IncomingNotification,
  options: Pick<SandboxOptions, 'secret' | 'clock' | 'maxAgeSeconds'>,
): NotificationVerdict {
  const header = headerOf(headers, SANDBOX_SIGNATURE_HEADER);
  if (!header) return refuse('missing-signature');
  const signature = parseSignatureHeader(header);
  const t = signature.get('t');
  const v1 = signature.get('v1');
  if (!t || !/^\d+$/.test(t) || !v1) return refuse('malformed-signature');
  const expected = hmacSha256Hex(options.secret, Buffer.concat([Buffer.from(`${t}.`), rawBody]));
  if (!signaturesMatch(expected, v1)) return refuse('bad-signature');
  if (!isWithinAge(Number(t) * 1000, options.clock.now(), options.maxAgeSeconds)) return refuse('stale');
  return paymentObjectNotification('sandbox', rawBody);
}
