/**
 * Mercado Pago, played locally (VENDORS.md): `POST /checkout/preferences`,
 * `GET /v1/payments/{id}` with the bearer token, and notifications signed the way
 * Mercado Pago signs them (computed here on their own, not with the adapter's code).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { type RecordedRequest, startFakeServer } from './fake-http-server.js';

export type FakeMercadoPagoPayment = {
  id: number;
  status: string;
  status_detail?: string;
  external_reference: string | null;
  transaction_amount: number;
  currency_id: string;
  fee_details?: { type: string; amount: number; fee_payer: string }[];
};

export async function startFakeMercadoPago(options: { accessToken: string; webhookSecret: string }) {
  const payments = new Map<string, FakeMercadoPagoPayment>();
  const preferences: Record<string, unknown>[] = [];
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
    const payment = /^\/v1\/payments\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && payment) {
      const found = payments.get(decodeURIComponent(payment[1]!));
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { message: 'Payment not found', status: 404 } };
    }
    return { status: 404, body: { message: 'resource not found' } };
  });

  return {
    ...server,
    preferences,
    setPayment(payment: FakeMercadoPagoPayment) {
      payments.set(String(payment.id), payment);
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
