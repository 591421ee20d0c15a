/** The messaging module's public surface: the WhatsApp sender port, the service, its handlers and job. */
export { messagingHandlers } from './messaging.routes.js';
export {
  createMessagingService,
  type MessagingService,
  type Payers,
  type PaymentLinks,
  type PaymentOfMessage,
} from './messaging.service.js';
export { createOutbox, type Outbox } from './outbox.js';
export { messagingRetriesJob } from './retries-job.js';
export { createTemplateCache } from './templates.js';
export type { OutboundWhatsApp, WhatsAppResult, WhatsAppSender } from './whatsapp-sender.js';
