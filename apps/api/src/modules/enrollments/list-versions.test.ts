import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createListVersions, type ListStamp } from './list-versions.js';

/** A LISTEN connection that connects at once and that tests can cut. */
class FakeListener extends EventEmitter {
  queries: string[] = [];
  connect = vi.fn(async () => undefined);
  query = vi.fn(async (text: string) => {
    this.queries.push(text);
  });
  end = vi.fn(async () => undefined);
  announce(courseId: string) {
    this.emit('notification', { channel: 'enrollment_list_versions', payload: courseId });
  }
}

const stamp = (version: string, at = '2026-03-10T15:00:00Z', until = '2026-03-11T03:00:00Z'): ListStamp => ({
  version,
  today: '2026-03-10',
  at: new Date(at),
  until: new Date(until),
});
const noon = new Date('2026-03-10T15:00:00Z');

let pool: pg.Pool;
let listeners: FakeListener[];

function versions() {
  return createListVersions(pool, () => {
    const listener = new FakeListener();
    listeners.push(listener);
    return listener as unknown as pg.Client;
  });
}

/** Lets the fake connection finish connecting and listening. */
const listening = () => vi.advanceTimersByTimeAsync(0);
/** `versions()` once its connection listens. */
async function listeningVersions() {
  const known = versions();
  await listening();
  return known;
}
/** `listeningVersions()` once `read` has read course a's stamp through it. */
async function listeningAfterOneRead() {
  const known = await listeningVersions();
  const read = vi.fn(async () => stamp('1'));
  await known.stampOf('a', noon, read);
  return { known, read };
}
const wroteHere = () => pool.emit('release', undefined, { wrote: true });

beforeEach(() => {
  vi.useFakeTimers();
  pool = new pg.Pool();
  listeners = [];
});
afterEach(() => vi.useRealTimers());

describe('createListVersions', () => {
  it('listens on the channel and, once listening, keeps a stamp it read', async () => {
    const known = versions();
    const read = vi.fn(async () => stamp('7'));
    await known.stampOf('course', noon, read);
    expect(read).toHaveBeenCalledTimes(1);
    await listening();
    expect(listeners[0]?.queries).toEqual(['listen enrollment_list_versions']);
    await known.stampOf('course', noon, read);
    expect(await known.stampOf('course', new Date('2026-03-10T20:00:00Z'), read)).toEqual(stamp('7'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets every stamp when this process wrote, and a course’s when PostgreSQL announces it', async () => {
    const { known, read } = await listeningAfterOneRead();
    await known.stampOf('b', noon, read);
    wroteHere();
    await known.stampOf('a', noon, read);
    await known.stampOf('b', noon, read);
    expect(read).toHaveBeenCalledTimes(4);
    listeners[0]?.announce('a');
    await known.stampOf('a', noon, read);
    await known.stampOf('b', noon, read);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('does not keep a stamp read while a write or an announcement happened', async () => {
    const known = await listeningVersions();
    const read = vi.fn(async () => {
      wroteHere();
      return stamp('1');
    });
    await known.stampOf('a', noon, read);
    await known.stampOf('a', noon, async () => {
      listeners[0]?.announce('other');
      return stamp('2');
    });
    const later = vi.fn(async () => stamp('3'));
    await known.stampOf('a', noon, later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('reads again outside the stamp’s day, after it or before it (a clock set back)', async () => {
    const { known, read } = await listeningAfterOneRead();
    await known.stampOf('a', new Date('2026-03-11T03:00:00Z'), read);
    await known.stampOf('a', new Date('2026-03-10T14:59:59Z'), read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps no stamp of a course nothing was written for', async () => {
    const known = await listeningVersions();
    const read = vi.fn(async () => ({ ...stamp('1'), version: null }));
    await known.stampOf('a', noon, read);
    await known.stampOf('a', noon, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads on every call while the LISTEN connection is lost, and keeps stamps again once it listens', async () => {
    const { known, read } = await listeningAfterOneRead();
    listeners[0]?.emit('error', new Error('terminated'));
    expect(listeners[0]?.end).toHaveBeenCalled();
    await known.stampOf('a', noon, read);
    await known.stampOf('a', noon, read);
    expect(read).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(100);
    expect(listeners).toHaveLength(2);
    await known.stampOf('a', noon, read);
    await known.stampOf('a', noon, read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('tries again later when listening fails', async () => {
    const failing = new FakeListener();
    failing.connect.mockRejectedValueOnce(new Error('refused'));
    const known = createListVersions(pool, () => {
      const listener = listeners.length === 0 ? failing : new FakeListener();
      listeners.push(listener);
      return listener as unknown as pg.Client;
    });
    await listening();
    const read = vi.fn(async () => stamp('1'));
    await known.stampOf('a', noon, read);
    await known.stampOf('a', noon, read);
    expect(read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(100);
    await known.stampOf('a', noon, read);
    await known.stampOf('a', noon, read);
    expect(read).toHaveBeenCalledTimes(3);
  });
});
