/**
 * Data at the scale of a large academy, for the benchmark's scale mode: 200 courses, 20,000
 * students, 100,000 enrollments (five per student) and their 1,000,000 periods, with
 * comments on a fifth of the enrollments; and three years of payments beside them — 1,000,000
 * payments in ARS and USD with their movements, refunds, chargebacks and fees, on 100,000
 * finished enrollments of courses of their own (seed-payments-history.ts). Written by
 * set-based SQL (`generate_series`), not through the API: each statement creates a whole
 * table's rows at once, so the run takes minutes instead of hours.
 *
 * Everything it creates is marked (course slugs `escala-…`, e-mails `@escala.catedra.ar`),
 * so it runs beside the demo data without touching it, and a second run says the data is
 * already there. Every figure it writes obeys the schedule's and the money's rules: the
 * periods of an enrollment add up to its plan's total, a period's paid amount is the sum of
 * its allocations, the ledger balances, and the figures kept on each enrollment are computed
 * from the periods, as the enrollments module keeps them (`rebuildDerivedData`, the last step).
 */

import { localDateOf } from '@catedra/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { poolOf } from '../db/prepared.js';
import { searchTextOf } from '../db/search.js';
import { refreshFiguresSql } from '../modules/enrollments/index.js';
import { rebuildMovementDailyCounts } from '../modules/money-movements/index.js';
import { rebuildPaymentDailyCounts } from '../modules/payments/index.js';
import type { Clock } from '../time/clock.js';
import { recordPaidPeriodsAsPayments } from './record-paid-periods.js';
import { hashDemoPassword } from './seed.js';
import { HISTORY_COURSE_SLUG, seedPaymentsHistory } from './seed-payments-history.js';

export interface Scale {
  courses: number;
  students: number;
  /** At most `courses`: each of a student's enrollments is in a different course. */
  enrollmentsPerStudent: number;
  periodsPerEnrollment: number;
  /** The payments of the three years' history (seed-payments-history.ts), one per paid period. */
  payments: number;
}

export const SCALE: Scale = {
  courses: 200,
  students: 20_000,
  enrollmentsPerStudent: 5,
  periodsPerEnrollment: 10,
  payments: 1_000_000,
};

export const SCALE_STUDENT_DOMAIN = 'escala.catedra.ar';

const SCALE_TIME_ZONE = 'America/Argentina/Buenos_Aires';

export interface ScaleSeedReport {
  alreadyThere: boolean;
  courses: number;
  students: number;
  enrollments: number;
  periods: number;
  comments: number;
  /** The history's payments (seed-payments-history.ts). */
  payments: number;
  seconds: number;
}

/** The scale courses of the enrollments list's data (the payments history has its own, `escala-historico-…`). */
const scaleCourseIds = sql`(select id from courses where slug like 'escala-curso-%')`;

export async function seedScaleData(
  db: Executor,
  clock: Clock,
  scale: Scale = SCALE,
): Promise<ScaleSeedReport> {
  const started = performance.now();
  const enrollmentsThere = (await countOf(db, sql`select count(*) from ${scaleCourseIds} c`)) > 0;
  // The academy's today (its courses are in Buenos Aires), not UTC's: a seed at 22:00 there is
  // still today's.
  const today = localDateOf(clock.now(), SCALE_TIME_ZONE);
  let payments = 0;
  await db.transaction(async (tx) => {
    // The lists' daily counts are rebuilt once at the end, not a row at a time at commit.
    await tx.execute(sql`alter table payments disable trigger payment_daily_counts_apply`);
    await tx.execute(sql`alter table money_movements disable trigger money_movement_daily_counts_apply`);
    if (!enrollmentsThere) await seedEnrollments(tx, clock.now(), today, scale);
    payments = await seedPaymentsHistory(tx, today, SCALE_STUDENT_DOMAIN, scale);
    if (!enrollmentsThere || payments > 0) await rebuildDerivedData(tx);
    await tx.execute(sql`alter table payments enable trigger payment_daily_counts_apply`);
    await tx.execute(sql`alter table money_movements enable trigger money_movement_daily_counts_apply`);
  });
  const alreadyThere = enrollmentsThere && payments === 0;
  if (!alreadyThere && poolOf(db)) {
    // Fresh statistics, so the planner knows the new sizes at once, and the visibility map the
    // lists' index-only scans need (VACUUM runs outside a transaction only).
    await db.execute(
      sql`vacuum (analyze) users, courses, course_payment_plans, enrollments, enrollment_periods, enrollment_comments,
                  payments, payment_components, payment_status_changes, payment_allocations, payment_refunds, money_movements,
                  payment_daily_counts, money_movement_daily_counts, ledger_daily_rollups, ledger_monthly_rollups,
                  ledger_segment_daily_rollups, ledger_segment_monthly_rollups, ledger_course_daily_rollups,
                  ledger_course_monthly_rollups, ledger_course_dekad_rollups, ledger_course_quarterly_rollups,
                  ledger_course_yearly_rollups, debt_rollups, due_rollups`,
    );
  } else if (!alreadyThere) {
    await db.execute(
      sql`analyze users, courses, course_payment_plans, enrollments, enrollment_periods, enrollment_comments,
                  payments, payment_components, payment_status_changes, payment_allocations, payment_refunds, money_movements`,
    );
  }
  return {
    alreadyThere,
    ...(await scaleCounts(db)),
    seconds: alreadyThere ? 0 : (performance.now() - started) / 1000,
  };
}

