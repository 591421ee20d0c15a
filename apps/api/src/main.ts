/**
 * Starts the API: the database (embedded when no DATABASE_URL), migrations, demo data in
 * development, then the HTTP server. Stops gracefully on SIGTERM/SIGINT: in-flight
 * requests finish, then the pool and the embedded database close.
 */

import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { seedDemoData } from './demo-data/seed.js';
import { openDatabase } from './open-database.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const { database, embedded } = await openDatabase(config);
  if (config.seedDemo) await seedDemoData(database.db);

  const app = await buildApp(config, database);
  embedded?.onStateChange((state) => {
    if (state === 'down') app.log.error('the embedded database stopped; restarting it');
    else app.log.info('the embedded database is back');
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { embedded: Boolean(embedded), docs: `http://localhost:${config.port}/docs` },
    'Cátedra API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
