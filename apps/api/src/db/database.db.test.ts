/**
 * What the pool does with a connection that broke (database.ts): its 'error' never reaches the
 * process, a transaction gives it back discarded (also when BEGIN failed), and a healthy one is
 * kept. The whole server dying under load is test/embedded-database-resilience.test.ts.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { connectDatabase, type DatabaseConnection } from './database.js';
import { WriteTrackingClient } from './local-writes.js';
import { isDatabaseUnavailable } from './unavailable.js';

/** PostgreSQL's goodbye when its server died, as pg reports it. */
const goodbye = () =>
  Object.assign(new Error('terminating connection due to unexpected postmaster exit'), { code: '57P01' });

let database: DatabaseConnection;
/** Each connection lent by the pool, and each given back with an error (which the pool discards). */
let lent: pg.PoolClient[];
let discarded: { client: pg.PoolClient; error: Error }[];

beforeEach(() => {
  // One connection: one that was never given back would leave nothing to lend.
  database = connectDatabase(inject('databaseUrl'), { maxConnections: 1 });
  lent = [];
  discarded = [];
  database.pool.on('acquire', (client) => lent.push(client));
  database.pool.on('release', (error, client) => {
    if (error) discarded.push({ client, error });
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

const selectOne = () => database.db.transaction((tx) => tx.execute(sql`select 1 as one`));

describe('a pooled connection that breaks', () => {
  it('reports its error inside a transaction without throwing, and is discarded when given back', async () => {
    const error = goodbye();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // pg emits this when the server says goodbye between two statements; with no listener
      // EventEmitter throws it, and from a socket's data handler that ends the process.
      expect(() => lent[0]!.emit('error', error)).not.toThrow();
    });
    expect(discarded).toEqual([{ client: lent[0], error }]);
    expect((await selectOne()).rows).toEqual([{ one: 1 }]);
    expect(lent[1]).not.toBe(lent[0]);
  });

  it('is given back, discarded, when BEGIN fails on it, so the pool still has one to lend', async () => {
    const error = goodbye();
    const query = WriteTrackingClient.prototype.query;
    vi.spyOn(WriteTrackingClient.prototype, 'query').mockImplementation(function (
      this: WriteTrackingClient,
      // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads, passed through.
      ...args: any[]
    ) {
      if (/^begin/i.test(String(args[0]?.text ?? args[0]))) return Promise.reject(error);
      return query.apply(this, args);
    });
    const failed = await database.db.transaction(async () => 'never').catch((reason: unknown) => reason);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(discarded.map((each) => each.client)).toEqual([lent[0]]);
    vi.restoreAllMocks();
    expect((await selectOne()).rows).toEqual([{ one: 1 }]);
  });

  it('is kept when only the work failed: a refused rule rolls back on a healthy connection', async () => {
    const refused = new Error('a rule refused');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect((await selectOne()).rows).toEqual([{ one: 1 }]);
    expect(discarded).toEqual([]);
    expect(lent[1]).toBe(lent[0]);
  });
});
