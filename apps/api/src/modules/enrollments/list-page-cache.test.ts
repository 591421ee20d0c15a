import { describe, expect, it } from 'vitest';
import { createListPageCache, listPageCacheOf } from './list-page-cache.js';

const page = (content: string, total = 1) => ({ content, total });

describe('createListPageCache', () => {
  it('answers what was stored under the same key, and nothing for another key', () => {
    const cache = createListPageCache({ maxPages: 10, maxChars: 1000 });
    cache.set('a', page('[1]'));
    expect(cache.get('a')).toEqual(page('[1]'));
    expect(cache.get('b')).toBeUndefined();
  });

  it('evicts the least recently used page beyond the count', () => {
    const cache = createListPageCache({ maxPages: 2, maxChars: 1000 });
    cache.set('a', page('[1]'));
    cache.set('b', page('[2]'));
    cache.get('a');
    cache.set('c', page('[3]'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(page('[1]'));
    expect(cache.get('c')).toEqual(page('[3]'));
    expect(cache.size).toBe(2);
  });

  it('evicts the oldest pages beyond the characters, and keeps no page larger than them all', () => {
    const cache = createListPageCache({ maxPages: 10, maxChars: 10 });
    cache.set('a', page('12345'));
    cache.set('b', page('12345'));
    cache.set('c', page('123'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.set('huge', page('12345678901'));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('replaces a page stored again under its key, counting its characters once', () => {
    const cache = createListPageCache({ maxPages: 10, maxChars: 6 });
    cache.set('a', page('123'));
    cache.set('a', page('456'));
    cache.set('b', page('789'));
    expect(cache.get('a')).toEqual(page('456'));
    expect(cache.get('b')).toEqual(page('789'));
  });

  it('keeps one cache per pool', () => {
    const first = {};
    expect(listPageCacheOf(first)).toBe(listPageCacheOf(first));
    expect(listPageCacheOf(first)).not.toBe(listPageCacheOf({}));
  });
});
