/**
 * `npm run -s ledger:check`: the ledger's balance per currency (what approved payments still
 * hold, and the unapplied charges staff applied, against the INCOME, REFUND and CHARGEBACK
 * movements; the money held in OPEN unapplied charges beside it) and every period whose paid amount
 * differs from its allocations, and every key where the accounting rollups (every level)
 * differ from a recomputation from the raw movements, or the receivable rollups (debt, due)
 * from the periods, or the accounting rollups' time zone is not
 * ACADEMY_TIME_ZONE; on DATABASE_URL or the embedded database (started for the check, migrated,
 * then stopped). Exit 1 on any difference.
 */
import { loadConfig } from '../config/config.js';
import { connectDatabase, migrateDatabase } from '../db/database.js';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { ledgerRollupZone } from '../modules/accounting/index.js';
import { checkLedger } from '../modules/payments/index.js';

const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedDatabase({ dataDir: config.dataDir, port: 0 });
const database = connectDatabase(config.databaseUrl ?? embedded!.url, { maxConnections: 1 });
try {
  if (embedded) await migrateDatabase(database.db);
  const report = await checkLedger(database.db);
  if (report.currencies.length === 0) console.log('No approved payments or movements yet.');
  for (const row of report.currencies) {
    const verdict = row.balanced ? 'balanced' : 'DIFFERENCE';
    console.log(
      `${row.currency}: payments ${row.payments} · movements ${row.movements} · ${verdict} · held in open unapplied charges ${row.openCharges}`,
    );
  }
  for (const period of report.periods) {
    console.log(
      `DIFFERENCE enrollment ${period.enrollmentId} period ${period.periodNumber}: paid ${period.paidAmount}, allocated ${period.allocated}`,
    );
  }
  // The first differing keys (a rollup table rewritten by hand would print a million lines).
  for (const row of report.rollups.slice(0, 100)) {
    const key = [row.currency, row.type, row.segment ?? '-', row.courseId ?? '-', row.source ?? '-'].join(
      ' ',
    );
    console.log(
      `DIFFERENCE rollup ${row.level} ${row.date} ${key}: stored ${row.stored ?? 'none'}, movements ${row.recomputed ?? 'none'} (amount/movements/approvals/usd/usdMissing)`,
    );
  }
  if (report.rollups.length > 100)
    console.log(`… ${report.rollups.length - 100} more differing rollup keys.`);
  if (report.rollups.length === 0)
    console.log(
      'Rollups (detailed and by segment per day and month; by course per day, dekad, month, quarter and year) equal the movements.',
    );
  for (const row of report.enrollmentRollups.slice(0, 100)) {
    const key = [row.currency, row.dueDate, row.previousDueDate ?? '-'].join(' ');
    console.log(
      `DIFFERENCE ${row.rollup} rollup ${key}: stored ${row.stored ?? 'none'}, periods ${row.recomputed ?? 'none'} (amount/periods)`,
    );
  }
  if (report.enrollmentRollups.length > 100)
    console.log(`… ${report.enrollmentRollups.length - 100} more differing enrollment rollup keys.`);
  if (report.enrollmentRollups.length === 0)
    console.log('Enrollment rollups (debt, due, status counts) equal the enrollments and periods.');
  const zone = await ledgerRollupZone(database.db);
  const zoneRight = zone === config.academyTimeZone;
  if (!zoneRight) {
    console.log(
      `DIFFERENCE rollups judge days in ${zone}, not ACADEMY_TIME_ZONE ${config.academyTimeZone}: the API rebuilds them at start.`,
    );
  }
  const balanced = report.balanced && zoneRight;
  console.log(balanced ? 'Ledger balanced.' : 'Ledger NOT balanced.');
  process.exitCode = balanced ? 0 : 1;
} finally {
  await database.close();
  await embedded?.stop();
}
