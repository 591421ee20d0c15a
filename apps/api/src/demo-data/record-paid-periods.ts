/**
 * Made-up data writes what was paid straight onto the periods; the ledger (see
 * modules/payments/ledger.ts) requires every paid cent to come from an approved payment.
 * This turns what the given enrollments' periods hold into what the payments module would have
 * written for it: per enrollment, one approved manual payment of the total paid (with the next
 * receipt numbers, from the counter), its lines (one per paid period, named as checkout names
 * them: "Anticipo" for a hybrid plan's down payment, "Pago único" for an upfront plan's price,
 * "Cuota N" otherwise), its status history, one allocation per paid period and one INCOME
 * movement. Set-based SQL, so the scale seed's 100,000 enrollments take seconds.
 *
 * The enrollments must be new (seeded in the same transaction): their payments are these.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

type Executor = Pick<Database, 'execute'>;

/** A paid period's line, as createPayment names it (payments.service's periodLines). */
const periodLabel = sql`case when p.number = 1 and e.plan_type = 'hybrid' then 'Anticipo'
  when p.number = 1 and e.plan_type = 'upfront' then 'Pago único'
  else 'Cuota ' || p.number end`;
/** A line that pays the price or the down payment on enrollment. */
const upfrontLine = sql`(p.number = 1 and e.plan_type in ('upfront', 'hybrid'))`;

/**
 * `enrollmentIds` is a subquery answering the enrollments' ids. Each payment is made the day
 * after its enrollment, or now when that day has not come yet (an enrollment of today): nothing
 * is paid in the future.
 */
export async function recordPaidPeriodsAsPayments(
  tx: Executor,
  enrollmentIds: SQL,
  now: Date,
): Promise<void> {
  const historyReason = 'Pago registrado por el equipo (datos de demostración)';
  await tx.execute(sql`
    insert into payments (id, user_id, enrollment_id, amount, currency, status, vendor_id, segment, description,
                          referrer_seller_id, paid_at, link_token_hash, link_expires_at, created_at, updated_at)
    select gen_random_uuid(), e.user_id, e.id, paid.total, e.currency, 'APPROVED', 'manual',
           case when paid.upfront then 'UPFRONT' else 'QUOTA' end::payment_segment, paid.description,
           e.referrer_seller_id,
           least(e.created_at + interval '1 day', ${now.toISOString()}::timestamptz), encode(sha256(gen_random_uuid()::text::bytea), 'hex'),
           e.created_at + interval '7 days', e.created_at, e.created_at
    from enrollments e
    join lateral (select sum(p.paid_amount) as total, bool_or(${upfrontLine}) as upfront,
                         string_agg(${periodLabel}, ', ' order by p.number) as description
                  from enrollment_periods p where p.enrollment_id = e.id and p.paid_amount > 0) paid on true
    where e.id in (${enrollmentIds}) and paid.total > 0 and e.currency is not null`);
  const recorded = sql`select id, enrollment_id, currency, amount, paid_at from payments
    where vendor_id = 'manual' and enrollment_id in (${enrollmentIds})`;
  await tx.execute(sql`
    insert into payment_components (id, payment_id, position, kind, period_number, description, amount, currency)
    select gen_random_uuid(), r.id, row_number() over (partition by r.id order by p.number) - 1,
           case when ${upfrontLine} then 'UPFRONT' else 'PERIOD' end::payment_component_kind,
           p.number, ${periodLabel}, p.paid_amount, r.currency
    from (${recorded}) r join enrollment_periods p on p.enrollment_id = r.enrollment_id
    join enrollments e on e.id = r.enrollment_id
    where p.paid_amount > 0`);
  await tx.execute(sql`
    insert into payment_status_changes (id, payment_id, from_status, to_status, at, source, vendor_id, reason)
    select gen_random_uuid(), r.id, 'CREATED', 'APPROVED', r.paid_at, 'SYSTEM', 'manual', ${historyReason}
    from (${recorded}) r`);
  await tx.execute(sql`
    insert into payment_allocations (id, payment_id, enrollment_id, period_number, amount, created_at)
    select gen_random_uuid(), r.id, p.enrollment_id, p.number, p.paid_amount, r.paid_at
    from (${recorded}) r join enrollment_periods p on p.enrollment_id = r.enrollment_id
    where p.paid_amount > 0`);
  // The next receipt numbers, in payment order, taken from the counter as an approval takes them.
  await tx.execute(sql`
    with r as (select id, row_number() over (order by paid_at, id) as n from (${recorded}) x),
         c as (update receipt_counters set last_number = last_number + (select count(*) from r)
               where name = 'receipts' returning last_number - (select count(*) from r) as base)
    update payments p set receipt_number = c.base + r.n from r, c where p.id = r.id`);
  await tx.execute(sql`
    insert into money_movements (id, type, source, currency, amount, occurred_at, executed, payment_id, event_key, description)
    select gen_random_uuid(), 'INCOME', 'manual', r.currency, r.amount, r.paid_at, true, r.id, 'approval', ${historyReason}
    from (${recorded}) r`);
}
