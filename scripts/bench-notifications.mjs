#!/usr/bin/env node
/**
 * `npm run bench -- --notifications`: how fast the API processes verified payment
 * notifications, and that duplicates allocate once. Starts the built API alone on a fresh
 * embedded database (temporary DATA_DIR, demo data) with a known PAYMENTS_SANDBOX_SECRET, then:
 *
 * - prepares PENDING sandbox payments, one per enrollment of its own user: the users are
 *   written by SQL (the API's sign-up hashes passwords and is rate-limited), the enrollments
 *   (staff, the demo course's first plan), the payments and `initializePayment?vendor=sandbox`
 *   go through the API as the demo SU; then the payer's decision is recorded on the sandbox
 *   vendor's own side (`sandbox_payments.status = 'APPROVED'`, what its page does) so the
 *   API's re-read of the vendor confirms the approval;
 * - (a) BENCH_NOTIFICATIONS (1,000) signed APPROVED notifications, one per payment, at
 *   BENCH_CONCURRENCY (8) senders: notifications/s, p50, p99;
 * - (b) BENCH_DUPLICATED (200) other payments' notifications, each delivered BENCH_COPIES (5)
 *   times, shuffled, same senders: how many answers were not 2xx, and in the database how many
 *   of those payments have allocations and an INCOME movement (both should be exactly 200);
 * - the ledger check (`npm run -s ledger:check`) on the database once the API stopped.
 *
 * Nothing is asserted: a slow or loaded machine reports slow numbers.
 */
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { concurrency, fmt, json, signInAsDemoSu, startBuiltApi, stopApi } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.BENCH_API_PORT ?? '5621';
const dbPort = process.env.BENCH_DB_PORT ?? '5641';
const apiUrl = `http://localhost:${apiPort}`;
const distinct = Number(process.env.BENCH_NOTIFICATIONS ?? 1000);
const duplicated = Number(process.env.BENCH_DUPLICATED ?? 200);
const copies = Number(process.env.BENCH_COPIES ?? 5);
const secret = 'bench-notifications-secret';
const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-bench-notifications-'));

const startApi = () =>
  startBuiltApi({
    root,
    port: apiPort,
    dbPort,
    dataDir,
    env: { PAYMENTS_SANDBOX: 'true', PAYMENTS_SANDBOX_SECRET: secret },
  });

