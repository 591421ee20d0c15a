/**
 * `npm run db:seed-scale`: fills the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR) with an academy at scale — 200 courses, 20,000 students, 100,000 enrollments and
 * 1,000,000 periods, and three years of payments (1,000,000, with their movements) — beside the
 * demo data, whose accounts keep working. See demo-data/seed-scale.ts. Prints the time it took.
 * Refuses to run in production.
 */
import { loadConfig } from '../config/config.js';
import { connectDatabase, migrateDatabase } from '../db/database.js';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { seedDemoData } from '../demo-data/seed.js';
import { seedScaleData } from '../demo-data/seed-scale.js';
import { systemClock } from '../time/clock.js';

const config = loadConfig();
if (config.env === 'production') {
  console.error('db:seed-scale writes made-up data; it does not run with NODE_ENV=production.');
  process.exit(1);
}
const embedded = config.databaseUrl
  ? null
  : await startEmbeddedDatabase({ dataDir: config.dataDir, port: 0 });
const database = connectDatabase(config.databaseUrl ?? embedded!.url, { maxConnections: 2 });
try {
  await migrateDatabase(database.db);
  await seedDemoData(database.db);
  const report = await seedScaleData(database.db, systemClock);
  const where = config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`;
  const numbers = new Intl.NumberFormat('es-AR');
  console.log(
    `${report.alreadyThere ? 'Already there' : `Created in ${report.seconds.toFixed(0)} s`} (${where}): ` +
      `${numbers.format(report.courses)} courses, ${numbers.format(report.students)} students, ` +
      `${numbers.format(report.enrollments)} enrollments, ${numbers.format(report.periods)} periods, ` +
      `${numbers.format(report.comments)} comments; ${numbers.format(report.payments)} payments over three years ` +
      `(ARS and USD, with their movements, refunds, chargebacks and fees). Demo accounts unchanged (password demo1234).`,
  );
} finally {
  await database.close();
  await embedded?.stop();
}
