/**
 * The money part of `npm run bench -- --scale` (bench-scale.mjs runs it on the same API and
 * database), on the three years of payments `npm run db:seed-scale` wrote (1,000,000 payments
 * and their movements), at BENCH_CONCURRENCY (8) clients:
 *
 * - the lists: `findAllPayments` and `findAllMoneyMovements`, a filtered first page and the
 *   same filter's page 500 (20 rows a page) for one filter, two filters and a year's range,
 *   each with p50, p99, calls/s and the total the filter matches;
 * - the report calls at a year's range in ARS (`getAccountingSummary`, with its USD view, by segment, quotas
 *   against upfront, per course, per topic, `getIncomeByMonth`, `getDebtAging` as of today,
 *   `getEnrollmentsAccountingStats` at now), and per course again at the years ending on the
 *   latest 15th and 25th of a month (a range's cost per course depends on where in their months
 *   it starts and ends), each beside the plain SQL aggregate that answers
 *   the same question straight from the raw rows (money_movements, and for the debt the periods
 *   and their allocations), run with `pg` at the same concurrency in the same run. The table
 *   shows each call's p99, the SQL's p99 and their ratio against the targets: p99 ≤ 50 ms and
 *   no slower than half the plain SQL (ratio ≤ 0.5). A call that answers 501 (not built in
 *   this version) is printed as "not implemented", not an error;
 * - `EXPLAIN (ANALYZE, BUFFERS)` of both lists' page-500 statements as the API sends them (the
 *   text from the built repositories), with a line saying whether payments or money_movements
 *   are scanned whole.
 *
 * Beside each call, "API CPU" is the API process's CPU time per call (ms, from /proc): what the
 * server itself spends, apart from the database and the clients.
 *
 * Nothing is asserted. BENCH_SQL_REQUESTS (default 100) is the plain SQL aggregates' call count.
 */
import pg from 'pg';
import { concurrency, fmt, measure, printPlan, requests } from './bench-lib.mjs';

const ZONE = 'America/Argentina/Buenos_Aires';
const sqlRequests = Number(process.env.BENCH_SQL_REQUESTS ?? 100);
const TARGET_P99 = 50;
const TARGET_RATIO = 0.5;
/**
 * Calls made before each list or report is timed. The API's CPU per call on a route falls for
 * its first few hundred calls while V8 optimizes it (the payments list: 5.1, then 3.4, then
 * 2.9 ms over three runs of 400 calls), and a first-measured row would pay for all of it; what
 * staff meet is a server that has long been warm.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 200);

/** The academy's date of an instant (YYYY-MM-DD). */
const academyDate = (instant) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant);

/** A pg call as `measure` times it (it reads `ok` and the body). */
const asResponse = async (promise) => {
  await promise;
  return { ok: true, arrayBuffer: async () => undefined };
};

/** The plain SQL answering each report's question over the raw rows; $1 from, $2 to (dates), $3 currency. */
const inRange = `m.occurred_at >= ($1::date)::timestamp at time zone '${ZONE}'
  and m.occurred_at < ($2::date + 1)::timestamp at time zone '${ZONE}' and m.currency = $3`;
const totals = `coalesce(sum(m.amount) filter (where m.type = 'INCOME'), 0) as income,
  coalesce(sum(m.amount) filter (where m.type = 'REFUND'), 0) as refunds,
  coalesce(sum(m.amount) filter (where m.type = 'CHARGEBACK'), 0) as chargebacks,
  coalesce(sum(m.amount) filter (where m.type = 'FEE'), 0) as fees,
  coalesce(sum(m.amount), 0) as net,
  count(*) filter (where m.type = 'INCOME') as count`;
