/**
 * Which version of each course's enrollment lists is current (schema/enrollments.ts,
 * enrollmentListVersions), known in memory so that a page served again from the cache
 * (list-page-cache.ts) costs no round trip to PostgreSQL.
 *
 * A course's stamp (its version and its today, with the instant its today ends) is read from
 * the database once and then kept while all of these hold:
 * - this process wrote nothing since (db/local-writes.ts: a connection that wrote forgets every
 *   stamp before its caller is answered, so a call that follows a write never misses it);
 * - PostgreSQL has not announced a new version of the course: the version bump notifies the
 *   channel at commit, and a dedicated LISTEN connection forgets the course's stamp when it
 *   hears it. A change committed by another process (another API, a job) is therefore seen
 *   as soon as the notification arrives, typically within a millisecond of the commit;
 * - the clock is still within the stamp's day in the course's zone;
 * - the LISTEN connection is up. While it is down (and until it is listening again) stamps
 *   are read on every call and never kept, which is exactly as fresh as the database.
 *
 * A stamp read while anything above happened is not kept (an epoch counts the events), so an
 * answer that left the database before a change can never be remembered after it.
 */
import pg from 'pg';
import { whenClosing } from '../../db/database.js';
import { onLocalWrite } from '../../db/local-writes.js';

/** The channel the version bump (migration 0013) notifies with the course's id. */
export const LIST_VERSIONS_CHANNEL = 'enrollment_list_versions';

export type ListStamp = {
  /** The course's list version; null for a course nothing was written for since versions exist. */
  version: string | null;
  /** The course's date at `at`, in its zone. */
  today: string;
  /** When the stamp was read, and when the course's today ends. */
  at: Date;
  until: Date;
};

export type ListVersions = {
  /** The course's stamp at `now`: the one known, or `read()`'s (kept when it may be). */
  stampOf(
    courseId: string,
    now: Date,
    read: () => Promise<ListStamp | undefined>,
  ): Promise<ListStamp | undefined>;
};

/** How long to wait before listening again after the LISTEN connection was lost. */
const RELISTEN_DELAYS_MS = [100, 1_000, 5_000, 30_000];
/** Beyond this many courses known, the oldest are forgotten (a stamp is cheap to read again). */
const MAX_KNOWN_COURSES = 10_000;

export function createListVersions(pool: pg.Pool, connect: () => pg.Client): ListVersions {
  const known = new Map<string, ListStamp>();
  let epoch = 0;
  let listening = false;
  let stopped = false;
  let listener: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const forgetAll = () => {
    epoch++;
    known.clear();
  };
  onLocalWrite(pool, forgetAll);

  async function listen() {
    const client = connect();
    listener = client;
    const lost = () => {
      if (listener !== client) return;
      listener = undefined;
      listening = false;
      forgetAll();
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (stopped) return;
      const delay = RELISTEN_DELAYS_MS[Math.min(failures++, RELISTEN_DELAYS_MS.length - 1)];
      retry = setTimeout(() => void listen(), delay);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      epoch++;
      if (message.payload) known.delete(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${LIST_VERSIONS_CHANNEL}`);
    } catch {
      return lost();
    }
    if (listener !== client || stopped) return;
    failures = 0;
    // What was read before this moment may predate a change nobody was listening for.
    forgetAll();
    listening = true;
  }

  whenClosing(pool, async () => {
    stopped = true;
    clearTimeout(retry);
    const client = listener;
    listener = undefined;
    listening = false;
    await client?.end().catch(() => undefined);
  });
  void listen();

  return {
    async stampOf(courseId, now, read) {
      const stamp = listening ? known.get(courseId) : undefined;
      if (stamp && stamp.at <= now && now < stamp.until) return stamp;
      const epochAtRead = epoch;
      const fresh = await read();
      if (fresh?.version && listening && epoch === epochAtRead) {
        if (known.size >= MAX_KNOWN_COURSES) known.clear();
        known.set(courseId, fresh);
      }
      return fresh;
    },
  };
}

const versionsByPool = new WeakMap<pg.Pool, ListVersions>();

/** The versions known for the database behind `pool`: one per pool, listening beside it. */
export function listVersionsOf(pool: pg.Pool): ListVersions {
  let versions = versionsByPool.get(pool);
  if (!versions) {
    versions = createListVersions(pool, () => new pg.Client(pool.options));
    versionsByPool.set(pool, versions);
  }
  return versions;
}
