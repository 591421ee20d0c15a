/** The messaging calls, bound to the messaging service (thin: every rule is in the service). */
import { defineHandlers } from '../../http/handlers.js';
import type { MessagingService } from './messaging.service.js';

export function messagingHandlers({ messaging }: { messaging: MessagingService }) {
  return defineHandlers({
    createMessagingContact: ({ body }) => messaging.createContact(body),
    findMessagingContactById: ({ params }) => messaging.findContact(params.contactId),
    findAllMessageTemplates: () => messaging.findTemplates(),
    findMessageTemplateById: ({ params }) => messaging.findTemplate(params.templateId),
    // The contract's pattern let only digits (and one leading +) through.
    redirectToChat: ({ params, reply }) =>
      reply.redirect(`https://wa.me/${params.phoneNumber.replace(/\D/g, '')}`, 302),
    sendMessage: ({ caller, body }) => messaging.sendMessage(caller, body),
    sendPaymentMessage: ({ caller, body }) => messaging.sendPaymentMessage(caller, body),
    findAllSentMessages: ({ query }) => messaging.findAll(query),
    followShortLink: ({ params }) => messaging.followShortLink(params.code),
    receiveCallbellWebhook: ({ params, body }) => messaging.receiveWebhook(params.secret, body),
    checkCallbellWebhook: ({ params }) => messaging.checkWebhookSecret(params.secret),
  });
}
