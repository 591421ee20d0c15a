/**
 * The connection to PostgreSQL (a real server or the embedded one, always over the wire
 * protocol) and the Drizzle instance every repository uses.
 */

import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { WriteTrackingClient } from './local-writes.js';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;

/** An open transaction: the handle `withTransaction` passes to its work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a repository is built from: the pool's handle (each query on its own) or a
 * transaction (every query of the unit of work on the same connection, committed together).
 */
export type Executor = Database | Transaction;

export type DatabaseConnection = {
  db: Database;
  pool: pg.Pool;
  /** True when a trivial query answers within the timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** Migrations live next to the package (committed), found the same way from src/ and dist/. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

const closing = new WeakMap<pg.Pool, (() => Promise<void>)[]>();

/** Runs `stop` when the database behind `pool` is closed (a LISTEN connection beside the pool). */
export function whenClosing(pool: pg.Pool, stop: () => Promise<void>): void {
  closing.set(pool, [...(closing.get(pool) ?? []), stop]);
}

export function connectDatabase(url: string, options: { maxConnections?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({
    // Connections report what they wrote (local-writes.ts), for in-memory knowledge to forget.
    Client: WriteTrackingClient,
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return {
    db,
    pool,
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      for (const stop of closing.get(pool) ?? []) await stop();
      await pool.end();
    },
  };
}

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
