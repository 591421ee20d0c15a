/**
 * Payments and money (DESIGN.md section 4, "Payments and money"; docs/domain/payments.md).
 *
 * What the database enforces, so no race or retry can break it:
 * - a payment's amount is positive, and what was refunded or charged back never exceeds it;
 * - one payment per vendor reference of a vendor; one payment per link token (its SHA-256);
 * - one INCOME movement per payment, one movement per refund or chargeback event
 *   (`money_movements_payment_event_key`): a duplicate approval or refund event cannot write twice;
 * - an allocation is positive (what a payment paid on a period) or, for a reversal, negative:
 *   a period's `paid_amount` is always the sum of its allocations (the ledger check states it);
 * - one processed notification per vendor event; one stored answer per idempotency key;
 * - one refund row per vendor refund (`payment_refunds_vendor_refund_key`) and per refund we
 *   asked for (`payment_refunds_idempotency_key`): a refund notified twice, or asked again
 *   after a lost answer, is recorded once;
 * - one unapplied charge per vendor charge (vendor, its charge id): a notification delivered
 *   twice records it once; an unapplied charge is decided once (OPEN → APPLIED | REFUNDED);
 * - receipt numbers are unique; the next one is taken from the one counter row, locked in
 *   the approval's transaction, so a rolled-back approval leaves no gap.
 */
import type { PAYMENT_METHODS } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  instant,
  money,
  newestFirstIndex,
  reference,
  requiredReference,
  timestamps,
} from './columns.js';
import { enrollments } from './enrollments.js';
import {
  currencyEnum,
  moneyMovementTypeEnum,
  paymentComponentKindEnum,
  paymentRefundStatusEnum,
  paymentSegmentEnum,
  paymentStatusEnum,
  paymentVendorEnum,
  unappliedChargeReasonEnum,
  unappliedChargeStatusEnum,
} from './enums.js';
import { actingPerson, users } from './users.js';

