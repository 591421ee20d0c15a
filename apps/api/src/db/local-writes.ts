/**
 * What this process itself wrote, known the moment it is done: a pooled connection that ran
 * anything but a SELECT (a write, a transaction, a COPY…) is reported when it returns to the
 * pool. For a single statement and for a transaction alike that is before the caller gets its
 * answer, so no later call of this process can miss the write. In-memory knowledge of the
 * database (the enrollments list's versions) forgets on it instead of waiting to hear of the
 * commit from PostgreSQL.
 *
 * Conservative by design: any statement not starting with SELECT counts (a WITH that only
 * reads, a BEGIN of a read-only transaction), so nothing that writes is ever missed.
 */
import pg from 'pg';

/** The text of what a pg client is asked to run: a string, a query config or a submittable. */
function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string')
    return query.text;
  return '';
}

const READ = /^\s*select\b/i;

/** The pool's connections: each remembers whether it ran anything but a SELECT. */
export class WriteTrackingClient extends pg.Client {
  wrote = false;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only looks at the first argument.
  override query(...args: any[]): any {
    if (!READ.test(textOf(args[0]))) this.wrote = true;
    // biome-ignore lint/suspicious/noExplicitAny: passed through unchanged.
    return (super.query as (...args: any[]) => any)(...args);
  }
}

const listenersByPool = new WeakMap<pg.Pool, Set<() => void>>();

/** Calls `listener` each time a connection that wrote returns to `pool` (a WriteTrackingClient pool). */
export function onLocalWrite(pool: pg.Pool, listener: () => void): () => void {
  let listeners = listenersByPool.get(pool);
  if (!listeners) {
    const subscribed = new Set<() => void>();
    listeners = subscribed;
    listenersByPool.set(pool, subscribed);
    pool.on('release', (_error: unknown, client: pg.PoolClient) => {
      const tracked = client as unknown as Partial<WriteTrackingClient>;
      if (!tracked.wrote) return;
      tracked.wrote = false;
      for (const notify of subscribed) notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
