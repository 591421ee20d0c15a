/**
 * The database every process of the API starts on (main.ts, worker.ts): the embedded server
 * when there is no DATABASE_URL, connected and migrated, with the ledger's rollups judged in
 * the configured academy zone. The caller closes both on shutdown.
 */
import type { Config } from './config/config.js';
import { connectDatabase, type DatabaseConnection, migrateDatabase } from './db/database.js';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './db/embedded.js';
import { syncLedgerRollupZone } from './modules/accounting/index.js';

export async function openDatabase(
  config: Config,
): Promise<{ database: DatabaseConnection; embedded: EmbeddedDatabase | undefined }> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedDatabase({ dataDir: config.dataDir, port: config.embeddedDbPort });
  const database = connectDatabase(config.databaseUrl ?? embedded!.url);
  await migrateDatabase(database.db);
  // The ledger's rollups judge days in the academy's zone: a changed ACADEMY_TIME_ZONE rebuilds them.
  await syncLedgerRollupZone(database.db, config.academyTimeZone);
  return { database, embedded };
}
