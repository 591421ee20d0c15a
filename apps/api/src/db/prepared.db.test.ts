import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/setup/test-app.js';
import { boundTo, queryPrepared } from './prepared.js';

const t = useTestApp();

describe('queryPrepared', () => {
  const build = (param: (name: string) => ReturnType<typeof sql>) =>
    sql`select ${param('a')}::int + ${param('b')}::int as sum, ${param('a')}::int as a`;

  it('runs a shape with each call’s values, on the pool and inside a transaction', async () => {
    const db = t.database.db;
    expect(await queryPrepared(db, 'sum', build, { a: 1, b: 2 })).toEqual([{ sum: 3, a: 1 }]);
    expect(await queryPrepared(db, 'sum', build, { a: 40, b: 2 })).toEqual([{ sum: 42, a: 40 }]);
    const inTransaction = await db.transaction((tx) => queryPrepared(tx, 'sum', build, { a: 5, b: 5 }));
    expect(inTransaction).toEqual([{ sum: 10, a: 5 }]);
  });

  it('refuses a call that lacks a value, and the same builder runs unprepared', async () => {
    await expect(queryPrepared(t.database.db, 'sum', build, { a: 1 })).rejects.toThrow();
    const { rows } = await t.database.db.execute(build(boundTo({ a: 2, b: 3 })));
    expect(rows).toEqual([{ sum: 5, a: 2 }]);
    expect(() => build(boundTo({ a: 2 }))).toThrow(/"b"/);
  });

  it('binds an array as one value, unprepared as prepared (a list filter reads it as an SQL array)', async () => {
    const any = (param: (name: string) => ReturnType<typeof sql>) =>
      sql`select 'UY' = any(${param('countries')}::varchar[]) as found`;
    const values = { countries: ['AR', 'UY'] };
    expect(await queryPrepared(t.database.db, 'any-country', any, values)).toEqual([{ found: true }]);
    const { rows } = await t.database.db.execute(any(boundTo(values)));
    expect(rows).toEqual([{ found: true }]);
  });
});
