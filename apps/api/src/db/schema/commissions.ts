import { COMMISSION_LINE_KINDS } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import { index, numeric, pgEnum, pgTable, primaryKey, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, money, reference, requiredReference } from './columns.js';
import { currencyEnum } from './enums.js';
import { payments } from './payments.js';
import { users } from './users.js';

export const commissionLineKindEnum = pgEnum('commission_line_kind', COMMISSION_LINE_KINDS);

/** A percentage with two decimals (0.00–100.00). */
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'string' });

/**
 * Each seller's commission rates, the history kept: the one in force at an instant is the
 * latest whose `effective_from` is not after it (docs/domain/calls-and-commissions.md).
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: id(),
    sellerId: requiredReference('seller_id', () => users.id),
    ratePercent: percent('rate_percent').notNull(),
    effectiveFrom: instant('effective_from').notNull(),
    setBy: reference('set_by', () => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('commission_rates_seller_from_idx').on(table.sellerId, table.effectiveFrom)],
);

/**
 * The commission ledger: ACCRUAL (a referred enrollment's payment approved), CLAWBACK (its
 * refund or chargeback), PAYOUT (SELLER_ADMIN paid the seller). Written in the payment's
 * transaction, once per payment and event (`commission_lines_payment_event_key`, the same
 * event keys as the money movements).
 */
export const commissionLines = pgTable(
  'commission_lines',
  {
    id: id(),
    sellerId: requiredReference('seller_id', () => users.id),
    kind: commissionLineKindEnum('kind').notNull(),
    currency: currencyEnum('currency').notNull(),
    /** Signed: positive for an accrual, negative for a clawback or a payout. */
    amount: money('amount').notNull(),
    ratePercent: percent('rate_percent'),
    base: money('base'),
    paymentId: reference('payment_id', () => payments.id),
    enrollmentId: uuid('enrollment_id'),
    eventKey: varchar('event_key', { length: 200 }),
    note: varchar('note', { length: 500 }),
    occurredAt: instant('occurred_at').notNull(),
    createdBy: reference('created_by', () => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('commission_lines_payment_event_key')
      .on(table.paymentId, table.eventKey)
      .where(sql`${table.paymentId} IS NOT NULL`),
    index('commission_lines_seller_occurred_idx').on(table.sellerId, table.occurredAt),
    index('commission_lines_seller_currency_kind_idx').on(table.sellerId, table.currency, table.kind),
  ],
);

/**
 * One row per seller and currency, locked (`FOR UPDATE`) by every payout: two concurrent
 * payouts run one after the other, each seeing the other's line, so the balance never goes
 * below zero by a payout. Accruals and clawbacks do not take it (a clawback may leave the
 * balance negative: it is taken from future payouts).
 */
export const commissionAccounts = pgTable(
  'commission_accounts',
  {
    sellerId: requiredReference('seller_id', () => users.id),
    currency: currencyEnum('currency').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.sellerId, table.currency] })],
);

export type CommissionRateRow = typeof commissionRates.$inferSelect;
export type CommissionLineRow = typeof commissionLines.$inferSelect;
