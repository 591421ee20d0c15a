/**
 * The WhatsApp messaging provider, as the rest of the API sees it. Callbell speaks it for
 * real (callbell.ts); without credentials the sandbox keeps contacts in memory, offers a few
 * Spanish templates and accepts every message (the messages table is its outbox).
 */
import { randomUUID } from 'node:crypto';
import type { ContactPayload } from '@catedra/contract';
import type { Static } from 'typebox';

/** The contract's body of the contact call (testAddContact). */
export type ContactInput = Static<typeof ContactPayload>;
export type MessagingContact = {
  contactId: string;
  phoneNumber: string;
  name: string;
  tags: string[];
  customFields: Record<string, string>;
};

export type ProviderTemplate = {
  templateId: string;
  title: string;
  templateType: string;
  /** With `{{1}}`-style placeholders. */
  text: string;
  createdAt: string;
};

/** A message's status at the provider (Callbell's words, lower case). */
export type ProviderMessageStatus = 'enqueued' | 'sent' | 'delivered' | 'read' | 'failed' | 'mismatch';

export type ProviderMessage = {
  /** E.164. */
  to: string;
  /** What the recipient reads. */
  text: string;
  templateId: string | null;
  templateValues: string[];
  /** Comes back in the provider's webhooks: our message id. */
  metadata: Record<string, string>;
};

/** The provider took the message: its id (null in the sandbox) and status. */
export type ProviderAcceptance = { providerMessageId: string | null; status: ProviderMessageStatus };

export type MessagingProvider = {
  readonly kind: 'callbell' | 'sandbox';
  createContact(input: ContactInput): Promise<MessagingContact>;
  findContact(contactId: string): Promise<MessagingContact | undefined>;
  /** Every template (all pages). */
  findTemplates(): Promise<ProviderTemplate[]>;
  findTemplate(templateId: string): Promise<ProviderTemplate | undefined>;
  /** Throws VendorError when refused (4xx: final; 429, 5xx, timeouts: worth retrying). */
  send(message: ProviderMessage): Promise<ProviderAcceptance>;
  /** What the provider says of a message now (undefined for one it does not know). */
  messageStatus(providerMessageId: string): Promise<ProviderMessageStatus | undefined>;
};

/** The sandbox's templates, in the academy's Spanish. */
export const SANDBOX_TEMPLATES: readonly ProviderTemplate[] = [
  {
    templateId: 'recordatorio_pago',
    title: 'Recordatorio de pago',
    templateType: 'payment_reminder',
    text: 'Hola {{1}}, te recordamos que la cuota de {{2}} vence el {{3}}. Podés pagarla acá: {{4}}',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    templateId: 'enlace_pago',
    title: 'Enlace de pago',
    templateType: 'payment_link',
    text: 'Hola {{1}}, este es tu enlace para pagar {{2}}: {{3}}',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    templateId: 'bienvenida_curso',
    title: 'Bienvenida al curso',
    templateType: 'welcome',
    text: '¡Hola {{1}}! Te damos la bienvenida a {{2}}. Cualquier consulta, respondé este mensaje.',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

export function createSandboxMessagingProvider(): MessagingProvider {
  const contacts = new Map<string, MessagingContact>();
  return {
    kind: 'sandbox',
    async createContact(input) {
      const existing = [...contacts.values()].find((contact) => contact.phoneNumber === input.phoneNumber);
      const contact = {
        contactId: existing?.contactId ?? randomUUID(),
        phoneNumber: input.phoneNumber,
        name: input.name,
        tags: input.tags ?? [],
        customFields: input.customFields ?? {},
      };
      contacts.set(contact.contactId, contact);
      return contact;
    },
    async findContact(contactId) {
      return contacts.get(contactId);
    },
    async findTemplates() {
      return [...SANDBOX_TEMPLATES];
    },
    async findTemplate(templateId) {
      return SANDBOX_TEMPLATES.find((template) => template.templateId === templateId);
    },
    // Nothing leaves: the messages table keeps what was "sent".
    async send() {
      return { providerMessageId: null, status: 'sent' };
    },
    async messageStatus() {
      return undefined;
    },
  };
}
