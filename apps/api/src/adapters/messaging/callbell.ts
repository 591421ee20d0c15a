/**
 * Callbell's REST API (VENDORS.md), bearer token: contacts (`POST /contacts`,
 * `GET /contacts/{uuid}`), templates (`GET /templates`, paged by `meta.pages`;
 * `GET /templates/{uuid}`), sends (`POST /messages/send`) and the status lookup
 * (`GET /messages/status/{uuid}`). The base URL is configurable so tests point it at a local
 * fake server. Failures are VendorErrors: the caller decides what is final (4xx) and what is
 * retried (429, 5xx, no answer).
 */
import { requestJson, VendorError } from '../http-json.js';
import type {
  ContactInput,
  MessagingContact,
  MessagingProvider,
  ProviderMessageStatus,
  ProviderTemplate,
} from './messaging-provider.js';

type CallbellTemplate = {
  uuid: string;
  title: string;
  templateType?: string;
  text: string;
  createdAt?: string;
};

type CallbellContact = {
  uuid: string;
  name: string;
  phoneNumber: string;
  tags?: string[];
  customFields?: Record<string, string>;
};

/** Callbell may answer numbers without the leading +; the API always speaks E.164. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+${phone.replace(/\D/g, '')}`);

function toContact(contact: CallbellContact): MessagingContact {
  return {
    contactId: contact.uuid,
    phoneNumber: e164(contact.phoneNumber),
    name: contact.name,
    tags: contact.tags ?? [],
    customFields: contact.customFields ?? {},
  };
}

function toTemplate(template: CallbellTemplate): ProviderTemplate {
  return {
    templateId: template.uuid,
    title: template.title,
    templateType: template.templateType ?? '',
    text: template.text,
    createdAt: new Date(template.createdAt ?? 0).toISOString(),
  };
}

const STATUSES: readonly ProviderMessageStatus[] = [
  'enqueued',
  'sent',
  'delivered',
  'read',
  'failed',
  'mismatch',
];
const statusOf = (status: unknown): ProviderMessageStatus | undefined =>
  STATUSES.find((known) => known === String(status).toLowerCase());

/** More pages than any account has: a guard against a vendor that never says "last". */
const MAX_TEMPLATE_PAGES = 50;
/** Callbell answers in well under a second; a send that takes longer is retried by the job. */
const CALLBELL_TIMEOUT_MS = 10_000;

export function createCallbellProvider(options: {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}): MessagingProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = { Authorization: `Bearer ${options.token}` };
  const timeoutMs = options.timeoutMs ?? CALLBELL_TIMEOUT_MS;
  /** A GET that answers undefined for a 404. */
  async function find<T>(path: string): Promise<T | undefined> {
    try {
      return await requestJson<T>('Callbell', `${base}${path}`, { method: 'GET', headers, timeoutMs });
    } catch (error) {
      if (error instanceof VendorError && error.status === 404) return undefined;
      throw error;
    }
  }
  return {
    kind: 'callbell',
    async createContact(input: ContactInput) {
      const body = await requestJson<{ contact: CallbellContact }>('Callbell', `${base}/contacts`, {
        method: 'POST',
        headers,
        timeoutMs,
        body: {
          identifier: input.phoneNumber,
          source: 'whatsapp',
          name: input.name,
          ...(input.tags ? { tags: input.tags } : {}),
          ...(input.customFields ? { custom_fields: input.customFields } : {}),
        },
      });
      return toContact(body.contact);
    },
    async findContact(contactId: string) {
      const body = await find<{ contact: CallbellContact }>(`/contacts/${encodeURIComponent(contactId)}`);
      return body && toContact(body.contact);
    },
    async findTemplates() {
      const templates: ProviderTemplate[] = [];
      for (let page = 1; page <= MAX_TEMPLATE_PAGES; page++) {
        const body = await requestJson<{
          templates: CallbellTemplate[];
          meta?: { page?: number; pages?: number };
        }>('Callbell', `${base}/templates?page=${page}`, { method: 'GET', headers, timeoutMs });
        templates.push(...body.templates.map(toTemplate));
        if (page >= (body.meta?.pages ?? 1)) break;
      }
      return templates;
    },
    async findTemplate(templateId: string) {
      const body = await find<{ template: CallbellTemplate }>(`/templates/${encodeURIComponent(templateId)}`);
      return body && toTemplate(body.template);
    },
    async send(message) {
      const body = await requestJson<{ message: { uuid: string; status: string } }>(
        'Callbell',
        `${base}/messages/send`,
        {
          method: 'POST',
          headers,
          timeoutMs,
          body: {
            to: message.to,
            from: 'whatsapp',
            type: 'text',
            content: { text: message.text },
            ...(message.templateId
              ? {
                  template_uuid: message.templateId,
                  optin_contact: true,
                  template_values: message.templateValues,
                }
              : {}),
            metadata: message.metadata,
          },
        },
      );
      return { providerMessageId: body.message.uuid, status: statusOf(body.message.status) ?? 'enqueued' };
    },
    async messageStatus(providerMessageId: string) {
      const body = await find<{ message: { uuid: string; status: string } }>(
        `/messages/status/${encodeURIComponent(providerMessageId)}`,
      );
      return body && statusOf(body.message.status);
    },
  };
}