const ofPayments = 'money_movements m join payments p on p.id = m.payment_id';
const ofCourses = `${ofPayments} join enrollments e on e.id = p.enrollment_id join courses c on c.id = e.course_id`;
const plainSql = {
  summary: `select ${totals} from money_movements m where ${inRange}`,
  segment: `select p.segment, ${totals} from ${ofPayments} where ${inRange} group by p.segment`,
  quotasUpfront: `select p.segment, sum(m.amount) as amount, count(*) as count from ${ofPayments}
    where ${inRange} and m.type = 'INCOME' and p.segment in ('QUOTA', 'UPFRONT') group by p.segment`,
  courses: `select c.id, c.title, ${totals} from ${ofCourses} where ${inRange} group by c.id, c.title`,
  topics: `select c.topic_id, ${totals} from ${ofCourses} where ${inRange} group by c.topic_id`,
  incomeByMonth: `select to_char(m.occurred_at at time zone '${ZONE}', 'YYYY-MM') as month, ${totals}
    from money_movements m where ${inRange} group by 1 order by 1`,
  // The summary with its USD view: each ARS movement at the newest rate set before its day ended.
  usdSummary: `select ${totals},
      sum(sign(m.amount) * floor(abs(m.amount) * 100 / r.rate + 0.5) / 100) as usd, bool_or(r.rate is null) as missing
    from money_movements m
    left join lateral (select er.rate from exchange_rates er
      where er.from_currency = 'USD' and er.to_currency = 'ARS'
        and er.created_at < (((m.occurred_at at time zone '${ZONE}')::date + 1)::timestamp at time zone '${ZONE}')
      order by er.created_at desc limit 1) r on true
    where ${inRange}`,
  // As of $2 (the range's end, a date): what each live enrollment's periods due before it still
  // owed then (its amount less what allocations had put on it by then), by age.
  debtAging: `select case when $2::date - p.due_date <= 30 then '0-30' when $2::date - p.due_date <= 60 then '31-60'
      when $2::date - p.due_date <= 90 then '61-90' else '90+' end as bucket,
      sum(p.amount - coalesce(a.paid, 0)) as amount, count(*) as count
    from enrollment_periods p join enrollments e on e.id = p.enrollment_id
    left join lateral (select sum(x.amount) as paid from payment_allocations x
      where x.enrollment_id = p.enrollment_id and x.period_number = p.number
        and x.created_at < ($2::date + 1)::timestamp at time zone '${ZONE}') a on true
    where e.currency = $3 and e.status <> 'INACTIVE' and not p.waived and p.due_date < $2::date
      and $1::date is not null and p.amount > coalesce(a.paid, 0)
    group by 1`,
  // At $2: per currency, due this month, collected this month, the debt, and the active enrollments.
  enrollmentsStats: `with month as (select date_trunc('month', $2::date)::date as first, $2::date as day),
    expected as (select e.currency, sum(p.amount) as amount from enrollment_periods p
      join enrollments e on e.id = p.enrollment_id, month
      where p.due_date >= month.first and p.due_date < (month.first + interval '1 month')::date
        and e.status <> 'INACTIVE' and not p.waived group by e.currency),
    collected as (select m.currency, sum(m.amount) as amount from money_movements m, month
      where m.type = 'INCOME' and m.occurred_at >= (month.first)::timestamp at time zone '${ZONE}'
        and m.occurred_at < (month.day + 1)::timestamp at time zone '${ZONE}' group by m.currency),
    debt as (select e.currency, sum(p.amount - p.paid_amount) as amount from enrollment_periods p
      join enrollments e on e.id = p.enrollment_id, month
      where p.due_date < month.day and e.status <> 'INACTIVE' and not p.waived and p.paid_amount < p.amount
      group by e.currency)
    select x.currency, x.amount as expected, c.amount as collected, d.amount as debt,
      (select count(*) from enrollments where status = 'ACTIVE') as active
    from expected x left join collected c using (currency) left join debt d using (currency)
    where $1::date is not null and $3::text is not null`,
};

/**
 * Runs the money part. `api` is `{ url, pid, auth }`; `databaseUrl` the API's database.
 * `only` (a regular expression or null) keeps the rows whose names match.
 */
