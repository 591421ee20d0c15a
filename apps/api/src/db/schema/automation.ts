import { desc, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, reference } from './columns.js';
import { enrollments } from './enrollments.js';
import { automationDeliveryKindEnum, automationDeliveryStatusEnum } from './enums.js';

/** What a delivery posts: the sheet it is meant for (or null) and the row's cells by column. */
export type AutomationPayload = {
  sheet: string | null;
  row: Record<string, string | number | boolean | null>;
};

/**
 * The rows posted to the spreadsheet/automation webhook (docs/domain/automation.md): a TEST
 * row, or the row of an enrollment that became ACTIVE — written in the transaction of that
 * change, once per enrollment by the unique key — sent by the `automation-deliveries` job
 * (modules/automation), which holds a row `FOR UPDATE SKIP LOCKED` while it posts it.
 */
export const automationDeliveries = pgTable(
  'automation_deliveries',
  {
    id: id(),
    kind: automationDeliveryKindEnum('kind').notNull(),
    enrollmentId: reference('enrollment_id', () => enrollments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').notNull().$type<AutomationPayload>(),
    status: automationDeliveryStatusEnum('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastHttpStatus: smallint('last_http_status'),
    lastError: text('last_error'),
    /** When a PENDING row is due (again); null once DELIVERED or FAILED. */
    nextAttemptAt: instant('next_attempt_at'),
    createdAt: createdAt(),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    // An enrollment's row is queued once, however many times it "becomes ACTIVE" (concurrent
    // approvals, a reactivation); the enrollment first so the list's enrollmentId filter uses it.
    uniqueIndex('automation_deliveries_enrollment_id_kind_key').on(table.enrollmentId, table.kind),
    // The job reads only the rows due, the oldest first.
    index('automation_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'PENDING'`),
    // The list: newest first, by status or by kind.
    index('automation_deliveries_created_at_idx').on(desc(table.createdAt), desc(table.id)),
    index('automation_deliveries_status_created_at_idx').on(table.status, table.createdAt),
    index('automation_deliveries_kind_created_at_idx').on(table.kind, table.createdAt),
  ],
);

export type AutomationDeliveryRow = typeof automationDeliveries.$inferSelect;
