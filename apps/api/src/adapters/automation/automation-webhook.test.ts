import { afterEach, describe, expect, it } from 'vitest';
import { startFakeServer } from '../../../test/fakes/fake-http-server.js';
import { testClock } from '../../../test/fakes/test-clock.js';
import {
  createAutomationWebhook,
  createKeptAutomationWebhook,
  signatureOf,
  verifySignature,
} from './automation-webhook.js';

const clock = testClock('2026-03-10T15:00:00Z');
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
const SECRET = 'automation-shared-secret';
const BODY = JSON.stringify({ deliveryId: 'd-1', kind: 'TEST', sheet: 'Hoja 1', row: { nombre: 'Ana' } });

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/**
 * A fake receiver answering `answer`, and the adapter posting to it. The adapter waits 5 s for
 * an answer (a loaded machine may take more than a few hundred ms to serve even a local one);
 * the test of a receiver that does not answer in time gives a shorter wait of its own.
 */
async function fakeAutomation(
  answer: { status: number; headers?: Record<string, string>; delayMs?: number },
  timeoutMs = 5_000,
) {
  const fake = await startFakeServer(() => answer);
  close = fake.close;
  const webhook = createAutomationWebhook({
    url: `${fake.url}/hooks/secret-path-token`,
    secret: SECRET,
    timeoutMs,
    clock,
  });
  return { fake, webhook };
}

describe('automation webhook adapter', () => {
  it('posts the JSON body with its delivery id, signed so the receiver can verify it (2xx: delivered)', async () => {
    const { fake, webhook } = await fakeAutomation({ status: 200 });
    expect(await webhook.post('d-1', BODY)).toEqual({ result: 'delivered', status: 200 });
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/hooks/secret-path-token');
    expect(request!.body).toBe(BODY);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['x-catedra-delivery']).toBe('d-1');
    const signature = request!.headers['x-catedra-signature'] as string;
    expect(signature).toBe(`t=${nowSeconds()},v1=${signatureOf(SECRET, nowSeconds(), BODY)}`);
    expect(verifySignature(signature, request!.body, SECRET, nowSeconds())).toBe(true);
    // Another body, another secret or an old timestamp do not verify.
    expect(verifySignature(signature, `${BODY} `, SECRET, nowSeconds())).toBe(false);
    expect(verifySignature(signature, BODY, 'another-secret', nowSeconds())).toBe(false);
    expect(verifySignature(signature, BODY, SECRET, nowSeconds() + 301)).toBe(false);
    expect(verifySignature(undefined, BODY, SECRET, nowSeconds())).toBe(false);
    expect(webhook).toMatchObject({ configured: true, signed: true, host: new URL(fake.url).host });
  });

  it('answers any 2xx as delivered', async () => {
    const { webhook } = await fakeAutomation({ status: 204 });
    expect(await webhook.post('d-2', BODY)).toEqual({ result: 'delivered', status: 204 });
  });

  it('a 4xx other than 429 is refused for good', async () => {
    const { webhook } = await fakeAutomation({ status: 400 });
    expect(await webhook.post('d-3', BODY)).toEqual({
      result: 'refused',
      status: 400,
      error: 'answered 400',
    });
  });

  it('a redirect is not followed (it would deliver nothing) and counts as refused', async () => {
    const { webhook } = await fakeAutomation({ status: 302, headers: { location: '/elsewhere' } });
    expect(await webhook.post('d-4', BODY)).toMatchObject({ result: 'refused', status: 302 });
  });

  it('429 is retried, with its Retry-After', async () => {
    const { webhook } = await fakeAutomation({ status: 429, headers: { 'retry-after': '120' } });
    expect(await webhook.post('d-5', BODY)).toEqual({
      result: 'retry',
      status: 429,
      error: 'answered 429',
      retryAfterMs: 120_000,
    });
  });

  it('5xx is retried', async () => {
    const { webhook } = await fakeAutomation({ status: 503 });
    expect(await webhook.post('d-6', BODY)).toEqual({ result: 'retry', status: 503, error: 'answered 503' });
  });

  it('no answer within the timeout is retried, with no status', async () => {
    const { webhook } = await fakeAutomation({ status: 200, delayMs: 2000 }, 300);
    expect(await webhook.post('d-7', BODY)).toEqual({
      result: 'retry',
      status: null,
      error: 'no answer in 300 ms',
    });
  });

  it('no connection is retried, and the error never carries the URL (its path may be a token)', async () => {
    const webhook = createAutomationWebhook({
      url: 'http://127.0.0.1:1/hooks/secret-path-token',
      secret: undefined,
      timeoutMs: 1000,
      clock,
    });
    const outcome = await webhook.post('d-8', BODY);
    expect(outcome).toEqual({ result: 'retry', status: null, error: 'could not connect' });
    expect(JSON.stringify(outcome)).not.toContain('secret-path-token');
    expect(webhook.signed).toBe(false);
  });

  it('without a secret the delivery carries no signature', async () => {
    const fake = await startFakeServer(() => ({ status: 200 }));
    close = fake.close;
    const webhook = createAutomationWebhook({ url: fake.url, secret: undefined, timeoutMs: 5_000, clock });
    await webhook.post('d-9', BODY);
    expect(fake.requests[0]!.headers['x-catedra-signature']).toBeUndefined();
  });

  it('without a URL nothing is sent: the delivery is kept', async () => {
    const webhook = createKeptAutomationWebhook(1000);
    expect(webhook).toMatchObject({ configured: false, host: null, signed: false });
    expect(await webhook.post('d-10', BODY)).toEqual({ result: 'not-configured' });
  });
});
