/** A WhatsApp sender (the messaging module's port) that keeps every message; `failing` refuses them. */
import { randomUUID } from 'node:crypto';
import type { OutboundWhatsApp, WhatsAppSender } from '../../src/modules/messaging/index.js';

export type FakeWhatsApp = WhatsAppSender & { sent: OutboundWhatsApp[]; failing: boolean };

export function fakeWhatsApp(): FakeWhatsApp {
  const fake: FakeWhatsApp = {
    sent: [],
    failing: false,
    async send(message) {
      if (fake.failing) throw new Error('Callbell no responde');
      fake.sent.push(message);
      return {
        messageId: randomUUID(),
        status: 'ENQUEUED',
        shortUrl: 'https://catedra.test/r/abc',
        error: null,
      };
    },
  };
  return fake;
}
