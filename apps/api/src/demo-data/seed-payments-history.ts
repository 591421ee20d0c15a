/**
 * Three years of payments for the scale seed (issue 21, "Speed at scale"): `scale.payments`
 * payments (1,000,000 by default) and the money rows they make, in ARS and USD, written as
 * the payments module writes them, by set-based SQL so a million take minutes:
 *
 * - courses of their own (`escala-historico-…`, "Curso histórico N"), a fifth in USD, a
 *   quarter with a hybrid plan (a down payment, then monthly instalments), the rest recurring;
 * - FINISHED enrollments of the scale students, enrolled over the last three years (never in
 *   the last ~11 months, so every period is due and paid before today), with their periods;
 * - one payment per period, paid on its due date (between 10:00 and 23:59 in Buenos Aires, so
 *   many fall on the next UTC day), through Mercado Pago, dLocal or PayPal, or recorded by
 *   staff (manual, with its method); each approved as `applyPaymentStatus` approves: its
 *   line, its status history, the INCOME movement (`approval`), the vendor's FEE movement
 *   (`fee:1:<type>`), its allocation on the period and the next receipt number from the counter;
 * - 2% refunded whole and 1% in part (half) some days later — a vendor payment's through a
 *   COMPLETED `payment_refunds` row whose REFUND movement is `vendor-refund:<id>`, a manual
 *   one's with `refund:<uuid>` — and 0.5% of the vendor payments charged back a month later
 *   (CHARGEBACK `chargeback`), each taking back from the period with a negative allocation
 *   (`reversal`) and recorded in the history, as the money rule does.
 *
 * - a USD→ARS rate set by the demo superuser at 10:00 on the first of every month of the three years, rising
 *   3% a month (written before the movements, so their USD values are kept as they land).
 *
 * A period's paid_amount is what its payment still holds, the sum of its allocations, so
 * `npm run -s ledger:check` balances. The enrollments' figures are left to the seed's last
 * step (seed-scale.ts `rebuildDerivedData`). Times come from `today`, the academy's date of
 * the injected clock: the data is three years back from any day it runs.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';

export const HISTORY_COURSE_SLUG = 'escala-historico-';
const ZONE = 'America/Argentina/Buenos_Aires';
/** How far back the first enrollment goes. */
const DAYS_BACK = 1095;

export type PaymentsHistoryScale = {
  /** The payments to write (one per paid period). */
  payments: number;
  periodsPerEnrollment: number;
  /** The scale courses' count: the history has half as many courses of its own (at least enough for each student's enrollments). */
  courses: number;
  students: number;
};

