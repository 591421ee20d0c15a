/**
 * A database of its own for a test file that must see every change made to it (the fuzz
 * test compares the tables before and after each refused request, which other test files
 * writing to the shared run database would disturb): a new database on the run's server
 * (the embedded PostgreSQL or TEST_DATABASE_URL's), migrated, and removed by `drop()`.
 */
import pg from 'pg';
import { connectDatabase, type DatabaseConnection, migrateDatabase } from '../../src/db/database.js';

export type PrivateDatabase = { connection: DatabaseConnection; drop(): Promise<void> };

async function createDatabaseOn(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `catedra_private_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** `migrate` replaces the migration to the latest (a migration's test stops before it). */
export async function createPrivateDatabase(
  runDatabaseUrl: string,
  migrate: (db: DatabaseConnection['db']) => Promise<void> = migrateDatabase,
): Promise<PrivateDatabase> {
  const created = await createDatabaseOn(runDatabaseUrl);
  const connection = connectDatabase(created.url, { maxConnections: 4 });
  await migrate(connection.db);
  return {
    connection,
    async drop() {
      await connection.close();
      await created.drop();
    },
  };
}
