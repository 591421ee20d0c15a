/**
 * The WhatsApp messaging provider, as the rest of the API sees it. Callbell speaks it for
 * real (callbell.ts); without credentials the sandbox keeps contacts in memory.
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

export type MessagingProvider = {
  readonly kind: 'callbell' | 'sandbox';
  createContact(input: ContactInput): Promise<MessagingContact>;
  findContact(contactId: string): Promise<MessagingContact | undefined>;
};

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
  };
}
