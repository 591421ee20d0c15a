import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, money, requiredReference, updatedAt } from './columns.js';
import { enrollments } from './enrollments.js';
import { reminderChannelEnum, reminderStatusEnum, reminderTriggerEnum } from './enums.js';
import { actingPerson } from './users.js';

/** The one row (id 1) of the reminders' settings; the defaults are D-3, D0 and D+3. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: integer('id').primaryKey().default(1),
    stages: integer('stages').array().notNull().default(sql`'{-3,0,3}'`),
    whatsappTemplateId: varchar('whatsapp_template_id', { length: 200 }).notNull(),
    whatsappValues: text('whatsapp_values').array().notNull(),
    whatsappText: text('whatsapp_text').notNull(),
    emailSubject: varchar('email_subject', { length: 200 }).notNull(),
    emailText: text('email_text').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [check('reminder_settings_single_row', sql`${table.id} = 1`)],
);

/** Days automatic WhatsApp reminders wait over (Argentina's national holidays seeded for 2026–2028). */
export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('holidays_date_key').on(table.date)],
);

export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: id(),
    enrollmentId: requiredReference('enrollment_id', () => enrollments.id, { onDelete: 'cascade' }),
    periodNumber: integer('period_number').notNull(),
    /** D-3, D0, D+3 (the settings' offsets), or STAFF:YYYY-MM-DD (a staff send, once a day). */
    stage: varchar('stage', { length: 40 }).notNull(),
    channel: reminderChannelEnum('channel').notNull(),
    status: reminderStatusEnum('status').notNull().default('QUEUED'),
    trigger: reminderTriggerEnum('trigger').notNull(),
    requestedBy: actingPerson('requested_by'),
    sendAfter: instant('send_after').notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    messageId: varchar('message_id', { length: 200 }),
    /** What was left to pay when it was sent. */
    amount: money('amount'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_reminders_period_stage_channel_key').on(
      table.enrollmentId,
      table.periodNumber,
      table.stage,
      table.channel,
    ),
    // The sender reads only what is still queued, the earliest due first.
    index('payment_reminders_queued_idx').on(table.sendAfter).where(sql`${table.status} = 'QUEUED'`),
    index('payment_reminders_enrollment_created_idx').on(table.enrollmentId, table.createdAt),
  ],
);

export type PaymentReminderRow = typeof paymentReminders.$inferSelect;
export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type HolidayRow = typeof holidays.$inferSelect;
