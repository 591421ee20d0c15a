/**
 * Messaging through the WhatsApp provider (a Callbell-like REST API): contacts, templates,
 * sends, the payment message with a redirect link, and the chat link (specification
 * section 7, "Messaging"; DESIGN.md section 4, "Sales and messaging"; VENDORS.md).
 */
import Type from 'typebox';
import { MESSAGE_STATUSES } from '../core/enumerations.js';
import { defineOperation } from '../core/operation.js';
import { Body, DateTime, Page, PagedQuery, Params, Phone, Url, Uuid } from '../core/schemas.js';
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
  /** When the provider accepted it (the sandbox: when it was kept); null while it waits for a retry or failed. */
  sentAt: Type.Union([DateTime, Type.Null()]),
  /** Why the provider refused it (a final 4xx) or why the last attempt failed, for staff. */
  error: Type.Union([Type.String(), Type.Null()]),
  /** The provider refused it for a depleted WhatsApp balance: staff must top it up. */
  noCredit: Type.Boolean(),
  /** Sends tried so far (429 and 5xx answers are retried with backoff). */
  attempts: Type.Integer({ minimum: 0 }),
  /** How many times its short link was followed; null without one. */
  linkClicks: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Who sent it: a staff user's id, or null for the system (then `source` names the job). */
  sentBy: Type.Union([Uuid, Type.Null()]),
  /** `staff`, or the job that sent it (`job:payment-reminders`). */
  source: Type.String(),
  createdAt: DateTime,
});

/** What a followed short link leads to. */
export const ShortLinkTarget = Type.Object({ target: Url });

/** A short link's code: ~8 url-safe characters. */
export const ShortLinkCode = Type.String({ pattern: '^[A-Za-z0-9_-]{4,32}$' });

/**
 * Callbell's webhook body: `{ event, payload }` (message_status_updated, message_created…).
 * Lenient: a health check's body (whatever it carries) must still get its `{status:"ok"}`.
 */
export const CallbellWebhookEvent = Type.Object(
  {
    event: Type.Optional(Type.String({ maxLength: 100 })),
    payload: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true },
);
/** What Callbell's health checks expect. */
export const CallbellWebhookAck = Type.Object({ status: Type.Literal('ok') });
const callbellWebhookParams = Params({ secret: Type.String({ minLength: 1, maxLength: 200 }) });

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
    errors: ['MESSAGING_PROVIDER_UNAVAILABLE'],
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
    errors: ['MESSAGING_PROVIDER_UNAVAILABLE'],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  findAllMessageTemplates: defineOperation({
    operationId: 'findAllMessageTemplates',
    method: 'GET',
    path: '/communication/templates',
    tag,
    summary: 'List the message templates (cached from the provider)',
    response: Type.Array(MessageTemplate),
    errors: ['MESSAGING_PROVIDER_UNAVAILABLE'],
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
    errors: ['MESSAGING_PROVIDER_UNAVAILABLE'],
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
    errors: ['MESSAGE_CONTENT_INVALID', 'MESSAGE_TEMPLATE_UNKNOWN', 'MESSAGING_PROVIDER_UNAVAILABLE'],
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
    errors: [
      'NOT_FOUND',
      'PAYMENT_NOT_PAYABLE',
      'PAYMENT_HAS_NO_LINK',
      'MESSAGE_RECIPIENT_MISSING',
      'MESSAGE_TEMPLATE_UNKNOWN',
      'MESSAGING_PROVIDER_UNAVAILABLE',
    ],
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  findAllSentMessages: defineOperation({
    operationId: 'findAllSentMessages',
    method: 'GET',
    path: '/communication/messages',
    tag,
    summary: 'Every message sent (the sandbox outbox included), newest first',
    query: PagedQuery(
      {
        to: Type.Optional(Type.String({ maxLength: 20, description: 'The phone contains these digits' })),
        status: Type.Optional(MessageStatus),
        templateId: Type.Optional(MessageTemplateId),
        from: Type.Optional(DateTime),
        until: Type.Optional(DateTime),
      },
      ['createdAt', 'status'],
    ),
    response: Page(SentMessage),
    access: { kind: 'scopes', scopes: SCOPE_GROUPS.messaging },
  }),
  followShortLink: defineOperation({
    operationId: 'followShortLink',
    method: 'POST',
    path: '/communication/links/{code}/follow',
    tag,
    summary: "A short link's target (the web app's /r/{code} redirects there); counts the click",
    params: Params({ code: ShortLinkCode }),
    response: ShortLinkTarget,
    errors: ['RATE_LIMITED'],
    access: { kind: 'public', note: 'the code is the credential; rate limited' },
  }),
  receiveCallbellWebhook: defineOperation({
    operationId: 'receiveCallbellWebhook',
    method: 'POST',
    path: '/communication/webhooks/callbell/{secret}',
    tag,
    summary: "Callbell's events (message statuses); also its health check",
    description:
      'Callbell signs nothing: the path carries a long random secret (CALLBELL_WEBHOOK_SECRET; another answers 404), ' +
      'and a message status is confirmed with `GET /messages/status/{uuid}` before it is stored.',
    params: callbellWebhookParams,
    body: { name: 'callbellWebhookEvent', schema: CallbellWebhookEvent, required: true },
    response: CallbellWebhookAck,
    errors: ['MESSAGING_PROVIDER_UNAVAILABLE'],
    access: { kind: 'public', note: 'the secret in the path is the credential (compared in constant time)' },
  }),
  checkCallbellWebhook: defineOperation({
    operationId: 'checkCallbellWebhook',
    method: 'GET',
    path: '/communication/webhooks/callbell/{secret}',
    tag,
    summary: "Callbell's health check of the webhook address",
    params: callbellWebhookParams,
    response: CallbellWebhookAck,
    access: { kind: 'public', note: 'the secret in the path is the credential (compared in constant time)' },
  }),
} as const;
