/**
 * dLocal, played locally (VENDORS.md): every request must carry a valid
 * `V2-HMAC-SHA256` authorization over X-Login + X-Date + the raw body (else 401), and the
 * notifications it sends are signed the same way (computed here, not with the adapter's code).
 * Refunds: `POST /refunds` (SUCCESS at once by default, or PENDING until `settleRefund`;
 * more than what is left is 400), `GET /refunds/{id}` and a payment's refunds
 * (`GET /payments/{id}/refunds`); a refund's notification is the refund object, signed like a
 * payment's.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { foundOr404, type RecordedRequest, startFakeServer } from './fake-http-server.js';

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

export type FakeDlocalRefund = {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
  status_code: string;
  notification_url?: string;
  created_date: string;
};

const REFUND_CODES: Record<string, string> = {
  SUCCESS: '200',
  PENDING: '100',
  REJECTED: '300',
  CANCELLED: '400',
};

export async function startFakeDlocal(options: {
  login: string;
  transKey: string;
  secretKey: string;
  /** The status a refund gets when asked for (SUCCESS by default; PENDING). */
  refundStatus?: string;
}) {
  const payments = new Map<string, FakeDlocalPayment>();
  const refunds = new Map<string, FakeDlocalRefund>();
  const counters = { refunds: 0 };
  const cents = (amount: number) => Math.round(amount * 100);
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
    if (request.method === 'POST' && request.path === '/refunds') {
      const input = JSON.parse(request.body) as {
        payment_id: string;
        amount?: number;
        currency?: string;
        notification_url?: string;
      };
      const payment = payments.get(input.payment_id);
      if (!payment) return { status: 404, body: { code: 4000, message: 'Payment not found' } };
      const asked = [...refunds.values()]
        .filter(
          (refund) => refund.payment_id === payment.id && ['SUCCESS', 'PENDING'].includes(refund.status),
        )
        .reduce((sum, refund) => sum + cents(refund.amount), 0);
      const amount = input.amount ?? (cents(payment.amount) - asked) / 100;
      if (payment.status !== 'PAID' || cents(amount) <= 0 || cents(amount) + asked > cents(payment.amount))
        return { status: 400, body: { code: 5008, message: 'Amount exceeded' } };
      counters.refunds += 1;
      const status = options.refundStatus ?? 'SUCCESS';
      const refund: FakeDlocalRefund = {
        id: `REF-${counters.refunds}-${randomUUID()}`,
        payment_id: payment.id,
        amount,
        currency: input.currency ?? payment.currency,
        status,
        status_code: REFUND_CODES[status] ?? '0',
        notification_url: input.notification_url,
        created_date: new Date().toISOString(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    const refundRead = /^\/refunds\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && refundRead) {
      return foundOr404(refunds.get(decodeURIComponent(refundRead[1]!)), {
        code: 4000,
        message: 'Refund not found',
      });
    }
    const refundsOf = /^\/payments\/([^/?]+)\/refunds$/.exec(request.path);
    if (request.method === 'GET' && refundsOf) {
      const id = decodeURIComponent(refundsOf[1]!);
      if (!payments.has(id)) return { status: 404, body: { code: 4000, message: 'Payment not found' } };
      return { status: 200, body: [...refunds.values()].filter((refund) => refund.payment_id === id) };
    }
    const read = /^\/payments\/([^/?]+)$/.exec(request.path);
    if (request.method === 'GET' && read) {
      return foundOr404(payments.get(decodeURIComponent(read[1]!)), {
        code: 4000,
        message: 'Payment not found',
      });
    }
    return { status: 404, body: { code: 4000 } };
  });

  const signedBody = (rawBody: string, signing: { date?: string; secret?: string }) => {
    const date = signing.date ?? new Date().toISOString();
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
  };

  return {
    ...server,
    payments,
    refunds,
    counters,
    options,
    /** A pending refund reaches its end (SUCCESS, REJECTED…). */
    settleRefund(id: string, status: string) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`no dLocal refund ${id}`);
      refunds.set(id, { ...refund, status, status_code: REFUND_CODES[status] ?? '0' });
    },
    /** The notification dLocal POSTs about a refund: the refund object, signed as a payment's. */
    refundNotification(id: string, signing: { date?: string; secret?: string } = {}) {
      return signedBody(JSON.stringify(refunds.get(id)), signing);
    },
    /** Moves a payment to another status, as the payer's action would. */
    settle(id: string, status: string, statusCode: string) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no dLocal payment ${id}`);
      payments.set(id, { ...payment, status, status_code: statusCode });
    },
    /** The notification dLocal POSTs: the whole payment, signed over our login, its X-Date and the raw body. */
    notification(id: string, signing: { date?: string; secret?: string } = {}) {
      return signedBody(JSON.stringify(payments.get(id)), signing);
    },
  };
}
