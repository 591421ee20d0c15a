/**
 * The ledger's two equalities (issue 11, "The ledger balances"), checked on the database:
 * 1. per currency, Σ approved payments − refunds − chargebacks (what approved payments still
 *    hold) + Σ APPLIED unapplied charges = Σ INCOME + REFUND + CHARGEBACK movements;
 * 2. every period's paid_amount = Σ of its allocations (payments' shares net of reversals,
 *    applied charges' shares included);
 * 3. the rollups the accounting summaries read (daily and monthly) equal a recomputation from
 *    the raw movements, key by key (the accounting module's `checkLedgerRollups`; always the
 *    whole ledger, in one snapshot);
 * 4. the enrollments' rollups the debt reports read (what live enrollments owe and have due,
 *    per due date, and the status counts) equal a recomputation from the enrollments and their
 *    periods (the enrollments module's `checkEnrollmentRollups`; on the whole database only).
 * An OPEN unapplied charge is money held, not income (issue 17): it has no movement and is
 * reported beside the balance (`openCharges`), never in it; a REFUNDED one went back to the
 * payer and has none either. Used by `npm run -s ledger:check` and the property test; answers
 * the figures and every difference.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { checkLedgerRollups, type RollupDifference } from '../accounting/index.js';
import { checkEnrollmentRollups, type EnrollmentRollupDifference } from '../enrollments/index.js';

export type CurrencyBalance = {
  currency: string;
  /** What approved payments still hold plus the unapplied charges applied by staff. */
  payments: string;
  movements: string;
  balanced: boolean;
  /** Money held in OPEN unapplied charges, waiting for a staff decision: not income, not in the balance. */
  openCharges: string;
};
export type PeriodDifference = {
  enrollmentId: string;
  periodNumber: number;
  paidAmount: string;
  allocated: string;
};
export type LedgerReport = {
  currencies: CurrencyBalance[];
  periods: PeriodDifference[];
  /** Every rollup key whose figures differ from the movements'. */
  rollups: RollupDifference[];
  /** Every key of the enrollments' rollups (debt, due, status counts) that differs from the rows. */
  enrollmentRollups: EnrollmentRollupDifference[];
  balanced: boolean;
};

/** The whole database, or (tests sharing one) only the payments and enrollments of some users. */
export async function checkLedger(db: Executor, userIds?: readonly string[]): Promise<LedgerReport> {
  const ofPayment = userIds
    ? sql`and payment_id in (select id from payments where user_id in ${userIds})`
    : sql``;
  const ofUsers = userIds ? sql`and user_id in ${userIds}` : sql``;
  const ofChargePayment = userIds
    ? sql`and c.payment_id in (select id from payments where user_id in ${userIds})`
    : sql``;
  const ofEnrollment = (column: SQL) =>
    userIds ? sql`and ${column} in (select id from enrollments where user_id in ${userIds})` : sql``;
  const currencies = await db.execute<{
    currency: string;
    payments: string;
    movements: string;
    open_charges: string;
  }>(sql`
    with held as (
      select currency::text, sum(total) as total from (
        select currency, amount - refunded_amount - charged_back_amount as total
        from payments where status in ('APPROVED', 'REFUNDED', 'CHARGED_BACK') ${ofUsers}
        union all
        select c.currency, c.amount from unapplied_charges c where c.status = 'APPLIED' ${ofChargePayment}
      ) h group by currency
    ), moved as (
      select currency::text, sum(amount) as total
      from money_movements where type in ('INCOME', 'REFUND', 'CHARGEBACK') ${ofPayment} group by currency
    ), open_charges as (
      select c.currency::text, sum(c.amount) as total
      from unapplied_charges c where c.status = 'OPEN' ${ofChargePayment} group by c.currency
    ), currencies as (
      select currency from held union select currency from moved union select currency from open_charges
    )
    select c.currency,
           coalesce(h.total, 0)::numeric(16,2)::text as payments,
           coalesce(m.total, 0)::numeric(16,2)::text as movements,
           coalesce(o.total, 0)::numeric(16,2)::text as open_charges
    from currencies c
    left join held h on h.currency = c.currency
    left join moved m on m.currency = c.currency
    left join open_charges o on o.currency = c.currency
    order by 1`);
  const periods = await db.execute<{
    enrollment_id: string;
    period_number: number;
    paid_amount: string;
    allocated: string;
  }>(sql`
    select p.enrollment_id, p.number as period_number, p.paid_amount::text as paid_amount,
           coalesce(a.total, 0)::numeric(16,2)::text as allocated
    from enrollment_periods p
    left join (
      select enrollment_id, period_number, sum(amount) as total
      from payment_allocations group by enrollment_id, period_number
    ) a on a.enrollment_id = p.enrollment_id and a.period_number = p.number
    where p.paid_amount <> coalesce(a.total, 0) ${ofEnrollment(sql`p.enrollment_id`)}
    union all
    select a.enrollment_id, a.period_number, '0.00', sum(a.amount)::numeric(16,2)::text
    from payment_allocations a
    where not exists (
      select 1 from enrollment_periods p where p.enrollment_id = a.enrollment_id and p.number = a.period_number
    ) ${ofEnrollment(sql`a.enrollment_id`)}
    group by a.enrollment_id, a.period_number having sum(a.amount) <> 0
    order by 1, 2`);
  const balances = currencies.rows.map((row) => ({
    currency: row.currency,
    payments: row.payments,
    movements: row.movements,
    balanced: row.payments === row.movements,
    openCharges: row.open_charges,
  }));
  const differences = periods.rows.map((row) => ({
    enrollmentId: row.enrollment_id,
    periodNumber: row.period_number,
    paidAmount: row.paid_amount,
    allocated: row.allocated,
  }));
  const rollups = await checkLedgerRollups(db);
  // The enrollments' rollups add up every enrollment: a check of some users' rows (tests sharing
  // one database, some of which write periods by hand) leaves them out.
  const enrollmentRollups = userIds ? [] : await checkEnrollmentRollups(db);
  return {
    currencies: balances,
    periods: differences,
    rollups,
    enrollmentRollups,
    balanced:
      balances.every((balance) => balance.balanced) &&
      differences.length === 0 &&
      rollups.length === 0 &&
      enrollmentRollups.length === 0,
  };
}