/** The courses, students, enrollments, periods (with the payments of what they paid) and comments of the enrollments list's data. */
async function seedEnrollments(tx: Executor, now: Date, today: string, scale: Scale) {
  const passwordHash = await hashDemoPassword();
  await tx.execute(sql`
    insert into course_topics (id, name, slug)
    values (gen_random_uuid(), 'Escala', 'escala')
    on conflict do nothing`);
  await tx.execute(sql`
    insert into courses (id, title, slug, summary, topic_id, start_date, end_date, timezone_id,
                         capacity, active, enrollment_open, search_text)
    select gen_random_uuid(), 'Curso de escala ' || n, 'escala-curso-' || n, 'Curso generado para medir',
           (select id from course_topics where slug = 'escala'),
           ${today}::date - 300 + (n % 60), ${today}::date + 60 + (n % 120),
           ${SCALE_TIME_ZONE}, null, true, true, 'curso de escala ' || n
    from generate_series(1, ${scale.courses}) as n`);
  // One recurring plan per course: ten monthly periods, in ARS for most, USD for a fifth.
  await tx.execute(sql`
    insert into course_payment_plans (id, course_id, name, type, currency, number_of_periods, period_amount)
    select gen_random_uuid(), c.id, 'Diez cuotas', 'recurring',
           (case when right(c.slug, 1) in ('0', '5') then 'USD' else 'ARS' end)::currency,
           ${scale.periodsPerEnrollment}, case when right(c.slug, 1) in ('0', '5') then 49.90 else 45000.00 end
    from courses c where c.slug like 'escala-curso-%'`);
  await tx.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, country, scopes, search_text)
    select gen_random_uuid(), 'alumno' || n || '@' || ${SCALE_STUDENT_DOMAIN}, ${passwordHash},
           'Alumno', 'Escala ' || n, (array['AR','AR','AR','UY','CL','MX','CO','PE'])[1 + n % 8],
           '{STUDENT}', 'alumno escala ' || n || ' alumno' || n || '@' || ${SCALE_STUDENT_DOMAIN}
    from generate_series(1, ${scale.students}) as n`);
  await insertEnrollments(tx, today, scale);
  await insertPeriods(tx, today, scale);
  await recordPaidPeriodsAsPayments(
    tx,
    sql`select id from enrollments where course_id in ${scaleCourseIds}`,
    now,
  );
  await insertComments(tx);
}

/**
 * The seed's last step: what is derived from the rows written above, rebuilt from them, in the
 * seed's transaction: the figures kept on each scale enrollment (paid periods, oldest unpaid
 * due date, the unpaid due dates and running totals) from its periods, as the enrollments
 * module keeps them, and the payments' and movements' daily counts (the lists' totals), which
 * the seed writes with their triggers off. Whatever else is derived from the ledger is rebuilt
 * here too.
 */
export async function rebuildDerivedData(tx: Executor) {
  await tx.execute(
    refreshFiguresSql(sql`s.course_id in (select id from courses where slug like 'escala-%')`),
  );
  await rebuildPaymentDailyCounts(tx);
  await rebuildMovementDailyCounts(tx);
}

/**
 * Each student's enrollments are in different courses (student n takes courses n·7 + k·stride
 * modulo the course count, k = 0…enrollmentsPerStudent − 1, stride = courses / enrollmentsPerStudent). Statuses in the proportions of a running academy: 70% ACTIVE, 15%
 * PENDING (enrolled in the last 20 days), 10% FINISHED, 5% INACTIVE; enrolled over the
 * last 300 days.
 */
async function insertEnrollments(tx: Executor, today: string, scale: Scale) {
  const stride = Math.floor(scale.courses / scale.enrollmentsPerStudent);
  await tx.execute(sql`
    with students as (
      select id, row_number() over (order by email) - 1 as n
      from users where email like ${`%@${SCALE_STUDENT_DOMAIN}`}
    ), scale_courses as (
      select c.id, p.id as plan_id, p.currency, p.period_amount, row_number() over (order by c.slug) - 1 as n
      from courses c join course_payment_plans p on p.course_id = c.id
      where c.slug like 'escala-curso-%'
    )
    insert into enrollments (id, user_id, course_id, status, payment_plan_id, plan_type, currency, period_amount,
                             number_of_periods, country, manual, inactive_reason, inactive_search_text, inactivated_at, finished_at, created_at)
    select gen_random_uuid(), s.id, c.id,
           (case when h < 70 then 'ACTIVE' when h < 85 then 'PENDING' when h < 95 then 'FINISHED' else 'INACTIVE' end)::enrollment_status,
           c.plan_id, 'recurring', c.currency, c.period_amount, ${scale.periodsPerEnrollment},
           'AR', h % 17 = 0,
           case when h >= 95 then 'Dejó de responder los mensajes' end,
           case when h >= 95 then 'dejo de responder los mensajes' else '' end,
           case when h >= 95 then ${today}::date - (s.n % 30)::int end,
           case when h between 85 and 94 then ${today}::date - (s.n % 20)::int end,
           -- PENDING ones are recent (they have not paid yet); the rest spread over 300 days.
           ${today}::date - (case when h between 70 and 84 then (s.n + k) % 20 else (s.n * 5 + k) % 300 end)::int
    from students s
    cross join generate_series(0, ${scale.enrollmentsPerStudent - 1}) as k
    cross join lateral (select (s.n * 31 + k * 17) % 100 as h) as mix
    join scale_courses c on c.n = (s.n * 7 + k * ${stride}) % ${scale.courses}`);
}

/**
 * Ten monthly periods from the enrollment's date. How much is paid follows the status: a
 * FINISHED enrollment paid everything; an ACTIVE one paid some of its past periods (so a part
 * of them is in debt, 45 days and more), the next one sometimes in part; PENDING paid nothing.
 */
async function insertPeriods(tx: Executor, today: string, scale: Scale) {
  await tx.execute(sql`
    insert into enrollment_periods (enrollment_id, number, due_date, amount, paid_amount)
    select e.id, p.number, d.due_date, e.period_amount,
           case
             when e.status = 'FINISHED' then e.period_amount
             when e.status in ('PENDING', 'INACTIVE') then 0
             when p.number <= e.paid_periods then e.period_amount
             when p.number = e.paid_periods + 1 and e.paid_periods % 3 = 0 then round(e.period_amount / 2, 2)
             else 0
           end
    from (
      select id, status, period_amount, created_at::date as enrolled_on,
             -- periods already due, less a few for one enrollment in four
             greatest(0, ((${today}::date - created_at::date) / 30) + 1 - (case when hashtext(id::text) % 4 = 0 then 2 + abs(hashtext(id::text)) % 3 else 0 end)) as paid_periods
      from enrollments where course_id in ${scaleCourseIds}
    ) as e
    cross join generate_series(1, ${scale.periodsPerEnrollment}) as p(number)
    -- From the enrollment's date each time, so PostgreSQL clamps to the month's end as the schedule does.
    cross join lateral (select (e.enrolled_on + make_interval(months => p.number - 1))::date as due_date) as d
    -- An enrollment's periods are written together, as the API writes them: side by side on disk.
    order by e.id, p.number`);
}

/** A comment on one enrollment in five, written by the commercial staff (the demo's SU if alone). */
async function insertComments(tx: Executor) {
  const phrases = [
    'Llamé y prometió pagar el viernes',
    'Pidió cambiar la fecha de vencimiento',
    'Consulta por factura A',
    'Quiere pasar a pago en cuotas',
    'No contesta el teléfono, reintentar',
    'Pagó por transferencia, falta conciliar',
  ];
  await tx.execute(sql`
    insert into enrollment_comments (id, enrollment_id, author_id, text, search_text, created_at)
    select gen_random_uuid(), e.id, a.id, t.phrase, t.search_text, e.created_at + interval '2 days'
    from enrollments e
    cross join lateral (select (select id from users where 'SU' = any(scopes) order by created_at limit 1) as id) as a
    cross join lateral (select 1 + abs(hashtext(e.id::text)) % ${phrases.length} as pick) as choice
    cross join lateral (
      select (${sql.param(phrases)}::text[])[choice.pick] as phrase, (${sql.param(phrases.map((phrase) => searchTextOf(phrase)))}::text[])[choice.pick] as search_text
    ) as t
    where a.id is not null and abs(hashtext(e.id::text)) % 5 = 0
      and e.course_id in ${scaleCourseIds}`);
}

async function countOf(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ count: string }>(query);
  return Number(result.rows[0]?.count ?? 0);
}

async function scaleCounts(db: Executor) {
  const scaleCourses = scaleCourseIds;
  return {
    courses: await countOf(db, sql`select count(*) from ${scaleCourses} c`),
    students: await countOf(
      db,
      sql`select count(*) from users where email like ${`%@${SCALE_STUDENT_DOMAIN}`}`,
    ),
    enrollments: await countOf(db, sql`select count(*) from enrollments where course_id in ${scaleCourses}`),
    periods: await countOf(
      db,
      sql`select count(*) from enrollment_periods where enrollment_id in (select id from enrollments where course_id in ${scaleCourses})`,
    ),
    comments: await countOf(
      db,
      sql`select count(*) from enrollment_comments where enrollment_id in (select id from enrollments where course_id in ${scaleCourses})`,
    ),
    payments: await countOf(
      db,
      sql`select count(*) from payments where enrollment_id in (select id from enrollments where course_id in (select id from courses where slug like ${`${HISTORY_COURSE_SLUG}%`}))`,
    ),
  };
}
