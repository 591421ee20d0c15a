/**
 * A database of its own for a test file that must see every change made to it (the fuzz
 * test compares the tables before and after each refused request, which other test files
 * writing to the shared run database would disturb). On a server that can create databases
 * it is a new database there; otherwise (the single-database embedded server) a private
 * embedded server in memory. Migrated, and removed by `drop()`.
 */
import pg from 'pg';
import { connectDatabase, type DatabaseConnection, migrateDatabase } from '../../src/db/database.js';
import { startEmbeddedDatabase } from '../../src/db/embedded.js';

export type PrivateDatabase = { connection: DatabaseConnection; drop(): Promise<void> };

async function createDatabaseOn(serverUrl: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const name = `catedra_private_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch {
    return null;
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

export async function createPrivateDatabase(runDatabaseUrl: string): Promise<PrivateDatabase> {
  const created = (await createDatabaseOn(runDatabaseUrl)) ?? (await privateEmbeddedServer());
  const connection = connectDatabase(created.url, { maxConnections: 4 });
  await migrateDatabase(connection.db);
  return {
    connection,
    async drop() {
      await connection.close();
      await created.drop();
    },
  };
}

async function privateEmbeddedServer() {
  const embedded = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 });
  return { url: embedded.url, drop: () => embedded.stop() };
}