/** Who changed a payment's status: staff forcing it, a vendor's notification, the system (sync), the sandbox page. */
export const PAYMENT_CHANGE_SOURCES = ['STAFF', 'VENDOR', 'SYSTEM', 'SANDBOX'] as const;
export const paymentChangeSourceEnum = pgEnum('payment_change_source', PAYMENT_CHANGE_SOURCES);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    userId: requiredReference('user_id', () => users.id),
    enrollmentId: reference('enrollment_id', () => enrollments.id),
    amount: money('amount').notNull(),
    currency: currencyEnum('currency').notNull(),
    status: paymentStatusEnum('status').notNull().default('CREATED'),
    vendorId: paymentVendorEnum('vendor_id'),
    vendorReference: varchar('vendor_reference', { length: 200 }),
    segment: paymentSegmentEnum('segment').notNull(),
    referrerSellerId: reference('referrer_seller_id', () => users.id),
    description: text('description').notNull().default(''),
    /** What the vendor answered last, kept as received. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    paidAt: instant('paid_at'),
    /** What refunds gave back so far (partial refunds keep the payment APPROVED until nothing is left). */
    refundedAmount: money('refunded_amount').notNull().default('0'),
    /** What a chargeback took back (the rest after refunds). */
    chargedBackAmount: money('charged_back_amount').notNull().default('0'),
    /** SHA-256 (hex) of the payment link's token; the token itself is never stored. */
    linkTokenHash: varchar('link_token_hash', { length: 64 }).notNull(),
    linkExpiresAt: instant('link_expires_at').notNull(),
    /**
     * The vendor charge the approval applied (its id at the vendor: a Mercado Pago or dLocal
     * payment, a PayPal order, a sandbox reference). Another charge of this payment is an
     * unapplied charge, never a change of this one. Null for a manual or staff approval
     * until a vendor's approval names its charge.
     */
    appliedChargeReference: varchar('applied_charge_reference', { length: 200 }),
    /** The receipt's number, given at approval (gap-free sequence, `receipt_counters`). */
    receiptNumber: integer('receipt_number'),
    /** How the money arrived (TRANSFER, CASH, OTHER), for a payment staff approved by hand. */
    method: varchar('method', { length: 20 }).$type<(typeof PAYMENT_METHODS)[number]>(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('payments_link_token_hash_key').on(table.linkTokenHash),
    uniqueIndex('payments_receipt_number_key').on(table.receiptNumber),
    uniqueIndex('payments_vendor_reference_key')
      .on(table.vendorId, table.vendorReference)
      .where(sql`${table.vendorReference} is not null`),
    // findAllPayments: every filter with the default order (newest first, then the id): a page
    // is the index's next 20 ids, read from the index alone (payments.repository.ts findPage).
    newestFirstIndex('payments_created_at_id_idx', [], table.createdAt, table.id),
    newestFirstIndex('payments_user_id_created_at_id_idx', [table.userId], table.createdAt, table.id),
    newestFirstIndex('payments_status_created_at_id_idx', [table.status], table.createdAt, table.id),
    newestFirstIndex('payments_vendor_id_created_at_id_idx', [table.vendorId], table.createdAt, table.id),
    newestFirstIndex('payments_segment_created_at_id_idx', [table.segment], table.createdAt, table.id),
    // Vendor and segment together (a vendor's quotas): the segment's index alone read a quarter
    // of a million entries and their rows to find the vendor's page 500.
    newestFirstIndex(
      'payments_vendor_id_segment_created_at_id_idx',
      [table.vendorId, table.segment],
      table.createdAt,
      table.id,
    ),
    newestFirstIndex(
      'payments_referrer_seller_id_created_at_id_idx',
      [table.referrerSellerId],
      table.createdAt,
      table.id,
    ),
    index('payments_enrollment_id_idx').on(table.enrollmentId),
    // The list's other sorts (SORTABLE in payments.repository.ts), each then the id ascending
    // (the tie-breaker, whatever the direction): a page, and an export's first rows, read in
    // order from the index alone instead of sorting a million rows. Amount and status have few
    // distinct values, so each direction needs its own index (an index read backwards gives the
    // ids descending); paid_at ascending is this one read backwards, its rare ties re-sorted.
    index('payments_paid_at_id_idx').on(table.paidAt.desc().nullsFirst(), table.id),
    index('payments_amount_desc_id_idx').on(table.amount.desc().nullsFirst(), table.id),
    index('payments_amount_id_idx').on(table.amount, table.id),
    index('payments_status_desc_id_idx').on(table.status.desc().nullsFirst(), table.id),
    index('payments_status_id_idx').on(table.status, table.id),
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check('payments_receipt_number_positive', sql`${table.receiptNumber} > 0`),
    // A method is only a manual payment's: a vendor's money arrived through the vendor.
    check(
      'payments_method_manual',
      sql`${table.method} is null or (${table.method} in ('TRANSFER', 'CASH', 'OTHER') and (${table.vendorId} is null or ${table.vendorId} = 'manual'))`,
    ),
    check(
      'payments_reversed_within_amount',
      sql`${table.refundedAmount} >= 0 and ${table.chargedBackAmount} >= 0 and ${table.refundedAmount} + ${table.chargedBackAmount} <= ${table.amount}`,
    ),
  ],
);

export const paymentComponents = pgTable(
  'payment_components',
  {
    id: id(),
    paymentId: requiredReference('payment_id', () => payments.id, { onDelete: 'cascade' }),
    /** Order of the lines as computed. */
    position: integer('position').notNull(),
    kind: paymentComponentKindEnum('kind').notNull(),
    periodNumber: integer('period_number'),
    description: text('description').notNull(),
    /** Negative for discounts. */
    amount: money('amount').notNull(),
    currency: currencyEnum('currency').notNull(),
  },
  (table) => [index('payment_components_payment_id_idx').on(table.paymentId, table.position)],
);

export const paymentStatusChanges = pgTable(
  'payment_status_changes',
  {
    id: id(),
    paymentId: requiredReference('payment_id', () => payments.id, { onDelete: 'cascade' }),
    fromStatus: paymentStatusEnum('from_status'),
    toStatus: paymentStatusEnum('to_status').notNull(),
    at: instant('at').notNull(),
    byUserId: actingPerson('by_user_id'),
    source: paymentChangeSourceEnum('source').notNull(),
    /** The vendor whose notification (or sync) changed it. */
    vendorId: paymentVendorEnum('vendor_id'),
    reason: text('reason'),
  },
  (table) => [index('payment_status_changes_payment_id_at_idx').on(table.paymentId, table.at)],
);