/** Runs `task(item)` for every item, `concurrency` at a time; answers each call's latency (ms) and the time taken. */
async function inParallel(items, task) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < items.length) {
      const item = items[next++];
      const t0 = performance.now();
      await task(item);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** A sandbox notification signed as the vendor signs it: t=<unix s>,v1=HMAC-SHA256(secret, "t.rawBody"). */
function sendNotification({ reference, paymentId }) {
  const rawBody = JSON.stringify({ id: reference, paymentId, status: 'APPROVED' });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return fetch(`${apiUrl}/payments/sandbox/notifications`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${v1}` },
    body: rawBody,
  });
}

/** `count` PENDING sandbox payments, each of its own user's enrollment; answers their sandbox references. */
async function preparePayments(client, count, auth) {
  const started = performance.now();
  const { rows: users } = await client.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, scopes)
     SELECT gen_random_uuid(), 'bench-' || n || '@bench.catedra.ar', 'not-a-password', 'Bench', 'Payer ' || n, '{BASIC}'
     FROM generate_series(1, $1) AS n RETURNING id`,
    [count],
  );
  const course = (await json(`${apiUrl}/courses?slug=programacion-web-full-stack`)).content[0];
  // The demo course has a small capacity; the benchmark's payers need room.
  await client.query('UPDATE courses SET capacity = NULL WHERE id = $1', [course.id]);
  const plans = await json(`${apiUrl}/courses/${course.id}/payment-plans`, auth);
  const plan = (plans.content ?? plans)[0];
  const post = async (url, body) => {
    const response = await fetch(`${apiUrl}${url}`, {
      method: 'POST',
      headers: { ...auth.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await inParallel(users, async ({ id: userId }) => {
    const enrollment = await post('/courses/enrollments/enrollment/create', {
      courseId: course.id,
      paymentPlanId: plan.id,
      userId,
    });
    const payment = await post('/payments', { enrollmentId: enrollment.id, userId });
    await post(`/payments/${payment.id}/initialize?vendor=sandbox`, {});
  });
  // The payer approves on the sandbox's page: the vendor's side records it, then notifies.
  const { rows } = await client.query(
    `UPDATE sandbox_payments SET status = 'APPROVED' RETURNING reference, payment_id AS "paymentId"`,
  );
  return { payments: rows, seconds: (performance.now() - started) / 1000 };
}

const shuffled = (items) => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

let ledger = '';
try {
  const api = await startApi();
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${dbPort}/postgres`,
  });
  await client.connect();
  try {
    const auth = await signInAsDemoSu(apiUrl);
    const prepared = await preparePayments(client, distinct + duplicated, auth);
    const first = prepared.payments.slice(0, distinct);
    const second = prepared.payments.slice(distinct);

    let failed = 0;
    const a = await inParallel(first, async (payment) => {
      const response = await sendNotification(payment);
      if (!response.ok) failed += 1;
      await response.arrayBuffer();
    });
    const statuses = new Map();
    const b = await inParallel(
      shuffled(second.flatMap((payment) => Array(copies).fill(payment))),
      async (payment) => {
        const response = await sendNotification(payment);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        await response.arrayBuffer();
      },
    );
    const ids = second.map((payment) => payment.paymentId);
    const { rows: counts } = await client.query(
      `SELECT
         (SELECT count(DISTINCT payment_id) FROM payment_allocations WHERE payment_id = ANY($1)) AS "allocationSets",
         (SELECT count(*) FROM payment_allocations WHERE payment_id = ANY($1)) AS "allocationRows",
         (SELECT count(*) FROM money_movements WHERE type = 'INCOME' AND payment_id = ANY($1)) AS "incomes",
         (SELECT count(*) FROM payments WHERE status = 'APPROVED' AND id = ANY($1)) AS "approved"`,
      [ids],
    );
    const { rows: firstApproved } = await client.query(
      `SELECT count(*) AS approved FROM payments WHERE status = 'APPROVED' AND id = ANY($1)`,
      [first.map((payment) => payment.paymentId)],
    );

    a.latencies.sort((x, y) => x - y);
    b.latencies.sort((x, y) => x - y);
    console.log(
      `\nPreparation: ${prepared.payments.length} PENDING sandbox payments in ${prepared.seconds.toFixed(1)} s ` +
        '(users by SQL; enrollments, payments and initializePayment through the API)',
    );
    console.log(
      `\n(a) ${first.length} verified APPROVED notifications, distinct payments, ${concurrency} senders`,
    );
    console.log(
      `  ${(first.length / a.seconds).toFixed(0)} notifications/s · p50 ${fmt(at(a.latencies, 0.5))} ms · ` +
        `p99 ${fmt(at(a.latencies, 0.99))} ms · max ${fmt(a.latencies.at(-1))} ms · not 2xx ${failed} · ` +
        `payments APPROVED ${firstApproved[0].approved}`,
    );
    console.log(
      `\n(b) ${second.length} payments' notifications × ${copies}, shuffled, ${concurrency} senders (${second.length * copies} deliveries)`,
    );
    const answers = [...statuses].map(([status, n]) => `${status} × ${n}`).join(', ');
    console.log(
      `  ${((second.length * copies) / b.seconds).toFixed(0)} deliveries/s · p50 ${fmt(at(b.latencies, 0.5))} ms · ` +
        `p99 ${fmt(at(b.latencies, 0.99))} ms · answers: ${answers}`,
    );
    const [row] = counts;
    console.log(
      `  payments with allocations ${row.allocationSets} (${row.allocationRows} rows) · INCOME movements ${row.incomes} · ` +
        `APPROVED ${row.approved} (expected ${second.length} each)`,
    );
  } finally {
    await client.end();
    await stopApi(api);
  }
  const check = spawnSync('npm', ['run', '-s', 'ledger:check'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
  });
  ledger = `${check.stdout}${check.stderr}`.trim();
  console.log(`\nLedger at the end (npm run -s ledger:check):\n  ${ledger.split('\n').join('\n  ')}\n`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
