import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, reference, trigramIndex } from './columns.js';
import { messageStatusEnum } from './enums.js';
import { actingPerson } from './users.js';

/**
 * Short links (`/r/{code}` on the web app): a payment message carries one instead of the
 * checkout's long address, and every follow is counted (docs/domain/messaging.md).
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: id(),
    /** ~8 random url-safe characters. */
    code: varchar('code', { length: 32 }).notNull(),
    target: text('target').notNull(),
    clicks: integer('clicks').notNull().default(0),
    lastClickAt: instant('last_click_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('short_links_code_key').on(table.code)],
);

/**
 * Every WhatsApp message sent, the sandbox outbox included (docs/domain/messaging.md): written
 * before the provider is called, then updated with what it answered. ENQUEUED without a
 * provider id waits for `next_attempt_at` (a 429 or 5xx is retried by the messaging-retries job).
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    to: varchar('to', { length: 20 }).notNull(),
    templateId: varchar('template_id', { length: 64 }),
    templateValues: jsonb('template_values').notNull().default([]).$type<string[]>(),
    /** What the recipient reads (a template's text with its values). */
    text: text('text'),
    status: messageStatusEnum('status').notNull().default('ENQUEUED'),
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    /** Why the provider refused it (final) or why the last attempt failed. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the retries job may try it (again); null once the provider answered for good. */
    nextAttemptAt: instant('next_attempt_at'),
    /** The staff member who sent it; null for the system (then `source` names the job). */
    sentById: actingPerson('sent_by_id'),
    source: varchar('source', { length: 100 }).notNull(),
    /** What it is about (`{ reminderId }`, `{ paymentId }`), sent as the provider's metadata. */
    reference: jsonb('reference').notNull().default({}).$type<Record<string, string>>(),
    shortLinkId: reference('short_link_id', () => shortLinks.id),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (table) => [
    index('messages_created_at_idx').on(table.createdAt),
    index('messages_status_created_at_idx').on(table.status, table.createdAt),
    index('messages_template_id_created_at_idx').on(table.templateId, table.createdAt),
    // The phone filter is a contains-search on the digits.
    trigramIndex('messages_to_search_idx', table.to),
    uniqueIndex('messages_provider_message_id_key')
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    // The retries job reads only what still waits for an attempt.
    index('messages_retry_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'ENQUEUED' and ${table.providerMessageId} is null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type ShortLinkRow = typeof shortLinks.$inferSelect;
