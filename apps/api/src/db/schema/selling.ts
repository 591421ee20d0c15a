import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { humanOrder } from '../search.js';
import { courses } from './academic.js';
import { id, money, reference, requiredReference, timestamps, trigramIndex } from './columns.js';
import { currencyEnum, paymentPlanTypeEnum, periodEnum } from './enums.js';

export const alliances = pgTable(
  'alliances',
  {
    id: id(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Name, slug and contact, normalized for search (see db/search.ts). */
    searchText: text('search_text').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('alliances_slug_key').on(table.slug),
    index('alliances_name_human_idx').on(humanOrder(table.name)),
    index('alliances_created_at_idx').on(table.createdAt),
    trigramIndex('alliances_search_text_idx', table.searchText),
  ],
);

export const allianceTiers = pgTable(
  'alliance_tiers',
  {
    /**
     * Names this tier of this alliance (the code names it only within the alliance): tier
     * overrides reference it. The SQL default gave the tiers existing before it their id.
     */
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(() => uuidv7()),
    allianceId: requiredReference('alliance_id', () => alliances.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 0–100, e.g. 12.5 */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'string' }).notNull(),
    /** The order staff gave the tiers. */
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.allianceId, table.code], name: 'alliance_tiers_pkey' }),
    unique('alliance_tiers_id_key').on(table.id),
    check(
      'alliance_tiers_discount_percent_range',
      sql`${table.discountPercent} >= 0 and ${table.discountPercent} <= 100`,
    ),
  ],
);

export const coursePaymentPlans = pgTable(
  'course_payment_plans',
  {
    id: id(),
    courseId: requiredReference('course_id', () => courses.id),
    name: varchar('name', { length: 200 }).notNull(),
    type: paymentPlanTypeEnum('type').notNull(),
    currency: currencyEnum('currency').notNull(),
    period: periodEnum('period').notNull().default('MONTHLY'),
    /** Null for `upfront` (no periods) and `complete` (derived from the course's dates). */
    numberOfPeriods: integer('number_of_periods'),
    /** The whole price (`upfront`) or the down payment (`hybrid`). */
    upfrontAmount: money('upfront_amount'),
    /** The monthly instalment (`recurring`, `hybrid`, `complete`). */
    periodAmount: money('period_amount'),
    active: boolean('active').notNull().default(true),
    /** Set when the plan is only for that alliance's members. */
    allianceId: reference('alliance_id', () => alliances.id),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('course_payment_plans_course_id_name_key').on(table.courseId, table.name),
    index('course_payment_plans_course_id_active_idx').on(table.courseId, table.active),
    index('course_payment_plans_alliance_id_idx').on(table.allianceId),
    check(
      'course_payment_plans_amounts_of_type',
      sql`case ${table.type}
        when 'upfront' then ${table.upfrontAmount} is not null
        when 'recurring' then ${table.periodAmount} is not null and ${table.numberOfPeriods} is not null
        when 'hybrid' then ${table.upfrontAmount} is not null and ${table.periodAmount} is not null and ${table.numberOfPeriods} is not null
        when 'complete' then ${table.periodAmount} is not null
      end`,
    ),
    check(
      'course_payment_plans_amounts_not_negative',
      sql`coalesce(${table.upfrontAmount}, 0) >= 0 and coalesce(${table.periodAmount}, 0) >= 0`,
    ),
    check(
      'course_payment_plans_number_of_periods_range',
      sql`${table.numberOfPeriods} is null or ${table.numberOfPeriods} between 1 and 120`,
    ),
  ],
);

export const paymentPlanTierOverrides = pgTable(
  'payment_plan_tier_overrides',
  {
    paymentPlanId: requiredReference('payment_plan_id', () => coursePaymentPlans.id, { onDelete: 'cascade' }),
    /** One tier of one alliance: of the plan's alliance, or of any alliance for a plan open to all. */
    tierId: requiredReference('tier_id', () => allianceTiers.id),
    /** Null: the plan's own amount (less the tier's discount) applies. */
    upfrontAmount: money('upfront_amount'),
    periodAmount: money('period_amount'),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentPlanId, table.tierId], name: 'payment_plan_tier_overrides_pkey' }),
    // Removing a tier asks whether an override uses it (and its foreign key checks it too).
    index('payment_plan_tier_overrides_tier_id_idx').on(table.tierId),
    check(
      'payment_plan_tier_overrides_amounts_not_negative',
      sql`coalesce(${table.upfrontAmount}, 0) >= 0 and coalesce(${table.periodAmount}, 0) >= 0`,
    ),
  ],
);

export type AllianceRow = typeof alliances.$inferSelect;
export type AllianceTierRow = typeof allianceTiers.$inferSelect;
export type CoursePaymentPlanRow = typeof coursePaymentPlans.$inferSelect;
export type PaymentPlanTierOverrideRow = typeof paymentPlanTierOverrides.$inferSelect;
