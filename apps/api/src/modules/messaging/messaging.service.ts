/**
 * The messaging calls (contract area `messaging`): contacts and templates at the provider,
 * text and template messages, the payment message with its short link, the short links'
 * follows, the list of every message, and Callbell's status webhook (docs/domain/messaging.md).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CallbellWebhookEvent,
  type ComplexMessagePayload,
  fillTemplate,
  formatMoney,
  type MessagePayload,
  type SentMessage,
} from '@catedra/contract';
import type { Static } from 'typebox';
import { VendorError } from '../../adapters/http-json.js';
import type { ContactInput, MessagingProvider } from '../../adapters/messaging/messaging-provider.js';
import type { Actor } from '../../core/actor.js';
import { type PageQuery, pageOf, toPageRequest } from '../../core/pagination.js';
import { AppError, orNotFound } from '../../errors/app-error.js';
import type { Clock } from '../../time/clock.js';
import type { ListedMessage, MessageFilters, MessagingRepository } from './messaging.repository.js';
import { isNoCredit, type Outbox, statusOfProvider } from './outbox.js';
import type { TemplateCache } from './templates.js';

/** What sendPaymentMessage reads of a payment, and the new link it issues (payments module). */
export type PaymentOfMessage = {
  id: string;
  userId: string;
  amount: string;
  currency: 'ARS' | 'USD';
  status: string;
  vendorId: string | null;
};
export type PaymentLinks = {
  find(paymentId: string): Promise<PaymentOfMessage | undefined>;
  /** A new checkout link (the one issued before stops working); PAYMENT_NOT_PAYABLE unless open. */
  issue(paymentId: string): Promise<{ url: string }>;
};
export type Payers = {
  find(userId: string): Promise<{ firstName: string; phone: string | null } | undefined>;
};

export type MessagingServiceDeps = {
  messages: MessagingRepository;
  provider: MessagingProvider;
  templates: TemplateCache;
  outbox: Outbox;
  paymentLinks: PaymentLinks;
  payers: Payers;
  clock: Clock;
  /** CALLBELL_WEBHOOK_SECRET; without one the webhook does not exist (404). */
  webhookSecret: string | undefined;
};

const LINK = '{{link}}';

