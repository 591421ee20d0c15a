/**
 * `npm run db:reset`: deletes the embedded database and creates it again, migrated and
 * with the demo data. Refuses to run when DATABASE_URL points at a real server.
 */
import { rmSync } from 'node:fs';
import { loadConfig } from '../config/config.js';
import { connectDatabase, migrateDatabase } from '../db/database.js';
import { embeddedPaths, startEmbeddedDatabase } from '../db/embedded.js';
import { seedDemoData } from '../demo-data/seed.js';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('db:reset only recreates the embedded database; DATABASE_URL is set, so nothing was done.');
  process.exit(1);
}
const paths = embeddedPaths(config.dataDir);
// A new cluster gets a new password too.
for (const stale of [paths.cluster, paths.passwordFile]) rmSync(stale, { recursive: true, force: true });
const embedded = await startEmbeddedDatabase({ dataDir: config.dataDir, port: 0 });
const database = connectDatabase(embedded.url, { maxConnections: 1 });
await migrateDatabase(database.db);
await seedDemoData(database.db);
await database.close();
await embedded.stop();
console.log(`Embedded database recreated in ${paths.cluster}, with the demo accounts.`);
