import type { Scope } from '@catedra/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentScenarios } from '../../../test/factories/payments.js';
import { createUser } from '../../../test/factories/users.js';
import { type FakeResponse, startFakeServer } from '../../../test/fakes/fake-http-server.js';
import {
  bearer,
  createTestApp,
  dependenciesOf,
  type TestApp,
  tokenFor,
  useTestApp,
} from '../../../test/setup/test-app.js';
import { messages, users } from '../../db/schema/index.js';
import { systemClock } from '../../time/clock.js';

const SECRET = 'a-long-random-webhook-secret-0123456789abcdefghijklmnop';
const t = useTestApp({
  callbell: { token: undefined, baseUrl: 'http://127.0.0.1:9', webhookSecret: SECRET },
});

async function headersOf(app: TestApp, scopes: Scope[]) {
  const user = await createUser(app.database.db, { scopes });
  return bearer(await tokenFor(app.config, user));
}

const phone = () => `+54911${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('messaging in the sandbox (no CALLBELL_API_TOKEN)', () => {
  it('lists the Spanish templates and reads one; an unknown one is 404', async () => {
    const headers = await headersOf(t, ['COMMERCIAL']);
    const list = await t.app.inject({ method: 'GET', url: '/communication/templates', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((template: { templateId: string }) => template.templateId)).toContain(
      'recordatorio_pago',
    );
    const one = await t.app.inject({ method: 'GET', url: '/communication/templates/enlace_pago', headers });
    expect(one.json()).toMatchObject({ templateId: 'enlace_pago', title: 'Enlace de pago' });
    const missing = await t.app.inject({ method: 'GET', url: '/communication/templates/nada', headers });
    expect(missing.statusCode).toBe(404);
  });

  it('creates a contact and reads it back; an unknown contact is 404', async () => {
    const headers = await headersOf(t, ['MARKETING']);
    const to = phone();
    const created = await t.app.inject({
      method: 'POST',
      url: '/communication/contact',
      headers,
      payload: { phoneNumber: to, name: 'Ana' },
    });
    expect(created.statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/communication/contact/${created.json().contactId}`,
      headers,
    });
    expect(read.json()).toMatchObject({ phoneNumber: to, name: 'Ana' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/communication/contact/0190b6a0-0000-7000-8000-000000000000',
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a text message in the outbox as SENT, by whom, and lists it with its filters', async () => {
    const staff = await createUser(t.database.db, { scopes: ['COMMERCIAL_ADMIN'] });
    const headers = bearer(await tokenFor(t.config, staff));
    const to = phone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/communication/send',
      headers,
      payload: { to, text: 'Hola, ¿cómo va el curso?' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      to,
      text: 'Hola, ¿cómo va el curso?',
      templateId: null,
      status: 'SENT',
      providerMessageId: null,
      sentBy: staff.id,
      source: 'staff',
      attempts: 1,
      error: null,
      noCredit: false,
      linkClicks: null,
    });
    const template = await t.app.inject({
      method: 'POST',
      url: '/communication/send',
      headers,
      payload: { to, templateId: 'bienvenida_curso', templateValues: ['Ana', 'Guitarra'] },
    });
    expect(template.json().text).toBe(
      '¡Hola Ana! Te damos la bienvenida a Guitarra. Cualquier consulta, respondé este mensaje.',
    );
    const digits = to.slice(3);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/communication/messages?to=${digits}&status=SENT`,
      headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().content.map((message: { templateId: string | null }) => message.templateId)).toEqual(
      ['bienvenida_curso', null],
    );
    const byTemplate = await t.app.inject({
      method: 'GET',
      url: `/communication/messages?to=${digits}&templateId=bienvenida_curso`,
      headers,
    });
    expect(byTemplate.json().page.totalElements).toBe(1);
    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await t.app.inject({
      method: 'GET',
      url: `/communication/messages?to=${digits}&from=${encodeURIComponent(later)}`,
      headers,
    });
    expect(none.json().page.totalElements).toBe(0);
  });

  it.each([
    ['both a text and a template', { text: 'x', templateId: 'enlace_pago' }],
    ['neither', {}],
    ['template values without a template', { text: 'x', templateValues: ['a'] }],
  ])('refuses a message with %s (400 MESSAGE_CONTENT_INVALID)', async (_what, content) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/communication/send',
      headers: await headersOf(t, ['COMMERCIAL']),
      payload: { to: phone(), ...content },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'MESSAGE_CONTENT_INVALID',
      errors: [{ path: 'text', code: 'MESSAGE_CONTENT_INVALID' }],
    });
  });

  it('refuses an unknown template (400 MESSAGE_TEMPLATE_UNKNOWN)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/communication/send',
      headers: await headersOf(t, ['COMMERCIAL']),
      payload: { to: phone(), templateId: 'no_existe' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MESSAGE_TEMPLATE_UNKNOWN');
  });

  it('refuses who is not messaging staff (401 without a token, 403 for a student or a teacher)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/communication/messages' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    for (const scopes of [['BASIC'], ['TEACHER']] as Scope[][]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/communication/send',
        headers: await headersOf(t, scopes),
        payload: { to: phone(), text: 'x' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('redirects to a WhatsApp chat (302 to wa.me), and refuses a malformed number (400)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/communication/chat/redirect/+5491122334455',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://wa.me/5491122334455');
    const malformed = await t.app.inject({ method: 'GET', url: '/communication/chat/redirect/11-2233' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('the payment message and its short link', () => {
  const scenarios = paymentScenarios(t, systemClock);

  it("sends the payer a template with a short link that leads to the payment's checkout and counts clicks", async () => {
    const { payment, student } = await scenarios.enrolledPayment();
    const to = phone();
    await t.database.db.update(users).set({ phone: to }).where(eq(users.id, student.user.id));
    const headers = await headersOf(t, ['FARMING']);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/communication/send/redirect/payment',
      headers,
      payload: { paymentId: payment.id, templateId: 'enlace_pago' },
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json();
    expect(message).toMatchObject({ to, templateId: 'enlace_pago', status: 'SENT', linkClicks: 0 });
    const shortUrl = message.redirectUrl as string;
    expect(shortUrl).toMatch(/\/r\/[A-Za-z0-9_-]{8}$/);
    expect(message.text).toBe(`Hola Lucía, este es tu enlace para pagar $\u00a01.000,00: ${shortUrl}`);

    const code = shortUrl.split('/r/')[1];
    const followed = await t.app.inject({ method: 'POST', url: `/communication/links/${code}/follow` });
    expect(followed.statusCode).toBe(200);
    const target = followed.json().target as string;
    expect(target).toMatch(/\/checkout\/[A-Za-z0-9_-]+$/);
    // The link it leads to is the payment's live one.
    const checkout = await t.app.inject({ method: 'GET', url: `/checkout/${target.split('/checkout/')[1]}` });
    expect(checkout.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/communication/links/${code}/follow` });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/communication/messages?to=${to.slice(1)}`,
      headers,
    });
    expect(listed.json().content[0]).toMatchObject({ id: message.id, linkClicks: 2 });
  });

  it('sends to the given number, with the link where the values say', async () => {
    const { payment } = await scenarios.enrolledPayment();
    const to = phone();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/communication/send/redirect/payment',
      headers: await headersOf(t, ['COMMERCIAL']),
      payload: {
        paymentId: payment.id,
        templateId: 'recordatorio_pago',
        to,
        templateValues: ['Ana', 'Guitarra', '10/03', '{{link}}'],
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().to).toBe(to);
    expect(sent.json().text).toBe(
      `Hola Ana, te recordamos que la cuota de Guitarra vence el 10/03. Podés pagarla acá: ${sent.json().redirectUrl}`,
    );
  });

  it('refuses a payer without a phone (400 MESSAGE_RECIPIENT_MISSING), a closed payment (409) and an unknown one (404)', async () => {
    const headers = await headersOf(t, ['COMMERCIAL_ADMIN']);
    const { payment, admin } = await scenarios.enrolledPayment();
    const send = (paymentId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/communication/send/redirect/payment',
        headers,
        payload: { paymentId, templateId: 'enlace_pago' },
      });
    const noPhone = await send(payment.id);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json()).toMatchObject({ code: 'MESSAGE_RECIPIENT_MISSING', errors: [{ path: 'to' }] });
    expect((await scenarios.setStatus(admin.headers, payment.id, 'CANCELLED')).statusCode).toBe(200);
    const closed = await send(payment.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('PAYMENT_NOT_PAYABLE');
    const unknown = await send('0190b6a0-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for an unknown short link', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/communication/links/zzzzzzzz/follow' });
    expect(response.statusCode).toBe(404);
  });
});

describe("Callbell's webhook address", () => {
  it('answers the health check (GET and POST) with the secret, and 404 with another', async () => {
    const url = `/communication/webhooks/callbell/${SECRET}`;
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ status: 'ok' });
    const post = await t.app.inject({ method: 'POST', url, payload: { event: 'health_check', payload: {} } });
    expect(post.json()).toEqual({ status: 'ok' });
    for (const wrong of [`${SECRET}x`, 'short']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/communication/webhooks/callbell/${wrong}`,
        payload: { event: 'message_status_updated', payload: { uuid: 'x' } },
      });
      expect(answer.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/communication/webhooks/callbell/${wrong}` })).statusCode,
      ).toBe(404);
    }
  });

  it('does not exist without CALLBELL_WEBHOOK_SECRET', async () => {
    const app = await createTestApp();
    try {
      const response = await app.app.inject({
        method: 'GET',
        url: `/communication/webhooks/callbell/${SECRET}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('messaging through Callbell (a local fake)', () => {
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  let app: TestApp;
  /** What the fake answers to a send; the status lookups answer `statuses`. */
  let sendAnswer: FakeResponse;
  const statuses = new Map<string, string>();
  let sends = 0;

  beforeAll(async () => {
    fake = await startFakeServer((request) => {
      if (request.path.startsWith('/messages/send')) {
        sends++;
        return sendAnswer.status === 200
          ? { status: 200, body: { message: { uuid: `cb-${sends}-${Date.now()}`, status: 'enqueued' } } }
          : sendAnswer;
      }
      const status = statuses.get(request.path.replace('/messages/status/', ''));
      if (request.path.startsWith('/messages/status/') && status) {
        return { status: 200, body: { message: { status } } };
      }
      return { status: 404, body: { error: 'not found' } };
    });
    app = await createTestApp({
      callbell: { token: 'callbell-token', baseUrl: fake.url, webhookSecret: SECRET },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const send = async (headers: Record<string, string>) =>
    app.app.inject({
      method: 'POST',
      url: '/communication/send',
      headers,
      payload: { to: phone(), text: 'Hola' },
    });
  const webhook = (uuid: string, claimed: string) =>
    app.app.inject({
      method: 'POST',
      url: `/communication/webhooks/callbell/${SECRET}`,
      payload: { event: 'message_status_updated', payload: { uuid, status: claimed } },
    });
  const stored = async (id: string) =>
    (await app.database.db.select().from(messages).where(eq(messages.id, id)))[0]!;

  it('keeps what Callbell accepted as ENQUEUED with its uuid, our id in the metadata', async () => {
    sendAnswer = { status: 200 };
    const sent = await send(await headersOf(app, ['COMMERCIAL']));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().status).toBe('ENQUEUED');
    expect(sent.json().providerMessageId).toMatch(/^cb-/);
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer callbell-token');
    expect(JSON.parse(request.body).metadata).toEqual({ messageId: sent.json().id });
  });

  it('stores a status only as Callbell confirms it, never as the body claims', async () => {
    sendAnswer = { status: 200 };
    const sent = (await send(await headersOf(app, ['COMMERCIAL']))).json();
    const uuid = sent.providerMessageId as string;
    // Unconfirmed (the lookup knows nothing): the body's "read" is not stored.
    expect((await webhook(uuid, 'read')).json()).toEqual({ status: 'ok' });
    expect((await stored(sent.id)).status).toBe('ENQUEUED');
    // Confirmed: the lookup's status, whatever the body said.
    statuses.set(uuid, 'delivered');
    await webhook(uuid, 'read');
    expect((await stored(sent.id)).status).toBe('DELIVERED');
    expect(fake.requests.at(-1)!.path).toBe(`/messages/status/${uuid}`);
    statuses.set(uuid, 'mismatch');
    await webhook(uuid, 'failed');
    expect(await stored(sent.id)).toMatchObject({
      status: 'FAILED',
      error: expect.stringContaining('mismatch'),
    });
  });

  it('marks a 4xx FAILED at once with the provider reason, "no credit" shown as such', async () => {
    sendAnswer = { status: 402, body: { error: 'whatsapp_wallet_depleted_credit' } };
    const before = sends;
    const sent = await send(await headersOf(app, ['COMMERCIAL']));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      status: 'FAILED',
      noCredit: true,
      error: 'Callbell 402: whatsapp_wallet_depleted_credit',
      attempts: 1,
    });
    // Final: the retries job never sends it again.
    await dependenciesOf(app).services.outbox.retryDue(new Date(Date.now() + 86_400_000));
    expect(sends).toBe(before + 1);
    expect((await stored(sent.json().id)).status).toBe('FAILED');
  });

  it.each([
    [429, { error: 'rate limited' }],
    [503, { error: 'unavailable' }],
  ])('retries a %s with backoff through the messaging-retries job', async (status, body) => {
    sendAnswer = { status, body };
    const sent = (await send(await headersOf(app, ['COMMERCIAL']))).json();
    expect(sent).toMatchObject({ status: 'ENQUEUED', attempts: 1, providerMessageId: null, sentAt: null });
    const waiting = await stored(sent.id);
    const wait = waiting.nextAttemptAt!.getTime() - waiting.createdAt.getTime();
    expect(wait).toBeGreaterThanOrEqual(55_000);
    expect(wait).toBeLessThan(5 * 60_000);
    const outbox = dependenciesOf(app).services.outbox;
    // Not yet due: nothing is sent.
    await outbox.retryDue(new Date(waiting.nextAttemptAt!.getTime() - 1_000));
    expect((await stored(sent.id)).attempts).toBe(1);
    // Still failing: the next wait is longer.
    await outbox.retryDue(waiting.nextAttemptAt!);
    const second = await stored(sent.id);
    expect(second).toMatchObject({ status: 'ENQUEUED', attempts: 2 });
    expect(second.nextAttemptAt!.getTime() - waiting.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(
      4 * 60_000,
    );
    sendAnswer = { status: 200 };
    await outbox.retryDue(second.nextAttemptAt!);
    expect(await stored(sent.id)).toMatchObject({ status: 'ENQUEUED', attempts: 3, error: null });
    expect((await stored(sent.id)).providerMessageId).toMatch(/^cb-/);
  });

  it('answers 502 when Callbell cannot be asked for the templates', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/communication/templates',
      headers: await headersOf(app, ['COMMERCIAL']),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('MESSAGING_PROVIDER_UNAVAILABLE');
  });
});