/** Answers the number of payments written (0 when the history is already there). */
export async function seedPaymentsHistory(
  tx: Executor,
  today: string,
  studentDomain: string,
  scale: PaymentsHistoryScale,
): Promise<number> {
  const existing = await tx.execute<{ n: string }>(
    sql`select count(*) as n from courses where slug like ${`${HISTORY_COURSE_SLUG}%`}`,
  );
  if (Number(existing.rows[0]?.n ?? 0) > 0 || scale.payments <= 0) return 0;
  const periods = scale.periodsPerEnrollment;
  const enrollmentCount = Math.ceil(scale.payments / periods);
  const perStudent = Math.ceil(enrollmentCount / scale.students);
  const courseCount = Math.max(perStudent, Math.ceil(scale.courses / 2));
  // Enrolled from DAYS_BACK days ago until the last period is due ~45 days before today.
  const span = Math.max(1, DAYS_BACK - 31 * periods - 45);

  await tx.execute(sql`
    insert into exchange_rates (id, from_currency, to_currency, rate, set_by, created_at)
    select gen_random_uuid(), 'USD', 'ARS', round(350 * power(1.03, k), 2), (select id from users where email = 'su@demo.catedra.ar'),
           (date_trunc('month', ${today}::date - ${DAYS_BACK + 5}::int) + make_interval(months => k, hours => 10))::timestamp
             at time zone ${ZONE}
    from generate_series(0, 40) as k
    where date_trunc('month', ${today}::date - ${DAYS_BACK + 5}::int) + make_interval(months => k) <= ${today}::date - 1`);
  await tx.execute(sql`
    insert into courses (id, title, slug, summary, topic_id, start_date, end_date, timezone_id,
                         capacity, active, enrollment_open, search_text)
    select gen_random_uuid(), 'Curso histórico ' || n, ${HISTORY_COURSE_SLUG} || n, 'Curso generado para medir',
           (select id from course_topics where slug = 'escala'),
           ${today}::date - ${DAYS_BACK + 5}::int + (n % 30), ${today}::date - 30 - (n % 30),
           ${ZONE}, null, true, false, 'curso historico ' || n
    from generate_series(1, ${courseCount}::int) as n`);
  await tx.execute(sql`
    insert into course_payment_plans (id, course_id, name, type, currency, number_of_periods, upfront_amount, period_amount)
    select gen_random_uuid(), c.id, 'Plan histórico', (case when h.hybrid then 'hybrid' else 'recurring' end)::payment_plan_type,
           (case when h.usd then 'USD' else 'ARS' end)::currency,
           case when h.hybrid then ${periods - 1}::int else ${periods}::int end,
           case when h.hybrid then 2 * h.amount end, h.amount
    from courses c
    cross join lateral (select substr(c.slug, ${HISTORY_COURSE_SLUG.length + 1})::int as n) as k
    cross join lateral (
      select k.n % 4 = 0 as hybrid, k.n % 5 = 0 as usd,
             case when k.n % 5 = 0 then 39.90 + (k.n % 4) * 10 else 30000.00 + (k.n % 8) * 2500 end as amount
    ) as h
    where c.slug like ${`${HISTORY_COURSE_SLUG}%`}`);

  // The enrollments to write: student j mod S takes course (s + j div S) mod C, so no student
  // has two in one course; enrolled days spread evenly over the span.
  await tx.execute(sql`
    create temporary table seed_history_enrollments on commit drop as
    with students as (
      select id, row_number() over (order by email) - 1 as n
      from users where email like ${`%@${studentDomain}`}
    ), history_courses as (
      select c.id, p.id as plan_id, p.type, p.currency, p.upfront_amount, p.period_amount, p.number_of_periods,
             row_number() over (order by c.slug) - 1 as n
      from courses c join course_payment_plans p on p.course_id = c.id
      where c.slug like ${`${HISTORY_COURSE_SLUG}%`}
    )
    select gen_random_uuid() as id, j, s.id as user_id, c.id as course_id, c.plan_id, c.type, c.currency,
           c.upfront_amount, c.period_amount, c.number_of_periods,
           ${today}::date - ${DAYS_BACK}::int + (j * ${span}::bigint / ${enrollmentCount}::int)::int as enrolled_on
    from generate_series(0, ${enrollmentCount - 1}::int) as j
    join students s on s.n = j % ${scale.students}::int
    join history_courses c on c.n = (s.n + j / ${scale.students}::int) % ${courseCount}::int`);
  await tx.execute(sql`
    insert into enrollments (id, user_id, course_id, status, payment_plan_id, plan_type, currency, upfront_amount,
                             period_amount, number_of_periods, country, finished_at, created_at, updated_at)
    select e.id, e.user_id, e.course_id, 'FINISHED', e.plan_id, e.type, e.currency, e.upfront_amount,
           e.period_amount, e.number_of_periods, 'AR', at.enrolled + make_interval(months => ${periods}::int),
           at.enrolled, at.enrolled + make_interval(months => ${periods}::int)
    from seed_history_enrollments e
    cross join lateral (select (e.enrolled_on + time '09:00') at time zone ${ZONE} as enrolled) as at
    order by e.id`);

  // Every period, and the payment of each of the first `payments` (serial below the count):
  // its vendor, when it was paid, and what became of it (fate: 0 kept, 1 refunded whole,
  // 2 refunded in half, 3 charged back).
  await tx.execute(sql`
    create temporary table seed_history_periods on commit drop as
    select e.id as enrollment_id, e.user_id, e.currency, p.number, d.due_date,
           (e.enrolled_on + time '09:00') at time zone ${ZONE} as enrolled_at,
           case when e.type = 'hybrid' and p.number = 1 then e.upfront_amount else e.period_amount end as amount,
           case when e.type = 'hybrid' and p.number = 1 then 'Anticipo' else 'Cuota ' || p.number end as description,
           e.type = 'hybrid' and p.number = 1 as upfront,
           serial, serial < ${scale.payments}::bigint as paid
    from seed_history_enrollments e
    cross join generate_series(1, ${periods}::int) as p(number)
    cross join lateral (select e.j::bigint * ${periods}::int + p.number - 1 as serial) as k
    cross join lateral (select (e.enrolled_on + make_interval(months => p.number - 1))::date as due_date) as d`);
  await tx.execute(sql`
    create temporary table seed_history_payments on commit drop as
    select gen_random_uuid() as id, p.enrollment_id, p.user_id, p.currency, p.number, p.amount, p.description,
           p.upfront, p.serial, v.vendor, t.paid_at, f.fate,
           case f.fate when 1 then p.amount when 2 then round(p.amount / 2, 2) else 0 end as refunded,
           case when f.fate = 3 then p.amount else 0 end as charged_back,
           t.paid_at + make_interval(days => 1 + (p.serial % 20)::int, hours => (p.serial % 7)::int) as refunded_at,
           t.paid_at + make_interval(days => 30 + (p.serial % 9)::int) as charged_back_at
    from seed_history_periods p
    cross join lateral (select (p.serial * 7919) % 1000 as h, (p.serial * 31 + p.number) % 10 as pick) as r
    cross join lateral (
      select (case
        when p.currency = 'ARS' and r.pick < 5 then 'mercadopago'
        when p.currency = 'USD' and r.pick < 5 then 'paypal'
        when r.pick < 8 then 'dlocal'
        else 'manual' end)::payment_vendor as vendor
    ) as v
    cross join lateral (
      select case when r.h < 20 then 1 when r.h < 30 then 2 when r.h < 35 and v.vendor <> 'manual' then 3 else 0 end as fate,
             (p.due_date + time '10:00' + make_interval(mins => ((p.serial * 37) % 840)::int)) at time zone ${ZONE} as paid_at
    ) as f
    cross join lateral (select f.paid_at) as t
    where p.paid`);
  await tx.execute(sql`analyze seed_history_periods, seed_history_payments`);

  await tx.execute(sql`
    insert into enrollment_periods (enrollment_id, number, due_date, amount, paid_amount, created_at, updated_at)
    select p.enrollment_id, p.number, p.due_date, p.amount,
           coalesce(y.amount - y.refunded - y.charged_back, 0),
           p.enrolled_at,
           coalesce(greatest(y.paid_at, case when y.refunded > 0 then y.refunded_at end,
                             case when y.charged_back > 0 then y.charged_back_at end), p.enrolled_at)
    from seed_history_periods p
    left join seed_history_payments y on y.enrollment_id = p.enrollment_id and y.number = p.number
    order by p.enrollment_id, p.number`);

  const refundReason = 'Pedido del alumno (datos de escala)';
  // Receipt numbers in approval order, taken from the counter (the row migration 0016 wrote)
  // as approvals take them: the next ones, written with the payments.
  const taken = await tx.execute<{ base: number }>(sql`
    update receipt_counters set last_number = last_number + (select count(*) from seed_history_payments)
    where name = 'receipts' returning last_number - (select count(*) from seed_history_payments)::int as base`);
  const receiptBase = Number(taken.rows[0]?.base ?? 0);
  await tx.execute(sql`
    insert into payments (id, user_id, enrollment_id, amount, currency, status, vendor_id, vendor_reference, segment,
                          description, paid_at, refunded_amount, charged_back_amount, link_token_hash, link_expires_at,
                          applied_charge_reference, method, receipt_number, created_at, updated_at)
    select y.id, y.user_id, y.enrollment_id, y.amount, y.currency,
           (case y.fate when 1 then 'REFUNDED' when 3 then 'CHARGED_BACK' else 'APPROVED' end)::payment_status,
           y.vendor, case when y.vendor <> 'manual' then 'escala-' || y.serial end,
           (case when y.upfront then 'UPFRONT' else 'QUOTA' end)::payment_segment,
           y.description, y.paid_at, y.refunded, y.charged_back,
           encode(sha256(y.id::text::bytea), 'hex'), y.paid_at + interval '7 days',
           case when y.vendor <> 'manual' then 'escala-' || y.serial end,
           case when y.vendor = 'manual' then (case when y.serial % 3 = 0 then 'CASH' else 'TRANSFER' end) end,
           ${receiptBase}::int + row_number() over (order by y.paid_at, y.id),
           y.paid_at - make_interval(mins => (y.serial % 50)::int),
           case y.fate when 0 then y.paid_at when 3 then y.charged_back_at else y.refunded_at end
    from seed_history_payments y
    order by y.paid_at`);
  await tx.execute(sql`
    insert into payment_components (id, payment_id, position, kind, period_number, description, amount, currency)
    select gen_random_uuid(), y.id, 0, (case when y.upfront then 'UPFRONT' else 'PERIOD' end)::payment_component_kind,
           y.number, y.description, y.amount, y.currency
    from seed_history_payments y`);
  // The history: the approval (the vendor's, or staff's record of a manual payment), then a
  // refund (whole: REFUNDED; half: still APPROVED, noted) or the chargeback.
  await tx.execute(sql`
    insert into payment_status_changes (id, payment_id, from_status, to_status, at, source, vendor_id, reason)
    select gen_random_uuid(), y.id, 'CREATED'::payment_status, 'APPROVED'::payment_status, y.paid_at,
           (case when y.vendor = 'manual' then 'SYSTEM' else 'VENDOR' end)::payment_change_source,
           case when y.vendor <> 'manual' then y.vendor end,
           case when y.vendor = 'manual' then 'Pago registrado por el equipo (datos de escala)' end
    from seed_history_payments y
    union all
    select gen_random_uuid(), y.id, 'APPROVED'::payment_status, (case when y.fate = 1 then 'REFUNDED' else 'APPROVED' end)::payment_status,
           y.refunded_at, (case when y.vendor = 'manual' then 'SYSTEM' else 'VENDOR' end)::payment_change_source,
           case when y.vendor <> 'manual' then y.vendor end,
           ${refundReason} || case when y.fate = 2 then ' · Reembolso parcial de ' || y.refunded || ' ' || y.currency else '' end
    from seed_history_payments y where y.fate in (1, 2)
    union all
    select gen_random_uuid(), y.id, 'APPROVED'::payment_status, 'CHARGED_BACK'::payment_status, y.charged_back_at,
           'VENDOR'::payment_change_source, y.vendor,
           'Contracargo del emisor (datos de escala)'
    from seed_history_payments y where y.fate = 3`);
  await tx.execute(sql`
    insert into payment_refunds (id, payment_id, vendor_id, vendor_refund_id, idempotency_key, amount, vendor_amount,
                                 vendor_currency, status, vendor_status, reason, created_at, updated_at, completed_at)
    select gen_random_uuid(), y.id, y.vendor, 'escala-r-' || y.serial, 'refund:' || y.id || ':' || gen_random_uuid(),
           y.refunded, y.refunded, y.currency, 'COMPLETED', 'approved', ${refundReason},
           y.refunded_at - interval '1 hour', y.refunded_at, y.refunded_at
    from seed_history_payments y where y.fate in (1, 2) and y.vendor <> 'manual'`);
  await tx.execute(sql`
    insert into payment_allocations (id, payment_id, enrollment_id, period_number, amount, reversal, created_at)
    select gen_random_uuid(), y.id, y.enrollment_id, y.number, y.amount, false, y.paid_at
    from seed_history_payments y
    union all
    select gen_random_uuid(), y.id, y.enrollment_id, y.number, -y.refunded, true, y.refunded_at
    from seed_history_payments y where y.fate in (1, 2)
    union all
    select gen_random_uuid(), y.id, y.enrollment_id, y.number, -y.charged_back, true, y.charged_back_at
    from seed_history_payments y where y.fate = 3`);
  // The movements, as MoneyStep writes them: a manual one is reconciled (executed) by whoever
  // recorded it, a vendor's settles later.
  await tx.execute(sql`
    insert into money_movements (id, type, source, currency, amount, occurred_at, executed, payment_id, event_key,
                                 description, created_at, updated_at)
    select gen_random_uuid(), m.type::money_movement_type, y.vendor, y.currency, m.amount, m.at, y.vendor = 'manual',
           y.id, m.event_key, m.description, m.at, m.at
    from seed_history_payments y
    cross join lateral (
      select 'INCOME' as type, y.amount as amount, y.paid_at as at, 'approval' as event_key, y.description as description
      union all
      select 'FEE', -round(y.amount * f.rate, 2), y.paid_at, 'fee:1:' || y.vendor || '_fee', 'Comisión ' || y.vendor || '_fee'
      from (select case y.vendor when 'mercadopago' then 0.0499 when 'dlocal' then 0.039 else 0.054 end as rate) as f
      where y.vendor <> 'manual'
      union all
      select 'REFUND', -y.refunded, y.refunded_at,
             case when y.vendor = 'manual' then 'refund:' || gen_random_uuid() else 'vendor-refund:escala-r-' || y.serial end,
             'Reembolso: ' || y.description
      where y.fate in (1, 2)
      union all
      select 'CHARGEBACK', -y.charged_back, y.charged_back_at, 'chargeback', 'Contracargo: ' || y.description
      where y.fate = 3
    ) as m
    order by m.at`);
  const written = await tx.execute<{ n: string }>(sql`select count(*) as n from seed_history_payments`);
  return Number(written.rows[0]?.n ?? 0);
}
