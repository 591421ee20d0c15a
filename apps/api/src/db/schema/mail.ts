import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, trigramIndex } from './columns.js';

/**
 * The development mailbox: with no SMTP_URL configured, outgoing e-mail is stored here
 * instead of being sent, and SU reads it at GET /dev/mailbox and in the admin panel.
 */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The names of the files the e-mail carried (the receipt PDF), kept, not their bytes. */
    attachments: jsonb('attachments').notNull().default([]).$type<string[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('dev_mailbox_created_at_idx').on(table.createdAt),
    // The recipient filter is a contains-search on lower(to): a trigram index serves it.
    trigramIndex('dev_mailbox_to_search_idx', sql`lower(${table.to})`),
  ],
);
