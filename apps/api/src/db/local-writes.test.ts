import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { onLocalWrite, WriteTrackingClient } from './local-writes.js';

/** A tracking client that runs nothing: only what it was asked is looked at. */
function trackingClient() {
  const client = new WriteTrackingClient();
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(() => Promise.resolve() as never);
  return client;
}

describe('WriteTrackingClient', () => {
  it('counts anything but a SELECT as a write, in every form pg accepts', () => {
    const cases: [unknown, boolean][] = [
      ['select 1', false],
      ['  SELECT * from users', false],
      [{ text: 'select id from courses', values: [] }, false],
      [{ name: 'prepared_x', text: '\n select version from t' }, false],
      ['update enrollments set status = $1', true],
      [{ text: 'insert into t values (1)' }, true],
      ['with page as (select 1) select * from page', true],
      ['begin', true],
      ['commit', true],
      [{ text: 'copy t from stdin' }, true],
      ['selection', true],
    ];
    for (const [query, writes] of cases) {
      const client = trackingClient();
      client.query(query as string);
      expect([query, client.wrote]).toEqual([query, writes]);
    }
    vi.restoreAllMocks();
  });
});

describe('onLocalWrite', () => {
  it('tells every listener once when a connection that wrote returns to the pool, and resets it', () => {
    const pool = new pg.Pool();
    const first = vi.fn();
    const second = vi.fn();
    onLocalWrite(pool, first);
    const stop = onLocalWrite(pool, second);
    const client = { wrote: true };
    pool.emit('release', undefined, client);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(client.wrote).toBe(false);

    pool.emit('release', undefined, client);
    pool.emit('release', undefined, { wrote: false });
    expect(first).toHaveBeenCalledTimes(1);

    stop();
    pool.emit('release', undefined, { wrote: true });
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
