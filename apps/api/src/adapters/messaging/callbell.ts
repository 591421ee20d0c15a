/**
 * Callbell's REST API (VENDORS.md): `POST /contacts` and `GET /contacts/{uuid}`, bearer token.
 * The base URL is configurable so tests point it at a local fake server.
 */
import { requestJson, VendorError } from '../http-json.js';
import type { ContactInput, MessagingContact, MessagingProvider } from './messaging-provider.js';

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

export function createCallbellProvider(options: { baseUrl: string; token: string }): MessagingProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const headers = { Authorization: `Bearer ${options.token}` };
  return {
    kind: 'callbell',
    async createContact(input: ContactInput) {
      const body = await requestJson<{ contact: CallbellContact }>('Callbell', `${base}/contacts`, {
        method: 'POST',
        headers,
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
      try {
        const body = await requestJson<{ contact: CallbellContact }>(
          'Callbell',
          `${base}/contacts/${encodeURIComponent(contactId)}`,
          { method: 'GET', headers },
        );
        return toContact(body.contact);
      } catch (error) {
        if (error instanceof VendorError && error.status === 404) return undefined;
        throw error;
      }
    },
  };
}
