/**
 * Messaging through the WhatsApp provider (a Callbell-like REST API): contacts, templates,
 * sends, the payment message with a redirect link, and the chat link (specification
 * section 7, "Messaging"; DESIGN.md section 4, "Sales and messaging"; VENDORS.md).
 */
import Type from 'typebox';
import { MESSAGE_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Params, Phone, Url, Uuid } from '../core/schemas.js';
import { SCOPE_GROUPS } from '../core/scopes.js';
import { ContactPayload, MessagingContact } from './users.js';

const tag = 'Messaging';

/** The provider's template id (its uuid). */
export const MessageTemplateId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

export const MessageStatus = Type.Enum(MESSAGE_STATUSES);

export const MessageTemplate = Type.Object({
  templateId: MessageTemplateId,
  title: Type.String(),
  templateType: Type.String(),
  /** The text, with `{{1}}`-style placeholders. */
  text: Type.String(),
  createdAt: DateTime,
});

/** Every message sent is kept. */
export const SentMessage = Type.Object({
  id: Uuid,
  to: Phone,
  templateId: Type.Union([MessageTemplateId, Type.Null()]),
  text: Type.Union([Type.String(), Type.Null()]),
  status: MessageStatus,
  /** The provider's message uuid; null in the sandbox outbox. */
  providerMessageId: Type.Union([Type.String(), Type.Null()]),
  /** The short link carried by a payment message. */
  redirectUrl: Type.Union([Url, Type.Null()]),
  sentAt: DateTime,
});

const TemplateValues = Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 20 });

/** messagePayload: a text (within 24 h of the contact's last message) or a template message. Exactly one of both. */
export const MessagePayload = Body({
  to: Phone,
  text: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  templateId: Type.Optional(MessageTemplateId),
  templateValues: Type.Optional(TemplateValues),
});

/** complexMessagePayload: a template message carrying a short redirect link to a payment's checkout. */
export const ComplexMessagePayload = Body({
  paymentId: Uuid,
  templateId: MessageTemplateId,
  /** By default the paying user's phone. */
  to: Type.Optional(Phone),
  templateValues: Type.Optional(TemplateValues),
});

/** Digits, with an optional leading `+`. */
export const ChatPhoneNumber = Type.String({ pattern: '^\\+?[0-9]{6,15}$', examples: ['5491122334455'] });

export const messagingOperations = {
  createMessagingContact: defineOperation({
    operationId: 'createMessagingContact',
    method: 'POST',
    path: '/communication/contact',
    tag,
    summary: 'Create (or update) a contact at the messaging provider',
    body: { name: 'contactPayload', schema: ContactPayload, required: true },
    response: MessagingContact,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  findMessagingContactById: defineOperation({
    operationId: 'findMessagingContactById',
    method: 'GET',
    path: '/communication/contact/{contactId}',
    tag,
    summary: 'Get a contact of the messaging provider',
    params: Params({ contactId: Uuid }),
    response: MessagingContact,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  findAllMessageTemplates: defineOperation({
    operationId: 'findAllMessageTemplates',
    method: 'GET',
    path: '/communication/templates',
    tag,
    summary: 'List the message templates (cached from the provider)',
    response: Type.Array(MessageTemplate),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  findMessageTemplateById: defineOperation({
    operationId: 'findMessageTemplateById',
    method: 'GET',
    path: '/communication/templates/{templateId}',
    tag,
    summary: 'Get a message template',
    params: Params({ templateId: MessageTemplateId }),
    response: MessageTemplate,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  redirectToChat: defineOperation({
    operationId: 'redirectToChat',
    method: 'GET',
    path: '/communication/chat/redirect/{phoneNumber}',
    tag,
    summary: 'Redirect (302) to a WhatsApp chat with the phone number (https://wa.me/<digits>)',
    params: Params({ phoneNumber: ChatPhoneNumber }),
    successStatus: 302,
    access: { kind: 'public' },
  }),
  sendMessage: defineOperation({
    operationId: 'sendMessage',
    method: 'POST',
    path: '/communication/send',
    tag,
    summary: 'Send a WhatsApp text or template message',
    body: { name: 'messagePayload', schema: MessagePayload, required: true },
    response: SentMessage,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  sendPaymentMessage: defineOperation({
    operationId: 'sendPaymentMessage',
    method: 'POST',
    path: '/communication/send/redirect/payment',
    tag,
    summary: "Send a template message with a short link to a payment's checkout",
    body: { name: 'complexMessagePayload', schema: ComplexMessagePayload, required: true },
    response: SentMessage,
    successStatus: 201,
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
} as const;
