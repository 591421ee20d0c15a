/**
 * Pages of a course's enrollment list kept in memory, served again while nothing they read
 * has changed. Collections staff reopen the same pages all day (a course's debtors, by debt),
 * and writing a page costs PostgreSQL far more than checking that it is still true.
 *
 * "Still true" is decided by the database on every call, never by time: a page is stored
 * under its course's list version (schema/enrollments.ts, enrollmentListVersions: a new
 * value at the commit of every change the list reads) and the course's today (debt and "in
 * debt" move with the date). A call reads both in one indexed lookup; only the same query
 * with the same values, version and today is answered from here. So a change committed
 * anywhere (another API process, a job) is seen by the next call, exactly as without the
 * cache. Reads inside a transaction never come here (they may see their own uncommitted
 * writes, which have no version yet); neither do lists without a course.
 *
 * One cache per database pool (tests run many databases in one process), least recently used
 * pages evicted first, bounded by count and by characters.
 */

export type ListPage = { content: string; total: number };

export type ListPageCache = {
  get(key: string): ListPage | undefined;
  set(key: string, page: ListPage): void;
  readonly size: number;
};

export type ListPageCacheLimits = { maxPages: number; maxChars: number };

/** About 400 pages of 20 enrollments (~25,000 characters each): ~10 MB at most. */
export const DEFAULT_LIST_PAGE_CACHE_LIMITS: ListPageCacheLimits = {
  maxPages: 400,
  maxChars: 10_000_000,
};

export function createListPageCache(limits = DEFAULT_LIST_PAGE_CACHE_LIMITS): ListPageCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest use first.
  const pages = new Map<string, ListPage>();
  let chars = 0;

  const forget = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    chars -= page.content.length;
  };

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key, page) {
      forget(key);
      // A page larger than the whole budget is not kept (it would evict everything else).
      if (page.content.length > limits.maxChars) return;
      pages.set(key, page);
      chars += page.content.length;
      for (const oldest of pages.keys()) {
        if (pages.size <= limits.maxPages && chars <= limits.maxChars) break;
        forget(oldest);
      }
    },
    get size() {
      return pages.size;
    },
  };
}

const cachesByPool = new WeakMap<object, ListPageCache>();

/** The cache of the database behind `pool`: one per pool, for the pool's lifetime. */
export function listPageCacheOf(pool: object): ListPageCache {
  let cache = cachesByPool.get(pool);
  if (!cache) {
    cache = createListPageCache();
    cachesByPool.set(pool, cache);
  }
  return cache;
}
