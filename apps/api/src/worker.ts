/**
 * `npm run worker`: the job workers alone (decision 0012), for worker replicas that scale apart
 * from the API's: the database (embedded when no DATABASE_URL), migrations, the job runner
 * with its schedules, no HTTP. Stops cleanly on SIGTERM/SIGINT: runs under way finish, then
 * the pool and the embedded database close.
 */
import pino from 'pino';
import { createDependencies } from './composition/dependencies.js';
import { loadConfig } from './config/config.js';
import { openDatabase } from './open-database.js';

async function main(): Promise<void> {
  // A worker process works the queues whatever RUN_WORKERS says (that is for the API).
  const config = { ...loadConfig(), runWorkers: true };
  const log = pino({ level: config.logLevel, name: 'catedra-worker' });
  const { database, embedded } = await openDatabase(config);
  const { jobs } = createDependencies(config, database, log, { jobRunner: { kind: 'pg-boss' } });
  await jobs.runner.start();
  log.info({ jobs: jobs.definitions.map((job) => job.name) }, 'Cátedra worker ready');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await jobs.runner.stop();
    await database.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
