/** URL slugs derived from names and titles, and the database's answer to a taken one. */
import { normalizeForSearch } from './search.js';

/** "Programación Web 2026" → "programacion-web-2026" (the contract's Slug pattern). */
export function slugOf(text: string): string {
  return normalizeForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** True when PostgreSQL refused a row for a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505' || (error as { code?: string })?.code === '23505';
}
