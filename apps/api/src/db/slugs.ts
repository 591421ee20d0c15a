/** URL slugs derived from names and titles, and the database's answer to a taken one. */
import { randomBytes } from 'node:crypto';
import { normalizeForSearch } from './search.js';

/**
 * Letters that lose nothing by being spelled in ASCII but that Unicode decomposition
 * leaves alone (ß, ø, ł…), plus the Greek and Cyrillic alphabets.
 */
// biome-ignore format: a table reads better by rows
const TRANSLITERATION: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i',
  α: 'a', β: 'b', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l',
  μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f',
  χ: 'ch', ψ: 'ps', ω: 'o',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
  і: 'i', ї: 'i', є: 'ie', ґ: 'g',
};

/**
 * "Programación Web 2026" → "programacion-web-2026" (the contract's Slug pattern). Empty
 * when nothing in the text has an ASCII spelling ("日本語"): see `derivedSlug`.
 */
export function slugOf(text: string): string {
  return [...normalizeForSearch(text)]
    .map((character) => TRANSLITERATION[character] ?? character)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/**
 * The slugs to try, in order, for a record named `text` whose slug nobody chose: the
 * name's slug, then that slug with a short random suffix (taken already), and for a name
 * with no ASCII spelling `<fallback>-<random>` (`tema-3f9a1c`). Never empty.
 */
export function* derivedSlugs(text: string, fallback: string, attempts = 5): Generator<string> {
  const base = slugOf(text);
  const suffix = () => randomBytes(3).toString('hex');
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (!base) yield `${fallback}-${suffix()}`;
    else yield attempt === 0 ? base : `${base}-${suffix()}`;
  }
}

/** Inserts with the first free derived slug; undefined only if every attempt was taken. */
export async function insertWithDerivedSlug<T>(
  text: string,
  fallback: string,
  insert: (slug: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  for (const slug of derivedSlugs(text, fallback)) {
    const created = await insert(slug);
    if (created) return created;
  }
  return undefined;
}

/** True when PostgreSQL refused a row for a unique index (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505' || (error as { code?: string })?.code === '23505';
}

/**
 * A foreign-key refusal (SQLSTATE 23503): the row names one that does not exist (or no
 * longer); with `constraint`, only that foreign key's.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
  return cause?.code === '23503' && (constraint === undefined || cause.constraint === constraint);
}

/**
 * An exclusion constraint's refusal (SQLSTATE 23P01): the row conflicts with another under it;
 * with `constraint`, only that constraint's (a seller's overlapping meeting calls).
 */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
  return cause?.code === '23P01' && (constraint === undefined || cause.constraint === constraint);
}
