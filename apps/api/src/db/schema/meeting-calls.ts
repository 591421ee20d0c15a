import { MEETING_CALL_STATUSES } from '@catedra/contract';
import { index, integer, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, instant, reference, requiredReference, timestamps } from './columns.js';
import { leads } from './leads.js';
import { users } from './users.js';

export const meetingCallStatusEnum = pgEnum('meeting_call_status', MEETING_CALL_STATUSES);

/**
 * A seller's sales call with a lead or a user (docs/domain/calls-and-commissions.md). Two
 * SCHEDULED calls of one seller never overlap: the exclusion constraint
 * `meeting_calls_no_overlap` (btree_gist over `tstzrange(scheduled_at, ends_at)`, hand-written
 * in the migration: Drizzle has no exclusion constraints) refuses the second, concurrent ones
 * included. The invitee's e-mail and name are kept on the call, so its invitations (and their
 * SEQUENCE, one more per change the invitee is sent) do not depend on a later change of the user.
 */
export const meetingCalls = pgTable(
  'meeting_calls',
  {
    id: id(),
    /** A lead of the leads module (merging leads moves the duplicate's calls to the kept lead first). */
    leadId: reference('lead_id', () => leads.id),
    userId: reference('user_id', () => users.id),
    sellerId: requiredReference('seller_id', () => users.id),
    scheduledAt: instant('scheduled_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** scheduled_at + duration, kept so the exclusion constraint's range is immutable. */
    endsAt: instant('ends_at').notNull(),
    meetingUrl: varchar('meeting_url', { length: 2048 }),
    status: meetingCallStatusEnum('status').notNull().default('SCHEDULED'),
    outcome: text('outcome'),
    notes: text('notes'),
    inviteeEmail: varchar('invitee_email', { length: 254 }),
    inviteeName: varchar('invitee_name', { length: 201 }),
    sequence: integer('sequence').notNull().default(0),
    createdBy: reference('created_by', () => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    // The week view and a seller's list: by seller, in time order.
    index('meeting_calls_seller_scheduled_idx').on(table.sellerId, table.scheduledAt),
    index('meeting_calls_scheduled_idx').on(table.scheduledAt),
    index('meeting_calls_user_idx').on(table.userId),
    index('meeting_calls_lead_idx').on(table.leadId),
  ],
);

export type MeetingCallRow = typeof meetingCalls.$inferSelect;