export async function benchMoney({ api, databaseUrl, only }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency });
  pool.on('error', () => {});
  try {
    const now = new Date();
    const to = academyDate(now);
    const yearTo = (last) => academyDate(new Date(Date.parse(`${last}T12:00:00Z`) - 364 * 86_400_000));
    const from = yearTo(to);
    // A year's range ending on the latest `day` of a month up to today: per course, what a range
    // reads depends on where in their months it starts and ends (rollupPlanOf), so the per-course
    // call is also timed at ranges ending on the 15th and on the 25th, whatever day the bench runs.
    const yearToDay = (day) => {
      const [year, month] = to.split('-').map(Number);
      const back = Number(to.slice(8)) >= day ? 0 : 1;
      const first = new Date(Date.UTC(year, month - 1 - back, 1));
      const last = `${first.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
      return { from: yearTo(last), to: last };
    };
    const get = (path) => () => fetch(`${api.url}${path}`, api.auth);
    const post = (path, body) => () =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { ...api.auth.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const wanted = (name) => !only || only.test(name);

    // The lists: a filtered first page and its page 500.
    const payments = '/payments?status=APPROVED&size=20';
    const payments2 = '/payments?vendorId=mercadopago&segment=QUOTA&size=20';
    const aYear = `/payments?fromDate=${from}&toDate=${to}&size=20`;
    const movements = '/money-movements?type=INCOME&size=20';
    const movements2 = '/money-movements?type=FEE&currency=ARS&size=20';
    const movementsYear = `/money-movements?from=${from}T03:00:00.000Z&size=20`;
    const lists = [
      ['payments: APPROVED, page 1', payments],
      ['payments: APPROVED, page 500', `${payments}&page=500`],
      ['payments: Mercado Pago quotas, page 1', payments2],
      ['payments: Mercado Pago quotas, page 500', `${payments2}&page=500`],
      ['payments: a year, page 1', aYear],
      ['payments: a year, page 500', `${aYear}&page=500`],
      ['movements: INCOME, page 1', movements],
      ['movements: INCOME, page 500', `${movements}&page=500`],
      ['movements: ARS fees, page 1', movements2],
      ['movements: ARS fees, page 500', `${movements2}&page=500`],
      ['movements: a year, page 1', movementsYear],
      ['movements: a year, page 500', `${movementsYear}&page=500`],
    ].filter(([name]) => wanted(name));
    // The server's cheapest authenticated call in the same run: what the machine's load alone costs.
    const listRows = [];
    if (lists.length > 0) {
      const baseline = await measure(
        'baseline GET /users/token',
        get('/users/token'),
        api.pid,
        requests,
        WARM_UP,
      );
      listRows.push({ ...baseline, total: null });
    }
    for (const [name, path] of lists) {
      const first = await fetch(`${api.url}${path}`, api.auth);
      if (!first.ok) throw new Error(`${name}: ${first.status} ${await first.text()}`);
      const body = await first.json();
      const row = await measure(name, get(path), api.pid, requests, WARM_UP);
      listRows.push({ ...row, total: body.page.totalElements, shown: body.content.length });
    }

    // The reports, each beside its plain SQL.
    const range = `from=${from}&to=${to}&currency=ARS`;
    const reports = [
      ['getAccountingSummary', get(`/accounting/summary?${range}`), 'summary'],
      ['getAccountingSummary, USD view', get(`/accounting/summary?${range}&usd=true`), 'usdSummary'],
      ['getAccountingSegmentSummary', get(`/accounting/summary/segment?${range}`), 'segment'],
      [
        'getAccountingQuotasUpfrontSummary',
        get(`/accounting/summary/quotas-upfront?${range}`),
        'quotasUpfront',
      ],
      [
        'getCoursesAccountingSummary',
        post('/accounting/courses/summary', { from, to, currency: 'ARS' }),
        'courses',
      ],
      ...[15, 25].map((day) => {
        const range = yearToDay(day);
        return [
          `getCoursesAccountingSummary, to the ${day}th`,
          post('/accounting/courses/summary', { ...range, currency: 'ARS' }),
          'courses',
          range,
        ];
      }),
      [
        'getTopicsAccountingSummary',
        post('/accounting/topics/summary', { from, to, currency: 'ARS' }),
        'topics',
      ],
      ['getIncomeByMonth', get(`/reports/income-by-month?${range}`), 'incomeByMonth'],
      ['getDebtAging', get(`/reports/debt-aging?asOf=${to}&currency=ARS`), 'debtAging'],
      [
        'getEnrollmentsAccountingStats',
        get(`/courses/enrollments/accounting-stats?date=${encodeURIComponent(now.toISOString())}`),
        'enrollmentsStats',
      ],
    ].filter(([name]) => wanted(name));
    // Every call first, then every plain SQL: the plain aggregates read millions of rows for
    // seconds, 8 at a time, and what they leave behind (evicted pages, temporary files going
    // away) would slow whichever call came next.
    const reportRows = [];
    for (const [name, call] of reports) {
      const probe = await call();
      await probe.arrayBuffer();
      if (probe.status === 501) {
        reportRows.push({ name, implemented: false });
        continue;
      }
      if (!probe.ok) throw new Error(`${name}: ${probe.status}`);
      reportRows.push({
        name,
        implemented: true,
        row: await measure(name, call, api.pid, requests, WARM_UP),
      });
    }
    for (const [index, [, , question, range = { from, to }]] of reports.entries()) {
      reportRows[index].baseline = await measure(
        `plain SQL: ${question}`,
        () => asResponse(pool.query(plainSql[question], [range.from, range.to, 'ARS'])),
        null,
        sqlRequests,
      );
    }

    console.log(
      `\nMoney at scale: ${requests} calls each (plain SQL ${sqlRequests}), ${concurrency} at a time (ms)`,
    );
    console.log(
      `  ${'list'.padEnd(46)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'calls/s'.padStart(8)} ${'total rows'.padStart(11)} ${'API CPU'.padStart(8)} ${'target'.padStart(8)}`,
    );
    for (const row of listRows) {
      const verdict = row.total === null ? '' : row.p99 <= TARGET_P99 ? 'met' : 'MISSED';
      console.log(
        `  ${row.name.padEnd(46)} ${fmt(row.p50).padStart(7)} ${fmt(row.p99).padStart(7)} ${row.perSecond.toFixed(0).padStart(8)} ${String(row.total ?? '').padStart(11)} ${fmt(row.cpuMsPerCall).padStart(8)} ${verdict.padStart(8)}`,
      );
    }
    console.log(`  (target on PostgreSQL: p99 ≤ ${TARGET_P99} ms)\n`);
    console.log(
      `  ${'report (a year to today, ARS)'.padEnd(42)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'calls/s'.padStart(8)} ${'SQL p99'.padStart(8)} ${'ratio'.padStart(6)} ${'API CPU'.padStart(8)} target`,
    );
    for (const { name, implemented, baseline, row } of reportRows) {
      if (!implemented) {
        console.log(
          `  ${name.padEnd(42)} ${'not implemented (501)'.padStart(32)} ${fmt(baseline.p99).padStart(8)}`,
        );
        continue;
      }
      const ratio = row.p99 / baseline.p99;
      const verdict = row.p99 <= TARGET_P99 && ratio <= TARGET_RATIO ? 'met' : 'MISSED';
      console.log(
        `  ${name.padEnd(42)} ${fmt(row.p50).padStart(7)} ${fmt(row.p99).padStart(7)} ${row.perSecond.toFixed(0).padStart(8)} ${fmt(baseline.p99).padStart(8)} ${ratio.toFixed(2).padStart(6)} ${fmt(row.cpuMsPerCall).padStart(8)} ${verdict}`,
      );
    }
    console.log(
      `  (target on PostgreSQL: p99 ≤ ${TARGET_P99} ms and ratio = p99 ÷ SQL p99 ≤ ${TARGET_RATIO}; SQL = the plain aggregate over the raw rows)\n`,
    );
    if (wanted('explain')) await explainLists(pool);
  } finally {
    await pool.end();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of both lists' page 500 as the API sends them (the built repositories' statements). */
async function explainLists(pool) {
  const { paymentsList } = await import('../apps/api/dist/modules/payments/payments.repository.js');
  const { movementsList } = await import(
    '../apps/api/dist/modules/money-movements/money-movements.repository.js'
  );
  const page = { page: 500, size: 20, offset: 10_000, sort: [] };
  const statements = [
    ['payments (APPROVED; page 500)', paymentsList.statementsOf({ status: 'APPROVED' }, page)],
    ['money_movements (INCOME; page 500)', movementsList.statementsOf({ type: 'INCOME' }, page)],
  ];
  for (const [name, statementsOfList] of statements) {
    for (const [part, { sql: text, params }] of Object.entries(statementsOfList)) {
      const { rows } = await pool.query(`explain (analyze, buffers) ${text}`, params);
      printPlan(
        `EXPLAIN (ANALYZE, BUFFERS) of the list of ${name}, its ${part}:`,
        rows.map((row) => row['QUERY PLAN']),
        ['payments', 'money_movements'],
      );
    }
  }
}
