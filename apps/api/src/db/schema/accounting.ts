/**
 * The ledger's daily rollups (issue 21 item 4; docs/domain/accounting.md): what the accounting
 * summaries read instead of the raw money movements. One row per academy-zone day, currency,
 * movement type, payment segment, course and source (vendor), with the signed sum of the
 * movements, their count and the count of payment approvals among them.
 *
 * Kept by the database itself, in the transaction of every ledger write (triggers of migration
 * 0027, `ledger_rollup_*` functions): an insert, update or delete of money movements, a payment
 * changing segment or enrollment, an enrollment changing course. Each trigger writes its rows
 * with one `INSERT … ON CONFLICT DO UPDATE` sorted by the key, so concurrent writers take the
 * rollup rows in one order. The day is judged in `ledger_rollup_zone.time_zone`, which the API
 * keeps equal to ACADEMY_TIME_ZONE (`syncLedgerRollupZone`: a changed zone rebuilds them).
 * `ledger:check` proves they equal a recomputation from the movements.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { money } from './columns.js';
import { currencyEnum, moneyMovementTypeEnum, paymentSegmentEnum, paymentVendorEnum } from './enums.js';

/** What every rollup row sums: its movements' figures. */
const figureColumns = () => ({
  /** Σ the movements' signed amounts. */
  amount: money('amount').notNull(),
  /** How many movements (a row left with none is deleted). */
  movements: integer('movements').notNull(),
  /** How many of them are a payment's approval (its INCOME `approval`): the summaries' `count`. */
  approvals: integer('approvals').notNull(),
  /**
   * ARS rows only: Σ each movement's USD value at the rate in force on its day (the newest
   * USD→ARS rate set before that academy day ended), rounded half up to the cent one movement
   * at a time — the summaries' USD view. Kept with the rest, and again when a rate is set.
   */
  usd: money('usd').notNull().default('0'),
  /** ARS rows only: how many of the movements have no rate on their day (no USD value yet). */
  usdMissing: integer('usd_missing').notNull().default(0),
});

/** The columns a level's key may have after its period: currency and type always, then some of the rest. */
const keyColumns = () => ({
  currency: currencyEnum('currency').notNull(),
  type: moneyMovementTypeEnum('type').notNull(),
  /** The payment's segment; null for a movement of no payment. */
  segment: paymentSegmentEnum('segment'),
  /** The course of the payment's enrollment; null for a payment of no enrollment. No foreign key: a rollup never locks a course. */
  courseId: uuid('course_id'),
  source: paymentVendorEnum('source').notNull(),
});

type KeyColumns = ReturnType<typeof keyColumns>;

/**
 * What a level's rows are per: a day of the academy's zone, or a dekad (the 1st–10th, 11th–20th
 * or 21st–last day of a month), a month, a quarter or a year, named by its first day.
 */
export type RollupPeriod = 'day' | 'dekad' | 'month' | 'quarter' | 'year';

/** A period column: a day, or a longer period's first day. */
const periodColumn = (name: string) => date(name, { mode: 'string' }).notNull();

/**
 * One level of the rollups, by `period` and the `keys` after currency and type: the key every
 * write upserts by and every summary reads by is the currency, then a range of periods, then the
 * rest of the key.
 */
function rollupLevel<Period extends RollupPeriod, Key extends 'segment' | 'courseId' | 'source'>(
  name: string,
  period: Period,
  keys: readonly Key[],
) {
  const { currency, type, ...rest } = keyColumns();
  const chosen = Object.fromEntries(keys.map((key) => [key, rest[key]])) as Pick<KeyColumns, Key>;
  const periodColumns = { [period]: periodColumn(period) } as Record<Period, ReturnType<typeof periodColumn>>;
  return pgTable(name, { ...periodColumns, currency, type, ...chosen, ...figureColumns() }, (table) => {
    const column = (key: Period | 'currency' | 'type' | Key) =>
      table[key as keyof typeof table] as AnyPgColumn;
    return [
      unique(`${name}_key`)
        .on(column('currency'), column(period), column('type'), ...keys.map(column))
        .nullsNotDistinct(),
    ];
  });
}

/** Every key: segment, course and source (vendor). */
const DETAILED = ['segment', 'courseId', 'source'] as const;

/** Per day of the movements in the academy's time zone. */
export const ledgerDailyRollups = rollupLevel('ledger_daily_rollups', 'day', DETAILED);

/**
 * The same, per academy-zone month (`month` is its first day): a range's whole months are read
 * here, only its partial months' days from the daily rows, so a year's summary reads a few
 * thousand rows whatever the ledger's size.
 */
export const ledgerMonthlyRollups = rollupLevel('ledger_monthly_rollups', 'month', DETAILED);

/**
 * The detailed levels summed by segment, and by course (migration 0035): what the summaries
 * read. Overall, by segment, quotas against upfront, by month and their USD view read about 16
 * rows a month by segment; per course and per topic a row a month per course and type, instead of
 * one per course, segment and vendor. Kept by the same triggers, in the same statement, as the
 * detailed levels; `ledger:check` compares every level with the movements.
 */
export const ledgerSegmentDailyRollups = rollupLevel('ledger_segment_daily_rollups', 'day', ['segment']);
export const ledgerSegmentMonthlyRollups = rollupLevel('ledger_segment_monthly_rollups', 'month', [
  'segment',
]);
export const ledgerCourseDailyRollups = rollupLevel('ledger_course_daily_rollups', 'day', ['courseId']);
export const ledgerCourseMonthlyRollups = rollupLevel('ledger_course_monthly_rollups', 'month', ['courseId']);

/**
 * By course, per dekad (the 1st to the 10th, the 11th to the 20th, the 21st to the last day of a
 * month; `dekad` is its first day), per quarter and per year (`quarter` and `year` are their
 * first days; migration 0036): per course and per topic read a year's range as a year's rows
 * less what lies outside the range, or as its quarters, and a part of a month as its dekads and
 * a few days, instead of a dozen months and up to a month of days (`rollupPlanOf`). The
 * academy's courses move money on most days, so a day holds about as many rows as a month, and a
 * year about twice as many.
 */
export const ledgerCourseDekadRollups = rollupLevel('ledger_course_dekad_rollups', 'dekad', ['courseId']);
export const ledgerCourseQuarterlyRollups = rollupLevel('ledger_course_quarterly_rollups', 'quarter', [
  'courseId',
]);
export const ledgerCourseYearlyRollups = rollupLevel('ledger_course_yearly_rollups', 'year', ['courseId']);

/** The one row saying in which time zone the rollups' days are judged. */
export const ledgerRollupZone = pgTable(
  'ledger_rollup_zone',
  {
    one: boolean('one').primaryKey().default(true),
    timeZone: text('time_zone').notNull(),
  },
  (table) => [check('ledger_rollup_zone_one_row', sql`${table.one}`)],
);
