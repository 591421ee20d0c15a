import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../../test/fakes/fake-http-server.js';
import { createMailchimpList, mailchimpBaseUrl, subscriberHash } from './mailchimp.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('Mailchimp list adapter', () => {
  it('derives the data center from the API key', () => {
    expect(mailchimpBaseUrl('abc123-us21')).toBe('https://us21.api.mailchimp.com/3.0');
    expect(() => mailchimpBaseUrl('no-data-center-here'.replaceAll('-', ''))).toThrow('data center');
  });

  it('upserts the member at the md5 of the lower-case e-mail, with Basic auth', async () => {
    const fake = await startFakeServer(() => ({ status: 200, body: { id: 'x', status: 'subscribed' } }));
    close = fake.close;
    const list = createMailchimpList({ apiKey: 'key-us21', listId: 'list42', baseUrl: fake.url });
    await list.subscribe({ email: 'Ana.Perez@Example.com', firstName: 'Ana', lastName: 'Pérez' });
    const [request] = fake.requests;
    expect(request!.method).toBe('PUT');
    expect(request!.path).toBe('/lists/list42/members/b88a0b6bd688ee85e7d88bdfbf7cc10c');
    expect(subscriberHash(' ANA.PEREZ@example.com ')).toBe('b88a0b6bd688ee85e7d88bdfbf7cc10c');
    expect(request!.headers.authorization).toBe(
      `Basic ${Buffer.from('catedra:key-us21').toString('base64')}`,
    );
    expect(JSON.parse(request!.body)).toEqual({
      email_address: 'Ana.Perez@Example.com',
      status_if_new: 'subscribed',
      merge_fields: { FNAME: 'Ana', LNAME: 'Pérez' },
    });
  });

  it('fails the call when Mailchimp refuses it', async () => {
    const fake = await startFakeServer(() => ({ status: 400, body: { title: 'Invalid Resource' } }));
    close = fake.close;
    const list = createMailchimpList({ apiKey: 'key-us21', listId: 'l', baseUrl: fake.url });
    await expect(list.subscribe({ email: 'x@y.ar' })).rejects.toMatchObject({
      status: 400,
      vendor: 'Mailchimp',
    });
  });
});
