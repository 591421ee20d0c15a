#!/usr/bin/env node
/**
 * `npm run bench -- --reminders`: a reminders run over BENCH_REMINDERS (10,000) due periods.
 * Starts the built API alone on a fresh embedded database (temporary DATA_DIR, demo data),
 * with the academy in a zone where it is now 10:00–20:00 on a weekday (an `Etc/GMT±N` zone,
 * holidays cleared), so automatic WhatsApp reminders are not held by quiet hours; then:
 *
 * - writes by SQL that many students (each with a phone), each enrolled in the demo course with
 *   one period of 1000.00 ARS due today (stage D0);
 * - queues: `processPaymentReminders` as the demo SU (one call, all courses): seconds to queue
 *   and how many (two per period: WhatsApp and e-mail);
 * - sends: the sender job the call enqueued (in the API's process) claims, rechecks, makes each
 *   period's checkout link (a payment made by the system) and sends through the sandboxes (the
 *   stand-in WhatsApp sender, the dev mailbox): seconds until nothing is queued or sending,
 *   messages per second, the statuses, and the API's memory (RSS now and its peak, VmHWM).
 *
 * Nothing is asserted: a slow or loaded machine reports slow numbers.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { json, memoryOf, sleep, startBuiltApi, stopApi } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.BENCH_API_PORT ?? '5621';
const dbPort = process.env.BENCH_DB_PORT ?? '5641';
const apiUrl = `http://localhost:${apiPort}`;
const periods = Number(process.env.BENCH_REMINDERS ?? 10_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-bench-reminders-'));

/** An `Etc/GMT±N` zone (no daylight saving) where it is now 10:00–20:00 on a Monday to Saturday. */
function businessHoursZone() {
  for (let offset = -12; offset <= 14; offset++) {
    // Etc/GMT's sign is inverted: Etc/GMT-3 is UTC+3.
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    }).formatToParts(new Date());
    const hour = Number(parts.find((part) => part.type === 'hour').value);
    const weekday = parts.find((part) => part.type === 'weekday').value;
    if (hour >= 10 && hour < 20 && weekday !== 'Sun') return zone;
  }
  throw new Error('no zone is in business hours now');
}

const zone = businessHoursZone();
const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

const startApi = () =>
  startBuiltApi({ root, port: apiPort, dbPort, dataDir, env: { ACADEMY_TIME_ZONE: zone, SMTP_URL: '' } });

/** `count` students with a phone, each enrolled in the course with one period of 1000.00 due today. */
async function prepare(client, courseId, count) {
  const started = performance.now();
  await client.query('BEGIN');
  await client.query(
    `CREATE TEMP TABLE bench_students ON COMMIT DROP AS
     SELECT gen_random_uuid() AS user_id, gen_random_uuid() AS enrollment_id, n
     FROM generate_series(1, $1) AS n`,
    [count],
  );
  await client.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone, scopes)
     SELECT user_id, 'bench-reminder-' || n || '@bench.catedra.ar', 'not-a-password', 'Bench', 'Deudor ' || n,
            '+54911' || lpad(n::text, 8, '0'), '{STUDENT}'
     FROM bench_students`,
  );
  await client.query(
    `INSERT INTO enrollments (id, user_id, course_id, status, plan_type, currency, period_amount, number_of_periods)
     SELECT enrollment_id, user_id, $1, 'ACTIVE', 'recurring', 'ARS', 1000.00, 1 FROM bench_students`,
    [courseId],
  );
  await client.query(
    `INSERT INTO enrollment_periods (enrollment_id, number, due_date, amount)
     SELECT enrollment_id, 1, $1::date, 1000.00 FROM bench_students`,
    [today],
  );
  await client.query('COMMIT');
  // The academy's holidays would hold WhatsApp reminders; this run measures sending.
  await client.query('DELETE FROM holidays');
  return (performance.now() - started) / 1000;
}

try {
  const api = await startApi();
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://postgres:${password}@127.0.0.1:${dbPort}/postgres`,
  });
  await client.connect();
  try {
    const { token } = await json(`${apiUrl}/users/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'su@demo.catedra.ar', password: 'demo1234' }),
    });
    const course = (await json(`${apiUrl}/courses?slug=programacion-web-full-stack`)).content[0];
    const prepared = await prepare(client, course.id, periods);
    const before = memoryOf(api.pid);

    const started = performance.now();
    const run = await json(`${apiUrl}/payments/processPaymentReminders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    const queueSeconds = (performance.now() - started) / 1000;

    let peakRss = 0;
    while (true) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS left FROM payment_reminders WHERE status IN ('QUEUED', 'SENDING')`,
      );
      peakRss = Math.max(peakRss, memoryOf(api.pid).rssMb);
      if (rows[0].left === 0) break;
      if (performance.now() - started > 30 * 60_000) throw new Error('the reminders were not sent in 30 min');
      await sleep(250);
    }
    const sendSeconds = (performance.now() - started) / 1000 - queueSeconds;
    const after = memoryOf(api.pid);
    const { rows: statuses } = await client.query(
      `SELECT channel, status, count(*)::int AS n FROM payment_reminders GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const sent = statuses.filter((row) => row.status === 'SENT').reduce((sum, row) => sum + row.n, 0);
    const { rows: made } = await client.query(
      `SELECT (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM dev_mailbox) AS emails`,
    );

    console.log(
      `\nAcademy zone ${zone} (today ${today}); ${periods} periods due today written by SQL in ${prepared.toFixed(1)} s`,
    );
    console.log(
      `\nQueue (processPaymentReminders, all courses): ${run.queued} reminders in ${queueSeconds.toFixed(2)} s`,
    );
    console.log(
      `Send (the sender job, sandboxes): ${sent} messages in ${sendSeconds.toFixed(1)} s · ` +
        `${(sent / sendSeconds).toFixed(0)} messages/s`,
    );
    console.log(`  statuses: ${statuses.map((row) => `${row.channel} ${row.status} × ${row.n}`).join(', ')}`);
    console.log(
      `  payments made for the checkout links: ${made[0].payments} · e-mails in the dev mailbox: ${made[0].emails}`,
    );
    console.log(
      `Memory (API process): RSS ${before.rssMb.toFixed(0)} MiB before, ${peakRss.toFixed(0)} MiB at most while sending ` +
        `(sampled), ${after.rssMb.toFixed(0)} MiB after; peak VmHWM ${after.peakMb.toFixed(0)} MiB\n`,
    );
  } finally {
    await client.end();
    await stopApi(api);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