/**
 * What a payment paid on each period (positive) and what a refund or chargeback took back
 * from it (negative, `reversal`): a period's paid_amount is the sum of its rows.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    paymentId: requiredReference('payment_id', () => payments.id),
    enrollmentId: requiredReference('enrollment_id', () => enrollments.id, { onDelete: 'cascade' }),
    periodNumber: integer('period_number').notNull(),
    amount: money('amount').notNull(),
    reversal: boolean('reversal').notNull().default(false),
    /**
     * Set when the share is an unapplied charge's, applied by staff (the charge arrived on
     * `payment_id`): a refund of the payment takes back only the payment's own shares.
     */
    chargeId: reference('charge_id', () => unappliedCharges.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('payment_allocations_payment_id_idx').on(table.paymentId),
    index('payment_allocations_charge_id_idx').on(table.chargeId).where(sql`${table.chargeId} is not null`),
    index('payment_allocations_enrollment_period_idx').on(table.enrollmentId, table.periodNumber),
    // Debt as of a past date (reports): what was allocated since then is taken back from today's figures.
    index('payment_allocations_created_at_idx').on(table.createdAt),
    check(
      'payment_allocations_sign',
      sql`(not ${table.reversal} and ${table.amount} > 0) or (${table.reversal} and ${table.amount} < 0)`,
    ),
  ],
);

export const moneyMovements = pgTable(
  'money_movements',
  {
    id: id(),
    type: moneyMovementTypeEnum('type').notNull(),
    source: paymentVendorEnum('source').notNull(),
    currency: currencyEnum('currency').notNull(),
    /** Signed: negative for refunds, chargebacks and fees. */
    amount: money('amount').notNull(),
    occurredAt: instant('occurred_at').notNull(),
    executed: boolean('executed').notNull().default(false),
    paymentId: reference('payment_id', () => payments.id),
    /** What event wrote it: `approval`, `chargeback`, a refund's id, `fee:<n>`: unique per payment and type. */
    eventKey: varchar('event_key', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('money_movements_payment_event_key').on(table.paymentId, table.type, table.eventKey),
    // findAllMoneyMovements: every filter with the default order (latest first, then the id),
    // a page read from the index alone (money-movements.repository.ts findPage).
    newestFirstIndex('money_movements_occurred_at_id_idx', [], table.occurredAt, table.id),
    newestFirstIndex('money_movements_type_occurred_at_id_idx', [table.type], table.occurredAt, table.id),
    // A type in one currency (the fees in ARS): the type's index alone read every currency's
    // movements of the type, and their rows, to find the currency's page 500.
    newestFirstIndex(
      'money_movements_type_currency_occurred_at_id_idx',
      [table.type, table.currency],
      table.occurredAt,
      table.id,
    ),
    newestFirstIndex('money_movements_source_occurred_at_id_idx', [table.source], table.occurredAt, table.id),
    newestFirstIndex(
      'money_movements_currency_occurred_at_id_idx',
      [table.currency],
      table.occurredAt,
      table.id,
    ),
    newestFirstIndex(
      'money_movements_executed_occurred_at_id_idx',
      [table.executed],
      table.occurredAt,
      table.id,
    ),
    index('money_movements_payment_id_idx').on(table.paymentId),
  ],
);

/**
 * How many payments were created on each UTC day, per status, vendor and segment: the
 * payments list's exact total without counting a million rows (issue 21, "Speed at scale").
 * Kept by a deferred constraint trigger on payments (migration 0029), so each transaction's
 * changes are counted at its commit, in it: the counter rows are locked only while committing,
 * like the receipt counter. A list's total is the sum of the whole days in its range plus the
 * rows of its partial first and last days, counted on the index (payments.repository.ts).
 */
export const paymentDailyCounts = pgTable(
  'payment_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: paymentStatusEnum('status').notNull(),
    vendorId: paymentVendorEnum('vendor_id'),
    segment: paymentSegmentEnum('segment').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('payment_daily_counts_key')
      .on(table.day, table.status, table.vendorId, table.segment)
      .nullsNotDistinct(),
    check('payment_daily_counts_count_non_negative', sql`${table.count} >= 0`),
  ],
);

