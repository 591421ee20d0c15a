/**
 * Global setup of the `api` project: a fresh in-memory embedded database for this run,
 * served over the wire protocol exactly as in production, migrated once.
 */
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../../src/db/database.js';
import { startEmbeddedDatabase } from '../../src/db/embedded.js';

export default async function setup(project: TestProject) {
  const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 });
  const connection = connectDatabase(embedded.url, { maxConnections: 1 });
  await migrateDatabase(connection.db);
  await connection.close();
  project.provide('databaseUrl', embedded.url);
  return () => embedded.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
