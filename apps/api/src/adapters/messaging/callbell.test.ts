import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../../test/fakes/fake-http-server.js';
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
