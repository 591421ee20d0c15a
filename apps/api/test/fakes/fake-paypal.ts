/**
 * PayPal Orders v2, played locally (VENDORS.md): the client-credentials token, orders,
 * capture with `PayPal-Request-Id` (the same id answers the same capture; another one on a
 * captured order is 422 ORDER_ALREADY_CAPTURED), and verify-webhook-signature.
 *
 * For browser tests it also plays PayPal's web side: `GET /sdk/js` serves a stand-in of the
 * JS SDK (as www.paypal.com/sdk/js does, for this client id only) whose
 * `paypal.Buttons({ createOrder, onApprove, onCancel, onError }).render(container)` draws a
 * PayPal button; a click asks createOrder for the order, the payer approves it in "PayPal's
 * window" (`POST /checkoutnow/approve?token=<order>`, what the popup does at PayPal), and
 * onApprove gets `{ orderID }`. A second button cancels, as closing PayPal's window does.
 * `GET /__orders` lists the orders made (id, status, our payment id) for a test in another
 * process.
 *
 * Refunds: `POST /v2/payments/captures/{id}/refund` (the same PayPal-Request-Id answers the
 * same refund; more than what is left is 422 REFUND_AMOUNT_EXCEEDED) makes a refund listed in
 * the order's `purchase_units[0].payments.refunds` and moves the capture to
 * PARTIALLY_REFUNDED or REFUNDED; `GET /v2/payments/refunds/{id}` (its `up` link names the
 * capture) and `GET /v2/payments/captures/{id}` (custom_id and the order's id) read them.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { type FakeResponse, foundOr404, type RecordedRequest, startFakeServer } from './fake-http-server.js';

type Amount = { currency_code: string; value: string };
type FakeRefund = {
  id: string;
  status: string;
  amount: Amount;
  custom_id?: string;
  links: { rel: string; href: string; method: string }[];
};
type FakeCapture = {
  id: string;
  status: string;
  amount: Amount;
  custom_id?: string;
  seller_receivable_breakdown: Record<string, unknown>;
  supplementary_data: { related_ids: { order_id: string } };
};
type FakeOrder = {
  id: string;
  status: string;
  purchase_units: {
    custom_id?: string;
    description?: string;
    amount: Amount;
    payments?: { captures: FakeCapture[]; refunds?: FakeRefund[] };
  }[];
  links: { rel: string; href: string; method: string }[];
};

export type FakePaypalOptions = {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Seconds each token lasts (PayPal's are about 9 hours). */
  tokenLifetimeSeconds?: number;
  /** The capture's status a capture produces (COMPLETED by default; PENDING, DECLINED…). */
  captureStatus?: string;
  /** The status a refund gets when asked for (COMPLETED by default; PENDING). */
  refundStatus?: string;
  fee?: string;
  /** A fixed port (a browser test's stack is told the address before it starts); a free one otherwise. */
  port?: number;
};

/**
 * The JS SDK's contract as the checkout uses it, in plain browser JavaScript: Buttons with
 * createOrder → (payer approves) → onApprove({ orderID }), onCancel, and onError for anything
 * that throws on the way (as the real SDK reports a rejected createOrder or onApprove).
 */
const fakeSdkScript = (base: string) => `(function () {
  var base = ${JSON.stringify(base)};
  function Buttons(options) {
    function fail(error) {
      if (options.onError) options.onError(error instanceof Error ? error : new Error(String(error)));
    }
    function order() {
      return Promise.resolve().then(function () { return options.createOrder({ paymentSource: 'paypal' }, {}); });
    }
    function button(label, testId, onClick) {
      var element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.setAttribute('data-testid', testId);
      element.addEventListener('click', onClick);
      return element;
    }
    return {
      isEligible: function () { return true; },
      close: function () { return Promise.resolve(); },
      render: function (container) {
        var host = typeof container === 'string' ? document.querySelector(container) : container;
        if (!host) return Promise.reject(new Error('PayPal: the container is not on the page'));
        host.appendChild(button('PayPal', 'fake-paypal-button', function () {
          order()
            .then(function (orderID) {
              return fetch(base + '/checkoutnow/approve?token=' + encodeURIComponent(orderID), { method: 'POST' })
                .then(function (answer) {
                  if (!answer.ok) throw new Error('PayPal did not approve order ' + orderID);
                  return options.onApprove({ orderID: orderID, payerID: 'FAKEPAYER', paymentSource: 'paypal' }, {});
                });
            })
            .catch(fail);
        }));
        host.appendChild(button('Cerrar PayPal', 'fake-paypal-cancel', function () {
          order()
            .then(function (orderID) { if (options.onCancel) options.onCancel({ orderID: orderID }); })
            .catch(fail);
        }));
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons: Buttons, version: 'fake' };
})();
`;