/**
 * How many money movements occurred on each UTC day, per type, source, currency and whether
 * executed: the movements list's exact total (as payment_daily_counts, same trigger kind).
 */
export const moneyMovementDailyCounts = pgTable(
  'money_movement_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: moneyMovementTypeEnum('type').notNull(),
    source: paymentVendorEnum('source').notNull(),
    currency: currencyEnum('currency').notNull(),
    executed: boolean('executed').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('money_movement_daily_counts_key').on(
      table.day,
      table.type,
      table.source,
      table.currency,
      table.executed,
    ),
    check('money_movement_daily_counts_count_non_negative', sql`${table.count} >= 0`),
  ],
);

/**
 * The refunds of vendor payments (issue 17): asked by staff through the vendor (with our
 * idempotency key, sent to the vendor) or made at the vendor (learned from its notifications or
 * a re-check). A PENDING row holds its amount: it is no longer refundable. The REFUND movement is
 * written when a row becomes COMPLETED, in the same transaction, under the payment's lock.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: requiredReference('payment_id', () => payments.id),
    vendorId: paymentVendorEnum('vendor_id').notNull(),
    /** The vendor's id of the refund; null until the vendor answers. */
    vendorRefundId: varchar('vendor_refund_id', { length: 200 }),
    /** The key sent to the vendor (X-Idempotency-Key, PayPal-Request-Id) for a refund we asked; null for one made at the vendor. */
    idempotencyKey: varchar('idempotency_key', { length: 300 }),
    /** In the payment's currency. */
    amount: money('amount').notNull(),
    /** What the vendor gives back, in the currency it charged (USD for an ARS payment paid with PayPal). */
    vendorAmount: money('vendor_amount').notNull(),
    vendorCurrency: currencyEnum('vendor_currency').notNull(),
    status: paymentRefundStatusEnum('status').notNull(),
    vendorStatus: varchar('vendor_status', { length: 100 }),
    requestedBy: actingPerson('requested_by'),
    reason: text('reason'),
    ...timestamps(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    uniqueIndex('payment_refunds_vendor_refund_key')
      .on(table.vendorId, table.vendorRefundId)
      .where(sql`${table.vendorRefundId} is not null`),
    uniqueIndex('payment_refunds_idempotency_key')
      .on(table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('payment_refunds_payment_id_idx').on(table.paymentId, table.createdAt),
    // The vendor sync reads the payments with a refund still pending.
    index('payment_refunds_pending_idx').on(table.paymentId).where(sql`${table.status} = 'PENDING'`),
    check('payment_refunds_amounts_positive', sql`${table.amount} > 0 and ${table.vendorAmount} > 0`),
  ],
);

/**
 * A vendor charge we learned of and could not apply (issue 17; docs/domain/payments.md): a
 * second charge of one payment, a charge of a payment cancelled, expired or rejected before
 * it arrived, a charge of another amount. Money held until staff decide: OPEN → APPLIED (to
 * the enrollment's next owed periods: its INCOME movement `charge:<id>` and allocation rows
 * with `charge_id`) or REFUNDED (through the vendor). Written in the money rule's transaction,
 * after the payment's lock; one row per vendor charge whatever the notifications' count.
 */
