/**
 * The enrollments' rollups (issue 21 item 4; docs/domain/reports.md, "How the reports stay
 * fast"): what they owe and have due, pre-aggregated by due date, and how many have each
 * status — what debt aging and the accounting stats read instead of every period of every
 * enrollment. Both count the periods of live enrollments only (status not
 * INACTIVE, with a currency), as they stand now; a report as of a past date starts here and
 * corrects for the few enrollments written since (`debtByAge`, `statsBefore`).
 *
 * Kept by the database itself, in the transaction of every write (triggers of migration 0032,
 * `receivable_*` functions): an enrollment's unpaid schedule, status or currency changing, a
 * period added, removed, waived or changed in amount or due date. Each trigger writes its rows
 * with one `INSERT … ON CONFLICT DO UPDATE` sorted by the key (concurrent writers take the rows in
 * one order). `ledger:check` proves they equal a recomputation from the periods.
 */
import { bigint, date, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { currencyEnum, enrollmentStatus } from './enums.js';

/**
 * The owed periods (not waived, not fully paid) of live enrollments, per currency, due date and
 * the due date of the enrollment's previous owed period (null for its oldest). The previous due
 * date is what lets a report count enrollments, not periods, per age bucket from these rows: an
 * enrollment has an owed period in a range of due dates exactly once where the period's due date
 * is in the range and its previous one is not (it comes from the enrollment's `unpaid_due_dates`,
 * which are in order).
 */
export const debtRollups = pgTable(
  'debt_rollups',
  {
    currency: currencyEnum('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    previousDueDate: date('previous_due_date', { mode: 'string' }),
    /** Σ what the periods still owe (amount less paid). */
    owed: money('owed').notNull(),
    /** How many periods (a row left with none is deleted). */
    periods: integer('periods').notNull(),
  },
  (table) => [
    unique('debt_rollups_key').on(table.currency, table.dueDate, table.previousDueDate).nullsNotDistinct(),
  ],
);

/** Every period (paid or not; waived ones owe nothing and are left out) of live enrollments, per currency and due date. */
export const dueRollups = pgTable(
  'due_rollups',
  {
    currency: currencyEnum('currency').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Σ the periods' amounts. */
    amount: money('amount').notNull(),
    periods: integer('periods').notNull(),
  },
  (table) => [unique('due_rollups_key').on(table.currency, table.dueDate)],
);

/**
 * How many enrollments have each status now, kept at each transaction's commit (a deferred
 * trigger: the counter rows are locked only while committing, as the lists' daily counts are).
 */
export const enrollmentStatusCounts = pgTable('enrollment_status_counts', {
  status: enrollmentStatus('status').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});
