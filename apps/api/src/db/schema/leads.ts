/**
 * Leads (docs/domain/sales.md): prospective students, their history (the timeline's own
 * rows) and the round-robin that assigns new leads to active sellers. The round-robin's one
 * row is updated in the lead's transaction: concurrent assignments queue on it, so each
 * active seller takes his turn (the one whose last turn is oldest goes next).
 */
import { LEAD_EVENT_KINDS, LEAD_STATUSES, type Touch } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import { courses } from './academic.js';
import { createdAt, id, instant, reference, timestamps, trigramIndex } from './columns.js';
import { enrollments } from './enrollments.js';
import { actingPerson, users } from './users.js';

export const leadStatusEnum = pgEnum('lead_status', LEAD_STATUSES);
export const leadEventKindEnum = pgEnum('lead_event_kind', LEAD_EVENT_KINDS);

/** A visit's UTM parameters and click ids. */
export type TouchValue = Static<typeof Touch>;

export const leads = pgTable(
  'leads',
  {
    id: id(),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    country: varchar('country', { length: 2 }),
    courseInterestId: reference('course_interest_id', () => courses.id, { onDelete: 'set null' }),
    source: varchar('source', { length: 100 }),
    utm: jsonb('utm').notNull().default({}).$type<TouchValue>(),
    firstTouch: jsonb('first_touch').$type<TouchValue>(),
    lastTouch: jsonb('last_touch').$type<TouchValue>(),
    consentAt: instant('consent_at'),
    status: leadStatusEnum('status').notNull().default('NEW'),
    sellerId: reference('seller_id', () => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    attributes: jsonb('attributes').notNull().default({}).$type<Record<string, unknown>>(),
    /** The referred enrollment it was converted into (set once, with WON). */
    enrollmentId: reference('enrollment_id', () => enrollments.id, { onDelete: 'set null' }),
    /** Name, e-mail and phone normalized (db/search.ts) for the accent-insensitive `q`. */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_seller_id_created_at_idx').on(table.sellerId, table.createdAt),
    index('leads_status_created_at_idx').on(table.status, table.createdAt),
    index('leads_country_created_at_idx').on(table.country, table.createdAt),
    index('leads_full_name_idx').on(sql`${table.fullName} collate "und-x-icu"`),
    // Duplicates: the same e-mail (case-insensitive) or phone.
    index('leads_email_idx').on(sql`lower(${table.email})`),
    index('leads_phone_idx').on(table.phone),
    index('leads_enrollment_id_idx').on(table.enrollmentId),
    index('leads_course_interest_id_idx').on(table.courseInterestId),
    // Any extra query key of the list: `attributes @> {"key": "value"}`.
    index('leads_attributes_idx').using('gin', sql`${table.attributes} jsonb_path_ops`),
    trigramIndex('leads_search_idx', table.searchText),
    check('leads_contact_present', sql`${table.email} is not null or ${table.phone} is not null`),
  ],
);

/** A lead's own history: created, each status or seller change (who, when), merges, conversion. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: leadEventKindEnum('kind').notNull(),
    fromValue: varchar('from_value', { length: 100 }),
    toValue: varchar('to_value', { length: 100 }),
    actorId: actingPerson('actor_id'),
    detail: jsonb('detail').notNull().default({}).$type<Record<string, string | null>>(),
    at: instant('at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_events_lead_id_at_idx').on(table.leadId, table.at)],
);

/** The round-robin's one row (id 1): `turn` grows on every assignment. */
export const leadRoundRobin = pgTable(
  'lead_round_robin',
  {
    id: integer('id').primaryKey(),
    turn: bigint('turn', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('lead_round_robin_single_row', sql`${table.id} = 1`)],
);

/** Each seller's last turn of the round-robin (none yet: he goes first). */
export const leadSellerTurns = pgTable('lead_seller_turns', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastTurn: bigint('last_turn', { mode: 'number' }).notNull(),
  assigned: integer('assigned').notNull().default(0),
});

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
export type LeadEventRow = typeof leadEvents.$inferSelect;
