/**
 * A payment vendor's adapter under test against its fake server (fake-dlocal.ts,
 * fake-mercadopago.ts, fake-paypal.ts): each set-up starts the fake, builds the adapter on its
 * URL with a test clock at 2026-03-01 12:00 UTC and a 2 s timeout unless told, and the fake
 * is closed after the test.
 */
import { afterEach } from 'vitest';
import { type TestClock, testClock } from './test-clock.js';

type FakeServer = { url: string; close(): Promise<void> };

/** What an adapter needs to reach the fake. */
export type FakeConnection = { baseUrl: string; clock: TestClock; timeoutMs: number };

export function vendorOnFake() {
  let running: FakeServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  return async <Fake extends FakeServer, Vendor>(
    start: () => Promise<Fake>,
    create: (connection: FakeConnection) => Vendor,
    timeoutMs = 2_000,
  ) => {
    const fake = await start();
    running = fake;
    const clock = testClock('2026-03-01T12:00:00Z');
    return { fake, vendor: create({ baseUrl: fake.url, clock, timeoutMs }), clock };
  };
}
