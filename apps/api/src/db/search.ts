/**
 * Accent- and case-insensitive search without database extensions on the text itself:
 * each searchable row keeps a `search_text` column, normalized here (lower case, no
 * diacritics), indexed with pg_trgm for `LIKE '%…%'`. Queries are normalized the same way.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The value stored in a row's search_text column. */
export function searchTextOf(...parts: (string | null | undefined)[]): string {
  return normalizeForSearch(parts.filter(Boolean).join(' '));
}

/** The LIKE pattern `%q%` of the normalized query, with LIKE's wildcards escaped. */
export function searchPattern(query: string): string {
  return `%${normalizeForSearch(query).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One `%word%` pattern per word of the normalized query (wildcards escaped, repeated words
 * once): a text matches the query when it matches every pattern (`LIKE ALL`), whatever the
 * words' order. An empty query has none.
 */
export function wordPatterns(query: string): string[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  return [...new Set(words)].map(searchPattern);
}

/** `column LIKE '%q%'` on the normalized query, with LIKE's wildcards escaped. */
export function matchesSearch(column: AnyColumn | SQL, query: string): SQL {
  return sql`${column} like ${searchPattern(query)}`;
}

/**
 * Orders text the way people expect (Álvarez before Zapata, case-insensitively), whatever
 * the database's default collation: ICU's root collation exists in the embedded server and
 * in any PostgreSQL built with ICU.
 */
export function humanOrder(column: AnyColumn): SQL {
  return sql`${column} collate "und-x-icu"`;
}
