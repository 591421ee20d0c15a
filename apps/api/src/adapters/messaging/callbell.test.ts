import { afterEach, describe, expect, it } from 'vitest';
import { type FakeRoute, startFakeServer } from '../../../test/fakes/fake-http-server.js';
import { VendorError } from '../http-json.js';
import { createCallbellProvider } from './callbell.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('Callbell contacts adapter', () => {
  it('creates a WhatsApp contact with the bearer token and answers it in E.164', async () => {
    const fake = await startFakeServer((request) =>
      request.method === 'POST' && request.path === '/v1/contacts'
        ? {
            status: 200,
            body: {
              contact: {
                uuid: 'c0ffee00-0000-4000-8000-000000000001',
                name: 'Ana',
                phoneNumber: '5491122334455',
                tags: ['lead'],
              },
            },
          }
        : { status: 404 },
    );
    close = fake.close;
    const provider = createCallbellProvider({ baseUrl: `${fake.url}/v1`, token: 'secret-token' });
    const contact = await provider.createContact({
      phoneNumber: '+5491122334455',
      name: 'Ana',
      tags: ['lead'],
    });
    expect(contact).toEqual({
      contactId: 'c0ffee00-0000-4000-8000-000000000001',
      phoneNumber: '+5491122334455',
      name: 'Ana',
      tags: ['lead'],
      customFields: {},
    });
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer secret-token');
    expect(JSON.parse(request!.body)).toEqual({
      identifier: '+5491122334455',
      source: 'whatsapp',
      name: 'Ana',
      tags: ['lead'],
    });
  });

  it('reads a contact by uuid, and answers undefined for an unknown one', async () => {
    const fake = await startFakeServer((request) =>
      request.path === '/contacts/known'
        ? { status: 200, body: { contact: { uuid: 'known', name: 'Leo', phoneNumber: '+5215512345678' } } }
        : { status: 404, body: { error: 'not found' } },
    );
    close = fake.close;
    const provider = createCallbellProvider({ baseUrl: fake.url, token: 't' });
    await expect(provider.findContact('known')).resolves.toMatchObject({
      name: 'Leo',
      phoneNumber: '+5215512345678',
    });
    await expect(provider.findContact('missing')).resolves.toBeUndefined();
  });

  it('reports a vendor failure with its status, without the token', async () => {
    const fake = await startFakeServer(() => ({
      status: 402,
      body: { error: 'whatsapp_wallet_depleted_credit' },
    }));
    close = fake.close;
    const provider = createCallbellProvider({ baseUrl: fake.url, token: 'secret-token' });
    const error = await provider
      .createContact({ phoneNumber: '+5491100000000', name: 'X' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ status: 402, vendor: 'Callbell' });
    expect(String((error as Error).message)).not.toContain('secret-token');
  });
});

/** A Callbell provider on a local fake answering with `route` (closed after the test). */
async function callbellOn(route: FakeRoute, options: { token?: string; timeoutMs?: number } = {}) {
  const fake = await startFakeServer(route);
  close = fake.close;
  const { token = 'secret-token', timeoutMs } = options;
  return { fake, provider: createCallbellProvider({ baseUrl: fake.url, token, timeoutMs }) };
}

/** A free text, the smallest send. */
const aText = { to: '+5491100000000', text: 'x', templateId: null, templateValues: [], metadata: {} };