export const unappliedCharges = pgTable(
  'unapplied_charges',
  {
    id: id(),
    paymentId: requiredReference('payment_id', () => payments.id),
    vendorId: paymentVendorEnum('vendor_id').notNull(),
    /** The vendor's id of the charge. */
    vendorReference: varchar('vendor_reference', { length: 200 }).notNull(),
    amount: money('amount').notNull(),
    currency: currencyEnum('currency').notNull(),
    reason: unappliedChargeReasonEnum('reason').notNull(),
    status: unappliedChargeStatusEnum('status').notNull().default('OPEN'),
    /** The vendor's status when we learned of it, and its answer as received. */
    vendorStatus: varchar('vendor_status', { length: 100 }).notNull(),
    vendorData: jsonb('vendor_data').$type<Record<string, unknown>>().notNull().default({}),
    decidedBy: actingPerson('decided_by'),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note'),
    /** The vendor's id of the refund (REFUNDED through the vendor). */
    refundReference: varchar('refund_reference', { length: 200 }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('unapplied_charges_vendor_reference_key').on(table.vendorId, table.vendorReference),
    // findAllUnappliedCharges: by status (the OPEN count), by vendor, by payment; newest first.
    index('unapplied_charges_status_created_at_idx').on(table.status, table.createdAt),
    index('unapplied_charges_vendor_id_created_at_idx').on(table.vendorId, table.createdAt),
    index('unapplied_charges_payment_id_idx').on(table.paymentId),
    index('unapplied_charges_created_at_idx').on(table.createdAt),
    check('unapplied_charges_amount_positive', sql`${table.amount} > 0`),
    check(
      'unapplied_charges_decided_when_closed',
      sql`(${table.status} = 'OPEN') = (${table.decidedAt} is null)`,
    ),
  ],
);

/**
 * The receipt numbers' counter: one row (`receipts`), incremented by the approval's
 * transaction (`UPDATE … RETURNING`, the row locked until commit): numbers are given in
 * commit order and a rolled-back approval gives its number back. A PostgreSQL SEQUENCE
 * would leave gaps.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    name: varchar('name', { length: 40 }).primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [check('receipt_counters_last_number_non_negative', sql`${table.lastNumber} >= 0`)],
);

/** A vendor event handled once: the key is the vendor's payment and status (or its event id). */
export const processedNotifications = pgTable(
  'processed_notifications',
  {
    id: id(),
    vendorId: paymentVendorEnum('vendor_id').notNull(),
    eventKey: varchar('event_key', { length: 300 }).notNull(),
    paymentId: reference('payment_id', () => payments.id),
    processedAt: instant('processed_at').notNull(),
  },
  (table) => [
    uniqueIndex('processed_notifications_vendor_event_key').on(table.vendorId, table.eventKey),
    index('processed_notifications_processed_at_idx').on(table.processedAt),
  ],
);

/** The answer given to a request with an Idempotency-Key, replayed for 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    operation: varchar('operation', { length: 100 }).notNull(),
    /** Whose key: the caller's id (or the link token's payment for public calls). */
    owner: varchar('owner', { length: 100 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_key').on(table.operation, table.owner, table.key),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

/** The USD→ARS rate staff set; the newest row is the current one, the rest its history. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    fromCurrency: currencyEnum('from_currency').notNull(),
    toCurrency: currencyEnum('to_currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 6, mode: 'string' }).notNull(),
    setBy: actingPerson('set_by'),
    createdAt: createdAt(),
  },
  (table) => [
    index('exchange_rates_pair_created_at_idx').on(table.fromCurrency, table.toCurrency, table.createdAt),
    check('exchange_rates_rate_positive', sql`${table.rate} > 0`),
    check('exchange_rates_distinct_currencies', sql`${table.fromCurrency} <> ${table.toCurrency}`),
  ],
);

/**
 * The sandbox vendor's own payments (what a real vendor keeps on its side): the sandbox page
 * reads them by their unguessable reference, across restarts and replicas.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    reference: varchar('reference', { length: 40 }).primaryKey(),
    paymentId: uuid('payment_id').notNull(),
    amount: money('amount').notNull(),
    currency: currencyEnum('currency').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    notificationUrl: text('notification_url').notNull(),
    /** The checkout attempt's key: the same key answers the same reference. */
    idempotencyKey: varchar('idempotency_key', { length: 300 }),
    /** The sandbox's refunds of this payment (id, amount, status, the key that asked it). */
    refunds: jsonb('refunds')
      .$type<{ id: string; amount: string; status: string; idempotencyKey: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_payments_idempotency_key').on(table.idempotencyKey)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentComponentRow = typeof paymentComponents.$inferSelect;
export type PaymentStatusChangeRow = typeof paymentStatusChanges.$inferSelect;
export type PaymentAllocationRow = typeof paymentAllocations.$inferSelect;
export type MoneyMovementRow = typeof moneyMovements.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type UnappliedChargeRow = typeof unappliedCharges.$inferSelect;
