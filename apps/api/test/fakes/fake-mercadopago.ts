/**
 * Mercado Pago, played locally (VENDORS.md): `POST /checkout/preferences`,
 * `GET /v1/payments/{id}` with the bearer token, refunds (`POST /v1/payments/{id}/refunds`
 * with its mandatory X-Idempotency-Key: the same key answers the same refund; a refund
 * larger than what is left is 400; `GET /v1/payments/{id}/refunds/{refund}`), and
 * notifications signed the way Mercado Pago signs them (computed here on their own, not with
 * the adapter's code). A payment lists its refunds; all of it given back makes it `refunded`.
 */
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { foundOr404, type RecordedRequest, startFakeServer } from './fake-http-server.js';

export type FakeMercadoPagoPayment = {
  id: number;
  status: string;
  status_detail?: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
  fee_details?: { type: string; amount: number; fee_payer: string }[];
  refunds?: FakeMercadoPagoRefund[];
  transaction_amount_refunded?: number;
};

export type FakeMercadoPagoRefund = {
  id: number;
  payment_id: number;
  amount: number;
  status: string;
  date_created: string;
  source?: { type: string };
};

const cents = (amount: number) => Math.round(amount * 100);

export async function startFakeMercadoPago(options: {
  accessToken: string;
  webhookSecret: string;
  /** The status a refund gets when asked for (`approved` by default; `in_process` leaves it pending). */
  refundStatus?: string;
}) {
  const payments = new Map<string, FakeMercadoPagoPayment>();
  const preferences: Record<string, unknown>[] = [];
  const refundsByKey = new Map<string, { status: number; body: unknown }>();
  const counters = { refunds: 0 };
  // Mercado Pago's refund ids are numbers, unique across its accounts. Every test file runs its
  // own fake on one shared database, so each fake counts from its own random base: two files'
  // refunds never share an id (which our unique keys would rightly refuse).
  let nextRefundId = 900_000_000 + randomInt(0, 1_000_000) * 1_000;

  /** Adds a refund to a payment, as its own page or our API call does; its status follows what is given back. */
  function addRefund(payment: FakeMercadoPagoPayment, amount: number, status: string, source: string) {
    nextRefundId += 1;
    counters.refunds += 1;
    const refund: FakeMercadoPagoRefund = {
      id: nextRefundId,
      payment_id: payment.id,
      amount,
      status,
      date_created: new Date().toISOString(),
      source: { type: source },
    };
    payment.refunds = [...(payment.refunds ?? []), refund];
    recount(payment);
    return refund;
  }

  function recount(payment: FakeMercadoPagoPayment) {
    const given = (payment.refunds ?? [])
      .filter((refund) => refund.status === 'approved')
      .reduce((sum, refund) => sum + cents(refund.amount), 0);
    payment.transaction_amount_refunded = given / 100;
    if (given === 0) return;
    if (given >= cents(payment.transaction_amount)) {
      payment.status = 'refunded';
      payment.status_detail = 'refunded';
    } else {
      payment.status_detail = 'partially_refunded';
    }
  }

  const refundLeft = (payment: FakeMercadoPagoPayment) =>
    cents(payment.transaction_amount) -
    (payment.refunds ?? [])
      .filter((refund) => refund.status !== 'rejected' && refund.status !== 'cancelled')
      .reduce((sum, refund) => sum + cents(refund.amount), 0);
  const authorized = (request: RecordedRequest) =>
    request.headers.authorization === `Bearer ${options.accessToken}`;

  const server = await startFakeServer((request) => {
    if (!authorized(request)) return { status: 401, body: { message: 'invalid access token', status: 401 } };
    if (request.method === 'POST' && request.path === '/checkout/preferences') {
      const id = `123456-${randomUUID()}`;
      preferences.push(JSON.parse(request.body) as Record<string, unknown>);
      return {
        status: 201,
        body: {
          id,
          init_point: `https://www.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.ar/checkout/v1/redirect?pref_id=${id}`,
        },
      };
    }
    const refundOf = /^\/v1\/payments\/([^/?]+)\/refunds$/.exec(request.path);
    if (request.method === 'POST' && refundOf) {
      const key = String(request.headers['x-idempotency-key'] ?? '');
      if (!key) return { status: 400, body: { message: 'X-Idempotency-Key is required', status: 400 } };
      const repeated = refundsByKey.get(key);
      if (repeated) return repeated;
      const found = payments.get(decodeURIComponent(refundOf[1]!));
      if (!found) return { status: 404, body: { message: 'Payment not found', status: 404 } };
      if (found.status !== 'approved') {
        return {
          status: 400,
          body: { message: 'Invalid payment status', status: 400, error: 'bad_request' },
        };
      }
      const input = (request.body ? JSON.parse(request.body) : {}) as { amount?: number };
      const amount = input.amount ?? refundLeft(found) / 100;
      if (cents(amount) <= 0 || cents(amount) > refundLeft(found)) {
        return { status: 400, body: { message: 'Invalid refund amount', status: 400, error: 'bad_request' } };
      }
      const refund = addRefund(found, amount, options.refundStatus ?? 'approved', 'collector');
      const answer = { status: 201, body: refund };
      refundsByKey.set(key, answer);
      return answer;
    }
    const refundRead = /^\/v1\/payments\/([^/?]+)\/refunds\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && refundRead) {
      const found = payments.get(decodeURIComponent(refundRead[1]!));
      return foundOr404(
        found?.refunds?.find((r) => String(r.id) === decodeURIComponent(refundRead[2]!)),
        { message: 'Refund not found', status: 404 },
      );
    }
    const payment = /^\/v1\/payments\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && payment) {
      return foundOr404(payments.get(decodeURIComponent(payment[1]!)), {
        message: 'Payment not found',
        status: 404,
      });
    }
    return { status: 404, body: { message: 'resource not found' } };
  });

  return {
    ...server,
    preferences,
    counters,
    options,
    setPayment(payment: FakeMercadoPagoPayment) {
      payments.set(String(payment.id), payment);
    },
    payment: (id: number) => payments.get(String(id)),
    /** A refund made on Mercado Pago's own page (not through our API). */
    refundAtVendor(id: number, amount: number, status = 'approved') {
      const payment = payments.get(String(id));
      if (!payment) throw new Error(`no Mercado Pago payment ${id}`);
      return addRefund(payment, amount, status, 'collector_panel');
    },
    /** A pending refund reaches its end (approved, rejected…). */
    settleRefund(id: number, refundId: number, status: string) {
      const payment = payments.get(String(id));
      const refund = payment?.refunds?.find((r) => r.id === refundId);
      if (!payment || !refund) throw new Error(`no refund ${refundId} of ${id}`);
      refund.status = status;
      recount(payment);
    },
    /** The notification Mercado Pago POSTs about a payment: query, headers and raw body, signed. */
    notification(dataId: string, signing: { ts?: string; requestId?: string; secret?: string } = {}) {
      const ts = signing.ts ?? String(Date.now());
      const requestId = signing.requestId ?? randomUUID();
      const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
      const v1 = createHmac('sha256', signing.secret ?? options.webhookSecret)
        .update(manifest)
        .digest('hex');
      const body = {
        id: 12345,
        live_mode: false,
        type: 'payment',
        action: 'payment.updated',
        data: { id: dataId },
      };
      return {
        rawBody: Buffer.from(JSON.stringify(body)),
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
        query: { 'data.id': dataId, type: 'payment' } as Record<string, string | undefined>,
      };
    },
  };
}
