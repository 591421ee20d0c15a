#!/usr/bin/env node
/**
 * `npm run bench -- --exports`: the CSV exports at a million rows. Starts the built API alone on
 * a fresh embedded database (temporary DATA_DIR, demo data), writes by SQL BENCH_EXPORT_ROWS
 * (1,000,000) payments of the demo enrollments and as many money movements (fast, with
 * `generate_series`; they need not follow the money rules for this measure), then downloads
 * each whole export as the demo SU, reading as fast as it comes, and prints:
 *
 * - the time to the first byte of the file (target ≤ 1 s) and to the last;
 * - the rows and megabytes received, and rows per second;
 * - the API process's resident memory: before, at most while exporting (sampled every 20 ms),
 *   and the growth (target < 150 MB).
 *
 * Nothing is asserted: a slow or loaded machine reports slow numbers.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { json, memoryOf, startBuiltApi, stopApi } from './bench-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.BENCH_API_PORT ?? '5623';
const dbPort = process.env.BENCH_DB_PORT ?? '5643';
const apiUrl = `http://localhost:${apiPort}`;
const rows = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-bench-exports-'));

/** `count` payments over three years, of the demo enrollments' students, and as many movements. */
async function prepare(client, count) {
  const started = performance.now();
  await client.query(
    `WITH made AS (
       INSERT INTO payments (id, user_id, enrollment_id, amount, currency, status, vendor_id, segment, description,
                             paid_at, link_token_hash, link_expires_at, created_at, updated_at)
       SELECT gen_random_uuid(), e.user_ids[1 + n % e.k], e.ids[1 + n % e.k], (1000 + n % 50000) / 100.0,
              CASE WHEN n % 4 = 0 THEN 'USD' ELSE 'ARS' END::currency, 'APPROVED', 'mercadopago', 'QUOTA',
              'Cuota ' || (1 + n % 12), t.at, md5('bench-export-' || n), t.at + interval '7 days', t.at, t.at
       FROM (SELECT array_agg(id) AS ids, array_agg(user_id) AS user_ids, count(*)::int AS k FROM enrollments) e,
            generate_series(1, $1::int) AS n,
            LATERAL (SELECT timestamptz '2023-01-01 03:00:00+00' + n * (interval '1095 days' / $1::int) AS at) t
       RETURNING id, currency, amount, paid_at, description
     )
     INSERT INTO money_movements (id, type, source, currency, amount, occurred_at, executed, payment_id, event_key,
                                  description, created_at, updated_at)
     SELECT gen_random_uuid(), 'INCOME', 'mercadopago', currency, amount, paid_at, true, id, 'approval',
            description, paid_at, paid_at
     FROM made`,
    [count],
  );
  await client.query('ANALYZE payments');
  await client.query('ANALYZE money_movements');
  return (performance.now() - started) / 1000;
}

/** Downloads `url` whole, reading as it comes, sampling the API's memory meanwhile. */
async function download(api, url, token) {
  const before = memoryOf(api.pid);
  let peakRss = before.rssMb;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(api.pid).rssMb);
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    let firstByte = null;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      firstByte ??= performance.now() - started;
      bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    peakRss = Math.max(peakRss, memoryOf(api.pid).rssMb);
    return {
      file: /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1],
      firstByteMs: firstByte,
      seconds,
      rows: lines - 1,
      megabytes: bytes / 1e6,
      rssBeforeMb: before.rssMb,
      rssPeakMb: peakRss,
      growthMb: peakRss - before.rssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}

function report(name, figures) {
  console.log(
    `${name} (${figures.file}): first byte ${figures.firstByteMs.toFixed(0)} ms (target ≤ 1000) · ` +
      `${figures.rows.toLocaleString('en')} rows, ${figures.megabytes.toFixed(1)} MB in ${figures.seconds.toFixed(1)} s ` +
      `(${(figures.rows / figures.seconds).toFixed(0)} rows/s)`,
  );
  console.log(
    `  API RSS ${figures.rssBeforeMb.toFixed(0)} MiB before, ${figures.rssPeakMb.toFixed(0)} MiB at most ` +
      `(sampled every 20 ms): growth ${figures.growthMb.toFixed(0)} MiB (target < 150)`,
  );
}

try {
  const api = await startBuiltApi({ root, port: apiPort, dbPort, dataDir });
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
    const prepared = await prepare(client, rows);
    const { rows: counted } = await client.query(
      `SELECT (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM money_movements) AS movements`,
    );
    console.log(
      `\n${counted[0].payments.toLocaleString('en')} payments and ${counted[0].movements.toLocaleString('en')} ` +
        `money movements (${rows.toLocaleString('en')} of each written by SQL in ${prepared.toFixed(1)} s)\n`,
    );
    report(
      'Payments export (GET /payments/export, all)',
      await download(api, `${apiUrl}/payments/export`, token),
    );
    report(
      'Money movements export (GET /money-movements/export, all)',
      await download(api, `${apiUrl}/money-movements/export`, token),
    );
    report(
      'Payments export by amount (GET /payments/export?sort=amount,desc: sorted before the first row)',
      await download(api, `${apiUrl}/payments/export?sort=amount,desc`, token),
    );
    console.log('');
  } finally {
    await client.end();
    await stopApi(api);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