describe('Callbell templates, sends and status lookups', () => {
  const template = (uuid: string) => ({
    uuid,
    title: `Plantilla ${uuid}`,
    templateType: 'utility',
    text: 'Hola {{1}}',
    createdAt: '2026-03-01T12:00:00Z',
  });

  it('reads every page of the templates (meta.pages) with the bearer token', async () => {
    const { fake, provider } = await callbellOn((request) => {
      const page = Number(new URL(request.path, 'http://x').searchParams.get('page'));
      return { status: 200, body: { templates: [template(`t${page}`)], meta: { page, pages: 3 } } };
    });
    const templates = await provider.findTemplates();
    expect(templates.map((each) => each.templateId)).toEqual(['t1', 't2', 't3']);
    expect(templates[0]).toEqual({
      templateId: 't1',
      title: 'Plantilla t1',
      templateType: 'utility',
      text: 'Hola {{1}}',
      createdAt: '2026-03-01T12:00:00.000Z',
    });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/templates?page=1',
      '/templates?page=2',
      '/templates?page=3',
    ]);
    expect(fake.requests.every((request) => request.headers.authorization === 'Bearer secret-token')).toBe(
      true,
    );
  });

  it('reads one template, and answers undefined for an unknown one', async () => {
    const { provider } = await callbellOn((request) =>
      request.path === '/templates/known'
        ? { status: 200, body: { template: template('known') } }
        : { status: 404, body: { error: 'not found' } },
    );
    await expect(provider.findTemplate('known')).resolves.toMatchObject({ templateId: 'known' });
    await expect(provider.findTemplate('missing')).resolves.toBeUndefined();
  });

  it('sends a template message with template_uuid, optin_contact and our metadata', async () => {
    const { fake, provider } = await callbellOn(() => ({
      status: 200,
      body: { message: { uuid: 'msg-1', status: 'enqueued' } },
    }));
    const accepted = await provider.send({
      to: '+5491122334455',
      text: 'Hola Ana',
      templateId: 'tpl-1',
      templateValues: ['Ana'],
      metadata: { messageId: 'ours-1' },
    });
    expect(accepted).toEqual({ providerMessageId: 'msg-1', status: 'enqueued' });
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/messages/send');
    expect(request!.headers.authorization).toBe('Bearer secret-token');
    expect(JSON.parse(request!.body)).toEqual({
      to: '+5491122334455',
      from: 'whatsapp',
      type: 'text',
      content: { text: 'Hola Ana' },
      template_uuid: 'tpl-1',
      optin_contact: true,
      template_values: ['Ana'],
      metadata: { messageId: 'ours-1' },
    });
  });

  it('sends a free text without template fields', async () => {
    const { fake, provider } = await callbellOn(
      () => ({
        status: 200,
        body: { message: { uuid: 'm', status: 'sent' } },
      }),
      { token: 't' },
    );
    await provider.send(aText);
    const body = JSON.parse(fake.requests[0]!.body);
    expect(body).not.toHaveProperty('template_uuid');
    expect(body).not.toHaveProperty('optin_contact');
  });

  it.each([
    [402, { error: 'whatsapp_wallet_depleted_credit' }],
    [422, { error: 'invalid number' }],
    [429, { error: 'too many requests' }],
    [503, 'Service Unavailable'],
  ])('reports a %s answer to a send as a VendorError with its status and body', async (status, body) => {
    const { provider } = await callbellOn(() => ({ status, body }));
    const error = await provider.send(aText).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VendorError);
    expect(error).toMatchObject({ status, vendor: 'Callbell', failure: 'status', body });
  });

  it('gives up on a slow answer (timeout)', async () => {
    const { provider } = await callbellOn(() => ({ status: 200, body: {}, delayMs: 2_000 }), {
      timeoutMs: 100,
    });
    const error = await provider.send(aText).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ failure: 'timeout', status: 0 });
  });

  it('looks a status up at GET /messages/status/{uuid}; mismatch is kept, unknown is undefined', async () => {
    const { fake, provider } = await callbellOn((request) =>
      request.path === '/messages/status/m-1'
        ? { status: 200, body: { message: { uuid: 'm-1', status: 'delivered' } } }
        : request.path === '/messages/status/m-2'
          ? { status: 200, body: { message: { uuid: 'm-2', status: 'mismatch' } } }
          : { status: 404, body: { error: 'not found' } },
    );
    await expect(provider.messageStatus('m-1')).resolves.toBe('delivered');
    await expect(provider.messageStatus('m-2')).resolves.toBe('mismatch');
    await expect(provider.messageStatus('m-3')).resolves.toBeUndefined();
    expect(fake.requests[0]!.method).toBe('GET');
  });
});
