/**
 * dLocal, played locally (VENDORS.md): every request must carry a valid
 * `V2-HMAC-SHA256` authorization over X-Login + X-Date + the raw body (else 401), and the
 * notifications it sends are signed the same way (computed here, not with the adapter's code).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { type RecordedRequest, startFakeServer } from './fake-http-server.js';

export type FakeDlocalPayment = {
  id: string;
  amount: number;
  currency: string;
  country: string;
  status: string;
  status_code: string;
  order_id: string;
  redirect_url?: string;
};

export async function startFakeDlocal(options: { login: string; transKey: string; secretKey: string }) {
  const payments = new Map<string, FakeDlocalPayment>();
  const sign = (date: string, body: string, secret = options.secretKey) =>
    createHmac('sha256', secret)
      .update(options.login + date + body)
      .digest('hex');
  const signedCorrectly = (request: RecordedRequest) => {
    const date = String(request.headers['x-date'] ?? '');
    return (
      request.headers['x-login'] === options.login &&
      request.headers['x-trans-key'] === options.transKey &&
      request.headers['x-version'] === '2.1' &&
      request.headers.authorization === `V2-HMAC-SHA256, Signature: ${sign(date, request.body)}`
    );
  };

  const server = await startFakeServer((request) => {
    if (!signedCorrectly(request))
      return { status: 401, body: { code: 3001, message: 'Invalid credentials' } };
    if (request.method === 'POST' && request.path === '/payments') {
      const input = JSON.parse(request.body) as Omit<FakeDlocalPayment, 'id' | 'status' | 'status_code'>;
      const id = `D-4-${randomUUID()}`;
      const payment = {
        ...input,
        id,
        status: 'PENDING',
        status_code: '100',
        redirect_url: `https://checkout.dlocal.com/validate/${id}`,
      };
      payments.set(id, payment);
      return { status: 200, body: payment };
    }
    const read = /^\/payments\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && read) {
      const found = payments.get(decodeURIComponent(read[1]!));
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { code: 4000, message: 'Payment not found' } };
    }
    return { status: 404, body: { code: 4000 } };
  });

  return {
    ...server,
    payments,
    /** Moves a payment to another status, as the payer's action would. */
    settle(id: string, status: string, statusCode: string) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no dLocal payment ${id}`);
      payments.set(id, { ...payment, status, status_code: statusCode });
    },
    /** The notification dLocal POSTs: the whole payment, signed over our login, its X-Date and the raw body. */
    notification(id: string, signing: { date?: string; secret?: string } = {}) {
      const date = signing.date ?? new Date().toISOString();
      const rawBody = JSON.stringify(payments.get(id));
      return {
        rawBody: Buffer.from(rawBody),
        headers: {
          'x-date': date,
          'x-login': options.login,
          authorization: `V2-HMAC-SHA256, Signature: ${sign(date, rawBody, signing.secret)}`,
          'content-type': 'application/json',
        },
        query: {} as Record<string, string | undefined>,
      };
    },
  };
}
