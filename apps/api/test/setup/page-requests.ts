/**
 * Page requests for the lists' tests: the prepared lists' one text per shape (property tests),
 * and the plan of a page (their indexes).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { PageRequest } from '../../src/core/pagination.js';
import type { Executor } from '../../src/db/database.js';

/** Page 500 of 20 rows, sorted by `sort` (none: the list's default order). */
export const page500 = (sort: PageRequest['sort']): PageRequest => ({
  page: 500,
  size: 20,
  offset: 10_000,
  sort,
});

/**
 * The plan of a statement, its values written in, with sequential scans and sorts made the
 * planner's last resort: a test database is small, where both are cheapest, so a plan that still
 * sorts or scans a table whole has no index to use.
 */
export async function planWithoutScansOrSorts(
  db: Executor,
  { sql: text, params }: { sql: string; params: unknown[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const inlined = params.reduce<string>(
      (query, value, index) => query.replace(`$${index + 1}`, `'${String(value)}'`),
      text,
    );
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${inlined}`));
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Any page request sorting by up to two of `fields`. */
export const anyPageRequest = (fields: readonly string[]): fc.Arbitrary<PageRequest> =>
  fc.record({
    page: fc.nat(5),
    size: fc.integer({ min: 1, max: 200 }),
    offset: fc.nat(1000),
    sort: fc.array(
      fc.record({
        field: fc.constantFrom(...fields),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      { maxLength: 2 },
    ),
  });

/**
 * Checks that a list's page statement, prepared once per shape, is written the same for every
 * call of that shape whatever its values (else a call would run another call's statement):
 * pairs of calls of `anyFilters` and pages sorting by `sorts`, the second given the first's sort
 * and size, compared when `shapeOf` says they share a shape.
 */
export function expectOneTextPerShape<F>(
  anyFilters: fc.Arbitrary<F>,
  sorts: readonly string[],
  shapeOf: (filters: F, page: PageRequest) => string,
  textOf: (filters: F, page: PageRequest) => string,
): void {
  const anyPage = anyPageRequest(sorts);
  let sameShapes = 0;
  fc.assert(
    fc.property(anyFilters, anyFilters, anyPage, anyPage, (first, second, pageA, pageB) => {
      const a = { ...pageA, offset: pageA.page * pageA.size };
      const b = { ...pageB, sort: a.sort, size: a.size, offset: pageB.page * a.size };
      if (shapeOf(first, a) !== shapeOf(second, b)) return;
      sameShapes += 1;
      expect(textOf(second, b)).toBe(textOf(first, a));
    }),
    { numRuns: 2000, seed: 20_261_126 },
  );
  expect(sameShapes).toBeGreaterThan(20);
}
