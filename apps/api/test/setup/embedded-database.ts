/**
 * Global setup of the `api` project: a fresh embedded PostgreSQL for this run, in a
 * temporary directory on a free port, migrated once, removed at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../../src/db/database.js';
import { startEmbeddedDatabase } from '../../src/db/embedded.js';

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-api-test-'));
  const embedded = await startEmbeddedDatabase({ dataDir, port: 0, durable: false });
  const connection = connectDatabase(embedded.url, { maxConnections: 1 });
  await migrateDatabase(connection.db);
  await connection.close();
  project.provide('databaseUrl', embedded.url);
  project.provide('databaseKind', 'embedded');
  return async () => {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** Which server the project runs on: some sweeps run whole on one only. */
    databaseKind: 'embedded' | 'postgres';
  }
}
