/**
 * Global setup of the `api-postgres` project: a new database on the server at
 * TEST_DATABASE_URL for this run only, migrated, and dropped at the end.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../../src/db/database.js';

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `catedra_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = connectDatabase(url.toString(), { maxConnections: 1 });
  await migrateDatabase(connection.db);
  await connection.close();
  project.provide('databaseUrl', url.toString());
  project.provide('databaseKind', 'postgres');

  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