/** A provider failure, for the caller: 502, its reason in the detail. */
async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    throw new AppError(
      'MESSAGING_PROVIDER_UNAVAILABLE',
      `El proveedor de mensajería falló: ${error.message}`,
    );
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export function createMessagingService(deps: MessagingServiceDeps) {
  const { messages, provider, templates, outbox } = deps;

  function toDto(row: ListedMessage): Static<typeof SentMessage> {
    return {
      id: row.id,
      to: row.to,
      templateId: row.templateId,
      text: row.text,
      status: row.status,
      providerMessageId: row.providerMessageId,
      redirectUrl: row.linkCode ? outbox.shortUrlOf(row.linkCode) : null,
      sentAt: row.sentAt?.toISOString() ?? null,
      error: row.error,
      noCredit: row.status === 'FAILED' && isNoCredit(row.error),
      attempts: row.attempts,
      linkClicks: row.linkClicks,
      sentBy: row.sentById,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function sentMessage(messageId: string) {
    const row = await messages.findById(messageId);
    if (!row) throw new Error(`message ${messageId} vanished`);
    return toDto(row);
  }

  async function templateOf(templateId: string) {
    const template = await viaProvider(() => templates.byId(templateId));
    if (!template) {
      throw AppError.invalidField(
        'MESSAGE_TEMPLATE_UNKNOWN',
        'templateId',
        'no es una plantilla del proveedor',
      );
    }
    return template;
  }

  return {
    createContact: (input: ContactInput) => viaProvider(() => provider.createContact(input)),

    async findContact(contactId: string) {
      return orNotFound(
        viaProvider(() => provider.findContact(contactId)),
        'El contacto',
      );
    },

    findTemplates: () => viaProvider(() => templates.all()),

    async findTemplate(templateId: string) {
      return orNotFound(
        viaProvider(() => templates.byId(templateId)),
        'La plantilla',
      );
    },

    /** A text or a template message: exactly one of both. */
    async sendMessage(actor: Actor, body: Static<typeof MessagePayload>) {
      const isTemplate = body.templateId !== undefined;
      if ((body.text !== undefined) === isTemplate || (!isTemplate && body.templateValues !== undefined)) {
        throw AppError.invalidField(
          'MESSAGE_CONTENT_INVALID',
          'text',
          'un mensaje lleva un texto o una plantilla (con sus valores), uno de los dos',
        );
      }
      const values = body.templateValues ?? [];
      const content = isTemplate
        ? {
            templateId: body.templateId!,
            templateValues: values,
            text: fillTemplate((await templateOf(body.templateId!)).text, values),
          }
        : { templateId: null, templateValues: [], text: body.text! };
      const sent = await outbox.sender.send({ to: body.to, ...content, actor });
      return sentMessage(sent.messageId);
    },

    /**
     * A template message with a short link to the payment's checkout, by default to its payer.
     * The payment's link is issued anew (only its hash is kept): the one sent before stops
     * working, so every refusal is checked before.
     */
    async sendPaymentMessage(actor: Actor, body: Static<typeof ComplexMessagePayload>) {
      const payment = await deps.paymentLinks.find(body.paymentId);
      if (!payment) throw AppError.notFound('El pago');
      if (payment.vendorId === 'manual') {
        throw new AppError('PAYMENT_HAS_NO_LINK', 'Un pago manual no tiene enlace de pago');
      }
      if (payment.status !== 'CREATED' && payment.status !== 'PENDING') {
        throw new AppError('PAYMENT_NOT_PAYABLE', `Un pago ${payment.status} ya no se puede pagar`);
      }
      const payer = await deps.payers.find(payment.userId);
      const to = body.to ?? payer?.phone;
      if (!to) {
        throw AppError.invalidField(
          'MESSAGE_RECIPIENT_MISSING',
          'to',
          'quien paga no tiene teléfono: indicá uno',
        );
      }
      const template = await templateOf(body.templateId);
      const given = body.templateValues ?? [
        payer?.firstName ?? '',
        formatMoney(payment.amount, payment.currency),
      ];
      // The link goes where the values say ({{link}}), else last.
      const values = given.some((value) => value.includes(LINK)) ? given : [...given, LINK];
      const link = await deps.paymentLinks.issue(payment.id);
      const sent = await outbox.sender.send({
        to,
        templateId: template.templateId,
        templateValues: values,
        text: fillTemplate(template.text, values),
        linkTarget: link.url,
        actor,
        reference: { paymentId: payment.id },
      });
      return sentMessage(sent.messageId);
    },

    async findAll(query: MessageFilters & PageQuery) {
      const page = toPageRequest(query);
      const { rows, total } = await messages.findPage(query, page);
      return pageOf(rows.map(toDto), total, page);
    },

    /** A short link's target, counting the follow. */
    async followShortLink(code: string) {
      const target = await messages.followShortLink(code, deps.clock.now());
      if (!target) throw AppError.notFound('El enlace');
      return { target };
    },

    /** The webhook's secret, compared in constant time: another one (or none configured) is 404. */
    checkWebhookSecret(secret: string) {
      const expected = deps.webhookSecret;
      if (!expected || !timingSafeEqual(sha256(secret), sha256(expected)))
        throw AppError.notFound('El webhook');
      return { status: 'ok' as const };
    },

    /**
     * Callbell's event. A status is never taken from the body (Callbell signs nothing): it is
     * asked with `GET /messages/status/{uuid}`, and stored only when the provider confirms it.
     */
    async receiveWebhook(secret: string, event: Static<typeof CallbellWebhookEvent>) {
      const ack = this.checkWebhookSecret(secret);
      const uuid = (event.payload as { uuid?: unknown } | undefined)?.uuid;
      if (event.event !== 'message_status_updated' || typeof uuid !== 'string') return ack;
      const message = await messages.findByProviderId(uuid);
      if (!message) return ack;
      const confirmed = await viaProvider(() => provider.messageStatus(uuid));
      if (!confirmed) return ack;
      const status = statusOfProvider(confirmed);
      if (status !== message.status) {
        await messages.update(message.id, {
          status,
          ...(status === 'FAILED'
            ? {
                error:
                  confirmed === 'mismatch'
                    ? 'El número no corresponde a una cuenta de WhatsApp (mismatch)'
                    : 'Callbell informó el mensaje como fallido',
              }
            : {}),
        });
      }
      return ack;
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