const SCRIPT = { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' };

const unprocessable = (issue: string): FakeResponse => ({
  status: 422,
  body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue, description: issue }] },
});

export async function startFakePaypal(options: FakePaypalOptions) {
  const orders = new Map<string, FakeOrder>();
  const ordersByRequestId = new Map<string, string>();
  const capturesByRequestId = new Map<string, FakeResponse>();
  const tokens = new Set<string>();
  /** Secret the fake signs its webhooks with; only it can tell a good signature (as PayPal's certificate). */
  const webhookSigningKey = randomUUID();
  const signatureOf = (transmissionId: string, event: unknown) =>
    createHmac('sha256', webhookSigningKey)
      .update(`${transmissionId}|${JSON.stringify(event)}`)
      .digest('hex');
  const counters = { tokens: 0, captures: 0, sdkLoads: 0, refunds: 0 };
  const refundsByRequestId = new Map<string, FakeResponse>();
  const cents = (value: string) => Math.round(Number(value) * 100);
  const money = (value: number) => (value / 100).toFixed(2);

  /** The order and capture a capture id names. */
  function captureById(captureId: string) {
    for (const order of orders.values()) {
      const capture = order.purchase_units[0]?.payments?.captures.find((c) => c.id === captureId);
      if (capture) return { order, capture };
    }
    return undefined;
  }

  const refundsOf = (order: FakeOrder) => order.purchase_units[0]!.payments!.refunds ?? [];

  function recount(order: FakeOrder, capture: FakeCapture) {
    const given = refundsOf(order)
      .filter((refund) => refund.status === 'COMPLETED')
      .reduce((sum, refund) => sum + cents(refund.amount.value), 0);
    if (given === 0) return;
    capture.status = given >= cents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }

  /** A refund of a capture, through the API or on PayPal's side; undefined when more than what is left. */
  function addRefund(order: FakeOrder, capture: FakeCapture, value: string | undefined, status: string) {
    const asked = refundsOf(order)
      .filter((refund) => refund.status !== 'CANCELLED' && refund.status !== 'FAILED')
      .reduce((sum, refund) => sum + cents(refund.amount.value), 0);
    const left = cents(capture.amount.value) - asked;
    const amount = value === undefined ? left : cents(value);
    if (amount <= 0 || amount > left) return undefined;
    counters.refunds += 1;
    const id = `REF-${counters.refunds}-${randomUUID().slice(0, 8).toUpperCase()}`;
    const refund: FakeRefund = {
      id,
      status,
      amount: { currency_code: capture.amount.currency_code, value: money(amount) },
      links: [
        { rel: 'self', href: `${server.url}/v2/payments/refunds/${id}`, method: 'GET' },
        { rel: 'up', href: `${server.url}/v2/payments/captures/${capture.id}`, method: 'GET' },
      ],
    };
    order.purchase_units[0]!.payments!.refunds = [...refundsOf(order), refund];
    recount(order, capture);
    return refund;
  }

  const refundCapture = (request: RecordedRequest, captureId: string): FakeResponse => {
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    const repeated = refundsByRequestId.get(`${captureId}|${requestId}`);
    if (repeated) return repeated;
    const found = captureById(captureId);
    if (!found) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    const input = (request.body ? JSON.parse(request.body) : {}) as { amount?: Amount };
    if (input.amount && input.amount.currency_code !== found.capture.amount.currency_code)
      return unprocessable('CURRENCY_MISMATCH');
    const refund = addRefund(
      found.order,
      found.capture,
      input.amount?.value,
      options.refundStatus ?? 'COMPLETED',
    );
    if (!refund) return unprocessable('REFUND_AMOUNT_EXCEEDED');
    const answer = { status: 201, body: structuredClone(refund) };
    if (requestId) refundsByRequestId.set(`${captureId}|${requestId}`, answer);
    return answer;
  };

  function refundById(refundId: string) {
    for (const order of orders.values()) {
      const refund = order.purchase_units[0]?.payments?.refunds?.find((r) => r.id === refundId);
      if (refund) return { order, refund };
    }
    return undefined;
  }

  const issueToken = (request: RecordedRequest): FakeResponse => {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    if (
      request.headers.authorization !== `Basic ${basic}` ||
      request.body !== 'grant_type=client_credentials'
    )
      return { status: 401, body: { error: 'invalid_client' } };
    counters.tokens += 1;
    const token = `A21AA-${counters.tokens}-${randomUUID()}`;
    tokens.add(token);
    return {
      status: 200,
      body: { access_token: token, token_type: 'Bearer', expires_in: options.tokenLifetimeSeconds ?? 32_400 },
    };
  };

  const createOrder = (request: RecordedRequest): FakeResponse => {
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    const known = ordersByRequestId.get(requestId);
    if (known) return { status: 200, body: orders.get(known) };
    const input = JSON.parse(request.body) as { intent: string; purchase_units: FakeOrder['purchase_units'] };
    if (input.intent !== 'CAPTURE' || input.purchase_units[0]?.amount.currency_code !== 'USD')
      return unprocessable('CURRENCY_NOT_SUPPORTED');
    const id = randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase();
    const order: FakeOrder = {
      id,
      status: 'CREATED',
      purchase_units: input.purchase_units,
      links: [
        { rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, method: 'GET' },
      ],
    };
    orders.set(id, order);
    if (requestId) ordersByRequestId.set(requestId, id);
    return { status: 201, body: order };
  };

  const capture = (request: RecordedRequest, orderId: string): FakeResponse => {
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    const repeated = capturesByRequestId.get(`${orderId}|${requestId}`);
    if (repeated) return repeated;
    const order = orders.get(orderId);
    if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
    counters.captures += 1;
    const unit = order.purchase_units[0]!;
    const fee = options.fee ?? '2.24';
    unit.payments = {
      captures: [
        {
          id: `CAP-${counters.captures}-${randomUUID().slice(0, 8).toUpperCase()}`,
          status: options.captureStatus ?? 'COMPLETED',
          amount: unit.amount,
          custom_id: unit.custom_id,
          seller_receivable_breakdown: {
            gross_amount: unit.amount,
            paypal_fee: { currency_code: 'USD', value: fee },
          },
          supplementary_data: { related_ids: { order_id: order.id } },
        },
      ],
    };
    order.status = 'COMPLETED';
    const answer = { status: 201, body: structuredClone(order) };
    if (requestId) capturesByRequestId.set(`${orderId}|${requestId}`, answer);
    return answer;
  };

  const verifyWebhook = (request: RecordedRequest): FakeResponse => {
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const genuine =
      body.webhook_id === options.webhookId &&
      body.transmission_sig === signatureOf(String(body.transmission_id), body.webhook_event);
    return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
  };

  /** www.paypal.com/sdk/js: the script, for our client id, in USD with intent capture (400 otherwise, as PayPal). */
  const sdk = (request: RecordedRequest): FakeResponse => {
    const query = new URL(request.path, 'http://paypal.test').searchParams;
    const fits =
      query.get('client-id') === options.clientId &&
      query.get('currency') === 'USD' &&
      query.get('intent') === 'capture';
    if (!fits) return { status: 400, text: 'throw new Error("invalid SDK query")', headers: SCRIPT };
    counters.sdkLoads += 1;
    return { status: 200, text: fakeSdkScript(server.url), headers: SCRIPT };
  };

  /** The payer approves the order in PayPal's window (CORS open: the page's script calls it). */
  const approveInWindow = (request: RecordedRequest): FakeResponse => {
    const orderId = new URL(request.path, 'http://paypal.test').searchParams.get('token') ?? '';
    const order = orders.get(orderId);
    const headers = { 'access-control-allow-origin': '*' };
    if (!order || !['CREATED', 'APPROVED'].includes(order.status)) {
      return { status: 422, body: { orderId }, headers };
    }
    order.status = 'APPROVED';
    return { status: 200, body: { orderId }, headers };
  };

  const server = await startFakeServer((request) => {
    const path = request.path.split('?')[0];
    if (request.method === 'GET' && path === '/sdk/js') return sdk(request);
    if (request.method === 'POST' && path === '/checkoutnow/approve') return approveInWindow(request);
    // For a browser test in another process: the orders made, by our payment id.
    if (request.method === 'GET' && path === '/__orders') {
      const made = [...orders.values()].map((order) => ({
        id: order.id,
        status: order.status,
        paymentId: order.purchase_units[0]?.custom_id ?? null,
      }));
      return { status: 200, body: made };
    }
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') return issueToken(request);
    const bearer = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(bearer)) return { status: 401, body: { error: 'invalid_token' } };
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') return createOrder(request);
    if (request.method === 'POST' && request.path === '/v1/notifications/verify-webhook-signature')
      return verifyWebhook(request);
    const refunding = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && refunding) return refundCapture(request, refunding[1]!);
    const refundRead = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && refundRead) {
      return foundOr404(refundById(refundRead[1]!)?.refund, { name: 'RESOURCE_NOT_FOUND' });
    }
    const captureRead = /^\/v2\/payments\/captures\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && captureRead) {
      return foundOr404(captureById(captureRead[1]!)?.capture, { name: 'RESOURCE_NOT_FOUND' });
    }
    const captured = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.path);
    if (request.method === 'POST' && captured) return capture(request, captured[1]!);
    const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && read) {
      const order = orders.get(read[1]!);
      return order ? { status: 200, body: order } : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }
    return { status: 404, body: { name: 'NOT_FOUND' } };
  }, options.port);

  return {
    ...server,
    orders,
    counters,
    /** The payer approves the order in PayPal's window. */
    approve(orderId: string) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.status = 'APPROVED';
    },
    /** The order's capture (after a capture). */
    captureOf(orderId: string) {
      return orders.get(orderId)?.purchase_units[0]?.payments?.captures[0];
    },
    refundsOf(orderId: string) {
      const order = orders.get(orderId);
      return order ? refundsOf(order) : [];
    },
    /** A refund made on PayPal's side (its dashboard, or a reversal): the refund's id. */
    refundAtPaypal(orderId: string, value?: string, status = 'COMPLETED') {
      const order = orders.get(orderId);
      const capture = order?.purchase_units[0]?.payments?.captures[0];
      if (!order || !capture) throw new Error(`no captured PayPal order ${orderId}`);
      const refund = addRefund(order, capture, value, status);
      if (!refund) throw new Error('more than what is left');
      return refund.id;
    },
    /** A pending refund reaches its end. */
    settleRefund(refundId: string, status: string) {
      const found = refundById(refundId);
      if (!found) throw new Error(`no PayPal refund ${refundId}`);
      found.refund.status = status;
      recount(found.order, found.order.purchase_units[0]!.payments!.captures[0]!);
    },
    /** The event PayPal sends about a refund (PAYMENT.CAPTURE.REFUNDED, PAYMENT.CAPTURE.REVERSED): the refund is its resource. */
    refundEvent(refundId: string, eventType = 'PAYMENT.CAPTURE.REFUNDED') {
      const found = refundById(refundId);
      if (!found) throw new Error(`no PayPal refund ${refundId}`);
      return {
        id: `WH-${randomUUID()}`,
        event_type: eventType,
        resource_type: 'refund',
        resource: structuredClone(found.refund),
      };
    },
    void(orderId: string) {
      const order = orders.get(orderId);
      if (order) order.status = 'VOIDED';
    },
    /** A webhook as PayPal sends it, with its transmission headers (a forged one when `forged`). */
    webhook(event: Record<string, unknown>, forged = false) {
      const transmissionId = randomUUID();
      return {
        rawBody: Buffer.from(JSON.stringify(event)),
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': new Date().toISOString(),
          'paypal-transmission-sig': forged ? 'f'.repeat(64) : signatureOf(transmissionId, event),
          'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42',
          'paypal-auth-algo': 'SHA256withRSA',
        },
        query: {} as Record<string, string | undefined>,
      };
    },
  };
}
