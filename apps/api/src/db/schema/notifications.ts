import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns.js';
import { type COMMERCE_MAIL_KINDS, commerceMailKindEnum, outboxStatusEnum } from './enums.js';

/**
 * The commerce e-mail outbox: a row is written in the transaction that makes the e-mail due,
 * once per (kind, subject) — the payment, the refund event or the enrollment it is about —,
 * and sent after the commit by the dispatcher (modules/notifications/dispatcher.ts), which
 * marks it SENT, or counts the attempt and leaves it PENDING until it gives up (FAILED).
 */
export const commerceMailOutbox = pgTable(
  'commerce_mail_outbox',
  {
    id: id(),
    kind: commerceMailKindEnum('kind').notNull(),
    /** What the e-mail is about: a payment id, a refund's event key, an enrollment id. */
    subjectId: varchar('subject_id', { length: 200 }).notNull(),
    to: varchar('to', { length: 254 }).notNull(),
    /** What the template needs, as it was when the e-mail became due. */
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: outboxStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    sentAt: instant('sent_at'),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('commerce_mail_outbox_kind_subject_key').on(table.kind, table.subjectId),
    // The dispatcher reads only the rows still to send, the oldest due first.
    index('commerce_mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'PENDING'`),
  ],
);

export type CommerceMailKind = (typeof COMMERCE_MAIL_KINDS)[number];
export type CommerceMailRow = typeof commerceMailOutbox.$inferSelect;
