import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { humanOrder } from '../search.js';
import { createdAt, id, instant, reference, requiredReference, timestamps, trigramIndex } from './columns.js';
import { allianceMembershipAction, scopeChangeAction, scopeEnum } from './enums.js';
import { alliances, allianceTiers } from './selling.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    country: varchar('country', { length: 2 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    documentId: varchar('document_id', { length: 30 }),
    /** The alliance the user is a member of; a removed alliance leaves its members without one. */
    allianceId: reference('alliance_id', () => alliances.id, { onDelete: 'set null' }),
    /**
     * The member's tier: a code of his alliance's tiers (the composite foreign key keeps it one
     * of that alliance, so a tier a member has cannot be removed). Null: a member without a tier.
     */
    allianceTier: varchar('alliance_tier', { length: 30 }),
    scopes: scopeEnum('scopes').array().notNull().default(sql`'{}'`),
    /** Bumped when the password changes: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** False once SU or MANAGER_ADMIN deactivates the account: no sign-in, no session. */
    active: boolean('active').notNull().default(true),
    deactivatedAt: instant('deactivated_at'),
    deactivationReason: varchar('deactivation_reason', { length: 500 }),
    /** Set on each successful sign-in. */
    lastSignInAt: instant('last_sign_in_at'),
    /** Name, e-mail, phone and document, normalized for search (see db/search.ts). */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    // E-mail is unique regardless of case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_scopes_idx').using('gin', table.scopes),
    index('users_created_at_idx').on(table.createdAt),
    index('users_alliance_id_idx').on(table.allianceId),
    index('users_country_idx').on(table.country),
    // The users list sorts by the last sign-in with "never" as the oldest (db: -infinity).
    index('users_last_sign_in_at_idx').on(sql`coalesce(${table.lastSignInAt}, '-infinity'::timestamptz)`),
    // findAllUsers compares city and state regardless of case.
    index('users_city_lower_idx').on(sql`lower(${table.city})`),
    index('users_state_lower_idx').on(sql`lower(${table.state})`),
    // Name sorts use ICU's collation (db/search.ts humanOrder); the indexes must match it.
    index('users_last_name_human_idx').on(humanOrder(table.lastName)),
    index('users_first_name_human_idx').on(humanOrder(table.firstName)),
    trigramIndex('users_search_text_idx', table.searchText),
    // Removing a tier asks whether a member has it (and the foreign key below checks it too).
    index('users_alliance_id_tier_idx').on(table.allianceId, table.allianceTier),
    foreignKey({
      name: 'users_alliance_tier_fkey',
      columns: [table.allianceId, table.allianceTier],
      foreignColumns: [allianceTiers.allianceId, allianceTiers.code],
    }),
    check('users_tier_needs_alliance', sql`${table.allianceTier} is null or ${table.allianceId} is not null`),
  ],
);

/**
 * The person a row records as having acted (changed, graded, issued, decided…): the row
 * stays, without him, when his account is deleted.
 */
export const actingPerson = (name: string) => reference(name, () => users.id, { onDelete: 'set null' });

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Every grant and removal of a scope: who, when, what. */
export const scopeChanges = pgTable(
  'scope_changes',
  {
    id: id(),
    userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
    scope: scopeEnum('scope').notNull(),
    action: scopeChangeAction('action').notNull(),
    changedBy: actingPerson('changed_by'),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (table) => [index('scope_changes_user_id_changed_at_idx').on(table.userId, table.changedAt)],
);

/**
 * Every change of a user's alliance membership made through the membership operations: who,
 * when, which alliance and the tier he has after it (null when he left).
 */
export const allianceMembershipChanges = pgTable(
  'alliance_membership_changes',
  {
    id: id(),
    userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
    allianceId: requiredReference('alliance_id', () => alliances.id, { onDelete: 'cascade' }),
    action: allianceMembershipAction('action').notNull(),
    tier: varchar('tier', { length: 30 }),
    changedBy: actingPerson('changed_by'),
    changedAt: instant('changed_at').notNull(),
  },
  (table) => [
    index('alliance_membership_changes_user_id_changed_at_idx').on(table.userId, table.changedAt),
    index('alliance_membership_changes_alliance_id_changed_at_idx').on(table.allianceId, table.changedAt),
  ],
);

/** Single-use password recovery tokens, stored as SHA-256 hashes (the link carries the token). */
export const passwordRecoveryTokens = pgTable(
  'password_recovery_tokens',
  {
    id: id(),
    userId: requiredReference('user_id', () => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('password_recovery_tokens_token_hash_key').on(table.tokenHash),
    index('password_recovery_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * Counters for rate limits that must hold across API replicas (sign-in per e-mail):
 * one row per key and time window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 300 }).notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [uniqueIndex('rate_limit_counters_key_window_key').on(table.key, table.windowStart)],
);
